

module netjoin_build_unit(clock,reset,flush,bucket_bits,onchip,dual,go_en,tup_valid,tup_key,tup_val,tup_table,tup_ready,ov_valid,ov_key,ov_val,ov_ready,inserted,overflowed,busy,m0_valid,m0_addr,m0_wdata,m0_wstrb,m0_wready,m1_valid,m1_addr,m1_wdata,m1_wstrb,m1_wready,oc_wr,oc_table,oc_bucket,c_rd_valid,c_rd_addr,c_rsp_valid,c_rsp_data,c_wr_valid,c_wr_addr,c_wr_data);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  flush;
    input wire  [4:0] bucket_bits;
    input wire  [3:0] onchip;
    input wire  dual;
    input wire  go_en;
    input wire  tup_valid;
    input wire  [31:0] tup_key;
    input wire  [31:0] tup_val;
    input wire  [7:0] tup_table;
    output reg  tup_ready;
    output reg  ov_valid;
    output reg  [31:0] ov_key;
    output reg  [31:0] ov_val;
    input wire  ov_ready;
    output reg  inserted;
    output reg  overflowed;
    output reg  busy;
    output reg  m0_valid;
    output reg  [31:0] m0_addr;
    output reg  [511:0] m0_wdata;
    output reg  [63:0] m0_wstrb;
    input wire  m0_wready;
    output reg  m1_valid;
    output reg  [31:0] m1_addr;
    output reg  [511:0] m1_wdata;
    output reg  [63:0] m1_wstrb;
    input wire  m1_wready;
    output reg  oc_wr;
    output reg  [1:0] oc_table;
    output reg  [12:0] oc_bucket;
    output reg  c_rd_valid;
    output reg  [31:0] c_rd_addr;
    input wire  c_rsp_valid;
    input wire  [31:0] c_rsp_data;
    output reg  c_wr_valid;
    output reg  [31:0] c_wr_addr;
    output reg  [31:0] c_wr_data;
    
    // Constant declarations
    localparam  tm0 = 32'h0;
    localparam  tm1 = 32'h0;
    localparam  tm2 = 32'hffffffff;
    localparam  slots = 4'h7;
    localparam  st_full = 8'h87;
    localparam  sb$0 = 64'hff;
    localparam  sb$1 = 64'hff00;
    localparam  sb$2 = 64'hff0000;
    localparam  sb$3 = 64'hff000000;
    localparam  sb$4 = 64'hff00000000;
    localparam  sb$5 = 64'hff0000000000;
    localparam  sb$6 = 64'hff000000000000;
    localparam  sbs = 64'h8000000000000000;
    localparam  cw_shift = 16'h3;
    localparam  cw_mask = 32'h7;
    localparam  cb_log2 = 16'h2;
    localparam  c_ones = 32'hf;
    localparam  slot_bits = 16'h40;
    localparam  ctl_off = 16'h60;
    localparam  status_off = 16'h1f8;
    localparam  onchip_bits = 5'b1101;
    localparam  tc$0 = 8'h0;
    localparam  tc$1 = 8'h1;
    localparam  tc$2 = 8'h2;
    localparam  tc$3 = 8'h3;
    localparam  SLOT_BITS = 16'h40;
    localparam  KEY_BITS = 16'h20;
    localparam  E_TABLE = 16'h61;
    localparam  E_OBK = 16'h63;
    
    // Stub signals
    reg  in_slice$clock;
    reg  in_slice$reset;
    reg  in_slice$s_valid;
    reg  [71:0] in_slice$s_data;
    wire  in_slice$s_ready;
    wire  in_slice$m_valid;
    wire  [71:0] in_slice$m_data;
    reg  in_slice$m_ready;
    wire  in_slice$busy;
    reg  [31:0] hash$key;
    wire  [31:0] hash$hash;
    reg  fl$clock;
    reg  fl$reset;
    reg  fl$write;
    reg  [111:0] fl$data_in;
    wire  fl$full;
    wire  fl$full_q;
    wire  [5:0] fl$count;
    reg  fl$read;
    wire  [111:0] fl$data_out;
    wire  fl$empty;
    reg  cq$clock;
    reg  cq$reset;
    reg  cq$write;
    reg  [31:0] cq$data_in;
    wire  cq$full;
    wire  cq$full_q;
    wire  [6:0] cq$count;
    reg  cq$read;
    wire  [31:0] cq$data_out;
    wire  cq$empty;
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
    reg  [31:0] lab_d$0$d;
    wire  [31:0] lab_d$0$q;
    reg  lab_d$0$clock;
    reg  [31:0] lab_d$1$d;
    wire  [31:0] lab_d$1$q;
    reg  lab_d$1$clock;
    reg  [31:0] lab_d$2$d;
    wire  [31:0] lab_d$2$q;
    reg  lab_d$2$clock;
    reg  [31:0] lab_d$3$d;
    wire  [31:0] lab_d$3$q;
    reg  lab_d$3$clock;
    reg  [31:0] lab_d$4$d;
    wire  [31:0] lab_d$4$q;
    reg  lab_d$4$clock;
    reg  [31:0] lab_d$5$d;
    wire  [31:0] lab_d$5$q;
    reg  lab_d$5$clock;
    reg  [31:0] lab_d$6$d;
    wire  [31:0] lab_d$6$q;
    reg  lab_d$6$clock;
    reg  [31:0] lab_d$7$d;
    wire  [31:0] lab_d$7$q;
    reg  lab_d$7$clock;
    reg  [31:0] lab_d$8$d;
    wire  [31:0] lab_d$8$q;
    reg  lab_d$8$clock;
    reg  [31:0] lab_d$9$d;
    wire  [31:0] lab_d$9$q;
    reg  lab_d$9$clock;
    reg  [31:0] lab_d$10$d;
    wire  [31:0] lab_d$10$q;
    reg  lab_d$10$clock;
    reg  [31:0] lab_d$11$d;
    wire  [31:0] lab_d$11$q;
    reg  lab_d$11$clock;
    reg  [31:0] lab_d$12$d;
    wire  [31:0] lab_d$12$q;
    reg  lab_d$12$clock;
    reg  [31:0] lab_d$13$d;
    wire  [31:0] lab_d$13$q;
    reg  lab_d$13$clock;
    reg  [31:0] lab_d$14$d;
    wire  [31:0] lab_d$14$q;
    reg  lab_d$14$clock;
    reg  [31:0] lab_d$15$d;
    wire  [31:0] lab_d$15$q;
    reg  lab_d$15$clock;
    reg  [31:0] lab_d$16$d;
    wire  [31:0] lab_d$16$q;
    reg  lab_d$16$clock;
    reg  [31:0] lab_d$17$d;
    wire  [31:0] lab_d$17$q;
    reg  lab_d$17$clock;
    reg  [31:0] lab_d$18$d;
    wire  [31:0] lab_d$18$q;
    reg  lab_d$18$clock;
    reg  [31:0] lab_d$19$d;
    wire  [31:0] lab_d$19$q;
    reg  lab_d$19$clock;
    reg  [31:0] lab_d$20$d;
    wire  [31:0] lab_d$20$q;
    reg  lab_d$20$clock;
    reg  [31:0] lab_d$21$d;
    wire  [31:0] lab_d$21$q;
    reg  lab_d$21$clock;
    reg  [31:0] lab_d$22$d;
    wire  [31:0] lab_d$22$q;
    reg  lab_d$22$clock;
    reg  [31:0] lab_d$23$d;
    wire  [31:0] lab_d$23$q;
    reg  lab_d$23$clock;
    reg  [31:0] lab_d$24$d;
    wire  [31:0] lab_d$24$q;
    reg  lab_d$24$clock;
    reg  [31:0] lab_d$25$d;
    wire  [31:0] lab_d$25$q;
    reg  lab_d$25$clock;
    reg  [31:0] lab_d$26$d;
    wire  [31:0] lab_d$26$q;
    reg  lab_d$26$clock;
    reg  [31:0] lab_d$27$d;
    wire  [31:0] lab_d$27$q;
    reg  lab_d$27$clock;
    reg  [31:0] lab_d$28$d;
    wire  [31:0] lab_d$28$q;
    reg  lab_d$28$clock;
    reg  [31:0] lab_d$29$d;
    wire  [31:0] lab_d$29$q;
    reg  lab_d$29$clock;
    reg  [31:0] lab_d$30$d;
    wire  [31:0] lab_d$30$q;
    reg  lab_d$30$clock;
    reg  [31:0] lab_d$31$d;
    wire  [31:0] lab_d$31$q;
    reg  lab_d$31$clock;
    reg  [31:0] bmask$d;
    wire  [31:0] bmask$q;
    reg  bmask$clock;
    reg  [31:0] tmask$0$d;
    wire  [31:0] tmask$0$q;
    reg  tmask$0$clock;
    reg  [31:0] tmask$1$d;
    wire  [31:0] tmask$1$q;
    reg  tmask$1$clock;
    reg  [31:0] tmask$2$d;
    wire  [31:0] tmask$2$q;
    reg  tmask$2$clock;
    reg  [31:0] tmask$3$d;
    wire  [31:0] tmask$3$q;
    reg  tmask$3$clock;
    reg  h_v$d;
    wire  h_v$q;
    reg  h_v$clock;
    reg  [31:0] h_key$d;
    wire  [31:0] h_key$q;
    reg  h_key$clock;
    reg  [31:0] h_val$d;
    wire  [31:0] h_val$q;
    reg  h_val$clock;
    reg  [31:0] h_line$d;
    wire  [31:0] h_line$q;
    reg  h_line$clock;
    reg  h_ctrl$d;
    wire  h_ctrl$q;
    reg  h_ctrl$clock;
    reg  [1:0] h_table$d;
    wire  [1:0] h_table$q;
    reg  h_table$clock;
    reg  h_oc$d;
    wire  h_oc$q;
    reg  h_oc$clock;
    reg  [12:0] h_obk$d;
    wire  [12:0] h_obk$q;
    reg  h_obk$clock;
    reg  h_hit$0$d;
    wire  h_hit$0$q;
    reg  h_hit$0$clock;
    reg  h_hit$1$d;
    wire  h_hit$1$q;
    reg  h_hit$1$clock;
    reg  h_hit$2$d;
    wire  h_hit$2$q;
    reg  h_hit$2$clock;
    reg  h_hit$3$d;
    wire  h_hit$3$q;
    reg  h_hit$3$clock;
    reg  h_hit$4$d;
    wire  h_hit$4$q;
    reg  h_hit$4$clock;
    reg  h_hit$5$d;
    wire  h_hit$5$q;
    reg  h_hit$5$clock;
    reg  h_hit$6$d;
    wire  h_hit$6$q;
    reg  h_hit$6$clock;
    reg  h_hit$7$d;
    wire  h_hit$7$q;
    reg  h_hit$7$clock;
    reg  h_hit$8$d;
    wire  h_hit$8$q;
    reg  h_hit$8$clock;
    reg  h_hit$9$d;
    wire  h_hit$9$q;
    reg  h_hit$9$clock;
    reg  h_hit$10$d;
    wire  h_hit$10$q;
    reg  h_hit$10$clock;
    reg  h_hit$11$d;
    wire  h_hit$11$q;
    reg  h_hit$11$clock;
    reg  h_hit$12$d;
    wire  h_hit$12$q;
    reg  h_hit$12$clock;
    reg  h_hit$13$d;
    wire  h_hit$13$q;
    reg  h_hit$13$clock;
    reg  h_hit$14$d;
    wire  h_hit$14$q;
    reg  h_hit$14$clock;
    reg  h_hit$15$d;
    wire  h_hit$15$q;
    reg  h_hit$15$clock;
    reg  h_hit$16$d;
    wire  h_hit$16$q;
    reg  h_hit$16$clock;
    reg  h_hit$17$d;
    wire  h_hit$17$q;
    reg  h_hit$17$clock;
    reg  h_hit$18$d;
    wire  h_hit$18$q;
    reg  h_hit$18$clock;
    reg  h_hit$19$d;
    wire  h_hit$19$q;
    reg  h_hit$19$clock;
    reg  h_hit$20$d;
    wire  h_hit$20$q;
    reg  h_hit$20$clock;
    reg  h_hit$21$d;
    wire  h_hit$21$q;
    reg  h_hit$21$clock;
    reg  h_hit$22$d;
    wire  h_hit$22$q;
    reg  h_hit$22$clock;
    reg  h_hit$23$d;
    wire  h_hit$23$q;
    reg  h_hit$23$clock;
    reg  h_hit$24$d;
    wire  h_hit$24$q;
    reg  h_hit$24$clock;
    reg  h_hit$25$d;
    wire  h_hit$25$q;
    reg  h_hit$25$clock;
    reg  h_hit$26$d;
    wire  h_hit$26$q;
    reg  h_hit$26$clock;
    reg  h_hit$27$d;
    wire  h_hit$27$q;
    reg  h_hit$27$clock;
    reg  h_hit$28$d;
    wire  h_hit$28$q;
    reg  h_hit$28$clock;
    reg  h_hit$29$d;
    wire  h_hit$29$q;
    reg  h_hit$29$clock;
    reg  h_hit$30$d;
    wire  h_hit$30$q;
    reg  h_hit$30$clock;
    reg  h_hit$31$d;
    wire  h_hit$31$q;
    reg  h_hit$31$clock;
    reg  [31:0] h_fw$d;
    wire  [31:0] h_fw$q;
    reg  h_fw$clock;
    reg  h_fany$d;
    wire  h_fany$q;
    reg  h_fany$clock;
    reg  h_same$d;
    wire  h_same$q;
    reg  h_same$clock;
    
    // Local signals
    reg  in_valid;
    reg  [31:0] in_key;
    reg  [31:0] in_val;
    reg  [7:0] in_table;
    reg  [31:0] bucket;
    reg  [4:0] obits;
    reg  [31:0] line;
    reg  in_ctrl;
    reg  [1:0] n_table;
    reg  ocb$0;
    reg  ocb$1;
    reg  ocb$2;
    reg  ocb$3;
    reg  n_oc;
    reg  [31:0] h_word;
    reg  h_have;
    reg  h_go;
    reg  h_rdy;
    reg  [31:0] n_line;
    reg  [31:0] n_word;
    reg  n_load;
    reg  n_same;
    reg  n_hit$0;
    reg  n_hit$1;
    reg  n_hit$2;
    reg  n_hit$3;
    reg  n_hit$4;
    reg  n_hit$5;
    reg  n_hit$6;
    reg  n_hit$7;
    reg  n_hit$8;
    reg  n_hit$9;
    reg  n_hit$10;
    reg  n_hit$11;
    reg  n_hit$12;
    reg  n_hit$13;
    reg  n_hit$14;
    reg  n_hit$15;
    reg  n_hit$16;
    reg  n_hit$17;
    reg  n_hit$18;
    reg  n_hit$19;
    reg  n_hit$20;
    reg  n_hit$21;
    reg  n_hit$22;
    reg  n_hit$23;
    reg  n_hit$24;
    reg  n_hit$25;
    reg  n_hit$26;
    reg  n_hit$27;
    reg  n_hit$28;
    reg  n_hit$29;
    reg  n_hit$30;
    reg  n_hit$31;
    reg  [31:0] n_fw$0;
    reg  [31:0] n_fw$1;
    reg  [31:0] n_fw$2;
    reg  [31:0] n_fw$3;
    reg  [31:0] n_fw$4;
    reg  [31:0] n_fw$5;
    reg  [31:0] n_fw$6;
    reg  [31:0] n_fw$7;
    reg  [31:0] n_fw$8;
    reg  [31:0] n_fw$9;
    reg  [31:0] n_fw$10;
    reg  [31:0] n_fw$11;
    reg  [31:0] n_fw$12;
    reg  [31:0] n_fw$13;
    reg  [31:0] n_fw$14;
    reg  [31:0] n_fw$15;
    reg  [31:0] n_fw$16;
    reg  [31:0] n_fw$17;
    reg  [31:0] n_fw$18;
    reg  [31:0] n_fw$19;
    reg  [31:0] n_fw$20;
    reg  [31:0] n_fw$21;
    reg  [31:0] n_fw$22;
    reg  [31:0] n_fw$23;
    reg  [31:0] n_fw$24;
    reg  [31:0] n_fw$25;
    reg  [31:0] n_fw$26;
    reg  [31:0] n_fw$27;
    reg  [31:0] n_fw$28;
    reg  [31:0] n_fw$29;
    reg  [31:0] n_fw$30;
    reg  [31:0] n_fw$31;
    reg  [31:0] n_fw$32;
    reg  n_fany$0;
    reg  n_fany$1;
    reg  n_fany$2;
    reg  n_fany$3;
    reg  n_fany$4;
    reg  n_fany$5;
    reg  n_fany$6;
    reg  n_fany$7;
    reg  n_fany$8;
    reg  n_fany$9;
    reg  n_fany$10;
    reg  n_fany$11;
    reg  n_fany$12;
    reg  n_fany$13;
    reg  n_fany$14;
    reg  n_fany$15;
    reg  n_fany$16;
    reg  n_fany$17;
    reg  n_fany$18;
    reg  n_fany$19;
    reg  n_fany$20;
    reg  n_fany$21;
    reg  n_fany$22;
    reg  n_fany$23;
    reg  n_fany$24;
    reg  n_fany$25;
    reg  n_fany$26;
    reg  n_fany$27;
    reg  n_fany$28;
    reg  n_fany$29;
    reg  n_fany$30;
    reg  n_fany$31;
    reg  n_fany$32;
    reg  [31:0] cur;
    reg  [31:0] c_sh;
    reg  [31:0] c_at;
    reg  [3:0] count;
    reg  full;
    reg  [31:0] nw;
    reg  [511:0] tup;
    reg  [511:0] rep$0;
    reg  [511:0] rep$1;
    reg  [511:0] rep$2;
    reg  [511:0] rep$3;
    reg  [511:0] rep$4;
    reg  [511:0] rep$5;
    reg  [511:0] rep$6;
    reg  [7:0] status;
    reg  [511:0] wdata;
    reg  [63:0] wstrb;
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
        .full_q(fl$full_q),
        .count(fl$count),
        .read(fl$read),
        .data_out(fl$data_out),
        .empty(fl$empty)
    );
    top$cq cq(
        .clock(cq$clock),
        .reset(cq$reset),
        .write(cq$write),
        .data_in(cq$data_in),
        .full(cq$full),
        .full_q(cq$full_q),
        .count(cq$count),
        .read(cq$read),
        .data_out(cq$data_out),
        .empty(cq$empty)
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
    top$bmask bmask(
        .d(bmask$d),
        .q(bmask$q),
        .clock(bmask$clock)
    );
    top$tmask$0 tmask$0(
        .d(tmask$0$d),
        .q(tmask$0$q),
        .clock(tmask$0$clock)
    );
    top$tmask$1 tmask$1(
        .d(tmask$1$d),
        .q(tmask$1$q),
        .clock(tmask$1$clock)
    );
    top$tmask$2 tmask$2(
        .d(tmask$2$d),
        .q(tmask$2$q),
        .clock(tmask$2$clock)
    );
    top$tmask$3 tmask$3(
        .d(tmask$3$d),
        .q(tmask$3$q),
        .clock(tmask$3$clock)
    );
    top$h_v h_v(
        .d(h_v$d),
        .q(h_v$q),
        .clock(h_v$clock)
    );
    top$h_key h_key(
        .d(h_key$d),
        .q(h_key$q),
        .clock(h_key$clock)
    );
    top$h_val h_val(
        .d(h_val$d),
        .q(h_val$q),
        .clock(h_val$clock)
    );
    top$h_line h_line(
        .d(h_line$d),
        .q(h_line$q),
        .clock(h_line$clock)
    );
    top$h_ctrl h_ctrl(
        .d(h_ctrl$d),
        .q(h_ctrl$q),
        .clock(h_ctrl$clock)
    );
    top$h_table h_table(
        .d(h_table$d),
        .q(h_table$q),
        .clock(h_table$clock)
    );
    top$h_oc h_oc(
        .d(h_oc$d),
        .q(h_oc$q),
        .clock(h_oc$clock)
    );
    top$h_obk h_obk(
        .d(h_obk$d),
        .q(h_obk$q),
        .clock(h_obk$clock)
    );
    top$h_hit$0 h_hit$0(
        .d(h_hit$0$d),
        .q(h_hit$0$q),
        .clock(h_hit$0$clock)
    );
    top$h_hit$1 h_hit$1(
        .d(h_hit$1$d),
        .q(h_hit$1$q),
        .clock(h_hit$1$clock)
    );
    top$h_hit$2 h_hit$2(
        .d(h_hit$2$d),
        .q(h_hit$2$q),
        .clock(h_hit$2$clock)
    );
    top$h_hit$3 h_hit$3(
        .d(h_hit$3$d),
        .q(h_hit$3$q),
        .clock(h_hit$3$clock)
    );
    top$h_hit$4 h_hit$4(
        .d(h_hit$4$d),
        .q(h_hit$4$q),
        .clock(h_hit$4$clock)
    );
    top$h_hit$5 h_hit$5(
        .d(h_hit$5$d),
        .q(h_hit$5$q),
        .clock(h_hit$5$clock)
    );
    top$h_hit$6 h_hit$6(
        .d(h_hit$6$d),
        .q(h_hit$6$q),
        .clock(h_hit$6$clock)
    );
    top$h_hit$7 h_hit$7(
        .d(h_hit$7$d),
        .q(h_hit$7$q),
        .clock(h_hit$7$clock)
    );
    top$h_hit$8 h_hit$8(
        .d(h_hit$8$d),
        .q(h_hit$8$q),
        .clock(h_hit$8$clock)
    );
    top$h_hit$9 h_hit$9(
        .d(h_hit$9$d),
        .q(h_hit$9$q),
        .clock(h_hit$9$clock)
    );
    top$h_hit$10 h_hit$10(
        .d(h_hit$10$d),
        .q(h_hit$10$q),
        .clock(h_hit$10$clock)
    );
    top$h_hit$11 h_hit$11(
        .d(h_hit$11$d),
        .q(h_hit$11$q),
        .clock(h_hit$11$clock)
    );
    top$h_hit$12 h_hit$12(
        .d(h_hit$12$d),
        .q(h_hit$12$q),
        .clock(h_hit$12$clock)
    );
    top$h_hit$13 h_hit$13(
        .d(h_hit$13$d),
        .q(h_hit$13$q),
        .clock(h_hit$13$clock)
    );
    top$h_hit$14 h_hit$14(
        .d(h_hit$14$d),
        .q(h_hit$14$q),
        .clock(h_hit$14$clock)
    );
    top$h_hit$15 h_hit$15(
        .d(h_hit$15$d),
        .q(h_hit$15$q),
        .clock(h_hit$15$clock)
    );
    top$h_hit$16 h_hit$16(
        .d(h_hit$16$d),
        .q(h_hit$16$q),
        .clock(h_hit$16$clock)
    );
    top$h_hit$17 h_hit$17(
        .d(h_hit$17$d),
        .q(h_hit$17$q),
        .clock(h_hit$17$clock)
    );
    top$h_hit$18 h_hit$18(
        .d(h_hit$18$d),
        .q(h_hit$18$q),
        .clock(h_hit$18$clock)
    );
    top$h_hit$19 h_hit$19(
        .d(h_hit$19$d),
        .q(h_hit$19$q),
        .clock(h_hit$19$clock)
    );
    top$h_hit$20 h_hit$20(
        .d(h_hit$20$d),
        .q(h_hit$20$q),
        .clock(h_hit$20$clock)
    );
    top$h_hit$21 h_hit$21(
        .d(h_hit$21$d),
        .q(h_hit$21$q),
        .clock(h_hit$21$clock)
    );
    top$h_hit$22 h_hit$22(
        .d(h_hit$22$d),
        .q(h_hit$22$q),
        .clock(h_hit$22$clock)
    );
    top$h_hit$23 h_hit$23(
        .d(h_hit$23$d),
        .q(h_hit$23$q),
        .clock(h_hit$23$clock)
    );
    top$h_hit$24 h_hit$24(
        .d(h_hit$24$d),
        .q(h_hit$24$q),
        .clock(h_hit$24$clock)
    );
    top$h_hit$25 h_hit$25(
        .d(h_hit$25$d),
        .q(h_hit$25$q),
        .clock(h_hit$25$clock)
    );
    top$h_hit$26 h_hit$26(
        .d(h_hit$26$d),
        .q(h_hit$26$q),
        .clock(h_hit$26$clock)
    );
    top$h_hit$27 h_hit$27(
        .d(h_hit$27$d),
        .q(h_hit$27$q),
        .clock(h_hit$27$clock)
    );
    top$h_hit$28 h_hit$28(
        .d(h_hit$28$d),
        .q(h_hit$28$q),
        .clock(h_hit$28$clock)
    );
    top$h_hit$29 h_hit$29(
        .d(h_hit$29$d),
        .q(h_hit$29$q),
        .clock(h_hit$29$clock)
    );
    top$h_hit$30 h_hit$30(
        .d(h_hit$30$d),
        .q(h_hit$30$q),
        .clock(h_hit$30$clock)
    );
    top$h_hit$31 h_hit$31(
        .d(h_hit$31$d),
        .q(h_hit$31$q),
        .clock(h_hit$31$clock)
    );
    top$h_fw h_fw(
        .d(h_fw$d),
        .q(h_fw$q),
        .clock(h_fw$clock)
    );
    top$h_fany h_fany(
        .d(h_fany$d),
        .q(h_fany$q),
        .clock(h_fany$clock)
    );
    top$h_same h_same(
        .d(h_same$d),
        .q(h_same$q),
        .clock(h_same$clock)
    );
    
    // Update code
    always @(*) begin
        fl$clock = clock;
        cq$clock = clock;
        in_slice$clock = clock;
        wrote$clock = clock;
        h_v$clock = clock;
        h_key$clock = clock;
        h_val$clock = clock;
        h_line$clock = clock;
        h_ctrl$clock = clock;
        h_fw$clock = clock;
        h_fany$clock = clock;
        h_same$clock = clock;
        bmask$clock = clock;
        h_table$clock = clock;
        h_oc$clock = clock;
        h_obk$clock = clock;
        wrote$d = wrote$q;
        h_v$d = h_v$q;
        h_key$d = h_key$q;
        h_val$d = h_val$q;
        h_line$d = h_line$q;
        h_ctrl$d = h_ctrl$q;
        h_fw$d = h_fw$q;
        h_fany$d = h_fany$q;
        h_same$d = h_same$q;
        bmask$d = bmask$q;
        h_table$d = h_table$q;
        h_oc$d = h_oc$q;
        h_obk$d = h_obk$q;
        h_hit$0$clock = clock;
        h_hit$0$d = h_hit$0$q;
        lab_v$0$clock = clock;
        lab_a$0$clock = clock;
        lab_d$0$clock = clock;
        lab_v$0$d = lab_v$0$q;
        lab_a$0$d = lab_a$0$q;
        lab_d$0$d = lab_d$0$q;
        h_hit$1$clock = clock;
        h_hit$1$d = h_hit$1$q;
        lab_v$1$clock = clock;
        lab_a$1$clock = clock;
        lab_d$1$clock = clock;
        lab_v$1$d = lab_v$1$q;
        lab_a$1$d = lab_a$1$q;
        lab_d$1$d = lab_d$1$q;
        h_hit$2$clock = clock;
        h_hit$2$d = h_hit$2$q;
        lab_v$2$clock = clock;
        lab_a$2$clock = clock;
        lab_d$2$clock = clock;
        lab_v$2$d = lab_v$2$q;
        lab_a$2$d = lab_a$2$q;
        lab_d$2$d = lab_d$2$q;
        h_hit$3$clock = clock;
        h_hit$3$d = h_hit$3$q;
        lab_v$3$clock = clock;
        lab_a$3$clock = clock;
        lab_d$3$clock = clock;
        lab_v$3$d = lab_v$3$q;
        lab_a$3$d = lab_a$3$q;
        lab_d$3$d = lab_d$3$q;
        h_hit$4$clock = clock;
        h_hit$4$d = h_hit$4$q;
        lab_v$4$clock = clock;
        lab_a$4$clock = clock;
        lab_d$4$clock = clock;
        lab_v$4$d = lab_v$4$q;
        lab_a$4$d = lab_a$4$q;
        lab_d$4$d = lab_d$4$q;
        h_hit$5$clock = clock;
        h_hit$5$d = h_hit$5$q;
        lab_v$5$clock = clock;
        lab_a$5$clock = clock;
        lab_d$5$clock = clock;
        lab_v$5$d = lab_v$5$q;
        lab_a$5$d = lab_a$5$q;
        lab_d$5$d = lab_d$5$q;
        h_hit$6$clock = clock;
        h_hit$6$d = h_hit$6$q;
        lab_v$6$clock = clock;
        lab_a$6$clock = clock;
        lab_d$6$clock = clock;
        lab_v$6$d = lab_v$6$q;
        lab_a$6$d = lab_a$6$q;
        lab_d$6$d = lab_d$6$q;
        h_hit$7$clock = clock;
        h_hit$7$d = h_hit$7$q;
        lab_v$7$clock = clock;
        lab_a$7$clock = clock;
        lab_d$7$clock = clock;
        lab_v$7$d = lab_v$7$q;
        lab_a$7$d = lab_a$7$q;
        lab_d$7$d = lab_d$7$q;
        h_hit$8$clock = clock;
        h_hit$8$d = h_hit$8$q;
        lab_v$8$clock = clock;
        lab_a$8$clock = clock;
        lab_d$8$clock = clock;
        lab_v$8$d = lab_v$8$q;
        lab_a$8$d = lab_a$8$q;
        lab_d$8$d = lab_d$8$q;
        h_hit$9$clock = clock;
        h_hit$9$d = h_hit$9$q;
        lab_v$9$clock = clock;
        lab_a$9$clock = clock;
        lab_d$9$clock = clock;
        lab_v$9$d = lab_v$9$q;
        lab_a$9$d = lab_a$9$q;
        lab_d$9$d = lab_d$9$q;
        h_hit$10$clock = clock;
        h_hit$10$d = h_hit$10$q;
        lab_v$10$clock = clock;
        lab_a$10$clock = clock;
        lab_d$10$clock = clock;
        lab_v$10$d = lab_v$10$q;
        lab_a$10$d = lab_a$10$q;
        lab_d$10$d = lab_d$10$q;
        h_hit$11$clock = clock;
        h_hit$11$d = h_hit$11$q;
        lab_v$11$clock = clock;
        lab_a$11$clock = clock;
        lab_d$11$clock = clock;
        lab_v$11$d = lab_v$11$q;
        lab_a$11$d = lab_a$11$q;
        lab_d$11$d = lab_d$11$q;
        h_hit$12$clock = clock;
        h_hit$12$d = h_hit$12$q;
        lab_v$12$clock = clock;
        lab_a$12$clock = clock;
        lab_d$12$clock = clock;
        lab_v$12$d = lab_v$12$q;
        lab_a$12$d = lab_a$12$q;
        lab_d$12$d = lab_d$12$q;
        h_hit$13$clock = clock;
        h_hit$13$d = h_hit$13$q;
        lab_v$13$clock = clock;
        lab_a$13$clock = clock;
        lab_d$13$clock = clock;
        lab_v$13$d = lab_v$13$q;
        lab_a$13$d = lab_a$13$q;
        lab_d$13$d = lab_d$13$q;
        h_hit$14$clock = clock;
        h_hit$14$d = h_hit$14$q;
        lab_v$14$clock = clock;
        lab_a$14$clock = clock;
        lab_d$14$clock = clock;
        lab_v$14$d = lab_v$14$q;
        lab_a$14$d = lab_a$14$q;
        lab_d$14$d = lab_d$14$q;
        h_hit$15$clock = clock;
        h_hit$15$d = h_hit$15$q;
        lab_v$15$clock = clock;
        lab_a$15$clock = clock;
        lab_d$15$clock = clock;
        lab_v$15$d = lab_v$15$q;
        lab_a$15$d = lab_a$15$q;
        lab_d$15$d = lab_d$15$q;
        h_hit$16$clock = clock;
        h_hit$16$d = h_hit$16$q;
        lab_v$16$clock = clock;
        lab_a$16$clock = clock;
        lab_d$16$clock = clock;
        lab_v$16$d = lab_v$16$q;
        lab_a$16$d = lab_a$16$q;
        lab_d$16$d = lab_d$16$q;
        h_hit$17$clock = clock;
        h_hit$17$d = h_hit$17$q;
        lab_v$17$clock = clock;
        lab_a$17$clock = clock;
        lab_d$17$clock = clock;
        lab_v$17$d = lab_v$17$q;
        lab_a$17$d = lab_a$17$q;
        lab_d$17$d = lab_d$17$q;
        h_hit$18$clock = clock;
        h_hit$18$d = h_hit$18$q;
        lab_v$18$clock = clock;
        lab_a$18$clock = clock;
        lab_d$18$clock = clock;
        lab_v$18$d = lab_v$18$q;
        lab_a$18$d = lab_a$18$q;
        lab_d$18$d = lab_d$18$q;
        h_hit$19$clock = clock;
        h_hit$19$d = h_hit$19$q;
        lab_v$19$clock = clock;
        lab_a$19$clock = clock;
        lab_d$19$clock = clock;
        lab_v$19$d = lab_v$19$q;
        lab_a$19$d = lab_a$19$q;
        lab_d$19$d = lab_d$19$q;
        h_hit$20$clock = clock;
        h_hit$20$d = h_hit$20$q;
        lab_v$20$clock = clock;
        lab_a$20$clock = clock;
        lab_d$20$clock = clock;
        lab_v$20$d = lab_v$20$q;
        lab_a$20$d = lab_a$20$q;
        lab_d$20$d = lab_d$20$q;
        h_hit$21$clock = clock;
        h_hit$21$d = h_hit$21$q;
        lab_v$21$clock = clock;
        lab_a$21$clock = clock;
        lab_d$21$clock = clock;
        lab_v$21$d = lab_v$21$q;
        lab_a$21$d = lab_a$21$q;
        lab_d$21$d = lab_d$21$q;
        h_hit$22$clock = clock;
        h_hit$22$d = h_hit$22$q;
        lab_v$22$clock = clock;
        lab_a$22$clock = clock;
        lab_d$22$clock = clock;
        lab_v$22$d = lab_v$22$q;
        lab_a$22$d = lab_a$22$q;
        lab_d$22$d = lab_d$22$q;
        h_hit$23$clock = clock;
        h_hit$23$d = h_hit$23$q;
        lab_v$23$clock = clock;
        lab_a$23$clock = clock;
        lab_d$23$clock = clock;
        lab_v$23$d = lab_v$23$q;
        lab_a$23$d = lab_a$23$q;
        lab_d$23$d = lab_d$23$q;
        h_hit$24$clock = clock;
        h_hit$24$d = h_hit$24$q;
        lab_v$24$clock = clock;
        lab_a$24$clock = clock;
        lab_d$24$clock = clock;
        lab_v$24$d = lab_v$24$q;
        lab_a$24$d = lab_a$24$q;
        lab_d$24$d = lab_d$24$q;
        h_hit$25$clock = clock;
        h_hit$25$d = h_hit$25$q;
        lab_v$25$clock = clock;
        lab_a$25$clock = clock;
        lab_d$25$clock = clock;
        lab_v$25$d = lab_v$25$q;
        lab_a$25$d = lab_a$25$q;
        lab_d$25$d = lab_d$25$q;
        h_hit$26$clock = clock;
        h_hit$26$d = h_hit$26$q;
        lab_v$26$clock = clock;
        lab_a$26$clock = clock;
        lab_d$26$clock = clock;
        lab_v$26$d = lab_v$26$q;
        lab_a$26$d = lab_a$26$q;
        lab_d$26$d = lab_d$26$q;
        h_hit$27$clock = clock;
        h_hit$27$d = h_hit$27$q;
        lab_v$27$clock = clock;
        lab_a$27$clock = clock;
        lab_d$27$clock = clock;
        lab_v$27$d = lab_v$27$q;
        lab_a$27$d = lab_a$27$q;
        lab_d$27$d = lab_d$27$q;
        h_hit$28$clock = clock;
        h_hit$28$d = h_hit$28$q;
        lab_v$28$clock = clock;
        lab_a$28$clock = clock;
        lab_d$28$clock = clock;
        lab_v$28$d = lab_v$28$q;
        lab_a$28$d = lab_a$28$q;
        lab_d$28$d = lab_d$28$q;
        h_hit$29$clock = clock;
        h_hit$29$d = h_hit$29$q;
        lab_v$29$clock = clock;
        lab_a$29$clock = clock;
        lab_d$29$clock = clock;
        lab_v$29$d = lab_v$29$q;
        lab_a$29$d = lab_a$29$q;
        lab_d$29$d = lab_d$29$q;
        h_hit$30$clock = clock;
        h_hit$30$d = h_hit$30$q;
        lab_v$30$clock = clock;
        lab_a$30$clock = clock;
        lab_d$30$clock = clock;
        lab_v$30$d = lab_v$30$q;
        lab_a$30$d = lab_a$30$q;
        lab_d$30$d = lab_d$30$q;
        h_hit$31$clock = clock;
        h_hit$31$d = h_hit$31$q;
        lab_v$31$clock = clock;
        lab_a$31$clock = clock;
        lab_d$31$clock = clock;
        lab_v$31$d = lab_v$31$q;
        lab_a$31$d = lab_a$31$q;
        lab_d$31$d = lab_d$31$q;
        fl$reset = reset;
        cq$reset = reset;
        in_slice$reset = reset;
        in_slice$s_valid = tup_valid;
        in_slice$s_data = ((tup_key) & 72'hffffffffffffffffff) | (((tup_val) & 72'hffffffffffffffffff) << KEY_BITS) | (((tup_table) & 72'hffffffffffffffffff) << slot_bits);
        tup_ready = in_slice$s_ready;
        in_valid = in_slice$m_valid;
        in_key = in_slice$m_data[(32'h0)+:(32)];
        in_val = in_slice$m_data[(KEY_BITS)+:(32)];
        in_table = in_slice$m_data[(SLOT_BITS)+:(8)];
        hash$key = in_key;
        bmask$d = (((32'h1) & 32'hffffffff) << bucket_bits) - 32'h1;
        obits = bucket_bits;
        if (bucket_bits > onchip_bits) begin
            obits = onchip_bits;
        end
        bucket = hash$hash & bmask$q;
        tmask$0$clock = clock;
        ocb$0 = onchip[0];
        tmask$0$d = (((32'h1) & 32'hffffffff) << bucket_bits) - 32'h1;
        if (ocb$0) begin
            tmask$0$d = (((32'h1) & 32'hffffffff) << obits) - 32'h1;
        end
        if (in_table == tc$0) begin
            bucket = hash$hash & tmask$0$q;
        end
        tmask$1$clock = clock;
        ocb$1 = onchip[1];
        tmask$1$d = (((32'h1) & 32'hffffffff) << bucket_bits) - 32'h1;
        if (ocb$1) begin
            tmask$1$d = (((32'h1) & 32'hffffffff) << obits) - 32'h1;
        end
        if (in_table == tc$1) begin
            bucket = hash$hash & tmask$1$q;
        end
        tmask$2$clock = clock;
        ocb$2 = onchip[2];
        tmask$2$d = (((32'h1) & 32'hffffffff) << bucket_bits) - 32'h1;
        if (ocb$2) begin
            tmask$2$d = (((32'h1) & 32'hffffffff) << obits) - 32'h1;
        end
        if (in_table == tc$2) begin
            bucket = hash$hash & tmask$2$q;
        end
        tmask$3$clock = clock;
        ocb$3 = onchip[3];
        tmask$3$d = (((32'h1) & 32'hffffffff) << bucket_bits) - 32'h1;
        if (ocb$3) begin
            tmask$3$d = (((32'h1) & 32'hffffffff) << obits) - 32'h1;
        end
        if (in_table == tc$3) begin
            bucket = hash$hash & tmask$3$q;
        end
        line = ((in_table) & 32'hffffffff) + (bucket & tm0) + ((bucket << 32'h1) & tm1) + ((bucket << 32'h2) & tm2);
        in_ctrl = dual & (bucket[32'h0] ^ in_table[32'h0]);
        cq$write = c_rsp_valid;
        cq$data_in = c_rsp_data;
        h_word = h_line$q >> cw_shift;
        h_have = h_v$q & ~cq$empty;
        cur = cq$data_out;
        if (h_fany$q) begin
            cur = h_fw$q;
        end
        if (h_same$q) begin
            cur = lab_d$0$q;
        end
        c_sh = (h_line$q & cw_mask) << cb_log2;
        c_at = cur >> c_sh;
        count = c_at[(32'h0)+:(4)];
        full = count >= slots;
        nw = (cur & ~(c_ones << c_sh)) | (((count + 32'h1) & 32'hffffffff) << c_sh);
        tup = ((h_key$q) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((h_val$q) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << KEY_BITS);
        rep$0 = tup;
        rep$1 = (rep$0 << SLOT_BITS) | tup;
        rep$2 = (rep$1 << SLOT_BITS) | tup;
        rep$3 = (rep$2 << SLOT_BITS) | tup;
        rep$4 = (rep$3 << SLOT_BITS) | tup;
        rep$5 = (rep$4 << SLOT_BITS) | tup;
        rep$6 = (rep$5 << SLOT_BITS) | tup;
        status = ((count + 32'h1) & 8'hff);
        wstrb = sbs;
        if (count == 0) begin
            wstrb = sbs | sb$0;
        end
        if (count == 1) begin
            wstrb = sbs | sb$1;
        end
        if (count == 2) begin
            wstrb = sbs | sb$2;
        end
        if (count == 3) begin
            wstrb = sbs | sb$3;
        end
        if (count == 4) begin
            wstrb = sbs | sb$4;
        end
        if (count == 5) begin
            wstrb = sbs | sb$5;
        end
        if (count == 6) begin
            wstrb = sbs | sb$6;
        end
        if (full) begin
            status = st_full;
            wstrb = sbs;
        end
        wdata = rep$6 | (((status) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << status_off);
        h_rdy = m0_wready;
        if (h_ctrl$q) begin
            h_rdy = m1_wready;
        end
        h_go = h_have & h_rdy & go_en & (ov_ready | ~full);
        ov_valid = h_have & full & h_rdy & go_en;
        ov_key = h_key$q;
        ov_val = h_val$q;
        inserted = h_go & ~full;
        overflowed = h_go & full;
        cq$read = h_go;
        c_wr_valid = h_go & ~full;
        c_wr_addr = h_word;
        c_wr_data = nw;
        if (h_go) begin
            lab_v$1$d = lab_v$0$q & ~h_hit$0$q;
            lab_a$1$d = lab_a$0$q;
            lab_d$1$d = lab_d$0$q;
            lab_v$2$d = lab_v$1$q & ~h_hit$1$q;
            lab_a$2$d = lab_a$1$q;
            lab_d$2$d = lab_d$1$q;
            lab_v$3$d = lab_v$2$q & ~h_hit$2$q;
            lab_a$3$d = lab_a$2$q;
            lab_d$3$d = lab_d$2$q;
            lab_v$4$d = lab_v$3$q & ~h_hit$3$q;
            lab_a$4$d = lab_a$3$q;
            lab_d$4$d = lab_d$3$q;
            lab_v$5$d = lab_v$4$q & ~h_hit$4$q;
            lab_a$5$d = lab_a$4$q;
            lab_d$5$d = lab_d$4$q;
            lab_v$6$d = lab_v$5$q & ~h_hit$5$q;
            lab_a$6$d = lab_a$5$q;
            lab_d$6$d = lab_d$5$q;
            lab_v$7$d = lab_v$6$q & ~h_hit$6$q;
            lab_a$7$d = lab_a$6$q;
            lab_d$7$d = lab_d$6$q;
            lab_v$8$d = lab_v$7$q & ~h_hit$7$q;
            lab_a$8$d = lab_a$7$q;
            lab_d$8$d = lab_d$7$q;
            lab_v$9$d = lab_v$8$q & ~h_hit$8$q;
            lab_a$9$d = lab_a$8$q;
            lab_d$9$d = lab_d$8$q;
            lab_v$10$d = lab_v$9$q & ~h_hit$9$q;
            lab_a$10$d = lab_a$9$q;
            lab_d$10$d = lab_d$9$q;
            lab_v$11$d = lab_v$10$q & ~h_hit$10$q;
            lab_a$11$d = lab_a$10$q;
            lab_d$11$d = lab_d$10$q;
            lab_v$12$d = lab_v$11$q & ~h_hit$11$q;
            lab_a$12$d = lab_a$11$q;
            lab_d$12$d = lab_d$11$q;
            lab_v$13$d = lab_v$12$q & ~h_hit$12$q;
            lab_a$13$d = lab_a$12$q;
            lab_d$13$d = lab_d$12$q;
            lab_v$14$d = lab_v$13$q & ~h_hit$13$q;
            lab_a$14$d = lab_a$13$q;
            lab_d$14$d = lab_d$13$q;
            lab_v$15$d = lab_v$14$q & ~h_hit$14$q;
            lab_a$15$d = lab_a$14$q;
            lab_d$15$d = lab_d$14$q;
            lab_v$16$d = lab_v$15$q & ~h_hit$15$q;
            lab_a$16$d = lab_a$15$q;
            lab_d$16$d = lab_d$15$q;
            lab_v$17$d = lab_v$16$q & ~h_hit$16$q;
            lab_a$17$d = lab_a$16$q;
            lab_d$17$d = lab_d$16$q;
            lab_v$18$d = lab_v$17$q & ~h_hit$17$q;
            lab_a$18$d = lab_a$17$q;
            lab_d$18$d = lab_d$17$q;
            lab_v$19$d = lab_v$18$q & ~h_hit$18$q;
            lab_a$19$d = lab_a$18$q;
            lab_d$19$d = lab_d$18$q;
            lab_v$20$d = lab_v$19$q & ~h_hit$19$q;
            lab_a$20$d = lab_a$19$q;
            lab_d$20$d = lab_d$19$q;
            lab_v$21$d = lab_v$20$q & ~h_hit$20$q;
            lab_a$21$d = lab_a$20$q;
            lab_d$21$d = lab_d$20$q;
            lab_v$22$d = lab_v$21$q & ~h_hit$21$q;
            lab_a$22$d = lab_a$21$q;
            lab_d$22$d = lab_d$21$q;
            lab_v$23$d = lab_v$22$q & ~h_hit$22$q;
            lab_a$23$d = lab_a$22$q;
            lab_d$23$d = lab_d$22$q;
            lab_v$24$d = lab_v$23$q & ~h_hit$23$q;
            lab_a$24$d = lab_a$23$q;
            lab_d$24$d = lab_d$23$q;
            lab_v$25$d = lab_v$24$q & ~h_hit$24$q;
            lab_a$25$d = lab_a$24$q;
            lab_d$25$d = lab_d$24$q;
            lab_v$26$d = lab_v$25$q & ~h_hit$25$q;
            lab_a$26$d = lab_a$25$q;
            lab_d$26$d = lab_d$25$q;
            lab_v$27$d = lab_v$26$q & ~h_hit$26$q;
            lab_a$27$d = lab_a$26$q;
            lab_d$27$d = lab_d$26$q;
            lab_v$28$d = lab_v$27$q & ~h_hit$27$q;
            lab_a$28$d = lab_a$27$q;
            lab_d$28$d = lab_d$27$q;
            lab_v$29$d = lab_v$28$q & ~h_hit$28$q;
            lab_a$29$d = lab_a$28$q;
            lab_d$29$d = lab_d$28$q;
            lab_v$30$d = lab_v$29$q & ~h_hit$29$q;
            lab_a$30$d = lab_a$29$q;
            lab_d$30$d = lab_d$29$q;
            lab_v$31$d = lab_v$30$q & ~h_hit$30$q;
            lab_a$31$d = lab_a$30$q;
            lab_d$31$d = lab_d$30$q;
            lab_v$0$d = 1'b1;
            lab_a$0$d = h_word;
            lab_d$0$d = nw;
            if (full) begin
                lab_d$0$d = cur;
            end
            h_v$d = 1'b0;
        end
        n_line = fl$data_out[(SLOT_BITS)+:(32)];
        n_table = fl$data_out[(E_TABLE)+:(2)];
        n_oc = 1'b0;
        if (((n_table) & 8'hff) == tc$0) begin
            n_oc = ocb$0;
        end
        if (((n_table) & 8'hff) == tc$1) begin
            n_oc = ocb$1;
        end
        if (((n_table) & 8'hff) == tc$2) begin
            n_oc = ocb$2;
        end
        if (((n_table) & 8'hff) == tc$3) begin
            n_oc = ocb$3;
        end
        n_word = n_line >> cw_shift;
        n_load = ~fl$empty & (~h_v$q | h_go);
        n_same = h_v$q & (h_word == n_word);
        n_fw$0 = 32'h0;
        n_fany$0 = 1'b0;
        n_hit$0 = lab_v$0$q & (lab_a$0$q == n_word);
        n_fw$1 = n_fw$0;
        if (n_hit$0) begin
            n_fw$1 = n_fw$0 | lab_d$0$q;
        end
        n_fany$1 = n_fany$0 | n_hit$0;
        n_hit$1 = lab_v$1$q & (lab_a$1$q == n_word);
        n_fw$2 = n_fw$1;
        if (n_hit$1) begin
            n_fw$2 = n_fw$1 | lab_d$1$q;
        end
        n_fany$2 = n_fany$1 | n_hit$1;
        n_hit$2 = lab_v$2$q & (lab_a$2$q == n_word);
        n_fw$3 = n_fw$2;
        if (n_hit$2) begin
            n_fw$3 = n_fw$2 | lab_d$2$q;
        end
        n_fany$3 = n_fany$2 | n_hit$2;
        n_hit$3 = lab_v$3$q & (lab_a$3$q == n_word);
        n_fw$4 = n_fw$3;
        if (n_hit$3) begin
            n_fw$4 = n_fw$3 | lab_d$3$q;
        end
        n_fany$4 = n_fany$3 | n_hit$3;
        n_hit$4 = lab_v$4$q & (lab_a$4$q == n_word);
        n_fw$5 = n_fw$4;
        if (n_hit$4) begin
            n_fw$5 = n_fw$4 | lab_d$4$q;
        end
        n_fany$5 = n_fany$4 | n_hit$4;
        n_hit$5 = lab_v$5$q & (lab_a$5$q == n_word);
        n_fw$6 = n_fw$5;
        if (n_hit$5) begin
            n_fw$6 = n_fw$5 | lab_d$5$q;
        end
        n_fany$6 = n_fany$5 | n_hit$5;
        n_hit$6 = lab_v$6$q & (lab_a$6$q == n_word);
        n_fw$7 = n_fw$6;
        if (n_hit$6) begin
            n_fw$7 = n_fw$6 | lab_d$6$q;
        end
        n_fany$7 = n_fany$6 | n_hit$6;
        n_hit$7 = lab_v$7$q & (lab_a$7$q == n_word);
        n_fw$8 = n_fw$7;
        if (n_hit$7) begin
            n_fw$8 = n_fw$7 | lab_d$7$q;
        end
        n_fany$8 = n_fany$7 | n_hit$7;
        n_hit$8 = lab_v$8$q & (lab_a$8$q == n_word);
        n_fw$9 = n_fw$8;
        if (n_hit$8) begin
            n_fw$9 = n_fw$8 | lab_d$8$q;
        end
        n_fany$9 = n_fany$8 | n_hit$8;
        n_hit$9 = lab_v$9$q & (lab_a$9$q == n_word);
        n_fw$10 = n_fw$9;
        if (n_hit$9) begin
            n_fw$10 = n_fw$9 | lab_d$9$q;
        end
        n_fany$10 = n_fany$9 | n_hit$9;
        n_hit$10 = lab_v$10$q & (lab_a$10$q == n_word);
        n_fw$11 = n_fw$10;
        if (n_hit$10) begin
            n_fw$11 = n_fw$10 | lab_d$10$q;
        end
        n_fany$11 = n_fany$10 | n_hit$10;
        n_hit$11 = lab_v$11$q & (lab_a$11$q == n_word);
        n_fw$12 = n_fw$11;
        if (n_hit$11) begin
            n_fw$12 = n_fw$11 | lab_d$11$q;
        end
        n_fany$12 = n_fany$11 | n_hit$11;
        n_hit$12 = lab_v$12$q & (lab_a$12$q == n_word);
        n_fw$13 = n_fw$12;
        if (n_hit$12) begin
            n_fw$13 = n_fw$12 | lab_d$12$q;
        end
        n_fany$13 = n_fany$12 | n_hit$12;
        n_hit$13 = lab_v$13$q & (lab_a$13$q == n_word);
        n_fw$14 = n_fw$13;
        if (n_hit$13) begin
            n_fw$14 = n_fw$13 | lab_d$13$q;
        end
        n_fany$14 = n_fany$13 | n_hit$13;
        n_hit$14 = lab_v$14$q & (lab_a$14$q == n_word);
        n_fw$15 = n_fw$14;
        if (n_hit$14) begin
            n_fw$15 = n_fw$14 | lab_d$14$q;
        end
        n_fany$15 = n_fany$14 | n_hit$14;
        n_hit$15 = lab_v$15$q & (lab_a$15$q == n_word);
        n_fw$16 = n_fw$15;
        if (n_hit$15) begin
            n_fw$16 = n_fw$15 | lab_d$15$q;
        end
        n_fany$16 = n_fany$15 | n_hit$15;
        n_hit$16 = lab_v$16$q & (lab_a$16$q == n_word);
        n_fw$17 = n_fw$16;
        if (n_hit$16) begin
            n_fw$17 = n_fw$16 | lab_d$16$q;
        end
        n_fany$17 = n_fany$16 | n_hit$16;
        n_hit$17 = lab_v$17$q & (lab_a$17$q == n_word);
        n_fw$18 = n_fw$17;
        if (n_hit$17) begin
            n_fw$18 = n_fw$17 | lab_d$17$q;
        end
        n_fany$18 = n_fany$17 | n_hit$17;
        n_hit$18 = lab_v$18$q & (lab_a$18$q == n_word);
        n_fw$19 = n_fw$18;
        if (n_hit$18) begin
            n_fw$19 = n_fw$18 | lab_d$18$q;
        end
        n_fany$19 = n_fany$18 | n_hit$18;
        n_hit$19 = lab_v$19$q & (lab_a$19$q == n_word);
        n_fw$20 = n_fw$19;
        if (n_hit$19) begin
            n_fw$20 = n_fw$19 | lab_d$19$q;
        end
        n_fany$20 = n_fany$19 | n_hit$19;
        n_hit$20 = lab_v$20$q & (lab_a$20$q == n_word);
        n_fw$21 = n_fw$20;
        if (n_hit$20) begin
            n_fw$21 = n_fw$20 | lab_d$20$q;
        end
        n_fany$21 = n_fany$20 | n_hit$20;
        n_hit$21 = lab_v$21$q & (lab_a$21$q == n_word);
        n_fw$22 = n_fw$21;
        if (n_hit$21) begin
            n_fw$22 = n_fw$21 | lab_d$21$q;
        end
        n_fany$22 = n_fany$21 | n_hit$21;
        n_hit$22 = lab_v$22$q & (lab_a$22$q == n_word);
        n_fw$23 = n_fw$22;
        if (n_hit$22) begin
            n_fw$23 = n_fw$22 | lab_d$22$q;
        end
        n_fany$23 = n_fany$22 | n_hit$22;
        n_hit$23 = lab_v$23$q & (lab_a$23$q == n_word);
        n_fw$24 = n_fw$23;
        if (n_hit$23) begin
            n_fw$24 = n_fw$23 | lab_d$23$q;
        end
        n_fany$24 = n_fany$23 | n_hit$23;
        n_hit$24 = lab_v$24$q & (lab_a$24$q == n_word);
        n_fw$25 = n_fw$24;
        if (n_hit$24) begin
            n_fw$25 = n_fw$24 | lab_d$24$q;
        end
        n_fany$25 = n_fany$24 | n_hit$24;
        n_hit$25 = lab_v$25$q & (lab_a$25$q == n_word);
        n_fw$26 = n_fw$25;
        if (n_hit$25) begin
            n_fw$26 = n_fw$25 | lab_d$25$q;
        end
        n_fany$26 = n_fany$25 | n_hit$25;
        n_hit$26 = lab_v$26$q & (lab_a$26$q == n_word);
        n_fw$27 = n_fw$26;
        if (n_hit$26) begin
            n_fw$27 = n_fw$26 | lab_d$26$q;
        end
        n_fany$27 = n_fany$26 | n_hit$26;
        n_hit$27 = lab_v$27$q & (lab_a$27$q == n_word);
        n_fw$28 = n_fw$27;
        if (n_hit$27) begin
            n_fw$28 = n_fw$27 | lab_d$27$q;
        end
        n_fany$28 = n_fany$27 | n_hit$27;
        n_hit$28 = lab_v$28$q & (lab_a$28$q == n_word);
        n_fw$29 = n_fw$28;
        if (n_hit$28) begin
            n_fw$29 = n_fw$28 | lab_d$28$q;
        end
        n_fany$29 = n_fany$28 | n_hit$28;
        n_hit$29 = lab_v$29$q & (lab_a$29$q == n_word);
        n_fw$30 = n_fw$29;
        if (n_hit$29) begin
            n_fw$30 = n_fw$29 | lab_d$29$q;
        end
        n_fany$30 = n_fany$29 | n_hit$29;
        n_hit$30 = lab_v$30$q & (lab_a$30$q == n_word);
        n_fw$31 = n_fw$30;
        if (n_hit$30) begin
            n_fw$31 = n_fw$30 | lab_d$30$q;
        end
        n_fany$31 = n_fany$30 | n_hit$30;
        n_hit$31 = lab_v$31$q & (lab_a$31$q == n_word);
        n_fw$32 = n_fw$31;
        if (n_hit$31) begin
            n_fw$32 = n_fw$31 | lab_d$31$q;
        end
        n_fany$32 = n_fany$31 | n_hit$31;
        fl$read = n_load;
        if (n_load) begin
            h_v$d = 1'b1;
            h_key$d = fl$data_out[(32'h0)+:(32)];
            h_val$d = fl$data_out[(KEY_BITS)+:(32)];
            h_line$d = n_line;
            h_ctrl$d = fl$data_out[SLOT_BITS + 32'h20];
            h_table$d = n_table;
            h_oc$d = n_oc;
            h_obk$d = fl$data_out[(E_OBK)+:(13)];
            h_fw$d = n_fw$32;
            h_fany$d = n_fany$32;
            h_same$d = h_go & n_same;
            h_hit$0$d = n_hit$0;
            h_hit$1$d = n_hit$1;
            h_hit$2$d = n_hit$2;
            h_hit$3$d = n_hit$3;
            h_hit$4$d = n_hit$4;
            h_hit$5$d = n_hit$5;
            h_hit$6$d = n_hit$6;
            h_hit$7$d = n_hit$7;
            h_hit$8$d = n_hit$8;
            h_hit$9$d = n_hit$9;
            h_hit$10$d = n_hit$10;
            h_hit$11$d = n_hit$11;
            h_hit$12$d = n_hit$12;
            h_hit$13$d = n_hit$13;
            h_hit$14$d = n_hit$14;
            h_hit$15$d = n_hit$15;
            h_hit$16$d = n_hit$16;
            h_hit$17$d = n_hit$17;
            h_hit$18$d = n_hit$18;
            h_hit$19$d = n_hit$19;
            h_hit$20$d = n_hit$20;
            h_hit$21$d = n_hit$21;
            h_hit$22$d = n_hit$22;
            h_hit$23$d = n_hit$23;
            h_hit$24$d = n_hit$24;
            h_hit$25$d = n_hit$25;
            h_hit$26$d = n_hit$26;
            h_hit$27$d = n_hit$27;
            h_hit$28$d = n_hit$28;
            h_hit$29$d = n_hit$29;
            h_hit$30$d = n_hit$30;
            h_hit$31$d = n_hit$31;
            if (h_go) begin
                h_hit$0$d = n_same;
                h_hit$1$d = n_hit$0 & ~n_same;
                h_hit$2$d = n_hit$1 & ~n_same;
                h_hit$3$d = n_hit$2 & ~n_same;
                h_hit$4$d = n_hit$3 & ~n_same;
                h_hit$5$d = n_hit$4 & ~n_same;
                h_hit$6$d = n_hit$5 & ~n_same;
                h_hit$7$d = n_hit$6 & ~n_same;
                h_hit$8$d = n_hit$7 & ~n_same;
                h_hit$9$d = n_hit$8 & ~n_same;
                h_hit$10$d = n_hit$9 & ~n_same;
                h_hit$11$d = n_hit$10 & ~n_same;
                h_hit$12$d = n_hit$11 & ~n_same;
                h_hit$13$d = n_hit$12 & ~n_same;
                h_hit$14$d = n_hit$13 & ~n_same;
                h_hit$15$d = n_hit$14 & ~n_same;
                h_hit$16$d = n_hit$15 & ~n_same;
                h_hit$17$d = n_hit$16 & ~n_same;
                h_hit$18$d = n_hit$17 & ~n_same;
                h_hit$19$d = n_hit$18 & ~n_same;
                h_hit$20$d = n_hit$19 & ~n_same;
                h_hit$21$d = n_hit$20 & ~n_same;
                h_hit$22$d = n_hit$21 & ~n_same;
                h_hit$23$d = n_hit$22 & ~n_same;
                h_hit$24$d = n_hit$23 & ~n_same;
                h_hit$25$d = n_hit$24 & ~n_same;
                h_hit$26$d = n_hit$25 & ~n_same;
                h_hit$27$d = n_hit$26 & ~n_same;
                h_hit$28$d = n_hit$27 & ~n_same;
                h_hit$29$d = n_hit$28 & ~n_same;
                h_hit$30$d = n_hit$29 & ~n_same;
                h_hit$31$d = n_hit$30 & ~n_same;
            end
        end
        m0_valid = h_go & ~h_ctrl$q;
        m1_valid = h_go & h_ctrl$q;
        m0_addr = h_line$q;
        m1_addr = h_line$q;
        m0_wdata = wdata;
        m1_wdata = wdata;
        m0_wstrb = wstrb;
        m1_wstrb = wstrb;
        oc_wr = h_go & h_oc$q;
        oc_table = h_table$q;
        oc_bucket = h_obk$q;
        rd_go = in_valid & ~fl$full;
        c_rd_valid = rd_go;
        c_rd_addr = line >> cw_shift;
        in_slice$m_ready = rd_go;
        fl$write = rd_go;
        fl$data_in = ((in_key) & 112'hffffffffffffffffffffffffffff) | (((in_val) & 112'hffffffffffffffffffffffffffff) << KEY_BITS) | (((line) & 112'hffffffffffffffffffffffffffff) << slot_bits) | (((in_ctrl) & 112'hffffffffffffffffffffffffffff) << ctl_off) | (((in_table[(32'h0)+:(2)]) & 112'hffffffffffffffffffffffffffff) << E_TABLE) | (((bucket[(32'h0)+:(13)]) & 112'hffffffffffffffffffffffffffff) << E_OBK);
        wrote$d = fl$write;
        busy = in_slice$busy | wrote$q | ~fl$empty | h_v$q;
        if (reset | flush) begin
            lab_v$0$d = 1'b0;
            h_hit$0$d = 1'b0;
            lab_v$1$d = 1'b0;
            h_hit$1$d = 1'b0;
            lab_v$2$d = 1'b0;
            h_hit$2$d = 1'b0;
            lab_v$3$d = 1'b0;
            h_hit$3$d = 1'b0;
            lab_v$4$d = 1'b0;
            h_hit$4$d = 1'b0;
            lab_v$5$d = 1'b0;
            h_hit$5$d = 1'b0;
            lab_v$6$d = 1'b0;
            h_hit$6$d = 1'b0;
            lab_v$7$d = 1'b0;
            h_hit$7$d = 1'b0;
            lab_v$8$d = 1'b0;
            h_hit$8$d = 1'b0;
            lab_v$9$d = 1'b0;
            h_hit$9$d = 1'b0;
            lab_v$10$d = 1'b0;
            h_hit$10$d = 1'b0;
            lab_v$11$d = 1'b0;
            h_hit$11$d = 1'b0;
            lab_v$12$d = 1'b0;
            h_hit$12$d = 1'b0;
            lab_v$13$d = 1'b0;
            h_hit$13$d = 1'b0;
            lab_v$14$d = 1'b0;
            h_hit$14$d = 1'b0;
            lab_v$15$d = 1'b0;
            h_hit$15$d = 1'b0;
            lab_v$16$d = 1'b0;
            h_hit$16$d = 1'b0;
            lab_v$17$d = 1'b0;
            h_hit$17$d = 1'b0;
            lab_v$18$d = 1'b0;
            h_hit$18$d = 1'b0;
            lab_v$19$d = 1'b0;
            h_hit$19$d = 1'b0;
            lab_v$20$d = 1'b0;
            h_hit$20$d = 1'b0;
            lab_v$21$d = 1'b0;
            h_hit$21$d = 1'b0;
            lab_v$22$d = 1'b0;
            h_hit$22$d = 1'b0;
            lab_v$23$d = 1'b0;
            h_hit$23$d = 1'b0;
            lab_v$24$d = 1'b0;
            h_hit$24$d = 1'b0;
            lab_v$25$d = 1'b0;
            h_hit$25$d = 1'b0;
            lab_v$26$d = 1'b0;
            h_hit$26$d = 1'b0;
            lab_v$27$d = 1'b0;
            h_hit$27$d = 1'b0;
            lab_v$28$d = 1'b0;
            h_hit$28$d = 1'b0;
            lab_v$29$d = 1'b0;
            h_hit$29$d = 1'b0;
            lab_v$30$d = 1'b0;
            h_hit$30$d = 1'b0;
            lab_v$31$d = 1'b0;
            h_hit$31$d = 1'b0;
            h_fany$d = 1'b0;
            h_same$d = 1'b0;
        end
        if (reset) begin
            h_v$d = 1'b0;
        end
    end
    
endmodule // top


module top$bmask(d,q,clock);
    
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
          
endmodule // top$bmask


module top$cq(clock,reset,write,data_in,full,full_q,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [31:0] data_in;
    output reg  full;
    output reg  full_q;
    output reg  [6:0] count;
    input wire  read;
    output reg  [31:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    localparam  size_less_one = 7'b111111;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [31:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [31:0] ram$write_data;
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
    reg  full_r$d;
    wire  full_r$q;
    reg  full_r$clock;
    
    // Sub module instances
    top$cq$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$cq$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$cq$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$cq$wr_d wr_d(
        .d(wr_d$d),
        .q(wr_d$q),
        .clock(wr_d$clock)
    );
    top$cq$full_r full_r(
        .d(full_r$d),
        .q(full_r$q),
        .clock(full_r$clock)
    );
    
    // Update code
    always @(*) begin
        rd$clock = clock;
        wr$clock = clock;
        wr_d$clock = clock;
        full_r$clock = clock;
        rd$d = rd$q;
        wr$d = wr$q;
        wr_d$d = wr_d$q;
        full_r$d = full_r$q;
        ram$read_clock = clock;
        ram$write_clock = clock;
        empty = rd$q == wr_d$q;
        count = wr$q - rd$q;
        full = (wr$q - rd$q) == size;
        full_r$d = (wr$q - rd$q) >= size_less_one;
        full_q = full_r$q;
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
    
endmodule // top$cq


module top$cq$full_r(d,q,clock);
    
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
          
endmodule // top$cq$full_r


module top$cq$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [31:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [31:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[31:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$cq$ram


module top$cq$rd(d,q,clock);
    
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
          
endmodule // top$cq$rd


module top$cq$wr(d,q,clock);
    
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
          
endmodule // top$cq$wr


module top$cq$wr_d(d,q,clock);
    
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
          
endmodule // top$cq$wr_d


module top$fl(clock,reset,write,data_in,full,full_q,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [111:0] data_in;
    output reg  full;
    output reg  full_q;
    output reg  [5:0] count;
    input wire  read;
    output reg  [111:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 6'b100000;
    localparam  size_less_one = 6'b11111;
    
    // Stub signals
    reg  [4:0] ram$read_address;
    reg  ram$read_clock;
    wire  [111:0] ram$read_data;
    reg  [4:0] ram$write_address;
    reg  ram$write_clock;
    reg  [111:0] ram$write_data;
    reg  ram$write_enable;
    reg  [5:0] rd$d;
    wire  [5:0] rd$q;
    reg  rd$clock;
    reg  [5:0] wr$d;
    wire  [5:0] wr$q;
    reg  wr$clock;
    reg  [5:0] wr_d$d;
    wire  [5:0] wr_d$q;
    reg  wr_d$clock;
    reg  full_r$d;
    wire  full_r$q;
    reg  full_r$clock;
    
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
    top$fl$full_r full_r(
        .d(full_r$d),
        .q(full_r$q),
        .clock(full_r$clock)
    );
    
    // Update code
    always @(*) begin
        rd$clock = clock;
        wr$clock = clock;
        wr_d$clock = clock;
        full_r$clock = clock;
        rd$d = rd$q;
        wr$d = wr$q;
        wr_d$d = wr_d$q;
        full_r$d = full_r$q;
        ram$read_clock = clock;
        ram$write_clock = clock;
        empty = rd$q == wr_d$q;
        count = wr$q - rd$q;
        full = (wr$q - rd$q) == size;
        full_r$d = (wr$q - rd$q) >= size_less_one;
        full_q = full_r$q;
        ram$write_address = ((wr$q) & 5'h1f);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 5'h1f);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 5'h1f);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$fl


module top$fl$full_r(d,q,clock);
    
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
          
endmodule // top$fl$full_r


module top$fl$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [4:0] read_address;
    input wire  read_clock;
    output reg  [111:0] read_data;
    input wire  [4:0] write_address;
    input wire  write_clock;
    input wire  [111:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[111:0] mem[31:0];
    
    
    
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
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fl$rd


module top$fl$wr(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fl$wr


module top$fl$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fl$wr_d


module top$h_ctrl(d,q,clock);
    
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
          
endmodule // top$h_ctrl


module top$h_fany(d,q,clock);
    
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
          
endmodule // top$h_fany


module top$h_fw(d,q,clock);
    
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
          
endmodule // top$h_fw


module top$h_hit$0(d,q,clock);
    
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
          
endmodule // top$h_hit$0


module top$h_hit$1(d,q,clock);
    
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
          
endmodule // top$h_hit$1


module top$h_hit$10(d,q,clock);
    
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
          
endmodule // top$h_hit$10


module top$h_hit$11(d,q,clock);
    
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
          
endmodule // top$h_hit$11


module top$h_hit$12(d,q,clock);
    
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
          
endmodule // top$h_hit$12


module top$h_hit$13(d,q,clock);
    
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
          
endmodule // top$h_hit$13


module top$h_hit$14(d,q,clock);
    
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
          
endmodule // top$h_hit$14


module top$h_hit$15(d,q,clock);
    
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
          
endmodule // top$h_hit$15


module top$h_hit$16(d,q,clock);
    
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
          
endmodule // top$h_hit$16


module top$h_hit$17(d,q,clock);
    
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
          
endmodule // top$h_hit$17


module top$h_hit$18(d,q,clock);
    
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
          
endmodule // top$h_hit$18


module top$h_hit$19(d,q,clock);
    
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
          
endmodule // top$h_hit$19


module top$h_hit$2(d,q,clock);
    
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
          
endmodule // top$h_hit$2


module top$h_hit$20(d,q,clock);
    
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
          
endmodule // top$h_hit$20


module top$h_hit$21(d,q,clock);
    
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
          
endmodule // top$h_hit$21


module top$h_hit$22(d,q,clock);
    
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
          
endmodule // top$h_hit$22


module top$h_hit$23(d,q,clock);
    
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
          
endmodule // top$h_hit$23


module top$h_hit$24(d,q,clock);
    
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
          
endmodule // top$h_hit$24


module top$h_hit$25(d,q,clock);
    
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
          
endmodule // top$h_hit$25


module top$h_hit$26(d,q,clock);
    
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
          
endmodule // top$h_hit$26


module top$h_hit$27(d,q,clock);
    
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
          
endmodule // top$h_hit$27


module top$h_hit$28(d,q,clock);
    
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
          
endmodule // top$h_hit$28


module top$h_hit$29(d,q,clock);
    
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
          
endmodule // top$h_hit$29


module top$h_hit$3(d,q,clock);
    
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
          
endmodule // top$h_hit$3


module top$h_hit$30(d,q,clock);
    
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
          
endmodule // top$h_hit$30


module top$h_hit$31(d,q,clock);
    
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
          
endmodule // top$h_hit$31


module top$h_hit$4(d,q,clock);
    
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
          
endmodule // top$h_hit$4


module top$h_hit$5(d,q,clock);
    
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
          
endmodule // top$h_hit$5


module top$h_hit$6(d,q,clock);
    
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
          
endmodule // top$h_hit$6


module top$h_hit$7(d,q,clock);
    
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
          
endmodule // top$h_hit$7


module top$h_hit$8(d,q,clock);
    
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
          
endmodule // top$h_hit$8


module top$h_hit$9(d,q,clock);
    
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
          
endmodule // top$h_hit$9


module top$h_key(d,q,clock);
    
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
          
endmodule // top$h_key


module top$h_line(d,q,clock);
    
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
          
endmodule // top$h_line


module top$h_obk(d,q,clock);
    
    // Module arguments
    input wire  [12:0] d;
    output reg  [12:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 13'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$h_obk


module top$h_oc(d,q,clock);
    
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
          
endmodule // top$h_oc


module top$h_same(d,q,clock);
    
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
          
endmodule // top$h_same


module top$h_table(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$h_table


module top$h_v(d,q,clock);
    
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
          
endmodule // top$h_v


module top$h_val(d,q,clock);
    
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
          
endmodule // top$h_val


module top$hash(key,hash);
    
    // Module arguments
    input wire  [31:0] key;
    output reg  [31:0] hash;
    
    // Update code (custom)
    always @(*) begin
       hash[0] = ^(key & 32'h610a6c6c);
       hash[1] = ^(key & 32'h46648e03);
       hash[2] = ^(key & 32'h0c826c34);
       hash[3] = ^(key & 32'h88b8e338);
       hash[4] = ^(key & 32'h904ef542);
       hash[5] = ^(key & 32'he01a225d);
       hash[6] = ^(key & 32'hc0e82e6f);
       hash[7] = ^(key & 32'h807d4fdb);
       hash[8] = ^(key & 32'h00cb8f7f);
       hash[9] = ^(key & 32'h000e8a98);
       hash[10] = ^(key & 32'h004cb691);
       hash[11] = ^(key & 32'h00d8241b);
       hash[12] = ^(key & 32'h0070c36e);
       hash[13] = ^(key & 32'h0020eb19);
       hash[14] = ^(key & 32'h00c068f2);
       hash[15] = ^(key & 32'h0080bc6f);
       hash[16] = ^(key & 32'h00001769);
       hash[17] = ^(key & 32'h00004a17);
       hash[18] = ^(key & 32'h0000142e);
       hash[19] = ^(key & 32'h000008e3);
       hash[20] = ^(key & 32'h000090c5);
       hash[21] = ^(key & 32'h0000a099);
       hash[22] = ^(key & 32'h00004058);
       hash[23] = ^(key & 32'h000080a1);
       hash[24] = ^(key & 32'h000000ef);
       hash[25] = ^(key & 32'h000000ba);
       hash[26] = ^(key & 32'h00000094);
       hash[27] = ^(key & 32'h000000a8);
       hash[28] = ^(key & 32'h000000f0);
       hash[29] = ^(key & 32'h00000020);
       hash[30] = ^(key & 32'h000000c0);
       hash[31] = ^(key & 32'h00000080);
    end
endmodule // top$hash


module top$in_slice(clock,reset,s_valid,s_data,s_ready,m_valid,m_data,m_ready,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    input wire  [71:0] s_data;
    output reg  s_ready;
    output reg  m_valid;
    output reg  [71:0] m_data;
    input wire  m_ready;
    output reg  busy;
    
    // Stub signals
    reg  out_v$d;
    wire  out_v$q;
    reg  out_v$clock;
    reg  [71:0] out_d$d;
    wire  [71:0] out_d$q;
    reg  out_d$clock;
    reg  skid_v$d;
    wire  skid_v$q;
    reg  skid_v$clock;
    reg  [71:0] skid_d$d;
    wire  [71:0] skid_d$q;
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
    input wire  [71:0] d;
    output reg  [71:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 72'h0;
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
    input wire  [71:0] d;
    output reg  [71:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 72'h0;
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
          
endmodule // top$lab_d$0


module top$lab_d$1(d,q,clock);
    
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
          
endmodule // top$lab_d$1


module top$lab_d$10(d,q,clock);
    
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
          
endmodule // top$lab_d$10


module top$lab_d$11(d,q,clock);
    
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
          
endmodule // top$lab_d$11


module top$lab_d$12(d,q,clock);
    
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
          
endmodule // top$lab_d$12


module top$lab_d$13(d,q,clock);
    
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
          
endmodule // top$lab_d$13


module top$lab_d$14(d,q,clock);
    
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
          
endmodule // top$lab_d$14


module top$lab_d$15(d,q,clock);
    
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
          
endmodule // top$lab_d$15


module top$lab_d$16(d,q,clock);
    
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
          
endmodule // top$lab_d$16


module top$lab_d$17(d,q,clock);
    
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
          
endmodule // top$lab_d$17


module top$lab_d$18(d,q,clock);
    
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
          
endmodule // top$lab_d$18


module top$lab_d$19(d,q,clock);
    
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
          
endmodule // top$lab_d$19


module top$lab_d$2(d,q,clock);
    
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
          
endmodule // top$lab_d$2


module top$lab_d$20(d,q,clock);
    
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
          
endmodule // top$lab_d$20


module top$lab_d$21(d,q,clock);
    
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
          
endmodule // top$lab_d$21


module top$lab_d$22(d,q,clock);
    
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
          
endmodule // top$lab_d$22


module top$lab_d$23(d,q,clock);
    
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
          
endmodule // top$lab_d$23


module top$lab_d$24(d,q,clock);
    
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
          
endmodule // top$lab_d$24


module top$lab_d$25(d,q,clock);
    
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
          
endmodule // top$lab_d$25


module top$lab_d$26(d,q,clock);
    
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
          
endmodule // top$lab_d$26


module top$lab_d$27(d,q,clock);
    
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
          
endmodule // top$lab_d$27


module top$lab_d$28(d,q,clock);
    
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
          
endmodule // top$lab_d$28


module top$lab_d$29(d,q,clock);
    
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
          
endmodule // top$lab_d$29


module top$lab_d$3(d,q,clock);
    
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
          
endmodule // top$lab_d$3


module top$lab_d$30(d,q,clock);
    
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
          
endmodule // top$lab_d$30


module top$lab_d$31(d,q,clock);
    
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
          
endmodule // top$lab_d$31


module top$lab_d$4(d,q,clock);
    
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
          
endmodule // top$lab_d$4


module top$lab_d$5(d,q,clock);
    
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
          
endmodule // top$lab_d$5


module top$lab_d$6(d,q,clock);
    
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
          
endmodule // top$lab_d$6


module top$lab_d$7(d,q,clock);
    
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
          
endmodule // top$lab_d$7


module top$lab_d$8(d,q,clock);
    
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
          
endmodule // top$lab_d$8


module top$lab_d$9(d,q,clock);
    
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


module top$tmask$0(d,q,clock);
    
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
          
endmodule // top$tmask$0


module top$tmask$1(d,q,clock);
    
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
          
endmodule // top$tmask$1


module top$tmask$2(d,q,clock);
    
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
          
endmodule // top$tmask$2


module top$tmask$3(d,q,clock);
    
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
          
endmodule // top$tmask$3


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
