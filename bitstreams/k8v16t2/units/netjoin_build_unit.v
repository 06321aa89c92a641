

module netjoin_build_unit(clock,reset,flush,bucket_bits,dual,go_en,tup_valid,tup_key,tup_val,tup_table,tup_ready,ov_valid,ov_key,ov_val,ov_ready,inserted,overflowed,busy,m0_valid,m0_write,m0_addr,m0_wdata,m0_ready,m0_wready,m0_rdata,m0_rempty,m0_rpop,m1_valid,m1_write,m1_addr,m1_wdata,m1_ready,m1_wready,m1_rdata,m1_rempty,m1_rpop);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  flush;
    input wire  [4:0] bucket_bits;
    input wire  dual;
    input wire  go_en;
    input wire  tup_valid;
    input wire  [63:0] tup_key;
    input wire  [127:0] tup_val;
    input wire  [7:0] tup_table;
    output reg  tup_ready;
    output reg  ov_valid;
    output reg  [63:0] ov_key;
    output reg  [127:0] ov_val;
    input wire  ov_ready;
    output reg  inserted;
    output reg  overflowed;
    output reg  busy;
    output reg  m0_valid;
    output reg  m0_write;
    output reg  [31:0] m0_addr;
    output reg  [511:0] m0_wdata;
    input wire  m0_ready;
    input wire  m0_wready;
    input wire  [511:0] m0_rdata;
    input wire  m0_rempty;
    output reg  m0_rpop;
    output reg  m1_valid;
    output reg  m1_write;
    output reg  [31:0] m1_addr;
    output reg  [511:0] m1_wdata;
    input wire  m1_ready;
    input wire  m1_wready;
    input wire  [511:0] m1_rdata;
    input wire  m1_rempty;
    output reg  m1_rpop;
    
    // Constant declarations
    localparam  tm0 = 32'h0;
    localparam  tm1 = 32'hffffffff;
    localparam  tm2 = 32'h0;
    localparam  slots = 7'b10;
    localparam  mslot = 512'hffffffffffffffffffffffffffffffffffffffffffffffff;
    localparam  slot_bits = 16'hc0;
    localparam  ctl_off = 16'he0;
    localparam  SLOT_BITS = 16'hc0;
    localparam  m8 = 512'hff;
    
    // Stub signals
    reg  in_slice$clock;
    reg  in_slice$reset;
    reg  in_slice$s_valid;
    reg  [199:0] in_slice$s_data;
    wire  in_slice$s_ready;
    wire  in_slice$m_valid;
    wire  [199:0] in_slice$m_data;
    reg  in_slice$m_ready;
    wire  in_slice$busy;
    reg  [63:0] hash$key;
    wire  [31:0] hash$hash;
    reg  fl$clock;
    reg  fl$reset;
    reg  fl$write;
    reg  [224:0] fl$data_in;
    wire  fl$full;
    wire  [6:0] fl$count;
    reg  fl$read;
    wire  [224:0] fl$data_out;
    wire  fl$empty;
    reg  wrote$d;
    wire  wrote$q;
    reg  wrote$clock;
    reg  lab_v$0$d;
    wire  lab_v$0$q;
    reg  lab_v$0$clock;
    reg  lab_v$1$d;
    wire  lab_v$1$q;
    reg  lab_v$1$clock;
    reg  lab_v$2$d;
    wire  lab_v$2$q;
    reg  lab_v$2$clock;
    reg  lab_v$3$d;
    wire  lab_v$3$q;
    reg  lab_v$3$clock;
    reg  lab_v$4$d;
    wire  lab_v$4$q;
    reg  lab_v$4$clock;
    reg  lab_v$5$d;
    wire  lab_v$5$q;
    reg  lab_v$5$clock;
    reg  lab_v$6$d;
    wire  lab_v$6$q;
    reg  lab_v$6$clock;
    reg  lab_v$7$d;
    wire  lab_v$7$q;
    reg  lab_v$7$clock;
    reg  lab_v$8$d;
    wire  lab_v$8$q;
    reg  lab_v$8$clock;
    reg  lab_v$9$d;
    wire  lab_v$9$q;
    reg  lab_v$9$clock;
    reg  lab_v$10$d;
    wire  lab_v$10$q;
    reg  lab_v$10$clock;
    reg  lab_v$11$d;
    wire  lab_v$11$q;
    reg  lab_v$11$clock;
    reg  lab_v$12$d;
    wire  lab_v$12$q;
    reg  lab_v$12$clock;
    reg  lab_v$13$d;
    wire  lab_v$13$q;
    reg  lab_v$13$clock;
    reg  lab_v$14$d;
    wire  lab_v$14$q;
    reg  lab_v$14$clock;
    reg  lab_v$15$d;
    wire  lab_v$15$q;
    reg  lab_v$15$clock;
    reg  lab_v$16$d;
    wire  lab_v$16$q;
    reg  lab_v$16$clock;
    reg  lab_v$17$d;
    wire  lab_v$17$q;
    reg  lab_v$17$clock;
    reg  lab_v$18$d;
    wire  lab_v$18$q;
    reg  lab_v$18$clock;
    reg  lab_v$19$d;
    wire  lab_v$19$q;
    reg  lab_v$19$clock;
    reg  lab_v$20$d;
    wire  lab_v$20$q;
    reg  lab_v$20$clock;
    reg  lab_v$21$d;
    wire  lab_v$21$q;
    reg  lab_v$21$clock;
    reg  lab_v$22$d;
    wire  lab_v$22$q;
    reg  lab_v$22$clock;
    reg  lab_v$23$d;
    wire  lab_v$23$q;
    reg  lab_v$23$clock;
    reg  lab_v$24$d;
    wire  lab_v$24$q;
    reg  lab_v$24$clock;
    reg  lab_v$25$d;
    wire  lab_v$25$q;
    reg  lab_v$25$clock;
    reg  lab_v$26$d;
    wire  lab_v$26$q;
    reg  lab_v$26$clock;
    reg  lab_v$27$d;
    wire  lab_v$27$q;
    reg  lab_v$27$clock;
    reg  lab_v$28$d;
    wire  lab_v$28$q;
    reg  lab_v$28$clock;
    reg  lab_v$29$d;
    wire  lab_v$29$q;
    reg  lab_v$29$clock;
    reg  lab_v$30$d;
    wire  lab_v$30$q;
    reg  lab_v$30$clock;
    reg  lab_v$31$d;
    wire  lab_v$31$q;
    reg  lab_v$31$clock;
    reg  lab_v$32$d;
    wire  lab_v$32$q;
    reg  lab_v$32$clock;
    reg  lab_v$33$d;
    wire  lab_v$33$q;
    reg  lab_v$33$clock;
    reg  lab_v$34$d;
    wire  lab_v$34$q;
    reg  lab_v$34$clock;
    reg  lab_v$35$d;
    wire  lab_v$35$q;
    reg  lab_v$35$clock;
    reg  lab_v$36$d;
    wire  lab_v$36$q;
    reg  lab_v$36$clock;
    reg  lab_v$37$d;
    wire  lab_v$37$q;
    reg  lab_v$37$clock;
    reg  lab_v$38$d;
    wire  lab_v$38$q;
    reg  lab_v$38$clock;
    reg  lab_v$39$d;
    wire  lab_v$39$q;
    reg  lab_v$39$clock;
    reg  lab_v$40$d;
    wire  lab_v$40$q;
    reg  lab_v$40$clock;
    reg  lab_v$41$d;
    wire  lab_v$41$q;
    reg  lab_v$41$clock;
    reg  lab_v$42$d;
    wire  lab_v$42$q;
    reg  lab_v$42$clock;
    reg  lab_v$43$d;
    wire  lab_v$43$q;
    reg  lab_v$43$clock;
    reg  lab_v$44$d;
    wire  lab_v$44$q;
    reg  lab_v$44$clock;
    reg  lab_v$45$d;
    wire  lab_v$45$q;
    reg  lab_v$45$clock;
    reg  lab_v$46$d;
    wire  lab_v$46$q;
    reg  lab_v$46$clock;
    reg  lab_v$47$d;
    wire  lab_v$47$q;
    reg  lab_v$47$clock;
    reg  lab_v$48$d;
    wire  lab_v$48$q;
    reg  lab_v$48$clock;
    reg  lab_v$49$d;
    wire  lab_v$49$q;
    reg  lab_v$49$clock;
    reg  lab_v$50$d;
    wire  lab_v$50$q;
    reg  lab_v$50$clock;
    reg  lab_v$51$d;
    wire  lab_v$51$q;
    reg  lab_v$51$clock;
    reg  lab_v$52$d;
    wire  lab_v$52$q;
    reg  lab_v$52$clock;
    reg  lab_v$53$d;
    wire  lab_v$53$q;
    reg  lab_v$53$clock;
    reg  lab_v$54$d;
    wire  lab_v$54$q;
    reg  lab_v$54$clock;
    reg  lab_v$55$d;
    wire  lab_v$55$q;
    reg  lab_v$55$clock;
    reg  lab_v$56$d;
    wire  lab_v$56$q;
    reg  lab_v$56$clock;
    reg  lab_v$57$d;
    wire  lab_v$57$q;
    reg  lab_v$57$clock;
    reg  lab_v$58$d;
    wire  lab_v$58$q;
    reg  lab_v$58$clock;
    reg  lab_v$59$d;
    wire  lab_v$59$q;
    reg  lab_v$59$clock;
    reg  lab_v$60$d;
    wire  lab_v$60$q;
    reg  lab_v$60$clock;
    reg  lab_v$61$d;
    wire  lab_v$61$q;
    reg  lab_v$61$clock;
    reg  lab_v$62$d;
    wire  lab_v$62$q;
    reg  lab_v$62$clock;
    reg  lab_v$63$d;
    wire  lab_v$63$q;
    reg  lab_v$63$clock;
    reg  [31:0] lab_a$0$d;
    wire  [31:0] lab_a$0$q;
    reg  lab_a$0$clock;
    reg  [31:0] lab_a$1$d;
    wire  [31:0] lab_a$1$q;
    reg  lab_a$1$clock;
    reg  [31:0] lab_a$2$d;
    wire  [31:0] lab_a$2$q;
    reg  lab_a$2$clock;
    reg  [31:0] lab_a$3$d;
    wire  [31:0] lab_a$3$q;
    reg  lab_a$3$clock;
    reg  [31:0] lab_a$4$d;
    wire  [31:0] lab_a$4$q;
    reg  lab_a$4$clock;
    reg  [31:0] lab_a$5$d;
    wire  [31:0] lab_a$5$q;
    reg  lab_a$5$clock;
    reg  [31:0] lab_a$6$d;
    wire  [31:0] lab_a$6$q;
    reg  lab_a$6$clock;
    reg  [31:0] lab_a$7$d;
    wire  [31:0] lab_a$7$q;
    reg  lab_a$7$clock;
    reg  [31:0] lab_a$8$d;
    wire  [31:0] lab_a$8$q;
    reg  lab_a$8$clock;
    reg  [31:0] lab_a$9$d;
    wire  [31:0] lab_a$9$q;
    reg  lab_a$9$clock;
    reg  [31:0] lab_a$10$d;
    wire  [31:0] lab_a$10$q;
    reg  lab_a$10$clock;
    reg  [31:0] lab_a$11$d;
    wire  [31:0] lab_a$11$q;
    reg  lab_a$11$clock;
    reg  [31:0] lab_a$12$d;
    wire  [31:0] lab_a$12$q;
    reg  lab_a$12$clock;
    reg  [31:0] lab_a$13$d;
    wire  [31:0] lab_a$13$q;
    reg  lab_a$13$clock;
    reg  [31:0] lab_a$14$d;
    wire  [31:0] lab_a$14$q;
    reg  lab_a$14$clock;
    reg  [31:0] lab_a$15$d;
    wire  [31:0] lab_a$15$q;
    reg  lab_a$15$clock;
    reg  [31:0] lab_a$16$d;
    wire  [31:0] lab_a$16$q;
    reg  lab_a$16$clock;
    reg  [31:0] lab_a$17$d;
    wire  [31:0] lab_a$17$q;
    reg  lab_a$17$clock;
    reg  [31:0] lab_a$18$d;
    wire  [31:0] lab_a$18$q;
    reg  lab_a$18$clock;
    reg  [31:0] lab_a$19$d;
    wire  [31:0] lab_a$19$q;
    reg  lab_a$19$clock;
    reg  [31:0] lab_a$20$d;
    wire  [31:0] lab_a$20$q;
    reg  lab_a$20$clock;
    reg  [31:0] lab_a$21$d;
    wire  [31:0] lab_a$21$q;
    reg  lab_a$21$clock;
    reg  [31:0] lab_a$22$d;
    wire  [31:0] lab_a$22$q;
    reg  lab_a$22$clock;
    reg  [31:0] lab_a$23$d;
    wire  [31:0] lab_a$23$q;
    reg  lab_a$23$clock;
    reg  [31:0] lab_a$24$d;
    wire  [31:0] lab_a$24$q;
    reg  lab_a$24$clock;
    reg  [31:0] lab_a$25$d;
    wire  [31:0] lab_a$25$q;
    reg  lab_a$25$clock;
    reg  [31:0] lab_a$26$d;
    wire  [31:0] lab_a$26$q;
    reg  lab_a$26$clock;
    reg  [31:0] lab_a$27$d;
    wire  [31:0] lab_a$27$q;
    reg  lab_a$27$clock;
    reg  [31:0] lab_a$28$d;
    wire  [31:0] lab_a$28$q;
    reg  lab_a$28$clock;
    reg  [31:0] lab_a$29$d;
    wire  [31:0] lab_a$29$q;
    reg  lab_a$29$clock;
    reg  [31:0] lab_a$30$d;
    wire  [31:0] lab_a$30$q;
    reg  lab_a$30$clock;
    reg  [31:0] lab_a$31$d;
    wire  [31:0] lab_a$31$q;
    reg  lab_a$31$clock;
    reg  [31:0] lab_a$32$d;
    wire  [31:0] lab_a$32$q;
    reg  lab_a$32$clock;
    reg  [31:0] lab_a$33$d;
    wire  [31:0] lab_a$33$q;
    reg  lab_a$33$clock;
    reg  [31:0] lab_a$34$d;
    wire  [31:0] lab_a$34$q;
    reg  lab_a$34$clock;
    reg  [31:0] lab_a$35$d;
    wire  [31:0] lab_a$35$q;
    reg  lab_a$35$clock;
    reg  [31:0] lab_a$36$d;
    wire  [31:0] lab_a$36$q;
    reg  lab_a$36$clock;
    reg  [31:0] lab_a$37$d;
    wire  [31:0] lab_a$37$q;
    reg  lab_a$37$clock;
    reg  [31:0] lab_a$38$d;
    wire  [31:0] lab_a$38$q;
    reg  lab_a$38$clock;
    reg  [31:0] lab_a$39$d;
    wire  [31:0] lab_a$39$q;
    reg  lab_a$39$clock;
    reg  [31:0] lab_a$40$d;
    wire  [31:0] lab_a$40$q;
    reg  lab_a$40$clock;
    reg  [31:0] lab_a$41$d;
    wire  [31:0] lab_a$41$q;
    reg  lab_a$41$clock;
    reg  [31:0] lab_a$42$d;
    wire  [31:0] lab_a$42$q;
    reg  lab_a$42$clock;
    reg  [31:0] lab_a$43$d;
    wire  [31:0] lab_a$43$q;
    reg  lab_a$43$clock;
    reg  [31:0] lab_a$44$d;
    wire  [31:0] lab_a$44$q;
    reg  lab_a$44$clock;
    reg  [31:0] lab_a$45$d;
    wire  [31:0] lab_a$45$q;
    reg  lab_a$45$clock;
    reg  [31:0] lab_a$46$d;
    wire  [31:0] lab_a$46$q;
    reg  lab_a$46$clock;
    reg  [31:0] lab_a$47$d;
    wire  [31:0] lab_a$47$q;
    reg  lab_a$47$clock;
    reg  [31:0] lab_a$48$d;
    wire  [31:0] lab_a$48$q;
    reg  lab_a$48$clock;
    reg  [31:0] lab_a$49$d;
    wire  [31:0] lab_a$49$q;
    reg  lab_a$49$clock;
    reg  [31:0] lab_a$50$d;
    wire  [31:0] lab_a$50$q;
    reg  lab_a$50$clock;
    reg  [31:0] lab_a$51$d;
    wire  [31:0] lab_a$51$q;
    reg  lab_a$51$clock;
    reg  [31:0] lab_a$52$d;
    wire  [31:0] lab_a$52$q;
    reg  lab_a$52$clock;
    reg  [31:0] lab_a$53$d;
    wire  [31:0] lab_a$53$q;
    reg  lab_a$53$clock;
    reg  [31:0] lab_a$54$d;
    wire  [31:0] lab_a$54$q;
    reg  lab_a$54$clock;
    reg  [31:0] lab_a$55$d;
    wire  [31:0] lab_a$55$q;
    reg  lab_a$55$clock;
    reg  [31:0] lab_a$56$d;
    wire  [31:0] lab_a$56$q;
    reg  lab_a$56$clock;
    reg  [31:0] lab_a$57$d;
    wire  [31:0] lab_a$57$q;
    reg  lab_a$57$clock;
    reg  [31:0] lab_a$58$d;
    wire  [31:0] lab_a$58$q;
    reg  lab_a$58$clock;
    reg  [31:0] lab_a$59$d;
    wire  [31:0] lab_a$59$q;
    reg  lab_a$59$clock;
    reg  [31:0] lab_a$60$d;
    wire  [31:0] lab_a$60$q;
    reg  lab_a$60$clock;
    reg  [31:0] lab_a$61$d;
    wire  [31:0] lab_a$61$q;
    reg  lab_a$61$clock;
    reg  [31:0] lab_a$62$d;
    wire  [31:0] lab_a$62$q;
    reg  lab_a$62$clock;
    reg  [31:0] lab_a$63$d;
    wire  [31:0] lab_a$63$q;
    reg  lab_a$63$clock;
    reg  [511:0] lab_d$0$d;
    wire  [511:0] lab_d$0$q;
    reg  lab_d$0$clock;
    reg  [511:0] lab_d$1$d;
    wire  [511:0] lab_d$1$q;
    reg  lab_d$1$clock;
    reg  [511:0] lab_d$2$d;
    wire  [511:0] lab_d$2$q;
    reg  lab_d$2$clock;
    reg  [511:0] lab_d$3$d;
    wire  [511:0] lab_d$3$q;
    reg  lab_d$3$clock;
    reg  [511:0] lab_d$4$d;
    wire  [511:0] lab_d$4$q;
    reg  lab_d$4$clock;
    reg  [511:0] lab_d$5$d;
    wire  [511:0] lab_d$5$q;
    reg  lab_d$5$clock;
    reg  [511:0] lab_d$6$d;
    wire  [511:0] lab_d$6$q;
    reg  lab_d$6$clock;
    reg  [511:0] lab_d$7$d;
    wire  [511:0] lab_d$7$q;
    reg  lab_d$7$clock;
    reg  [511:0] lab_d$8$d;
    wire  [511:0] lab_d$8$q;
    reg  lab_d$8$clock;
    reg  [511:0] lab_d$9$d;
    wire  [511:0] lab_d$9$q;
    reg  lab_d$9$clock;
    reg  [511:0] lab_d$10$d;
    wire  [511:0] lab_d$10$q;
    reg  lab_d$10$clock;
    reg  [511:0] lab_d$11$d;
    wire  [511:0] lab_d$11$q;
    reg  lab_d$11$clock;
    reg  [511:0] lab_d$12$d;
    wire  [511:0] lab_d$12$q;
    reg  lab_d$12$clock;
    reg  [511:0] lab_d$13$d;
    wire  [511:0] lab_d$13$q;
    reg  lab_d$13$clock;
    reg  [511:0] lab_d$14$d;
    wire  [511:0] lab_d$14$q;
    reg  lab_d$14$clock;
    reg  [511:0] lab_d$15$d;
    wire  [511:0] lab_d$15$q;
    reg  lab_d$15$clock;
    reg  [511:0] lab_d$16$d;
    wire  [511:0] lab_d$16$q;
    reg  lab_d$16$clock;
    reg  [511:0] lab_d$17$d;
    wire  [511:0] lab_d$17$q;
    reg  lab_d$17$clock;
    reg  [511:0] lab_d$18$d;
    wire  [511:0] lab_d$18$q;
    reg  lab_d$18$clock;
    reg  [511:0] lab_d$19$d;
    wire  [511:0] lab_d$19$q;
    reg  lab_d$19$clock;
    reg  [511:0] lab_d$20$d;
    wire  [511:0] lab_d$20$q;
    reg  lab_d$20$clock;
    reg  [511:0] lab_d$21$d;
    wire  [511:0] lab_d$21$q;
    reg  lab_d$21$clock;
    reg  [511:0] lab_d$22$d;
    wire  [511:0] lab_d$22$q;
    reg  lab_d$22$clock;
    reg  [511:0] lab_d$23$d;
    wire  [511:0] lab_d$23$q;
    reg  lab_d$23$clock;
    reg  [511:0] lab_d$24$d;
    wire  [511:0] lab_d$24$q;
    reg  lab_d$24$clock;
    reg  [511:0] lab_d$25$d;
    wire  [511:0] lab_d$25$q;
    reg  lab_d$25$clock;
    reg  [511:0] lab_d$26$d;
    wire  [511:0] lab_d$26$q;
    reg  lab_d$26$clock;
    reg  [511:0] lab_d$27$d;
    wire  [511:0] lab_d$27$q;
    reg  lab_d$27$clock;
    reg  [511:0] lab_d$28$d;
    wire  [511:0] lab_d$28$q;
    reg  lab_d$28$clock;
    reg  [511:0] lab_d$29$d;
    wire  [511:0] lab_d$29$q;
    reg  lab_d$29$clock;
    reg  [511:0] lab_d$30$d;
    wire  [511:0] lab_d$30$q;
    reg  lab_d$30$clock;
    reg  [511:0] lab_d$31$d;
    wire  [511:0] lab_d$31$q;
    reg  lab_d$31$clock;
    reg  [511:0] lab_d$32$d;
    wire  [511:0] lab_d$32$q;
    reg  lab_d$32$clock;
    reg  [511:0] lab_d$33$d;
    wire  [511:0] lab_d$33$q;
    reg  lab_d$33$clock;
    reg  [511:0] lab_d$34$d;
    wire  [511:0] lab_d$34$q;
    reg  lab_d$34$clock;
    reg  [511:0] lab_d$35$d;
    wire  [511:0] lab_d$35$q;
    reg  lab_d$35$clock;
    reg  [511:0] lab_d$36$d;
    wire  [511:0] lab_d$36$q;
    reg  lab_d$36$clock;
    reg  [511:0] lab_d$37$d;
    wire  [511:0] lab_d$37$q;
    reg  lab_d$37$clock;
    reg  [511:0] lab_d$38$d;
    wire  [511:0] lab_d$38$q;
    reg  lab_d$38$clock;
    reg  [511:0] lab_d$39$d;
    wire  [511:0] lab_d$39$q;
    reg  lab_d$39$clock;
    reg  [511:0] lab_d$40$d;
    wire  [511:0] lab_d$40$q;
    reg  lab_d$40$clock;
    reg  [511:0] lab_d$41$d;
    wire  [511:0] lab_d$41$q;
    reg  lab_d$41$clock;
    reg  [511:0] lab_d$42$d;
    wire  [511:0] lab_d$42$q;
    reg  lab_d$42$clock;
    reg  [511:0] lab_d$43$d;
    wire  [511:0] lab_d$43$q;
    reg  lab_d$43$clock;
    reg  [511:0] lab_d$44$d;
    wire  [511:0] lab_d$44$q;
    reg  lab_d$44$clock;
    reg  [511:0] lab_d$45$d;
    wire  [511:0] lab_d$45$q;
    reg  lab_d$45$clock;
    reg  [511:0] lab_d$46$d;
    wire  [511:0] lab_d$46$q;
    reg  lab_d$46$clock;
    reg  [511:0] lab_d$47$d;
    wire  [511:0] lab_d$47$q;
    reg  lab_d$47$clock;
    reg  [511:0] lab_d$48$d;
    wire  [511:0] lab_d$48$q;
    reg  lab_d$48$clock;
    reg  [511:0] lab_d$49$d;
    wire  [511:0] lab_d$49$q;
    reg  lab_d$49$clock;
    reg  [511:0] lab_d$50$d;
    wire  [511:0] lab_d$50$q;
    reg  lab_d$50$clock;
    reg  [511:0] lab_d$51$d;
    wire  [511:0] lab_d$51$q;
    reg  lab_d$51$clock;
    reg  [511:0] lab_d$52$d;
    wire  [511:0] lab_d$52$q;
    reg  lab_d$52$clock;
    reg  [511:0] lab_d$53$d;
    wire  [511:0] lab_d$53$q;
    reg  lab_d$53$clock;
    reg  [511:0] lab_d$54$d;
    wire  [511:0] lab_d$54$q;
    reg  lab_d$54$clock;
    reg  [511:0] lab_d$55$d;
    wire  [511:0] lab_d$55$q;
    reg  lab_d$55$clock;
    reg  [511:0] lab_d$56$d;
    wire  [511:0] lab_d$56$q;
    reg  lab_d$56$clock;
    reg  [511:0] lab_d$57$d;
    wire  [511:0] lab_d$57$q;
    reg  lab_d$57$clock;
    reg  [511:0] lab_d$58$d;
    wire  [511:0] lab_d$58$q;
    reg  lab_d$58$clock;
    reg  [511:0] lab_d$59$d;
    wire  [511:0] lab_d$59$q;
    reg  lab_d$59$clock;
    reg  [511:0] lab_d$60$d;
    wire  [511:0] lab_d$60$q;
    reg  lab_d$60$clock;
    reg  [511:0] lab_d$61$d;
    wire  [511:0] lab_d$61$q;
    reg  lab_d$61$clock;
    reg  [511:0] lab_d$62$d;
    wire  [511:0] lab_d$62$q;
    reg  lab_d$62$clock;
    reg  [511:0] lab_d$63$d;
    wire  [511:0] lab_d$63$q;
    reg  lab_d$63$clock;
    
    // Local signals
    reg  in_valid;
    reg  [63:0] in_key;
    reg  [127:0] in_val;
    reg  [7:0] in_table;
    reg  [31:0] bucket;
    reg  [31:0] line;
    reg  in_ctrl;
    reg  [63:0] h_key;
    reg  [127:0] h_val;
    reg  [31:0] h_line;
    reg  h_ctrl;
    reg  h_have;
    reg  h_go;
    reg  h_rdy;
    reg  [511:0] slotl;
    reg  [511:0] cur;
    reg  hit$0;
    reg  hit$1;
    reg  hit$2;
    reg  hit$3;
    reg  hit$4;
    reg  hit$5;
    reg  hit$6;
    reg  hit$7;
    reg  hit$8;
    reg  hit$9;
    reg  hit$10;
    reg  hit$11;
    reg  hit$12;
    reg  hit$13;
    reg  hit$14;
    reg  hit$15;
    reg  hit$16;
    reg  hit$17;
    reg  hit$18;
    reg  hit$19;
    reg  hit$20;
    reg  hit$21;
    reg  hit$22;
    reg  hit$23;
    reg  hit$24;
    reg  hit$25;
    reg  hit$26;
    reg  hit$27;
    reg  hit$28;
    reg  hit$29;
    reg  hit$30;
    reg  hit$31;
    reg  hit$32;
    reg  hit$33;
    reg  hit$34;
    reg  hit$35;
    reg  hit$36;
    reg  hit$37;
    reg  hit$38;
    reg  hit$39;
    reg  hit$40;
    reg  hit$41;
    reg  hit$42;
    reg  hit$43;
    reg  hit$44;
    reg  hit$45;
    reg  hit$46;
    reg  hit$47;
    reg  hit$48;
    reg  hit$49;
    reg  hit$50;
    reg  hit$51;
    reg  hit$52;
    reg  hit$53;
    reg  hit$54;
    reg  hit$55;
    reg  hit$56;
    reg  hit$57;
    reg  hit$58;
    reg  hit$59;
    reg  hit$60;
    reg  hit$61;
    reg  hit$62;
    reg  hit$63;
    reg  newer$0;
    reg  newer$1;
    reg  newer$2;
    reg  newer$3;
    reg  newer$4;
    reg  newer$5;
    reg  newer$6;
    reg  newer$7;
    reg  newer$8;
    reg  newer$9;
    reg  newer$10;
    reg  newer$11;
    reg  newer$12;
    reg  newer$13;
    reg  newer$14;
    reg  newer$15;
    reg  newer$16;
    reg  newer$17;
    reg  newer$18;
    reg  newer$19;
    reg  newer$20;
    reg  newer$21;
    reg  newer$22;
    reg  newer$23;
    reg  newer$24;
    reg  newer$25;
    reg  newer$26;
    reg  newer$27;
    reg  newer$28;
    reg  newer$29;
    reg  newer$30;
    reg  newer$31;
    reg  newer$32;
    reg  newer$33;
    reg  newer$34;
    reg  newer$35;
    reg  newer$36;
    reg  newer$37;
    reg  newer$38;
    reg  newer$39;
    reg  newer$40;
    reg  newer$41;
    reg  newer$42;
    reg  newer$43;
    reg  newer$44;
    reg  newer$45;
    reg  newer$46;
    reg  newer$47;
    reg  newer$48;
    reg  newer$49;
    reg  newer$50;
    reg  newer$51;
    reg  newer$52;
    reg  newer$53;
    reg  newer$54;
    reg  newer$55;
    reg  newer$56;
    reg  newer$57;
    reg  newer$58;
    reg  newer$59;
    reg  newer$60;
    reg  newer$61;
    reg  newer$62;
    reg  newer$63;
    reg  newer$64;
    reg  [511:0] fsel$0;
    reg  [511:0] fsel$1;
    reg  [511:0] fsel$2;
    reg  [511:0] fsel$3;
    reg  [511:0] fsel$4;
    reg  [511:0] fsel$5;
    reg  [511:0] fsel$6;
    reg  [511:0] fsel$7;
    reg  [511:0] fsel$8;
    reg  [511:0] fsel$9;
    reg  [511:0] fsel$10;
    reg  [511:0] fsel$11;
    reg  [511:0] fsel$12;
    reg  [511:0] fsel$13;
    reg  [511:0] fsel$14;
    reg  [511:0] fsel$15;
    reg  [511:0] fsel$16;
    reg  [511:0] fsel$17;
    reg  [511:0] fsel$18;
    reg  [511:0] fsel$19;
    reg  [511:0] fsel$20;
    reg  [511:0] fsel$21;
    reg  [511:0] fsel$22;
    reg  [511:0] fsel$23;
    reg  [511:0] fsel$24;
    reg  [511:0] fsel$25;
    reg  [511:0] fsel$26;
    reg  [511:0] fsel$27;
    reg  [511:0] fsel$28;
    reg  [511:0] fsel$29;
    reg  [511:0] fsel$30;
    reg  [511:0] fsel$31;
    reg  [511:0] fsel$32;
    reg  [511:0] fsel$33;
    reg  [511:0] fsel$34;
    reg  [511:0] fsel$35;
    reg  [511:0] fsel$36;
    reg  [511:0] fsel$37;
    reg  [511:0] fsel$38;
    reg  [511:0] fsel$39;
    reg  [511:0] fsel$40;
    reg  [511:0] fsel$41;
    reg  [511:0] fsel$42;
    reg  [511:0] fsel$43;
    reg  [511:0] fsel$44;
    reg  [511:0] fsel$45;
    reg  [511:0] fsel$46;
    reg  [511:0] fsel$47;
    reg  [511:0] fsel$48;
    reg  [511:0] fsel$49;
    reg  [511:0] fsel$50;
    reg  [511:0] fsel$51;
    reg  [511:0] fsel$52;
    reg  [511:0] fsel$53;
    reg  [511:0] fsel$54;
    reg  [511:0] fsel$55;
    reg  [511:0] fsel$56;
    reg  [511:0] fsel$57;
    reg  [511:0] fsel$58;
    reg  [511:0] fsel$59;
    reg  [511:0] fsel$60;
    reg  [511:0] fsel$61;
    reg  [511:0] fsel$62;
    reg  [511:0] fsel$63;
    reg  [511:0] fw$0;
    reg  [511:0] fw$1;
    reg  [511:0] fw$2;
    reg  [511:0] fw$3;
    reg  [511:0] fw$4;
    reg  [511:0] fw$5;
    reg  [511:0] fw$6;
    reg  [511:0] fw$7;
    reg  [511:0] fw$8;
    reg  [511:0] fw$9;
    reg  [511:0] fw$10;
    reg  [511:0] fw$11;
    reg  [511:0] fw$12;
    reg  [511:0] fw$13;
    reg  [511:0] fw$14;
    reg  [511:0] fw$15;
    reg  [511:0] fw$16;
    reg  [511:0] fw$17;
    reg  [511:0] fw$18;
    reg  [511:0] fw$19;
    reg  [511:0] fw$20;
    reg  [511:0] fw$21;
    reg  [511:0] fw$22;
    reg  [511:0] fw$23;
    reg  [511:0] fw$24;
    reg  [511:0] fw$25;
    reg  [511:0] fw$26;
    reg  [511:0] fw$27;
    reg  [511:0] fw$28;
    reg  [511:0] fw$29;
    reg  [511:0] fw$30;
    reg  [511:0] fw$31;
    reg  [511:0] fw$32;
    reg  [511:0] fw$33;
    reg  [511:0] fw$34;
    reg  [511:0] fw$35;
    reg  [511:0] fw$36;
    reg  [511:0] fw$37;
    reg  [511:0] fw$38;
    reg  [511:0] fw$39;
    reg  [511:0] fw$40;
    reg  [511:0] fw$41;
    reg  [511:0] fw$42;
    reg  [511:0] fw$43;
    reg  [511:0] fw$44;
    reg  [511:0] fw$45;
    reg  [511:0] fw$46;
    reg  [511:0] fw$47;
    reg  [511:0] fw$48;
    reg  [511:0] fw$49;
    reg  [511:0] fw$50;
    reg  [511:0] fw$51;
    reg  [511:0] fw$52;
    reg  [511:0] fw$53;
    reg  [511:0] fw$54;
    reg  [511:0] fw$55;
    reg  [511:0] fw$56;
    reg  [511:0] fw$57;
    reg  [511:0] fw$58;
    reg  [511:0] fw$59;
    reg  [511:0] fw$60;
    reg  [511:0] fw$61;
    reg  [511:0] fw$62;
    reg  [511:0] fw$63;
    reg  [511:0] fw$64;
    reg  [6:0] count;
    reg  [511:0] newl;
    reg  [9:0] shift;
    reg  [31:0] shift32;
    reg  full;
    reg  rd_go;
    
    // Sub module instances
    top$in_slice in_slice(
        .clock(in_slice$clock),
        .reset(in_slice$reset),
        .s_valid(in_slice$s_valid),
        .s_data(in_slice$s_data),
        .s_ready(in_slice$s_ready),
        .m_valid(in_slice$m_valid),
        .m_data(in_slice$m_data),
        .m_ready(in_slice$m_ready),
        .busy(in_slice$busy)
    );
    top$hash hash(
        .key(hash$key),
        .hash(hash$hash)
    );
    top$fl fl(
        .clock(fl$clock),
        .reset(fl$reset),
        .write(fl$write),
        .data_in(fl$data_in),
        .full(fl$full),
        .count(fl$count),
        .read(fl$read),
        .data_out(fl$data_out),
        .empty(fl$empty)
    );
    top$wrote wrote(
        .d(wrote$d),
        .q(wrote$q),
        .clock(wrote$clock)
    );
    top$lab_v$0 lab_v$0(
        .d(lab_v$0$d),
        .q(lab_v$0$q),
        .clock(lab_v$0$clock)
    );
    top$lab_v$1 lab_v$1(
        .d(lab_v$1$d),
        .q(lab_v$1$q),
        .clock(lab_v$1$clock)
    );
    top$lab_v$2 lab_v$2(
        .d(lab_v$2$d),
        .q(lab_v$2$q),
        .clock(lab_v$2$clock)
    );
    top$lab_v$3 lab_v$3(
        .d(lab_v$3$d),
        .q(lab_v$3$q),
        .clock(lab_v$3$clock)
    );
    top$lab_v$4 lab_v$4(
        .d(lab_v$4$d),
        .q(lab_v$4$q),
        .clock(lab_v$4$clock)
    );
    top$lab_v$5 lab_v$5(
        .d(lab_v$5$d),
        .q(lab_v$5$q),
        .clock(lab_v$5$clock)
    );
    top$lab_v$6 lab_v$6(
        .d(lab_v$6$d),
        .q(lab_v$6$q),
        .clock(lab_v$6$clock)
    );
    top$lab_v$7 lab_v$7(
        .d(lab_v$7$d),
        .q(lab_v$7$q),
        .clock(lab_v$7$clock)
    );
    top$lab_v$8 lab_v$8(
        .d(lab_v$8$d),
        .q(lab_v$8$q),
        .clock(lab_v$8$clock)
    );
    top$lab_v$9 lab_v$9(
        .d(lab_v$9$d),
        .q(lab_v$9$q),
        .clock(lab_v$9$clock)
    );
    top$lab_v$10 lab_v$10(
        .d(lab_v$10$d),
        .q(lab_v$10$q),
        .clock(lab_v$10$clock)
    );
    top$lab_v$11 lab_v$11(
        .d(lab_v$11$d),
        .q(lab_v$11$q),
        .clock(lab_v$11$clock)
    );
    top$lab_v$12 lab_v$12(
        .d(lab_v$12$d),
        .q(lab_v$12$q),
        .clock(lab_v$12$clock)
    );
    top$lab_v$13 lab_v$13(
        .d(lab_v$13$d),
        .q(lab_v$13$q),
        .clock(lab_v$13$clock)
    );
    top$lab_v$14 lab_v$14(
        .d(lab_v$14$d),
        .q(lab_v$14$q),
        .clock(lab_v$14$clock)
    );
    top$lab_v$15 lab_v$15(
        .d(lab_v$15$d),
        .q(lab_v$15$q),
        .clock(lab_v$15$clock)
    );
    top$lab_v$16 lab_v$16(
        .d(lab_v$16$d),
        .q(lab_v$16$q),
        .clock(lab_v$16$clock)
    );
    top$lab_v$17 lab_v$17(
        .d(lab_v$17$d),
        .q(lab_v$17$q),
        .clock(lab_v$17$clock)
    );
    top$lab_v$18 lab_v$18(
        .d(lab_v$18$d),
        .q(lab_v$18$q),
        .clock(lab_v$18$clock)
    );
    top$lab_v$19 lab_v$19(
        .d(lab_v$19$d),
        .q(lab_v$19$q),
        .clock(lab_v$19$clock)
    );
    top$lab_v$20 lab_v$20(
        .d(lab_v$20$d),
        .q(lab_v$20$q),
        .clock(lab_v$20$clock)
    );
    top$lab_v$21 lab_v$21(
        .d(lab_v$21$d),
        .q(lab_v$21$q),
        .clock(lab_v$21$clock)
    );
    top$lab_v$22 lab_v$22(
        .d(lab_v$22$d),
        .q(lab_v$22$q),
        .clock(lab_v$22$clock)
    );
    top$lab_v$23 lab_v$23(
        .d(lab_v$23$d),
        .q(lab_v$23$q),
        .clock(lab_v$23$clock)
    );
    top$lab_v$24 lab_v$24(
        .d(lab_v$24$d),
        .q(lab_v$24$q),
        .clock(lab_v$24$clock)
    );
    top$lab_v$25 lab_v$25(
        .d(lab_v$25$d),
        .q(lab_v$25$q),
        .clock(lab_v$25$clock)
    );
    top$lab_v$26 lab_v$26(
        .d(lab_v$26$d),
        .q(lab_v$26$q),
        .clock(lab_v$26$clock)
    );
    top$lab_v$27 lab_v$27(
        .d(lab_v$27$d),
        .q(lab_v$27$q),
        .clock(lab_v$27$clock)
    );
    top$lab_v$28 lab_v$28(
        .d(lab_v$28$d),
        .q(lab_v$28$q),
        .clock(lab_v$28$clock)
    );
    top$lab_v$29 lab_v$29(
        .d(lab_v$29$d),
        .q(lab_v$29$q),
        .clock(lab_v$29$clock)
    );
    top$lab_v$30 lab_v$30(
        .d(lab_v$30$d),
        .q(lab_v$30$q),
        .clock(lab_v$30$clock)
    );
    top$lab_v$31 lab_v$31(
        .d(lab_v$31$d),
        .q(lab_v$31$q),
        .clock(lab_v$31$clock)
    );
    top$lab_v$32 lab_v$32(
        .d(lab_v$32$d),
        .q(lab_v$32$q),
        .clock(lab_v$32$clock)
    );
    top$lab_v$33 lab_v$33(
        .d(lab_v$33$d),
        .q(lab_v$33$q),
        .clock(lab_v$33$clock)
    );
    top$lab_v$34 lab_v$34(
        .d(lab_v$34$d),
        .q(lab_v$34$q),
        .clock(lab_v$34$clock)
    );
    top$lab_v$35 lab_v$35(
        .d(lab_v$35$d),
        .q(lab_v$35$q),
        .clock(lab_v$35$clock)
    );
    top$lab_v$36 lab_v$36(
        .d(lab_v$36$d),
        .q(lab_v$36$q),
        .clock(lab_v$36$clock)
    );
    top$lab_v$37 lab_v$37(
        .d(lab_v$37$d),
        .q(lab_v$37$q),
        .clock(lab_v$37$clock)
    );
    top$lab_v$38 lab_v$38(
        .d(lab_v$38$d),
        .q(lab_v$38$q),
        .clock(lab_v$38$clock)
    );
    top$lab_v$39 lab_v$39(
        .d(lab_v$39$d),
        .q(lab_v$39$q),
        .clock(lab_v$39$clock)
    );
    top$lab_v$40 lab_v$40(
        .d(lab_v$40$d),
        .q(lab_v$40$q),
        .clock(lab_v$40$clock)
    );
    top$lab_v$41 lab_v$41(
        .d(lab_v$41$d),
        .q(lab_v$41$q),
        .clock(lab_v$41$clock)
    );
    top$lab_v$42 lab_v$42(
        .d(lab_v$42$d),
        .q(lab_v$42$q),
        .clock(lab_v$42$clock)
    );
    top$lab_v$43 lab_v$43(
        .d(lab_v$43$d),
        .q(lab_v$43$q),
        .clock(lab_v$43$clock)
    );
    top$lab_v$44 lab_v$44(
        .d(lab_v$44$d),
        .q(lab_v$44$q),
        .clock(lab_v$44$clock)
    );
    top$lab_v$45 lab_v$45(
        .d(lab_v$45$d),
        .q(lab_v$45$q),
        .clock(lab_v$45$clock)
    );
    top$lab_v$46 lab_v$46(
        .d(lab_v$46$d),
        .q(lab_v$46$q),
        .clock(lab_v$46$clock)
    );
    top$lab_v$47 lab_v$47(
        .d(lab_v$47$d),
        .q(lab_v$47$q),
        .clock(lab_v$47$clock)
    );
    top$lab_v$48 lab_v$48(
        .d(lab_v$48$d),
        .q(lab_v$48$q),
        .clock(lab_v$48$clock)
    );
    top$lab_v$49 lab_v$49(
        .d(lab_v$49$d),
        .q(lab_v$49$q),
        .clock(lab_v$49$clock)
    );
    top$lab_v$50 lab_v$50(
        .d(lab_v$50$d),
        .q(lab_v$50$q),
        .clock(lab_v$50$clock)
    );
    top$lab_v$51 lab_v$51(
        .d(lab_v$51$d),
        .q(lab_v$51$q),
        .clock(lab_v$51$clock)
    );
    top$lab_v$52 lab_v$52(
        .d(lab_v$52$d),
        .q(lab_v$52$q),
        .clock(lab_v$52$clock)
    );
    top$lab_v$53 lab_v$53(
        .d(lab_v$53$d),
        .q(lab_v$53$q),
        .clock(lab_v$53$clock)
    );
    top$lab_v$54 lab_v$54(
        .d(lab_v$54$d),
        .q(lab_v$54$q),
        .clock(lab_v$54$clock)
    );
    top$lab_v$55 lab_v$55(
        .d(lab_v$55$d),
        .q(lab_v$55$q),
        .clock(lab_v$55$clock)
    );
    top$lab_v$56 lab_v$56(
        .d(lab_v$56$d),
        .q(lab_v$56$q),
        .clock(lab_v$56$clock)
    );
    top$lab_v$57 lab_v$57(
        .d(lab_v$57$d),
        .q(lab_v$57$q),
        .clock(lab_v$57$clock)
    );
    top$lab_v$58 lab_v$58(
        .d(lab_v$58$d),
        .q(lab_v$58$q),
        .clock(lab_v$58$clock)
    );
    top$lab_v$59 lab_v$59(
        .d(lab_v$59$d),
        .q(lab_v$59$q),
        .clock(lab_v$59$clock)
    );
    top$lab_v$60 lab_v$60(
        .d(lab_v$60$d),
        .q(lab_v$60$q),
        .clock(lab_v$60$clock)
    );
    top$lab_v$61 lab_v$61(
        .d(lab_v$61$d),
        .q(lab_v$61$q),
        .clock(lab_v$61$clock)
    );
    top$lab_v$62 lab_v$62(
        .d(lab_v$62$d),
        .q(lab_v$62$q),
        .clock(lab_v$62$clock)
    );
    top$lab_v$63 lab_v$63(
        .d(lab_v$63$d),
        .q(lab_v$63$q),
        .clock(lab_v$63$clock)
    );
    top$lab_a$0 lab_a$0(
        .d(lab_a$0$d),
        .q(lab_a$0$q),
        .clock(lab_a$0$clock)
    );
    top$lab_a$1 lab_a$1(
        .d(lab_a$1$d),
        .q(lab_a$1$q),
        .clock(lab_a$1$clock)
    );
    top$lab_a$2 lab_a$2(
        .d(lab_a$2$d),
        .q(lab_a$2$q),
        .clock(lab_a$2$clock)
    );
    top$lab_a$3 lab_a$3(
        .d(lab_a$3$d),
        .q(lab_a$3$q),
        .clock(lab_a$3$clock)
    );
    top$lab_a$4 lab_a$4(
        .d(lab_a$4$d),
        .q(lab_a$4$q),
        .clock(lab_a$4$clock)
    );
    top$lab_a$5 lab_a$5(
        .d(lab_a$5$d),
        .q(lab_a$5$q),
        .clock(lab_a$5$clock)
    );
    top$lab_a$6 lab_a$6(
        .d(lab_a$6$d),
        .q(lab_a$6$q),
        .clock(lab_a$6$clock)
    );
    top$lab_a$7 lab_a$7(
        .d(lab_a$7$d),
        .q(lab_a$7$q),
        .clock(lab_a$7$clock)
    );
    top$lab_a$8 lab_a$8(
        .d(lab_a$8$d),
        .q(lab_a$8$q),
        .clock(lab_a$8$clock)
    );
    top$lab_a$9 lab_a$9(
        .d(lab_a$9$d),
        .q(lab_a$9$q),
        .clock(lab_a$9$clock)
    );
    top$lab_a$10 lab_a$10(
        .d(lab_a$10$d),
        .q(lab_a$10$q),
        .clock(lab_a$10$clock)
    );
    top$lab_a$11 lab_a$11(
        .d(lab_a$11$d),
        .q(lab_a$11$q),
        .clock(lab_a$11$clock)
    );
    top$lab_a$12 lab_a$12(
        .d(lab_a$12$d),
        .q(lab_a$12$q),
        .clock(lab_a$12$clock)
    );
    top$lab_a$13 lab_a$13(
        .d(lab_a$13$d),
        .q(lab_a$13$q),
        .clock(lab_a$13$clock)
    );
    top$lab_a$14 lab_a$14(
        .d(lab_a$14$d),
        .q(lab_a$14$q),
        .clock(lab_a$14$clock)
    );
    top$lab_a$15 lab_a$15(
        .d(lab_a$15$d),
        .q(lab_a$15$q),
        .clock(lab_a$15$clock)
    );
    top$lab_a$16 lab_a$16(
        .d(lab_a$16$d),
        .q(lab_a$16$q),
        .clock(lab_a$16$clock)
    );
    top$lab_a$17 lab_a$17(
        .d(lab_a$17$d),
        .q(lab_a$17$q),
        .clock(lab_a$17$clock)
    );
    top$lab_a$18 lab_a$18(
        .d(lab_a$18$d),
        .q(lab_a$18$q),
        .clock(lab_a$18$clock)
    );
    top$lab_a$19 lab_a$19(
        .d(lab_a$19$d),
        .q(lab_a$19$q),
        .clock(lab_a$19$clock)
    );
    top$lab_a$20 lab_a$20(
        .d(lab_a$20$d),
        .q(lab_a$20$q),
        .clock(lab_a$20$clock)
    );
    top$lab_a$21 lab_a$21(
        .d(lab_a$21$d),
        .q(lab_a$21$q),
        .clock(lab_a$21$clock)
    );
    top$lab_a$22 lab_a$22(
        .d(lab_a$22$d),
        .q(lab_a$22$q),
        .clock(lab_a$22$clock)
    );
    top$lab_a$23 lab_a$23(
        .d(lab_a$23$d),
        .q(lab_a$23$q),
        .clock(lab_a$23$clock)
    );
    top$lab_a$24 lab_a$24(
        .d(lab_a$24$d),
        .q(lab_a$24$q),
        .clock(lab_a$24$clock)
    );
    top$lab_a$25 lab_a$25(
        .d(lab_a$25$d),
        .q(lab_a$25$q),
        .clock(lab_a$25$clock)
    );
    top$lab_a$26 lab_a$26(
        .d(lab_a$26$d),
        .q(lab_a$26$q),
        .clock(lab_a$26$clock)
    );
    top$lab_a$27 lab_a$27(
        .d(lab_a$27$d),
        .q(lab_a$27$q),
        .clock(lab_a$27$clock)
    );
    top$lab_a$28 lab_a$28(
        .d(lab_a$28$d),
        .q(lab_a$28$q),
        .clock(lab_a$28$clock)
    );
    top$lab_a$29 lab_a$29(
        .d(lab_a$29$d),
        .q(lab_a$29$q),
        .clock(lab_a$29$clock)
    );
    top$lab_a$30 lab_a$30(
        .d(lab_a$30$d),
        .q(lab_a$30$q),
        .clock(lab_a$30$clock)
    );
    top$lab_a$31 lab_a$31(
        .d(lab_a$31$d),
        .q(lab_a$31$q),
        .clock(lab_a$31$clock)
    );
    top$lab_a$32 lab_a$32(
        .d(lab_a$32$d),
        .q(lab_a$32$q),
        .clock(lab_a$32$clock)
    );
    top$lab_a$33 lab_a$33(
        .d(lab_a$33$d),
        .q(lab_a$33$q),
        .clock(lab_a$33$clock)
    );
    top$lab_a$34 lab_a$34(
        .d(lab_a$34$d),
        .q(lab_a$34$q),
        .clock(lab_a$34$clock)
    );
    top$lab_a$35 lab_a$35(
        .d(lab_a$35$d),
        .q(lab_a$35$q),
        .clock(lab_a$35$clock)
    );
    top$lab_a$36 lab_a$36(
        .d(lab_a$36$d),
        .q(lab_a$36$q),
        .clock(lab_a$36$clock)
    );
    top$lab_a$37 lab_a$37(
        .d(lab_a$37$d),
        .q(lab_a$37$q),
        .clock(lab_a$37$clock)
    );
    top$lab_a$38 lab_a$38(
        .d(lab_a$38$d),
        .q(lab_a$38$q),
        .clock(lab_a$38$clock)
    );
    top$lab_a$39 lab_a$39(
        .d(lab_a$39$d),
        .q(lab_a$39$q),
        .clock(lab_a$39$clock)
    );
    top$lab_a$40 lab_a$40(
        .d(lab_a$40$d),
        .q(lab_a$40$q),
        .clock(lab_a$40$clock)
    );
    top$lab_a$41 lab_a$41(
        .d(lab_a$41$d),
        .q(lab_a$41$q),
        .clock(lab_a$41$clock)
    );
    top$lab_a$42 lab_a$42(
        .d(lab_a$42$d),
        .q(lab_a$42$q),
        .clock(lab_a$42$clock)
    );
    top$lab_a$43 lab_a$43(
        .d(lab_a$43$d),
        .q(lab_a$43$q),
        .clock(lab_a$43$clock)
    );
    top$lab_a$44 lab_a$44(
        .d(lab_a$44$d),
        .q(lab_a$44$q),
        .clock(lab_a$44$clock)
    );
    top$lab_a$45 lab_a$45(
        .d(lab_a$45$d),
        .q(lab_a$45$q),
        .clock(lab_a$45$clock)
    );
    top$lab_a$46 lab_a$46(
        .d(lab_a$46$d),
        .q(lab_a$46$q),
        .clock(lab_a$46$clock)
    );
    top$lab_a$47 lab_a$47(
        .d(lab_a$47$d),
        .q(lab_a$47$q),
        .clock(lab_a$47$clock)
    );
    top$lab_a$48 lab_a$48(
        .d(lab_a$48$d),
        .q(lab_a$48$q),
        .clock(lab_a$48$clock)
    );
    top$lab_a$49 lab_a$49(
        .d(lab_a$49$d),
        .q(lab_a$49$q),
        .clock(lab_a$49$clock)
    );
    top$lab_a$50 lab_a$50(
        .d(lab_a$50$d),
        .q(lab_a$50$q),
        .clock(lab_a$50$clock)
    );
    top$lab_a$51 lab_a$51(
        .d(lab_a$51$d),
        .q(lab_a$51$q),
        .clock(lab_a$51$clock)
    );
    top$lab_a$52 lab_a$52(
        .d(lab_a$52$d),
        .q(lab_a$52$q),
        .clock(lab_a$52$clock)
    );
    top$lab_a$53 lab_a$53(
        .d(lab_a$53$d),
        .q(lab_a$53$q),
        .clock(lab_a$53$clock)
    );
    top$lab_a$54 lab_a$54(
        .d(lab_a$54$d),
        .q(lab_a$54$q),
        .clock(lab_a$54$clock)
    );
    top$lab_a$55 lab_a$55(
        .d(lab_a$55$d),
        .q(lab_a$55$q),
        .clock(lab_a$55$clock)
    );
    top$lab_a$56 lab_a$56(
        .d(lab_a$56$d),
        .q(lab_a$56$q),
        .clock(lab_a$56$clock)
    );
    top$lab_a$57 lab_a$57(
        .d(lab_a$57$d),
        .q(lab_a$57$q),
        .clock(lab_a$57$clock)
    );
    top$lab_a$58 lab_a$58(
        .d(lab_a$58$d),
        .q(lab_a$58$q),
        .clock(lab_a$58$clock)
    );
    top$lab_a$59 lab_a$59(
        .d(lab_a$59$d),
        .q(lab_a$59$q),
        .clock(lab_a$59$clock)
    );
    top$lab_a$60 lab_a$60(
        .d(lab_a$60$d),
        .q(lab_a$60$q),
        .clock(lab_a$60$clock)
    );
    top$lab_a$61 lab_a$61(
        .d(lab_a$61$d),
        .q(lab_a$61$q),
        .clock(lab_a$61$clock)
    );
    top$lab_a$62 lab_a$62(
        .d(lab_a$62$d),
        .q(lab_a$62$q),
        .clock(lab_a$62$clock)
    );
    top$lab_a$63 lab_a$63(
        .d(lab_a$63$d),
        .q(lab_a$63$q),
        .clock(lab_a$63$clock)
    );
    top$lab_d$0 lab_d$0(
        .d(lab_d$0$d),
        .q(lab_d$0$q),
        .clock(lab_d$0$clock)
    );
    top$lab_d$1 lab_d$1(
        .d(lab_d$1$d),
        .q(lab_d$1$q),
        .clock(lab_d$1$clock)
    );
    top$lab_d$2 lab_d$2(
        .d(lab_d$2$d),
        .q(lab_d$2$q),
        .clock(lab_d$2$clock)
    );
    top$lab_d$3 lab_d$3(
        .d(lab_d$3$d),
        .q(lab_d$3$q),
        .clock(lab_d$3$clock)
    );
    top$lab_d$4 lab_d$4(
        .d(lab_d$4$d),
        .q(lab_d$4$q),
        .clock(lab_d$4$clock)
    );
    top$lab_d$5 lab_d$5(
        .d(lab_d$5$d),
        .q(lab_d$5$q),
        .clock(lab_d$5$clock)
    );
    top$lab_d$6 lab_d$6(
        .d(lab_d$6$d),
        .q(lab_d$6$q),
        .clock(lab_d$6$clock)
    );
    top$lab_d$7 lab_d$7(
        .d(lab_d$7$d),
        .q(lab_d$7$q),
        .clock(lab_d$7$clock)
    );
    top$lab_d$8 lab_d$8(
        .d(lab_d$8$d),
        .q(lab_d$8$q),
        .clock(lab_d$8$clock)
    );
    top$lab_d$9 lab_d$9(
        .d(lab_d$9$d),
        .q(lab_d$9$q),
        .clock(lab_d$9$clock)
    );
    top$lab_d$10 lab_d$10(
        .d(lab_d$10$d),
        .q(lab_d$10$q),
        .clock(lab_d$10$clock)
    );
    top$lab_d$11 lab_d$11(
        .d(lab_d$11$d),
        .q(lab_d$11$q),
        .clock(lab_d$11$clock)
    );
    top$lab_d$12 lab_d$12(
        .d(lab_d$12$d),
        .q(lab_d$12$q),
        .clock(lab_d$12$clock)
    );
    top$lab_d$13 lab_d$13(
        .d(lab_d$13$d),
        .q(lab_d$13$q),
        .clock(lab_d$13$clock)
    );
    top$lab_d$14 lab_d$14(
        .d(lab_d$14$d),
        .q(lab_d$14$q),
        .clock(lab_d$14$clock)
    );
    top$lab_d$15 lab_d$15(
        .d(lab_d$15$d),
        .q(lab_d$15$q),
        .clock(lab_d$15$clock)
    );
    top$lab_d$16 lab_d$16(
        .d(lab_d$16$d),
        .q(lab_d$16$q),
        .clock(lab_d$16$clock)
    );
    top$lab_d$17 lab_d$17(
        .d(lab_d$17$d),
        .q(lab_d$17$q),
        .clock(lab_d$17$clock)
    );
    top$lab_d$18 lab_d$18(
        .d(lab_d$18$d),
        .q(lab_d$18$q),
        .clock(lab_d$18$clock)
    );
    top$lab_d$19 lab_d$19(
        .d(lab_d$19$d),
        .q(lab_d$19$q),
        .clock(lab_d$19$clock)
    );
    top$lab_d$20 lab_d$20(
        .d(lab_d$20$d),
        .q(lab_d$20$q),
        .clock(lab_d$20$clock)
    );
    top$lab_d$21 lab_d$21(
        .d(lab_d$21$d),
        .q(lab_d$21$q),
        .clock(lab_d$21$clock)
    );
    top$lab_d$22 lab_d$22(
        .d(lab_d$22$d),
        .q(lab_d$22$q),
        .clock(lab_d$22$clock)
    );
    top$lab_d$23 lab_d$23(
        .d(lab_d$23$d),
        .q(lab_d$23$q),
        .clock(lab_d$23$clock)
    );
    top$lab_d$24 lab_d$24(
        .d(lab_d$24$d),
        .q(lab_d$24$q),
        .clock(lab_d$24$clock)
    );
    top$lab_d$25 lab_d$25(
        .d(lab_d$25$d),
        .q(lab_d$25$q),
        .clock(lab_d$25$clock)
    );
    top$lab_d$26 lab_d$26(
        .d(lab_d$26$d),
        .q(lab_d$26$q),
        .clock(lab_d$26$clock)
    );
    top$lab_d$27 lab_d$27(
        .d(lab_d$27$d),
        .q(lab_d$27$q),
        .clock(lab_d$27$clock)
    );
    top$lab_d$28 lab_d$28(
        .d(lab_d$28$d),
        .q(lab_d$28$q),
        .clock(lab_d$28$clock)
    );
    top$lab_d$29 lab_d$29(
        .d(lab_d$29$d),
        .q(lab_d$29$q),
        .clock(lab_d$29$clock)
    );
    top$lab_d$30 lab_d$30(
        .d(lab_d$30$d),
        .q(lab_d$30$q),
        .clock(lab_d$30$clock)
    );
    top$lab_d$31 lab_d$31(
        .d(lab_d$31$d),
        .q(lab_d$31$q),
        .clock(lab_d$31$clock)
    );
    top$lab_d$32 lab_d$32(
        .d(lab_d$32$d),
        .q(lab_d$32$q),
        .clock(lab_d$32$clock)
    );
    top$lab_d$33 lab_d$33(
        .d(lab_d$33$d),
        .q(lab_d$33$q),
        .clock(lab_d$33$clock)
    );
    top$lab_d$34 lab_d$34(
        .d(lab_d$34$d),
        .q(lab_d$34$q),
        .clock(lab_d$34$clock)
    );
    top$lab_d$35 lab_d$35(
        .d(lab_d$35$d),
        .q(lab_d$35$q),
        .clock(lab_d$35$clock)
    );
    top$lab_d$36 lab_d$36(
        .d(lab_d$36$d),
        .q(lab_d$36$q),
        .clock(lab_d$36$clock)
    );
    top$lab_d$37 lab_d$37(
        .d(lab_d$37$d),
        .q(lab_d$37$q),
        .clock(lab_d$37$clock)
    );
    top$lab_d$38 lab_d$38(
        .d(lab_d$38$d),
        .q(lab_d$38$q),
        .clock(lab_d$38$clock)
    );
    top$lab_d$39 lab_d$39(
        .d(lab_d$39$d),
        .q(lab_d$39$q),
        .clock(lab_d$39$clock)
    );
    top$lab_d$40 lab_d$40(
        .d(lab_d$40$d),
        .q(lab_d$40$q),
        .clock(lab_d$40$clock)
    );
    top$lab_d$41 lab_d$41(
        .d(lab_d$41$d),
        .q(lab_d$41$q),
        .clock(lab_d$41$clock)
    );
    top$lab_d$42 lab_d$42(
        .d(lab_d$42$d),
        .q(lab_d$42$q),
        .clock(lab_d$42$clock)
    );
    top$lab_d$43 lab_d$43(
        .d(lab_d$43$d),
        .q(lab_d$43$q),
        .clock(lab_d$43$clock)
    );
    top$lab_d$44 lab_d$44(
        .d(lab_d$44$d),
        .q(lab_d$44$q),
        .clock(lab_d$44$clock)
    );
    top$lab_d$45 lab_d$45(
        .d(lab_d$45$d),
        .q(lab_d$45$q),
        .clock(lab_d$45$clock)
    );
    top$lab_d$46 lab_d$46(
        .d(lab_d$46$d),
        .q(lab_d$46$q),
        .clock(lab_d$46$clock)
    );
    top$lab_d$47 lab_d$47(
        .d(lab_d$47$d),
        .q(lab_d$47$q),
        .clock(lab_d$47$clock)
    );
    top$lab_d$48 lab_d$48(
        .d(lab_d$48$d),
        .q(lab_d$48$q),
        .clock(lab_d$48$clock)
    );
    top$lab_d$49 lab_d$49(
        .d(lab_d$49$d),
        .q(lab_d$49$q),
        .clock(lab_d$49$clock)
    );
    top$lab_d$50 lab_d$50(
        .d(lab_d$50$d),
        .q(lab_d$50$q),
        .clock(lab_d$50$clock)
    );
    top$lab_d$51 lab_d$51(
        .d(lab_d$51$d),
        .q(lab_d$51$q),
        .clock(lab_d$51$clock)
    );
    top$lab_d$52 lab_d$52(
        .d(lab_d$52$d),
        .q(lab_d$52$q),
        .clock(lab_d$52$clock)
    );
    top$lab_d$53 lab_d$53(
        .d(lab_d$53$d),
        .q(lab_d$53$q),
        .clock(lab_d$53$clock)
    );
    top$lab_d$54 lab_d$54(
        .d(lab_d$54$d),
        .q(lab_d$54$q),
        .clock(lab_d$54$clock)
    );
    top$lab_d$55 lab_d$55(
        .d(lab_d$55$d),
        .q(lab_d$55$q),
        .clock(lab_d$55$clock)
    );
    top$lab_d$56 lab_d$56(
        .d(lab_d$56$d),
        .q(lab_d$56$q),
        .clock(lab_d$56$clock)
    );
    top$lab_d$57 lab_d$57(
        .d(lab_d$57$d),
        .q(lab_d$57$q),
        .clock(lab_d$57$clock)
    );
    top$lab_d$58 lab_d$58(
        .d(lab_d$58$d),
        .q(lab_d$58$q),
        .clock(lab_d$58$clock)
    );
    top$lab_d$59 lab_d$59(
        .d(lab_d$59$d),
        .q(lab_d$59$q),
        .clock(lab_d$59$clock)
    );
    top$lab_d$60 lab_d$60(
        .d(lab_d$60$d),
        .q(lab_d$60$q),
        .clock(lab_d$60$clock)
    );
    top$lab_d$61 lab_d$61(
        .d(lab_d$61$d),
        .q(lab_d$61$q),
        .clock(lab_d$61$clock)
    );
    top$lab_d$62 lab_d$62(
        .d(lab_d$62$d),
        .q(lab_d$62$q),
        .clock(lab_d$62$clock)
    );
    top$lab_d$63 lab_d$63(
        .d(lab_d$63$d),
        .q(lab_d$63$q),
        .clock(lab_d$63$clock)
    );
    
    // Update code
    always @(*) begin
        fl$clock = clock;
        in_slice$clock = clock;
        wrote$clock = clock;
        wrote$d = wrote$q;
        lab_v$0$clock = clock;
        lab_a$0$clock = clock;
        lab_d$0$clock = clock;
        lab_v$0$d = lab_v$0$q;
        lab_a$0$d = lab_a$0$q;
        lab_d$0$d = lab_d$0$q;
        lab_v$1$clock = clock;
        lab_a$1$clock = clock;
        lab_d$1$clock = clock;
        lab_v$1$d = lab_v$1$q;
        lab_a$1$d = lab_a$1$q;
        lab_d$1$d = lab_d$1$q;
        lab_v$2$clock = clock;
        lab_a$2$clock = clock;
        lab_d$2$clock = clock;
        lab_v$2$d = lab_v$2$q;
        lab_a$2$d = lab_a$2$q;
        lab_d$2$d = lab_d$2$q;
        lab_v$3$clock = clock;
        lab_a$3$clock = clock;
        lab_d$3$clock = clock;
        lab_v$3$d = lab_v$3$q;
        lab_a$3$d = lab_a$3$q;
        lab_d$3$d = lab_d$3$q;
        lab_v$4$clock = clock;
        lab_a$4$clock = clock;
        lab_d$4$clock = clock;
        lab_v$4$d = lab_v$4$q;
        lab_a$4$d = lab_a$4$q;
        lab_d$4$d = lab_d$4$q;
        lab_v$5$clock = clock;
        lab_a$5$clock = clock;
        lab_d$5$clock = clock;
        lab_v$5$d = lab_v$5$q;
        lab_a$5$d = lab_a$5$q;
        lab_d$5$d = lab_d$5$q;
        lab_v$6$clock = clock;
        lab_a$6$clock = clock;
        lab_d$6$clock = clock;
        lab_v$6$d = lab_v$6$q;
        lab_a$6$d = lab_a$6$q;
        lab_d$6$d = lab_d$6$q;
        lab_v$7$clock = clock;
        lab_a$7$clock = clock;
        lab_d$7$clock = clock;
        lab_v$7$d = lab_v$7$q;
        lab_a$7$d = lab_a$7$q;
        lab_d$7$d = lab_d$7$q;
        lab_v$8$clock = clock;
        lab_a$8$clock = clock;
        lab_d$8$clock = clock;
        lab_v$8$d = lab_v$8$q;
        lab_a$8$d = lab_a$8$q;
        lab_d$8$d = lab_d$8$q;
        lab_v$9$clock = clock;
        lab_a$9$clock = clock;
        lab_d$9$clock = clock;
        lab_v$9$d = lab_v$9$q;
        lab_a$9$d = lab_a$9$q;
        lab_d$9$d = lab_d$9$q;
        lab_v$10$clock = clock;
        lab_a$10$clock = clock;
        lab_d$10$clock = clock;
        lab_v$10$d = lab_v$10$q;
        lab_a$10$d = lab_a$10$q;
        lab_d$10$d = lab_d$10$q;
        lab_v$11$clock = clock;
        lab_a$11$clock = clock;
        lab_d$11$clock = clock;
        lab_v$11$d = lab_v$11$q;
        lab_a$11$d = lab_a$11$q;
        lab_d$11$d = lab_d$11$q;
        lab_v$12$clock = clock;
        lab_a$12$clock = clock;
        lab_d$12$clock = clock;
        lab_v$12$d = lab_v$12$q;
        lab_a$12$d = lab_a$12$q;
        lab_d$12$d = lab_d$12$q;
        lab_v$13$clock = clock;
        lab_a$13$clock = clock;
        lab_d$13$clock = clock;
        lab_v$13$d = lab_v$13$q;
        lab_a$13$d = lab_a$13$q;
        lab_d$13$d = lab_d$13$q;
        lab_v$14$clock = clock;
        lab_a$14$clock = clock;
        lab_d$14$clock = clock;
        lab_v$14$d = lab_v$14$q;
        lab_a$14$d = lab_a$14$q;
        lab_d$14$d = lab_d$14$q;
        lab_v$15$clock = clock;
        lab_a$15$clock = clock;
        lab_d$15$clock = clock;
        lab_v$15$d = lab_v$15$q;
        lab_a$15$d = lab_a$15$q;
        lab_d$15$d = lab_d$15$q;
        lab_v$16$clock = clock;
        lab_a$16$clock = clock;
        lab_d$16$clock = clock;
        lab_v$16$d = lab_v$16$q;
        lab_a$16$d = lab_a$16$q;
        lab_d$16$d = lab_d$16$q;
        lab_v$17$clock = clock;
        lab_a$17$clock = clock;
        lab_d$17$clock = clock;
        lab_v$17$d = lab_v$17$q;
        lab_a$17$d = lab_a$17$q;
        lab_d$17$d = lab_d$17$q;
        lab_v$18$clock = clock;
        lab_a$18$clock = clock;
        lab_d$18$clock = clock;
        lab_v$18$d = lab_v$18$q;
        lab_a$18$d = lab_a$18$q;
        lab_d$18$d = lab_d$18$q;
        lab_v$19$clock = clock;
        lab_a$19$clock = clock;
        lab_d$19$clock = clock;
        lab_v$19$d = lab_v$19$q;
        lab_a$19$d = lab_a$19$q;
        lab_d$19$d = lab_d$19$q;
        lab_v$20$clock = clock;
        lab_a$20$clock = clock;
        lab_d$20$clock = clock;
        lab_v$20$d = lab_v$20$q;
        lab_a$20$d = lab_a$20$q;
        lab_d$20$d = lab_d$20$q;
        lab_v$21$clock = clock;
        lab_a$21$clock = clock;
        lab_d$21$clock = clock;
        lab_v$21$d = lab_v$21$q;
        lab_a$21$d = lab_a$21$q;
        lab_d$21$d = lab_d$21$q;
        lab_v$22$clock = clock;
        lab_a$22$clock = clock;
        lab_d$22$clock = clock;
        lab_v$22$d = lab_v$22$q;
        lab_a$22$d = lab_a$22$q;
        lab_d$22$d = lab_d$22$q;
        lab_v$23$clock = clock;
        lab_a$23$clock = clock;
        lab_d$23$clock = clock;
        lab_v$23$d = lab_v$23$q;
        lab_a$23$d = lab_a$23$q;
        lab_d$23$d = lab_d$23$q;
        lab_v$24$clock = clock;
        lab_a$24$clock = clock;
        lab_d$24$clock = clock;
        lab_v$24$d = lab_v$24$q;
        lab_a$24$d = lab_a$24$q;
        lab_d$24$d = lab_d$24$q;
        lab_v$25$clock = clock;
        lab_a$25$clock = clock;
        lab_d$25$clock = clock;
        lab_v$25$d = lab_v$25$q;
        lab_a$25$d = lab_a$25$q;
        lab_d$25$d = lab_d$25$q;
        lab_v$26$clock = clock;
        lab_a$26$clock = clock;
        lab_d$26$clock = clock;
        lab_v$26$d = lab_v$26$q;
        lab_a$26$d = lab_a$26$q;
        lab_d$26$d = lab_d$26$q;
        lab_v$27$clock = clock;
        lab_a$27$clock = clock;
        lab_d$27$clock = clock;
        lab_v$27$d = lab_v$27$q;
        lab_a$27$d = lab_a$27$q;
        lab_d$27$d = lab_d$27$q;
        lab_v$28$clock = clock;
        lab_a$28$clock = clock;
        lab_d$28$clock = clock;
        lab_v$28$d = lab_v$28$q;
        lab_a$28$d = lab_a$28$q;
        lab_d$28$d = lab_d$28$q;
        lab_v$29$clock = clock;
        lab_a$29$clock = clock;
        lab_d$29$clock = clock;
        lab_v$29$d = lab_v$29$q;
        lab_a$29$d = lab_a$29$q;
        lab_d$29$d = lab_d$29$q;
        lab_v$30$clock = clock;
        lab_a$30$clock = clock;
        lab_d$30$clock = clock;
        lab_v$30$d = lab_v$30$q;
        lab_a$30$d = lab_a$30$q;
        lab_d$30$d = lab_d$30$q;
        lab_v$31$clock = clock;
        lab_a$31$clock = clock;
        lab_d$31$clock = clock;
        lab_v$31$d = lab_v$31$q;
        lab_a$31$d = lab_a$31$q;
        lab_d$31$d = lab_d$31$q;
        lab_v$32$clock = clock;
        lab_a$32$clock = clock;
        lab_d$32$clock = clock;
        lab_v$32$d = lab_v$32$q;
        lab_a$32$d = lab_a$32$q;
        lab_d$32$d = lab_d$32$q;
        lab_v$33$clock = clock;
        lab_a$33$clock = clock;
        lab_d$33$clock = clock;
        lab_v$33$d = lab_v$33$q;
        lab_a$33$d = lab_a$33$q;
        lab_d$33$d = lab_d$33$q;
        lab_v$34$clock = clock;
        lab_a$34$clock = clock;
        lab_d$34$clock = clock;
        lab_v$34$d = lab_v$34$q;
        lab_a$34$d = lab_a$34$q;
        lab_d$34$d = lab_d$34$q;
        lab_v$35$clock = clock;
        lab_a$35$clock = clock;
        lab_d$35$clock = clock;
        lab_v$35$d = lab_v$35$q;
        lab_a$35$d = lab_a$35$q;
        lab_d$35$d = lab_d$35$q;
        lab_v$36$clock = clock;
        lab_a$36$clock = clock;
        lab_d$36$clock = clock;
        lab_v$36$d = lab_v$36$q;
        lab_a$36$d = lab_a$36$q;
        lab_d$36$d = lab_d$36$q;
        lab_v$37$clock = clock;
        lab_a$37$clock = clock;
        lab_d$37$clock = clock;
        lab_v$37$d = lab_v$37$q;
        lab_a$37$d = lab_a$37$q;
        lab_d$37$d = lab_d$37$q;
        lab_v$38$clock = clock;
        lab_a$38$clock = clock;
        lab_d$38$clock = clock;
        lab_v$38$d = lab_v$38$q;
        lab_a$38$d = lab_a$38$q;
        lab_d$38$d = lab_d$38$q;
        lab_v$39$clock = clock;
        lab_a$39$clock = clock;
        lab_d$39$clock = clock;
        lab_v$39$d = lab_v$39$q;
        lab_a$39$d = lab_a$39$q;
        lab_d$39$d = lab_d$39$q;
        lab_v$40$clock = clock;
        lab_a$40$clock = clock;
        lab_d$40$clock = clock;
        lab_v$40$d = lab_v$40$q;
        lab_a$40$d = lab_a$40$q;
        lab_d$40$d = lab_d$40$q;
        lab_v$41$clock = clock;
        lab_a$41$clock = clock;
        lab_d$41$clock = clock;
        lab_v$41$d = lab_v$41$q;
        lab_a$41$d = lab_a$41$q;
        lab_d$41$d = lab_d$41$q;
        lab_v$42$clock = clock;
        lab_a$42$clock = clock;
        lab_d$42$clock = clock;
        lab_v$42$d = lab_v$42$q;
        lab_a$42$d = lab_a$42$q;
        lab_d$42$d = lab_d$42$q;
        lab_v$43$clock = clock;
        lab_a$43$clock = clock;
        lab_d$43$clock = clock;
        lab_v$43$d = lab_v$43$q;
        lab_a$43$d = lab_a$43$q;
        lab_d$43$d = lab_d$43$q;
        lab_v$44$clock = clock;
        lab_a$44$clock = clock;
        lab_d$44$clock = clock;
        lab_v$44$d = lab_v$44$q;
        lab_a$44$d = lab_a$44$q;
        lab_d$44$d = lab_d$44$q;
        lab_v$45$clock = clock;
        lab_a$45$clock = clock;
        lab_d$45$clock = clock;
        lab_v$45$d = lab_v$45$q;
        lab_a$45$d = lab_a$45$q;
        lab_d$45$d = lab_d$45$q;
        lab_v$46$clock = clock;
        lab_a$46$clock = clock;
        lab_d$46$clock = clock;
        lab_v$46$d = lab_v$46$q;
        lab_a$46$d = lab_a$46$q;
        lab_d$46$d = lab_d$46$q;
        lab_v$47$clock = clock;
        lab_a$47$clock = clock;
        lab_d$47$clock = clock;
        lab_v$47$d = lab_v$47$q;
        lab_a$47$d = lab_a$47$q;
        lab_d$47$d = lab_d$47$q;
        lab_v$48$clock = clock;
        lab_a$48$clock = clock;
        lab_d$48$clock = clock;
        lab_v$48$d = lab_v$48$q;
        lab_a$48$d = lab_a$48$q;
        lab_d$48$d = lab_d$48$q;
        lab_v$49$clock = clock;
        lab_a$49$clock = clock;
        lab_d$49$clock = clock;
        lab_v$49$d = lab_v$49$q;
        lab_a$49$d = lab_a$49$q;
        lab_d$49$d = lab_d$49$q;
        lab_v$50$clock = clock;
        lab_a$50$clock = clock;
        lab_d$50$clock = clock;
        lab_v$50$d = lab_v$50$q;
        lab_a$50$d = lab_a$50$q;
        lab_d$50$d = lab_d$50$q;
        lab_v$51$clock = clock;
        lab_a$51$clock = clock;
        lab_d$51$clock = clock;
        lab_v$51$d = lab_v$51$q;
        lab_a$51$d = lab_a$51$q;
        lab_d$51$d = lab_d$51$q;
        lab_v$52$clock = clock;
        lab_a$52$clock = clock;
        lab_d$52$clock = clock;
        lab_v$52$d = lab_v$52$q;
        lab_a$52$d = lab_a$52$q;
        lab_d$52$d = lab_d$52$q;
        lab_v$53$clock = clock;
        lab_a$53$clock = clock;
        lab_d$53$clock = clock;
        lab_v$53$d = lab_v$53$q;
        lab_a$53$d = lab_a$53$q;
        lab_d$53$d = lab_d$53$q;
        lab_v$54$clock = clock;
        lab_a$54$clock = clock;
        lab_d$54$clock = clock;
        lab_v$54$d = lab_v$54$q;
        lab_a$54$d = lab_a$54$q;
        lab_d$54$d = lab_d$54$q;
        lab_v$55$clock = clock;
        lab_a$55$clock = clock;
        lab_d$55$clock = clock;
        lab_v$55$d = lab_v$55$q;
        lab_a$55$d = lab_a$55$q;
        lab_d$55$d = lab_d$55$q;
        lab_v$56$clock = clock;
        lab_a$56$clock = clock;
        lab_d$56$clock = clock;
        lab_v$56$d = lab_v$56$q;
        lab_a$56$d = lab_a$56$q;
        lab_d$56$d = lab_d$56$q;
        lab_v$57$clock = clock;
        lab_a$57$clock = clock;
        lab_d$57$clock = clock;
        lab_v$57$d = lab_v$57$q;
        lab_a$57$d = lab_a$57$q;
        lab_d$57$d = lab_d$57$q;
        lab_v$58$clock = clock;
        lab_a$58$clock = clock;
        lab_d$58$clock = clock;
        lab_v$58$d = lab_v$58$q;
        lab_a$58$d = lab_a$58$q;
        lab_d$58$d = lab_d$58$q;
        lab_v$59$clock = clock;
        lab_a$59$clock = clock;
        lab_d$59$clock = clock;
        lab_v$59$d = lab_v$59$q;
        lab_a$59$d = lab_a$59$q;
        lab_d$59$d = lab_d$59$q;
        lab_v$60$clock = clock;
        lab_a$60$clock = clock;
        lab_d$60$clock = clock;
        lab_v$60$d = lab_v$60$q;
        lab_a$60$d = lab_a$60$q;
        lab_d$60$d = lab_d$60$q;
        lab_v$61$clock = clock;
        lab_a$61$clock = clock;
        lab_d$61$clock = clock;
        lab_v$61$d = lab_v$61$q;
        lab_a$61$d = lab_a$61$q;
        lab_d$61$d = lab_d$61$q;
        lab_v$62$clock = clock;
        lab_a$62$clock = clock;
        lab_d$62$clock = clock;
        lab_v$62$d = lab_v$62$q;
        lab_a$62$d = lab_a$62$q;
        lab_d$62$d = lab_d$62$q;
        lab_v$63$clock = clock;
        lab_a$63$clock = clock;
        lab_d$63$clock = clock;
        lab_v$63$d = lab_v$63$q;
        lab_a$63$d = lab_a$63$q;
        lab_d$63$d = lab_d$63$q;
        fl$reset = reset;
        in_slice$reset = reset;
        in_slice$s_valid = tup_valid;
        in_slice$s_data = ((tup_key) & 200'hffffffffffffffffffffffffffffffffffffffffffffffffff) | (((tup_val) & 200'hffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40) | (((tup_table) & 200'hffffffffffffffffffffffffffffffffffffffffffffffffff) << slot_bits);
        tup_ready = in_slice$s_ready;
        in_valid = in_slice$m_valid;
        in_key = in_slice$m_data[(32'h0)+:(64)];
        in_val = in_slice$m_data[(32'h40)+:(128)];
        in_table = in_slice$m_data[(SLOT_BITS)+:(8)];
        hash$key = in_key;
        bucket = hash$hash & ((((32'h1) & 32'hffffffff) << bucket_bits) - 32'h1);
        line = ((in_table) & 32'hffffffff) + (bucket & tm0) + ((bucket << 32'h1) & tm1) + ((bucket << 32'h2) & tm2);
        in_ctrl = dual & (bucket[32'h0] ^ in_table[32'h0]);
        h_key = fl$data_out[(32'h0)+:(64)];
        h_val = fl$data_out[(32'h40)+:(128)];
        h_line = fl$data_out[(SLOT_BITS)+:(32)];
        h_ctrl = fl$data_out[SLOT_BITS + 32'h20];
        h_have = ~fl$empty & ~h_ctrl & ~m0_rempty;
        cur = m0_rdata;
        if (h_ctrl) begin
            h_have = ~fl$empty & ~m1_rempty;
            cur = m1_rdata;
        end
        newer$0 = 1'b0;
        fw$0 = 32'h0;
        hit$0 = lab_v$0$q & (lab_a$0$q == h_line);
        newer$1 = newer$0 | hit$0;
        fsel$0 = 32'h0;
        if (hit$0 & ~newer$0) begin
            fsel$0 = lab_d$0$q;
        end
        fw$1 = fw$0 | fsel$0;
        hit$1 = lab_v$1$q & (lab_a$1$q == h_line);
        newer$2 = newer$1 | hit$1;
        fsel$1 = 32'h0;
        if (hit$1 & ~newer$1) begin
            fsel$1 = lab_d$1$q;
        end
        fw$2 = fw$1 | fsel$1;
        hit$2 = lab_v$2$q & (lab_a$2$q == h_line);
        newer$3 = newer$2 | hit$2;
        fsel$2 = 32'h0;
        if (hit$2 & ~newer$2) begin
            fsel$2 = lab_d$2$q;
        end
        fw$3 = fw$2 | fsel$2;
        hit$3 = lab_v$3$q & (lab_a$3$q == h_line);
        newer$4 = newer$3 | hit$3;
        fsel$3 = 32'h0;
        if (hit$3 & ~newer$3) begin
            fsel$3 = lab_d$3$q;
        end
        fw$4 = fw$3 | fsel$3;
        hit$4 = lab_v$4$q & (lab_a$4$q == h_line);
        newer$5 = newer$4 | hit$4;
        fsel$4 = 32'h0;
        if (hit$4 & ~newer$4) begin
            fsel$4 = lab_d$4$q;
        end
        fw$5 = fw$4 | fsel$4;
        hit$5 = lab_v$5$q & (lab_a$5$q == h_line);
        newer$6 = newer$5 | hit$5;
        fsel$5 = 32'h0;
        if (hit$5 & ~newer$5) begin
            fsel$5 = lab_d$5$q;
        end
        fw$6 = fw$5 | fsel$5;
        hit$6 = lab_v$6$q & (lab_a$6$q == h_line);
        newer$7 = newer$6 | hit$6;
        fsel$6 = 32'h0;
        if (hit$6 & ~newer$6) begin
            fsel$6 = lab_d$6$q;
        end
        fw$7 = fw$6 | fsel$6;
        hit$7 = lab_v$7$q & (lab_a$7$q == h_line);
        newer$8 = newer$7 | hit$7;
        fsel$7 = 32'h0;
        if (hit$7 & ~newer$7) begin
            fsel$7 = lab_d$7$q;
        end
        fw$8 = fw$7 | fsel$7;
        hit$8 = lab_v$8$q & (lab_a$8$q == h_line);
        newer$9 = newer$8 | hit$8;
        fsel$8 = 32'h0;
        if (hit$8 & ~newer$8) begin
            fsel$8 = lab_d$8$q;
        end
        fw$9 = fw$8 | fsel$8;
        hit$9 = lab_v$9$q & (lab_a$9$q == h_line);
        newer$10 = newer$9 | hit$9;
        fsel$9 = 32'h0;
        if (hit$9 & ~newer$9) begin
            fsel$9 = lab_d$9$q;
        end
        fw$10 = fw$9 | fsel$9;
        hit$10 = lab_v$10$q & (lab_a$10$q == h_line);
        newer$11 = newer$10 | hit$10;
        fsel$10 = 32'h0;
        if (hit$10 & ~newer$10) begin
            fsel$10 = lab_d$10$q;
        end
        fw$11 = fw$10 | fsel$10;
        hit$11 = lab_v$11$q & (lab_a$11$q == h_line);
        newer$12 = newer$11 | hit$11;
        fsel$11 = 32'h0;
        if (hit$11 & ~newer$11) begin
            fsel$11 = lab_d$11$q;
        end
        fw$12 = fw$11 | fsel$11;
        hit$12 = lab_v$12$q & (lab_a$12$q == h_line);
        newer$13 = newer$12 | hit$12;
        fsel$12 = 32'h0;
        if (hit$12 & ~newer$12) begin
            fsel$12 = lab_d$12$q;
        end
        fw$13 = fw$12 | fsel$12;
        hit$13 = lab_v$13$q & (lab_a$13$q == h_line);
        newer$14 = newer$13 | hit$13;
        fsel$13 = 32'h0;
        if (hit$13 & ~newer$13) begin
            fsel$13 = lab_d$13$q;
        end
        fw$14 = fw$13 | fsel$13;
        hit$14 = lab_v$14$q & (lab_a$14$q == h_line);
        newer$15 = newer$14 | hit$14;
        fsel$14 = 32'h0;
        if (hit$14 & ~newer$14) begin
            fsel$14 = lab_d$14$q;
        end
        fw$15 = fw$14 | fsel$14;
        hit$15 = lab_v$15$q & (lab_a$15$q == h_line);
        newer$16 = newer$15 | hit$15;
        fsel$15 = 32'h0;
        if (hit$15 & ~newer$15) begin
            fsel$15 = lab_d$15$q;
        end
        fw$16 = fw$15 | fsel$15;
        hit$16 = lab_v$16$q & (lab_a$16$q == h_line);
        newer$17 = newer$16 | hit$16;
        fsel$16 = 32'h0;
        if (hit$16 & ~newer$16) begin
            fsel$16 = lab_d$16$q;
        end
        fw$17 = fw$16 | fsel$16;
        hit$17 = lab_v$17$q & (lab_a$17$q == h_line);
        newer$18 = newer$17 | hit$17;
        fsel$17 = 32'h0;
        if (hit$17 & ~newer$17) begin
            fsel$17 = lab_d$17$q;
        end
        fw$18 = fw$17 | fsel$17;
        hit$18 = lab_v$18$q & (lab_a$18$q == h_line);
        newer$19 = newer$18 | hit$18;
        fsel$18 = 32'h0;
        if (hit$18 & ~newer$18) begin
            fsel$18 = lab_d$18$q;
        end
        fw$19 = fw$18 | fsel$18;
        hit$19 = lab_v$19$q & (lab_a$19$q == h_line);
        newer$20 = newer$19 | hit$19;
        fsel$19 = 32'h0;
        if (hit$19 & ~newer$19) begin
            fsel$19 = lab_d$19$q;
        end
        fw$20 = fw$19 | fsel$19;
        hit$20 = lab_v$20$q & (lab_a$20$q == h_line);
        newer$21 = newer$20 | hit$20;
        fsel$20 = 32'h0;
        if (hit$20 & ~newer$20) begin
            fsel$20 = lab_d$20$q;
        end
        fw$21 = fw$20 | fsel$20;
        hit$21 = lab_v$21$q & (lab_a$21$q == h_line);
        newer$22 = newer$21 | hit$21;
        fsel$21 = 32'h0;
        if (hit$21 & ~newer$21) begin
            fsel$21 = lab_d$21$q;
        end
        fw$22 = fw$21 | fsel$21;
        hit$22 = lab_v$22$q & (lab_a$22$q == h_line);
        newer$23 = newer$22 | hit$22;
        fsel$22 = 32'h0;
        if (hit$22 & ~newer$22) begin
            fsel$22 = lab_d$22$q;
        end
        fw$23 = fw$22 | fsel$22;
        hit$23 = lab_v$23$q & (lab_a$23$q == h_line);
        newer$24 = newer$23 | hit$23;
        fsel$23 = 32'h0;
        if (hit$23 & ~newer$23) begin
            fsel$23 = lab_d$23$q;
        end
        fw$24 = fw$23 | fsel$23;
        hit$24 = lab_v$24$q & (lab_a$24$q == h_line);
        newer$25 = newer$24 | hit$24;
        fsel$24 = 32'h0;
        if (hit$24 & ~newer$24) begin
            fsel$24 = lab_d$24$q;
        end
        fw$25 = fw$24 | fsel$24;
        hit$25 = lab_v$25$q & (lab_a$25$q == h_line);
        newer$26 = newer$25 | hit$25;
        fsel$25 = 32'h0;
        if (hit$25 & ~newer$25) begin
            fsel$25 = lab_d$25$q;
        end
        fw$26 = fw$25 | fsel$25;
        hit$26 = lab_v$26$q & (lab_a$26$q == h_line);
        newer$27 = newer$26 | hit$26;
        fsel$26 = 32'h0;
        if (hit$26 & ~newer$26) begin
            fsel$26 = lab_d$26$q;
        end
        fw$27 = fw$26 | fsel$26;
        hit$27 = lab_v$27$q & (lab_a$27$q == h_line);
        newer$28 = newer$27 | hit$27;
        fsel$27 = 32'h0;
        if (hit$27 & ~newer$27) begin
            fsel$27 = lab_d$27$q;
        end
        fw$28 = fw$27 | fsel$27;
        hit$28 = lab_v$28$q & (lab_a$28$q == h_line);
        newer$29 = newer$28 | hit$28;
        fsel$28 = 32'h0;
        if (hit$28 & ~newer$28) begin
            fsel$28 = lab_d$28$q;
        end
        fw$29 = fw$28 | fsel$28;
        hit$29 = lab_v$29$q & (lab_a$29$q == h_line);
        newer$30 = newer$29 | hit$29;
        fsel$29 = 32'h0;
        if (hit$29 & ~newer$29) begin
            fsel$29 = lab_d$29$q;
        end
        fw$30 = fw$29 | fsel$29;
        hit$30 = lab_v$30$q & (lab_a$30$q == h_line);
        newer$31 = newer$30 | hit$30;
        fsel$30 = 32'h0;
        if (hit$30 & ~newer$30) begin
            fsel$30 = lab_d$30$q;
        end
        fw$31 = fw$30 | fsel$30;
        hit$31 = lab_v$31$q & (lab_a$31$q == h_line);
        newer$32 = newer$31 | hit$31;
        fsel$31 = 32'h0;
        if (hit$31 & ~newer$31) begin
            fsel$31 = lab_d$31$q;
        end
        fw$32 = fw$31 | fsel$31;
        hit$32 = lab_v$32$q & (lab_a$32$q == h_line);
        newer$33 = newer$32 | hit$32;
        fsel$32 = 32'h0;
        if (hit$32 & ~newer$32) begin
            fsel$32 = lab_d$32$q;
        end
        fw$33 = fw$32 | fsel$32;
        hit$33 = lab_v$33$q & (lab_a$33$q == h_line);
        newer$34 = newer$33 | hit$33;
        fsel$33 = 32'h0;
        if (hit$33 & ~newer$33) begin
            fsel$33 = lab_d$33$q;
        end
        fw$34 = fw$33 | fsel$33;
        hit$34 = lab_v$34$q & (lab_a$34$q == h_line);
        newer$35 = newer$34 | hit$34;
        fsel$34 = 32'h0;
        if (hit$34 & ~newer$34) begin
            fsel$34 = lab_d$34$q;
        end
        fw$35 = fw$34 | fsel$34;
        hit$35 = lab_v$35$q & (lab_a$35$q == h_line);
        newer$36 = newer$35 | hit$35;
        fsel$35 = 32'h0;
        if (hit$35 & ~newer$35) begin
            fsel$35 = lab_d$35$q;
        end
        fw$36 = fw$35 | fsel$35;
        hit$36 = lab_v$36$q & (lab_a$36$q == h_line);
        newer$37 = newer$36 | hit$36;
        fsel$36 = 32'h0;
        if (hit$36 & ~newer$36) begin
            fsel$36 = lab_d$36$q;
        end
        fw$37 = fw$36 | fsel$36;
        hit$37 = lab_v$37$q & (lab_a$37$q == h_line);
        newer$38 = newer$37 | hit$37;
        fsel$37 = 32'h0;
        if (hit$37 & ~newer$37) begin
            fsel$37 = lab_d$37$q;
        end
        fw$38 = fw$37 | fsel$37;
        hit$38 = lab_v$38$q & (lab_a$38$q == h_line);
        newer$39 = newer$38 | hit$38;
        fsel$38 = 32'h0;
        if (hit$38 & ~newer$38) begin
            fsel$38 = lab_d$38$q;
        end
        fw$39 = fw$38 | fsel$38;
        hit$39 = lab_v$39$q & (lab_a$39$q == h_line);
        newer$40 = newer$39 | hit$39;
        fsel$39 = 32'h0;
        if (hit$39 & ~newer$39) begin
            fsel$39 = lab_d$39$q;
        end
        fw$40 = fw$39 | fsel$39;
        hit$40 = lab_v$40$q & (lab_a$40$q == h_line);
        newer$41 = newer$40 | hit$40;
        fsel$40 = 32'h0;
        if (hit$40 & ~newer$40) begin
            fsel$40 = lab_d$40$q;
        end
        fw$41 = fw$40 | fsel$40;
        hit$41 = lab_v$41$q & (lab_a$41$q == h_line);
        newer$42 = newer$41 | hit$41;
        fsel$41 = 32'h0;
        if (hit$41 & ~newer$41) begin
            fsel$41 = lab_d$41$q;
        end
        fw$42 = fw$41 | fsel$41;
        hit$42 = lab_v$42$q & (lab_a$42$q == h_line);
        newer$43 = newer$42 | hit$42;
        fsel$42 = 32'h0;
        if (hit$42 & ~newer$42) begin
            fsel$42 = lab_d$42$q;
        end
        fw$43 = fw$42 | fsel$42;
        hit$43 = lab_v$43$q & (lab_a$43$q == h_line);
        newer$44 = newer$43 | hit$43;
        fsel$43 = 32'h0;
        if (hit$43 & ~newer$43) begin
            fsel$43 = lab_d$43$q;
        end
        fw$44 = fw$43 | fsel$43;
        hit$44 = lab_v$44$q & (lab_a$44$q == h_line);
        newer$45 = newer$44 | hit$44;
        fsel$44 = 32'h0;
        if (hit$44 & ~newer$44) begin
            fsel$44 = lab_d$44$q;
        end
        fw$45 = fw$44 | fsel$44;
        hit$45 = lab_v$45$q & (lab_a$45$q == h_line);
        newer$46 = newer$45 | hit$45;
        fsel$45 = 32'h0;
        if (hit$45 & ~newer$45) begin
            fsel$45 = lab_d$45$q;
        end
        fw$46 = fw$45 | fsel$45;
        hit$46 = lab_v$46$q & (lab_a$46$q == h_line);
        newer$47 = newer$46 | hit$46;
        fsel$46 = 32'h0;
        if (hit$46 & ~newer$46) begin
            fsel$46 = lab_d$46$q;
        end
        fw$47 = fw$46 | fsel$46;
        hit$47 = lab_v$47$q & (lab_a$47$q == h_line);
        newer$48 = newer$47 | hit$47;
        fsel$47 = 32'h0;
        if (hit$47 & ~newer$47) begin
            fsel$47 = lab_d$47$q;
        end
        fw$48 = fw$47 | fsel$47;
        hit$48 = lab_v$48$q & (lab_a$48$q == h_line);
        newer$49 = newer$48 | hit$48;
        fsel$48 = 32'h0;
        if (hit$48 & ~newer$48) begin
            fsel$48 = lab_d$48$q;
        end
        fw$49 = fw$48 | fsel$48;
        hit$49 = lab_v$49$q & (lab_a$49$q == h_line);
        newer$50 = newer$49 | hit$49;
        fsel$49 = 32'h0;
        if (hit$49 & ~newer$49) begin
            fsel$49 = lab_d$49$q;
        end
        fw$50 = fw$49 | fsel$49;
        hit$50 = lab_v$50$q & (lab_a$50$q == h_line);
        newer$51 = newer$50 | hit$50;
        fsel$50 = 32'h0;
        if (hit$50 & ~newer$50) begin
            fsel$50 = lab_d$50$q;
        end
        fw$51 = fw$50 | fsel$50;
        hit$51 = lab_v$51$q & (lab_a$51$q == h_line);
        newer$52 = newer$51 | hit$51;
        fsel$51 = 32'h0;
        if (hit$51 & ~newer$51) begin
            fsel$51 = lab_d$51$q;
        end
        fw$52 = fw$51 | fsel$51;
        hit$52 = lab_v$52$q & (lab_a$52$q == h_line);
        newer$53 = newer$52 | hit$52;
        fsel$52 = 32'h0;
        if (hit$52 & ~newer$52) begin
            fsel$52 = lab_d$52$q;
        end
        fw$53 = fw$52 | fsel$52;
        hit$53 = lab_v$53$q & (lab_a$53$q == h_line);
        newer$54 = newer$53 | hit$53;
        fsel$53 = 32'h0;
        if (hit$53 & ~newer$53) begin
            fsel$53 = lab_d$53$q;
        end
        fw$54 = fw$53 | fsel$53;
        hit$54 = lab_v$54$q & (lab_a$54$q == h_line);
        newer$55 = newer$54 | hit$54;
        fsel$54 = 32'h0;
        if (hit$54 & ~newer$54) begin
            fsel$54 = lab_d$54$q;
        end
        fw$55 = fw$54 | fsel$54;
        hit$55 = lab_v$55$q & (lab_a$55$q == h_line);
        newer$56 = newer$55 | hit$55;
        fsel$55 = 32'h0;
        if (hit$55 & ~newer$55) begin
            fsel$55 = lab_d$55$q;
        end
        fw$56 = fw$55 | fsel$55;
        hit$56 = lab_v$56$q & (lab_a$56$q == h_line);
        newer$57 = newer$56 | hit$56;
        fsel$56 = 32'h0;
        if (hit$56 & ~newer$56) begin
            fsel$56 = lab_d$56$q;
        end
        fw$57 = fw$56 | fsel$56;
        hit$57 = lab_v$57$q & (lab_a$57$q == h_line);
        newer$58 = newer$57 | hit$57;
        fsel$57 = 32'h0;
        if (hit$57 & ~newer$57) begin
            fsel$57 = lab_d$57$q;
        end
        fw$58 = fw$57 | fsel$57;
        hit$58 = lab_v$58$q & (lab_a$58$q == h_line);
        newer$59 = newer$58 | hit$58;
        fsel$58 = 32'h0;
        if (hit$58 & ~newer$58) begin
            fsel$58 = lab_d$58$q;
        end
        fw$59 = fw$58 | fsel$58;
        hit$59 = lab_v$59$q & (lab_a$59$q == h_line);
        newer$60 = newer$59 | hit$59;
        fsel$59 = 32'h0;
        if (hit$59 & ~newer$59) begin
            fsel$59 = lab_d$59$q;
        end
        fw$60 = fw$59 | fsel$59;
        hit$60 = lab_v$60$q & (lab_a$60$q == h_line);
        newer$61 = newer$60 | hit$60;
        fsel$60 = 32'h0;
        if (hit$60 & ~newer$60) begin
            fsel$60 = lab_d$60$q;
        end
        fw$61 = fw$60 | fsel$60;
        hit$61 = lab_v$61$q & (lab_a$61$q == h_line);
        newer$62 = newer$61 | hit$61;
        fsel$61 = 32'h0;
        if (hit$61 & ~newer$61) begin
            fsel$61 = lab_d$61$q;
        end
        fw$62 = fw$61 | fsel$61;
        hit$62 = lab_v$62$q & (lab_a$62$q == h_line);
        newer$63 = newer$62 | hit$62;
        fsel$62 = 32'h0;
        if (hit$62 & ~newer$62) begin
            fsel$62 = lab_d$62$q;
        end
        fw$63 = fw$62 | fsel$62;
        hit$63 = lab_v$63$q & (lab_a$63$q == h_line);
        newer$64 = newer$63 | hit$63;
        fsel$63 = 32'h0;
        if (hit$63 & ~newer$63) begin
            fsel$63 = lab_d$63$q;
        end
        fw$64 = fw$63 | fsel$63;
        if (newer$64) begin
            cur = fw$64;
        end
        count = cur[(32'h1f8)+:(7)];
        full = count >= slots;
        shift32 = ((count) & 16'hffff) * slot_bits;
        shift = shift32[(32'h0)+:(10)];
        slotl = (cur & ~(mslot << shift)) | ((((h_key) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((h_val) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40)) << shift);
        newl = (slotl & ~(m8 << 32'h1f8)) | (((((count + 32'h1) & 8'hff) | (((cur[32'h1ff]) & 8'hff) << 32'h7)) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1f8);
        if (full) begin
            newl = cur | (((((32'h80) & 8'hff)) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1f8);
        end
        h_rdy = m0_wready;
        if (h_ctrl) begin
            h_rdy = m1_wready;
        end
        h_go = h_have & h_rdy & go_en & (ov_ready | ~full);
        ov_valid = h_have & full & h_rdy & go_en;
        ov_key = h_key;
        ov_val = h_val;
        inserted = h_go & ~full;
        overflowed = h_go & full;
        fl$read = h_go;
        m0_rpop = h_go & ~h_ctrl;
        m1_rpop = h_go & h_ctrl;
        if (h_go) begin
            lab_v$1$d = lab_v$0$q;
            lab_a$1$d = lab_a$0$q;
            lab_d$1$d = lab_d$0$q;
            lab_v$2$d = lab_v$1$q;
            lab_a$2$d = lab_a$1$q;
            lab_d$2$d = lab_d$1$q;
            lab_v$3$d = lab_v$2$q;
            lab_a$3$d = lab_a$2$q;
            lab_d$3$d = lab_d$2$q;
            lab_v$4$d = lab_v$3$q;
            lab_a$4$d = lab_a$3$q;
            lab_d$4$d = lab_d$3$q;
            lab_v$5$d = lab_v$4$q;
            lab_a$5$d = lab_a$4$q;
            lab_d$5$d = lab_d$4$q;
            lab_v$6$d = lab_v$5$q;
            lab_a$6$d = lab_a$5$q;
            lab_d$6$d = lab_d$5$q;
            lab_v$7$d = lab_v$6$q;
            lab_a$7$d = lab_a$6$q;
            lab_d$7$d = lab_d$6$q;
            lab_v$8$d = lab_v$7$q;
            lab_a$8$d = lab_a$7$q;
            lab_d$8$d = lab_d$7$q;
            lab_v$9$d = lab_v$8$q;
            lab_a$9$d = lab_a$8$q;
            lab_d$9$d = lab_d$8$q;
            lab_v$10$d = lab_v$9$q;
            lab_a$10$d = lab_a$9$q;
            lab_d$10$d = lab_d$9$q;
            lab_v$11$d = lab_v$10$q;
            lab_a$11$d = lab_a$10$q;
            lab_d$11$d = lab_d$10$q;
            lab_v$12$d = lab_v$11$q;
            lab_a$12$d = lab_a$11$q;
            lab_d$12$d = lab_d$11$q;
            lab_v$13$d = lab_v$12$q;
            lab_a$13$d = lab_a$12$q;
            lab_d$13$d = lab_d$12$q;
            lab_v$14$d = lab_v$13$q;
            lab_a$14$d = lab_a$13$q;
            lab_d$14$d = lab_d$13$q;
            lab_v$15$d = lab_v$14$q;
            lab_a$15$d = lab_a$14$q;
            lab_d$15$d = lab_d$14$q;
            lab_v$16$d = lab_v$15$q;
            lab_a$16$d = lab_a$15$q;
            lab_d$16$d = lab_d$15$q;
            lab_v$17$d = lab_v$16$q;
            lab_a$17$d = lab_a$16$q;
            lab_d$17$d = lab_d$16$q;
            lab_v$18$d = lab_v$17$q;
            lab_a$18$d = lab_a$17$q;
            lab_d$18$d = lab_d$17$q;
            lab_v$19$d = lab_v$18$q;
            lab_a$19$d = lab_a$18$q;
            lab_d$19$d = lab_d$18$q;
            lab_v$20$d = lab_v$19$q;
            lab_a$20$d = lab_a$19$q;
            lab_d$20$d = lab_d$19$q;
            lab_v$21$d = lab_v$20$q;
            lab_a$21$d = lab_a$20$q;
            lab_d$21$d = lab_d$20$q;
            lab_v$22$d = lab_v$21$q;
            lab_a$22$d = lab_a$21$q;
            lab_d$22$d = lab_d$21$q;
            lab_v$23$d = lab_v$22$q;
            lab_a$23$d = lab_a$22$q;
            lab_d$23$d = lab_d$22$q;
            lab_v$24$d = lab_v$23$q;
            lab_a$24$d = lab_a$23$q;
            lab_d$24$d = lab_d$23$q;
            lab_v$25$d = lab_v$24$q;
            lab_a$25$d = lab_a$24$q;
            lab_d$25$d = lab_d$24$q;
            lab_v$26$d = lab_v$25$q;
            lab_a$26$d = lab_a$25$q;
            lab_d$26$d = lab_d$25$q;
            lab_v$27$d = lab_v$26$q;
            lab_a$27$d = lab_a$26$q;
            lab_d$27$d = lab_d$26$q;
            lab_v$28$d = lab_v$27$q;
            lab_a$28$d = lab_a$27$q;
            lab_d$28$d = lab_d$27$q;
            lab_v$29$d = lab_v$28$q;
            lab_a$29$d = lab_a$28$q;
            lab_d$29$d = lab_d$28$q;
            lab_v$30$d = lab_v$29$q;
            lab_a$30$d = lab_a$29$q;
            lab_d$30$d = lab_d$29$q;
            lab_v$31$d = lab_v$30$q;
            lab_a$31$d = lab_a$30$q;
            lab_d$31$d = lab_d$30$q;
            lab_v$32$d = lab_v$31$q;
            lab_a$32$d = lab_a$31$q;
            lab_d$32$d = lab_d$31$q;
            lab_v$33$d = lab_v$32$q;
            lab_a$33$d = lab_a$32$q;
            lab_d$33$d = lab_d$32$q;
            lab_v$34$d = lab_v$33$q;
            lab_a$34$d = lab_a$33$q;
            lab_d$34$d = lab_d$33$q;
            lab_v$35$d = lab_v$34$q;
            lab_a$35$d = lab_a$34$q;
            lab_d$35$d = lab_d$34$q;
            lab_v$36$d = lab_v$35$q;
            lab_a$36$d = lab_a$35$q;
            lab_d$36$d = lab_d$35$q;
            lab_v$37$d = lab_v$36$q;
            lab_a$37$d = lab_a$36$q;
            lab_d$37$d = lab_d$36$q;
            lab_v$38$d = lab_v$37$q;
            lab_a$38$d = lab_a$37$q;
            lab_d$38$d = lab_d$37$q;
            lab_v$39$d = lab_v$38$q;
            lab_a$39$d = lab_a$38$q;
            lab_d$39$d = lab_d$38$q;
            lab_v$40$d = lab_v$39$q;
            lab_a$40$d = lab_a$39$q;
            lab_d$40$d = lab_d$39$q;
            lab_v$41$d = lab_v$40$q;
            lab_a$41$d = lab_a$40$q;
            lab_d$41$d = lab_d$40$q;
            lab_v$42$d = lab_v$41$q;
            lab_a$42$d = lab_a$41$q;
            lab_d$42$d = lab_d$41$q;
            lab_v$43$d = lab_v$42$q;
            lab_a$43$d = lab_a$42$q;
            lab_d$43$d = lab_d$42$q;
            lab_v$44$d = lab_v$43$q;
            lab_a$44$d = lab_a$43$q;
            lab_d$44$d = lab_d$43$q;
            lab_v$45$d = lab_v$44$q;
            lab_a$45$d = lab_a$44$q;
            lab_d$45$d = lab_d$44$q;
            lab_v$46$d = lab_v$45$q;
            lab_a$46$d = lab_a$45$q;
            lab_d$46$d = lab_d$45$q;
            lab_v$47$d = lab_v$46$q;
            lab_a$47$d = lab_a$46$q;
            lab_d$47$d = lab_d$46$q;
            lab_v$48$d = lab_v$47$q;
            lab_a$48$d = lab_a$47$q;
            lab_d$48$d = lab_d$47$q;
            lab_v$49$d = lab_v$48$q;
            lab_a$49$d = lab_a$48$q;
            lab_d$49$d = lab_d$48$q;
            lab_v$50$d = lab_v$49$q;
            lab_a$50$d = lab_a$49$q;
            lab_d$50$d = lab_d$49$q;
            lab_v$51$d = lab_v$50$q;
            lab_a$51$d = lab_a$50$q;
            lab_d$51$d = lab_d$50$q;
            lab_v$52$d = lab_v$51$q;
            lab_a$52$d = lab_a$51$q;
            lab_d$52$d = lab_d$51$q;
            lab_v$53$d = lab_v$52$q;
            lab_a$53$d = lab_a$52$q;
            lab_d$53$d = lab_d$52$q;
            lab_v$54$d = lab_v$53$q;
            lab_a$54$d = lab_a$53$q;
            lab_d$54$d = lab_d$53$q;
            lab_v$55$d = lab_v$54$q;
            lab_a$55$d = lab_a$54$q;
            lab_d$55$d = lab_d$54$q;
            lab_v$56$d = lab_v$55$q;
            lab_a$56$d = lab_a$55$q;
            lab_d$56$d = lab_d$55$q;
            lab_v$57$d = lab_v$56$q;
            lab_a$57$d = lab_a$56$q;
            lab_d$57$d = lab_d$56$q;
            lab_v$58$d = lab_v$57$q;
            lab_a$58$d = lab_a$57$q;
            lab_d$58$d = lab_d$57$q;
            lab_v$59$d = lab_v$58$q;
            lab_a$59$d = lab_a$58$q;
            lab_d$59$d = lab_d$58$q;
            lab_v$60$d = lab_v$59$q;
            lab_a$60$d = lab_a$59$q;
            lab_d$60$d = lab_d$59$q;
            lab_v$61$d = lab_v$60$q;
            lab_a$61$d = lab_a$60$q;
            lab_d$61$d = lab_d$60$q;
            lab_v$62$d = lab_v$61$q;
            lab_a$62$d = lab_a$61$q;
            lab_d$62$d = lab_d$61$q;
            lab_v$63$d = lab_v$62$q;
            lab_a$63$d = lab_a$62$q;
            lab_d$63$d = lab_d$62$q;
            lab_v$0$d = 1'b1;
            lab_a$0$d = h_line;
            lab_d$0$d = newl;
        end
        m0_valid = 1'b0;
        m0_write = 1'b1;
        m0_addr = h_line;
        m0_wdata = newl;
        m1_valid = 1'b0;
        m1_write = 1'b1;
        m1_addr = h_line;
        m1_wdata = newl;
        rd_go = 1'b0;
        if (h_go) begin
            if (h_ctrl) begin
                m1_valid = 1'b1;
            end
            else begin
                m0_valid = 1'b1;
            end
        end
        if (in_valid & ~fl$full) begin
            if (in_ctrl) begin
                if (~(h_go & h_ctrl)) begin
                    m1_valid = 1'b1;
                    m1_write = 1'b0;
                    m1_addr = line;
                    rd_go = m1_ready;
                end
            end
            else if (~(h_go & ~h_ctrl)) begin
                m0_valid = 1'b1;
                m0_write = 1'b0;
                m0_addr = line;
                rd_go = m0_ready;
            end
        end
        in_slice$m_ready = rd_go;
        fl$write = rd_go;
        fl$data_in = ((in_key) & 225'h1ffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((in_val) & 225'h1ffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40) | (((line) & 225'h1ffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << slot_bits) | (((in_ctrl) & 225'h1ffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << ctl_off);
        wrote$d = fl$write;
        busy = in_slice$busy | wrote$q | ~fl$empty;
        if (reset | flush) begin
            lab_v$0$d = 1'b0;
            lab_v$1$d = 1'b0;
            lab_v$2$d = 1'b0;
            lab_v$3$d = 1'b0;
            lab_v$4$d = 1'b0;
            lab_v$5$d = 1'b0;
            lab_v$6$d = 1'b0;
            lab_v$7$d = 1'b0;
            lab_v$8$d = 1'b0;
            lab_v$9$d = 1'b0;
            lab_v$10$d = 1'b0;
            lab_v$11$d = 1'b0;
            lab_v$12$d = 1'b0;
            lab_v$13$d = 1'b0;
            lab_v$14$d = 1'b0;
            lab_v$15$d = 1'b0;
            lab_v$16$d = 1'b0;
            lab_v$17$d = 1'b0;
            lab_v$18$d = 1'b0;
            lab_v$19$d = 1'b0;
            lab_v$20$d = 1'b0;
            lab_v$21$d = 1'b0;
            lab_v$22$d = 1'b0;
            lab_v$23$d = 1'b0;
            lab_v$24$d = 1'b0;
            lab_v$25$d = 1'b0;
            lab_v$26$d = 1'b0;
            lab_v$27$d = 1'b0;
            lab_v$28$d = 1'b0;
            lab_v$29$d = 1'b0;
            lab_v$30$d = 1'b0;
            lab_v$31$d = 1'b0;
            lab_v$32$d = 1'b0;
            lab_v$33$d = 1'b0;
            lab_v$34$d = 1'b0;
            lab_v$35$d = 1'b0;
            lab_v$36$d = 1'b0;
            lab_v$37$d = 1'b0;
            lab_v$38$d = 1'b0;
            lab_v$39$d = 1'b0;
            lab_v$40$d = 1'b0;
            lab_v$41$d = 1'b0;
            lab_v$42$d = 1'b0;
            lab_v$43$d = 1'b0;
            lab_v$44$d = 1'b0;
            lab_v$45$d = 1'b0;
            lab_v$46$d = 1'b0;
            lab_v$47$d = 1'b0;
            lab_v$48$d = 1'b0;
            lab_v$49$d = 1'b0;
            lab_v$50$d = 1'b0;
            lab_v$51$d = 1'b0;
            lab_v$52$d = 1'b0;
            lab_v$53$d = 1'b0;
            lab_v$54$d = 1'b0;
            lab_v$55$d = 1'b0;
            lab_v$56$d = 1'b0;
            lab_v$57$d = 1'b0;
            lab_v$58$d = 1'b0;
            lab_v$59$d = 1'b0;
            lab_v$60$d = 1'b0;
            lab_v$61$d = 1'b0;
            lab_v$62$d = 1'b0;
            lab_v$63$d = 1'b0;
        end
    end
    
endmodule // top


module top$fl(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [224:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [224:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [224:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [224:0] ram$write_data;
    reg  ram$write_enable;
    reg  [6:0] rd$d;
    wire  [6:0] rd$q;
    reg  rd$clock;
    reg  [6:0] wr$d;
    wire  [6:0] wr$q;
    reg  wr$clock;
    reg  [6:0] wr_d$d;
    wire  [6:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$fl$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$fl$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$fl$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$fl$wr_d wr_d(
        .d(wr_d$d),
        .q(wr_d$q),
        .clock(wr_d$clock)
    );
    
    // Update code
    always @(*) begin
        rd$clock = clock;
        wr$clock = clock;
        wr_d$clock = clock;
        rd$d = rd$q;
        wr$d = wr$q;
        wr_d$d = wr_d$q;
        ram$read_clock = clock;
        ram$write_clock = clock;
        empty = rd$q == wr_d$q;
        count = wr$q - rd$q;
        full = (wr$q - rd$q) == size;
        ram$write_address = ((wr$q) & 6'h3f);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 6'h3f);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 6'h3f);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$fl


module top$fl$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [224:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [224:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[224:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$fl$ram


module top$fl$rd(d,q,clock);
    
    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 7'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fl$rd


module top$fl$wr(d,q,clock);
    
    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 7'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fl$wr


module top$fl$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 7'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fl$wr_d


module top$hash(key,hash);
    
    // Module arguments
    input wire  [63:0] key;
    output reg  [31:0] hash;
    
    // Update code (custom)
    always @(*) begin
       hash[0] = ^(key & 64'h610a6c6c74fc2bc5);
       hash[1] = ^(key & 64'h46648e03db71deb0);
       hash[2] = ^(key & 64'h0c826c34119583b4);
       hash[3] = ^(key & 64'h88b8e338cee14917);
       hash[4] = ^(key & 64'h904ef5422dcb0552);
       hash[5] = ^(key & 64'he01a225d4d7d21cb);
       hash[6] = ^(key & 64'hc0e82e6f479ffd27);
       hash[7] = ^(key & 64'h807d4fdbb2186a75);
       hash[8] = ^(key & 64'h00cb8f7f5bf6b94e);
       hash[9] = ^(key & 64'h000e8a98deaa7751);
       hash[10] = ^(key & 64'h004cb691edcff723);
       hash[11] = ^(key & 64'h00d8241b1aae66c8);
       hash[12] = ^(key & 64'h0070c36ea06c3193);
       hash[13] = ^(key & 64'h0020eb1916c83ffd);
       hash[14] = ^(key & 64'h00c068f2e9d0f186);
       hash[15] = ^(key & 64'h0080bc6f4146a7e3);
       hash[16] = ^(key & 64'h000017698e6294f9);
       hash[17] = ^(key & 64'h00004a17837dcfea);
       hash[18] = ^(key & 64'h0000142e115223e5);
       hash[19] = ^(key & 64'h000008e346ebce07);
       hash[20] = ^(key & 64'h000090c5a03ec92f);
       hash[21] = ^(key & 64'h0000a0996b7fa757);
       hash[22] = ^(key & 64'h0000405865dc661c);
       hash[23] = ^(key & 64'h000080a1ba0f75e9);
       hash[24] = ^(key & 64'h000000efce4ecfed);
       hash[25] = ^(key & 64'h000000ba91675312);
       hash[26] = ^(key & 64'h0000009498410da0);
       hash[27] = ^(key & 64'h000000a8ed28704d);
       hash[28] = ^(key & 64'h000000f057b57aeb);
       hash[29] = ^(key & 64'h0000002059129347);
       hash[30] = ^(key & 64'h000000c0a5c0f7d0);
       hash[31] = ^(key & 64'h000000804961685c);
    end
endmodule // top$hash


module top$in_slice(clock,reset,s_valid,s_data,s_ready,m_valid,m_data,m_ready,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    input wire  [199:0] s_data;
    output reg  s_ready;
    output reg  m_valid;
    output reg  [199:0] m_data;
    input wire  m_ready;
    output reg  busy;
    
    // Stub signals
    reg  out_v$d;
    wire  out_v$q;
    reg  out_v$clock;
    reg  [199:0] out_d$d;
    wire  [199:0] out_d$q;
    reg  out_d$clock;
    reg  skid_v$d;
    wire  skid_v$q;
    reg  skid_v$clock;
    reg  [199:0] skid_d$d;
    wire  [199:0] skid_d$q;
    reg  skid_d$clock;
    
    // Local signals
    reg  take;
    reg  out_free;
    
    // Sub module instances
    top$in_slice$out_v out_v(
        .d(out_v$d),
        .q(out_v$q),
        .clock(out_v$clock)
    );
    top$in_slice$out_d out_d(
        .d(out_d$d),
        .q(out_d$q),
        .clock(out_d$clock)
    );
    top$in_slice$skid_v skid_v(
        .d(skid_v$d),
        .q(skid_v$q),
        .clock(skid_v$clock)
    );
    top$in_slice$skid_d skid_d(
        .d(skid_d$d),
        .q(skid_d$q),
        .clock(skid_d$clock)
    );
    
    // Update code
    always @(*) begin
        out_v$clock = clock;
        out_d$clock = clock;
        skid_v$clock = clock;
        skid_d$clock = clock;
        out_v$d = out_v$q;
        out_d$d = out_d$q;
        skid_v$d = skid_v$q;
        skid_d$d = skid_d$q;
        s_ready = ~skid_v$q;
        m_valid = out_v$q;
        m_data = out_d$q;
        busy = out_v$q | skid_v$q;
        take = s_valid & ~skid_v$q;
        out_free = ~out_v$q | m_ready;
        if (out_free) begin
            if (skid_v$q) begin
                out_d$d = skid_d$q;
                out_v$d = 1'b1;
                skid_v$d = 1'b0;
            end
            else begin
                out_d$d = s_data;
                out_v$d = take;
            end
        end
        else if (take) begin
            skid_d$d = s_data;
            skid_v$d = 1'b1;
        end
        if (reset) begin
            out_v$d = 1'b0;
            skid_v$d = 1'b0;
        end
    end
    
endmodule // top$in_slice


module top$in_slice$out_d(d,q,clock);
    
    // Module arguments
    input wire  [199:0] d;
    output reg  [199:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 200'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$in_slice$out_d


module top$in_slice$out_v(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$in_slice$out_v


module top$in_slice$skid_d(d,q,clock);
    
    // Module arguments
    input wire  [199:0] d;
    output reg  [199:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 200'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$in_slice$skid_d


module top$in_slice$skid_v(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$in_slice$skid_v


module top$lab_a$0(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$0


module top$lab_a$1(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$1


module top$lab_a$10(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$10


module top$lab_a$11(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$11


module top$lab_a$12(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$12


module top$lab_a$13(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$13


module top$lab_a$14(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$14


module top$lab_a$15(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$15


module top$lab_a$16(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$16


module top$lab_a$17(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$17


module top$lab_a$18(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$18


module top$lab_a$19(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$19


module top$lab_a$2(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$2


module top$lab_a$20(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$20


module top$lab_a$21(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$21


module top$lab_a$22(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$22


module top$lab_a$23(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$23


module top$lab_a$24(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$24


module top$lab_a$25(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$25


module top$lab_a$26(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$26


module top$lab_a$27(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$27


module top$lab_a$28(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$28


module top$lab_a$29(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$29


module top$lab_a$3(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$3


module top$lab_a$30(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$30


module top$lab_a$31(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$31


module top$lab_a$32(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$32


module top$lab_a$33(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$33


module top$lab_a$34(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$34


module top$lab_a$35(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$35


module top$lab_a$36(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$36


module top$lab_a$37(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$37


module top$lab_a$38(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$38


module top$lab_a$39(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$39


module top$lab_a$4(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$4


module top$lab_a$40(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$40


module top$lab_a$41(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$41


module top$lab_a$42(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$42


module top$lab_a$43(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$43


module top$lab_a$44(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$44


module top$lab_a$45(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$45


module top$lab_a$46(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$46


module top$lab_a$47(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$47


module top$lab_a$48(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$48


module top$lab_a$49(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$49


module top$lab_a$5(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$5


module top$lab_a$50(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$50


module top$lab_a$51(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$51


module top$lab_a$52(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$52


module top$lab_a$53(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$53


module top$lab_a$54(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$54


module top$lab_a$55(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$55


module top$lab_a$56(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$56


module top$lab_a$57(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$57


module top$lab_a$58(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$58


module top$lab_a$59(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$59


module top$lab_a$6(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$6


module top$lab_a$60(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$60


module top$lab_a$61(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$61


module top$lab_a$62(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$62


module top$lab_a$63(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$63


module top$lab_a$7(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$7


module top$lab_a$8(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$8


module top$lab_a$9(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_a$9


module top$lab_d$0(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$0


module top$lab_d$1(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$1


module top$lab_d$10(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$10


module top$lab_d$11(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$11


module top$lab_d$12(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$12


module top$lab_d$13(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$13


module top$lab_d$14(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$14


module top$lab_d$15(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$15


module top$lab_d$16(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$16


module top$lab_d$17(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$17


module top$lab_d$18(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$18


module top$lab_d$19(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$19


module top$lab_d$2(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$2


module top$lab_d$20(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$20


module top$lab_d$21(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$21


module top$lab_d$22(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$22


module top$lab_d$23(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$23


module top$lab_d$24(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$24


module top$lab_d$25(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$25


module top$lab_d$26(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$26


module top$lab_d$27(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$27


module top$lab_d$28(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$28


module top$lab_d$29(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$29


module top$lab_d$3(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$3


module top$lab_d$30(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$30


module top$lab_d$31(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$31


module top$lab_d$32(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$32


module top$lab_d$33(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$33


module top$lab_d$34(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$34


module top$lab_d$35(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$35


module top$lab_d$36(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$36


module top$lab_d$37(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$37


module top$lab_d$38(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$38


module top$lab_d$39(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$39


module top$lab_d$4(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$4


module top$lab_d$40(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$40


module top$lab_d$41(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$41


module top$lab_d$42(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$42


module top$lab_d$43(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$43


module top$lab_d$44(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$44


module top$lab_d$45(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$45


module top$lab_d$46(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$46


module top$lab_d$47(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$47


module top$lab_d$48(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$48


module top$lab_d$49(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$49


module top$lab_d$5(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$5


module top$lab_d$50(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$50


module top$lab_d$51(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$51


module top$lab_d$52(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$52


module top$lab_d$53(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$53


module top$lab_d$54(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$54


module top$lab_d$55(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$55


module top$lab_d$56(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$56


module top$lab_d$57(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$57


module top$lab_d$58(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$58


module top$lab_d$59(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$59


module top$lab_d$6(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$6


module top$lab_d$60(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$60


module top$lab_d$61(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$61


module top$lab_d$62(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$62


module top$lab_d$63(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$63


module top$lab_d$7(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$7


module top$lab_d$8(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$8


module top$lab_d$9(d,q,clock);
    
    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 512'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_d$9


module top$lab_v$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$0


module top$lab_v$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$1


module top$lab_v$10(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$10


module top$lab_v$11(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$11


module top$lab_v$12(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$12


module top$lab_v$13(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$13


module top$lab_v$14(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$14


module top$lab_v$15(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$15


module top$lab_v$16(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$16


module top$lab_v$17(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$17


module top$lab_v$18(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$18


module top$lab_v$19(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$19


module top$lab_v$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$2


module top$lab_v$20(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$20


module top$lab_v$21(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$21


module top$lab_v$22(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$22


module top$lab_v$23(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$23


module top$lab_v$24(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$24


module top$lab_v$25(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$25


module top$lab_v$26(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$26


module top$lab_v$27(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$27


module top$lab_v$28(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$28


module top$lab_v$29(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$29


module top$lab_v$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$3


module top$lab_v$30(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$30


module top$lab_v$31(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$31


module top$lab_v$32(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$32


module top$lab_v$33(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$33


module top$lab_v$34(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$34


module top$lab_v$35(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$35


module top$lab_v$36(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$36


module top$lab_v$37(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$37


module top$lab_v$38(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$38


module top$lab_v$39(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$39


module top$lab_v$4(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$4


module top$lab_v$40(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$40


module top$lab_v$41(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$41


module top$lab_v$42(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$42


module top$lab_v$43(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$43


module top$lab_v$44(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$44


module top$lab_v$45(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$45


module top$lab_v$46(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$46


module top$lab_v$47(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$47


module top$lab_v$48(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$48


module top$lab_v$49(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$49


module top$lab_v$5(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$5


module top$lab_v$50(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$50


module top$lab_v$51(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$51


module top$lab_v$52(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$52


module top$lab_v$53(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$53


module top$lab_v$54(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$54


module top$lab_v$55(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$55


module top$lab_v$56(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$56


module top$lab_v$57(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$57


module top$lab_v$58(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$58


module top$lab_v$59(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$59


module top$lab_v$6(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$6


module top$lab_v$60(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$60


module top$lab_v$61(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$61


module top$lab_v$62(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$62


module top$lab_v$63(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$63


module top$lab_v$7(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$7


module top$lab_v$8(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$8


module top$lab_v$9(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lab_v$9


module top$wrote(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$wrote
