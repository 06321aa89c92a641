

module netjoin_switch(clock,reset,busy,rx0_tdata,rx0_tkeep,rx0_tvalid,rx0_tlast,rx0_tuser,rx0_tready,rx0_pause,rx1_tdata,rx1_tkeep,rx1_tvalid,rx1_tlast,rx1_tuser,rx1_tready,rx1_pause,rx2_tdata,rx2_tkeep,rx2_tvalid,rx2_tlast,rx2_tuser,rx2_tready,rx2_pause,rx3_tdata,rx3_tkeep,rx3_tvalid,rx3_tlast,rx3_tuser,rx3_tready,rx3_pause,tx0_tdata,tx0_tkeep,tx0_tvalid,tx0_tlast,tx0_tuser,tx0_tready,tx1_tdata,tx1_tkeep,tx1_tvalid,tx1_tlast,tx1_tuser,tx1_tready,tx2_tdata,tx2_tkeep,tx2_tvalid,tx2_tlast,tx2_tuser,tx2_tready,tx3_tdata,tx3_tkeep,tx3_tvalid,tx3_tlast,tx3_tuser,tx3_tready,mem0_req_valid,mem0_req_write,mem0_req_addr,mem0_req_wdata,mem0_req_wstrb,mem0_req_ready,mem0_rsp_valid,mem0_rsp_rdata,mem1_req_valid,mem1_req_write,mem1_req_addr,mem1_req_wdata,mem1_req_wstrb,mem1_req_ready,mem1_rsp_valid,mem1_rsp_rdata,cnt_rd_valid,cnt_rd_addr,cnt_rsp_valid,cnt_rsp_rdata,cnt_wr_valid,cnt_wr_addr,cnt_wr_data,dbg_commit_valid,dbg_commit_port,dbg_commit_drops,dbg_commit_frame);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    output reg  busy;
    input wire  [63:0] rx0_tdata;
    input wire  [7:0] rx0_tkeep;
    input wire  rx0_tvalid;
    input wire  rx0_tlast;
    input wire  rx0_tuser;
    output reg  rx0_tready;
    output reg  rx0_pause;
    input wire  [63:0] rx1_tdata;
    input wire  [7:0] rx1_tkeep;
    input wire  rx1_tvalid;
    input wire  rx1_tlast;
    input wire  rx1_tuser;
    output reg  rx1_tready;
    output reg  rx1_pause;
    input wire  [63:0] rx2_tdata;
    input wire  [7:0] rx2_tkeep;
    input wire  rx2_tvalid;
    input wire  rx2_tlast;
    input wire  rx2_tuser;
    output reg  rx2_tready;
    output reg  rx2_pause;
    input wire  [63:0] rx3_tdata;
    input wire  [7:0] rx3_tkeep;
    input wire  rx3_tvalid;
    input wire  rx3_tlast;
    input wire  rx3_tuser;
    output reg  rx3_tready;
    output reg  rx3_pause;
    output reg  [63:0] tx0_tdata;
    output reg  [7:0] tx0_tkeep;
    output reg  tx0_tvalid;
    output reg  tx0_tlast;
    output reg  tx0_tuser;
    input wire  tx0_tready;
    output reg  [63:0] tx1_tdata;
    output reg  [7:0] tx1_tkeep;
    output reg  tx1_tvalid;
    output reg  tx1_tlast;
    output reg  tx1_tuser;
    input wire  tx1_tready;
    output reg  [63:0] tx2_tdata;
    output reg  [7:0] tx2_tkeep;
    output reg  tx2_tvalid;
    output reg  tx2_tlast;
    output reg  tx2_tuser;
    input wire  tx2_tready;
    output reg  [63:0] tx3_tdata;
    output reg  [7:0] tx3_tkeep;
    output reg  tx3_tvalid;
    output reg  tx3_tlast;
    output reg  tx3_tuser;
    input wire  tx3_tready;
    output reg  mem0_req_valid;
    output reg  mem0_req_write;
    output reg  [31:0] mem0_req_addr;
    output reg  [511:0] mem0_req_wdata;
    output reg  [63:0] mem0_req_wstrb;
    input wire  mem0_req_ready;
    input wire  mem0_rsp_valid;
    input wire  [511:0] mem0_rsp_rdata;
    output reg  mem1_req_valid;
    output reg  mem1_req_write;
    output reg  [31:0] mem1_req_addr;
    output reg  [511:0] mem1_req_wdata;
    output reg  [63:0] mem1_req_wstrb;
    input wire  mem1_req_ready;
    input wire  mem1_rsp_valid;
    input wire  [511:0] mem1_rsp_rdata;
    output reg  cnt_rd_valid;
    output reg  [31:0] cnt_rd_addr;
    input wire  cnt_rsp_valid;
    input wire  [31:0] cnt_rsp_rdata;
    output reg  cnt_wr_valid;
    output reg  [31:0] cnt_wr_addr;
    output reg  [31:0] cnt_wr_data;
    output reg  dbg_commit_valid;
    output reg  [1:0] dbg_commit_port;
    output reg  [31:0] dbg_commit_drops;
    output reg  dbg_commit_frame;
    
    // Constant declarations
    localparam  unit_bit$0 = 1'b1;
    localparam  all_strb = 64'hffffffffffffffff;
    localparam  D_PORT = 32'h140;
    localparam  J_PORT = 32'h19;
    localparam  dual = 1'b1;
    localparam  dq_last = 5'b1111;
    
    // Stub signals
    reg  parser0$clock;
    reg  parser0$reset;
    reg  [63:0] parser0$rx_tdata;
    reg  [7:0] parser0$rx_tkeep;
    reg  parser0$rx_tvalid;
    reg  parser0$rx_tlast;
    reg  parser0$rx_tuser;
    wire  parser0$rx_tready;
    wire  parser0$rx_pause;
    wire  [383:0] parser0$desc;
    wire  parser0$desc_valid;
    reg  parser0$desc_pop;
    wire  [63:0] parser0$pl_data;
    wire  parser0$pl_empty;
    wire  [383:0] parser0$pl_wide;
    wire  [12:0] parser0$pl_count;
    reg  parser0$pl_pop;
    reg  parser0$pl_skip;
    reg  [12:0] parser0$pl_skip_n;
    wire  [31:0] parser0$frames_seen;
    reg  parser1$clock;
    reg  parser1$reset;
    reg  [63:0] parser1$rx_tdata;
    reg  [7:0] parser1$rx_tkeep;
    reg  parser1$rx_tvalid;
    reg  parser1$rx_tlast;
    reg  parser1$rx_tuser;
    wire  parser1$rx_tready;
    wire  parser1$rx_pause;
    wire  [383:0] parser1$desc;
    wire  parser1$desc_valid;
    reg  parser1$desc_pop;
    wire  [63:0] parser1$pl_data;
    wire  parser1$pl_empty;
    wire  [383:0] parser1$pl_wide;
    wire  [12:0] parser1$pl_count;
    reg  parser1$pl_pop;
    reg  parser1$pl_skip;
    reg  [12:0] parser1$pl_skip_n;
    wire  [31:0] parser1$frames_seen;
    reg  parser2$clock;
    reg  parser2$reset;
    reg  [63:0] parser2$rx_tdata;
    reg  [7:0] parser2$rx_tkeep;
    reg  parser2$rx_tvalid;
    reg  parser2$rx_tlast;
    reg  parser2$rx_tuser;
    wire  parser2$rx_tready;
    wire  parser2$rx_pause;
    wire  [383:0] parser2$desc;
    wire  parser2$desc_valid;
    reg  parser2$desc_pop;
    wire  [63:0] parser2$pl_data;
    wire  parser2$pl_empty;
    wire  [383:0] parser2$pl_wide;
    wire  [12:0] parser2$pl_count;
    reg  parser2$pl_pop;
    reg  parser2$pl_skip;
    reg  [12:0] parser2$pl_skip_n;
    wire  [31:0] parser2$frames_seen;
    reg  parser3$clock;
    reg  parser3$reset;
    reg  [63:0] parser3$rx_tdata;
    reg  [7:0] parser3$rx_tkeep;
    reg  parser3$rx_tvalid;
    reg  parser3$rx_tlast;
    reg  parser3$rx_tuser;
    wire  parser3$rx_tready;
    wire  parser3$rx_pause;
    wire  [383:0] parser3$desc;
    wire  parser3$desc_valid;
    reg  parser3$desc_pop;
    wire  [63:0] parser3$pl_data;
    wire  parser3$pl_empty;
    wire  [383:0] parser3$pl_wide;
    wire  [12:0] parser3$pl_count;
    reg  parser3$pl_pop;
    reg  parser3$pl_skip;
    reg  [12:0] parser3$pl_skip_n;
    wire  [31:0] parser3$frames_seen;
    reg  engine$clock;
    reg  engine$reset;
    reg  [383:0] engine$desc$0;
    reg  [383:0] engine$desc$1;
    reg  [383:0] engine$desc$2;
    reg  [383:0] engine$desc$3;
    reg  engine$desc_valid$0;
    reg  engine$desc_valid$1;
    reg  engine$desc_valid$2;
    reg  engine$desc_valid$3;
    wire  engine$desc_pop$0;
    wire  engine$desc_pop$1;
    wire  engine$desc_pop$2;
    wire  engine$desc_pop$3;
    reg  [63:0] engine$pl_data$0;
    reg  [63:0] engine$pl_data$1;
    reg  [63:0] engine$pl_data$2;
    reg  [63:0] engine$pl_data$3;
    reg  engine$pl_empty$0;
    reg  engine$pl_empty$1;
    reg  engine$pl_empty$2;
    reg  engine$pl_empty$3;
    reg  [383:0] engine$pl_wide$0;
    reg  [383:0] engine$pl_wide$1;
    reg  [383:0] engine$pl_wide$2;
    reg  [383:0] engine$pl_wide$3;
    reg  [12:0] engine$pl_count$0;
    reg  [12:0] engine$pl_count$1;
    reg  [12:0] engine$pl_count$2;
    reg  [12:0] engine$pl_count$3;
    wire  engine$pl_pop$0;
    wire  engine$pl_pop$1;
    wire  engine$pl_pop$2;
    wire  engine$pl_pop$3;
    wire  engine$pl_skip$0;
    wire  engine$pl_skip$1;
    wire  engine$pl_skip$2;
    wire  engine$pl_skip$3;
    wire  [12:0] engine$pl_skip_n$0;
    wire  [12:0] engine$pl_skip_n$1;
    wire  [12:0] engine$pl_skip_n$2;
    wire  [12:0] engine$pl_skip_n$3;
    wire  engine$bu_valid;
    wire  [63:0] engine$bu_key;
    wire  [63:0] engine$bu_val;
    wire  [7:0] engine$bu_table;
    wire  [1:0] engine$bu_tag;
    reg  engine$bu_ready;
    reg  engine$bu_busy;
    wire  engine$bu_flush;
    reg  engine$bu_inserted;
    reg  engine$bu_overflowed;
    wire  engine$pu_valid$0;
    wire  [191:0] engine$pu_tup$0;
    wire  [1:0] engine$pu_tag$0;
    reg  engine$pu_ready$0;
    reg  engine$pu_busy;
    wire  engine$job_write;
    wire  [74:0] engine$job_data;
    reg  engine$job_full;
    reg  [2:0] engine$f_match;
    reg  [2:0] engine$f_miss;
    reg  [2:0] engine$f_spill;
    reg  [2:0] engine$f_fout;
    reg  [31:0] engine$sent0_frames;
    reg  [63:0] engine$sent0_tuples;
    reg  [31:0] engine$sent1_frames;
    reg  [63:0] engine$sent1_tuples;
    reg  [63:0] engine$sent1_aux;
    reg  engine$pipe_idle;
    wire  engine$ra_write;
    wire  [63:0] engine$ra_data;
    reg  engine$ra_full;
    wire  engine$dq_write;
    wire  [335:0] engine$dq_data;
    reg  engine$dq_full;
    wire  engine$cfg_clear;
    wire  [4:0] engine$bucket_bits;
    wire  engine$route_src;
    wire  [1:0] engine$ra_port;
    wire  [15:0] engine$qid;
    wire  [31:0] engine$token;
    wire  [15:0] engine$res_per;
    wire  [15:0] engine$sp_per;
    wire  [15:0] engine$ov_per;
    wire  engine$clr_valid;
    wire  engine$clr_ctrl;
    wire  [31:0] engine$clr_addr;
    reg  engine$clr_ready0;
    reg  engine$clr_ready1;
    wire  engine$commit_valid;
    wire  [1:0] engine$commit_port;
    wire  [31:0] engine$commit_drops;
    wire  engine$commit_frame;
    wire  engine$idle;
    reg  framer$0$clock;
    reg  framer$0$reset;
    reg  framer$0$cfg_clear;
    reg  [74:0] framer$0$job_data;
    reg  framer$0$job_empty;
    wire  framer$0$job_pop;
    reg  [15:0] framer$0$qid;
    reg  [31:0] framer$0$token;
    reg  [15:0] framer$0$res_per;
    reg  [15:0] framer$0$sp_per;
    reg  [15:0] framer$0$ov_per;
    wire  framer$0$bu_go_en;
    wire  framer$0$bu_ov_ready;
    reg  [63:0] framer$0$bu_ov_key;
    reg  [63:0] framer$0$bu_ov_val;
    reg  framer$0$bu_inserted;
    reg  framer$0$bu_overflowed;
    reg  framer$0$pu_valid;
    reg  [1:0] framer$0$pu_kind;
    reg  [191:0] framer$0$pu_tup;
    reg  [127:0] framer$0$pu_vals;
    reg  [1023:0] framer$0$pu_lines;
    wire  framer$0$pu_ready;
    wire  framer$0$ro_write;
    wire  [127:0] framer$0$ro_data;
    reg  framer$0$ro_full;
    wire  framer$0$rr_write;
    wire  [319:0] framer$0$rr_data;
    reg  framer$0$rr_full;
    wire  framer$0$rs_write;
    wire  [1215:0] framer$0$rs_data;
    reg  framer$0$rs_full;
    wire  framer$0$dq_write;
    wire  [335:0] framer$0$dq_data;
    reg  framer$0$dq_full;
    wire  framer$0$f_match;
    wire  framer$0$f_miss;
    wire  framer$0$f_spill;
    wire  framer$0$f_fout;
    wire  framer$0$f_event;
    wire  [31:0] framer$0$sent0_frames;
    wire  [63:0] framer$0$sent0_tuples;
    wire  [31:0] framer$0$sent1_frames;
    wire  [63:0] framer$0$sent1_tuples;
    wire  [63:0] framer$0$sent1_aux;
    wire  framer$0$idle;
    wire  [1:0] framer$0$out_port;
    reg  framer$1$clock;
    reg  framer$1$reset;
    reg  framer$1$cfg_clear;
    reg  [74:0] framer$1$job_data;
    reg  framer$1$job_empty;
    wire  framer$1$job_pop;
    reg  [15:0] framer$1$qid;
    reg  [31:0] framer$1$token;
    reg  [15:0] framer$1$res_per;
    reg  [15:0] framer$1$sp_per;
    reg  [15:0] framer$1$ov_per;
    wire  framer$1$bu_go_en;
    wire  framer$1$bu_ov_ready;
    reg  [63:0] framer$1$bu_ov_key;
    reg  [63:0] framer$1$bu_ov_val;
    reg  framer$1$bu_inserted;
    reg  framer$1$bu_overflowed;
    reg  framer$1$pu_valid;
    reg  [1:0] framer$1$pu_kind;
    reg  [191:0] framer$1$pu_tup;
    reg  [127:0] framer$1$pu_vals;
    reg  [1023:0] framer$1$pu_lines;
    wire  framer$1$pu_ready;
    wire  framer$1$ro_write;
    wire  [127:0] framer$1$ro_data;
    reg  framer$1$ro_full;
    wire  framer$1$rr_write;
    wire  [319:0] framer$1$rr_data;
    reg  framer$1$rr_full;
    wire  framer$1$rs_write;
    wire  [1215:0] framer$1$rs_data;
    reg  framer$1$rs_full;
    wire  framer$1$dq_write;
    wire  [335:0] framer$1$dq_data;
    reg  framer$1$dq_full;
    wire  framer$1$f_match;
    wire  framer$1$f_miss;
    wire  framer$1$f_spill;
    wire  framer$1$f_fout;
    wire  framer$1$f_event;
    wire  [31:0] framer$1$sent0_frames;
    wire  [63:0] framer$1$sent0_tuples;
    wire  [31:0] framer$1$sent1_frames;
    wire  [63:0] framer$1$sent1_tuples;
    wire  [63:0] framer$1$sent1_aux;
    wire  framer$1$idle;
    wire  [1:0] framer$1$out_port;
    reg  framer$2$clock;
    reg  framer$2$reset;
    reg  framer$2$cfg_clear;
    reg  [74:0] framer$2$job_data;
    reg  framer$2$job_empty;
    wire  framer$2$job_pop;
    reg  [15:0] framer$2$qid;
    reg  [31:0] framer$2$token;
    reg  [15:0] framer$2$res_per;
    reg  [15:0] framer$2$sp_per;
    reg  [15:0] framer$2$ov_per;
    wire  framer$2$bu_go_en;
    wire  framer$2$bu_ov_ready;
    reg  [63:0] framer$2$bu_ov_key;
    reg  [63:0] framer$2$bu_ov_val;
    reg  framer$2$bu_inserted;
    reg  framer$2$bu_overflowed;
    reg  framer$2$pu_valid;
    reg  [1:0] framer$2$pu_kind;
    reg  [191:0] framer$2$pu_tup;
    reg  [127:0] framer$2$pu_vals;
    reg  [1023:0] framer$2$pu_lines;
    wire  framer$2$pu_ready;
    wire  framer$2$ro_write;
    wire  [127:0] framer$2$ro_data;
    reg  framer$2$ro_full;
    wire  framer$2$rr_write;
    wire  [319:0] framer$2$rr_data;
    reg  framer$2$rr_full;
    wire  framer$2$rs_write;
    wire  [1215:0] framer$2$rs_data;
    reg  framer$2$rs_full;
    wire  framer$2$dq_write;
    wire  [335:0] framer$2$dq_data;
    reg  framer$2$dq_full;
    wire  framer$2$f_match;
    wire  framer$2$f_miss;
    wire  framer$2$f_spill;
    wire  framer$2$f_fout;
    wire  framer$2$f_event;
    wire  [31:0] framer$2$sent0_frames;
    wire  [63:0] framer$2$sent0_tuples;
    wire  [31:0] framer$2$sent1_frames;
    wire  [63:0] framer$2$sent1_tuples;
    wire  [63:0] framer$2$sent1_aux;
    wire  framer$2$idle;
    wire  [1:0] framer$2$out_port;
    reg  framer$3$clock;
    reg  framer$3$reset;
    reg  framer$3$cfg_clear;
    reg  [74:0] framer$3$job_data;
    reg  framer$3$job_empty;
    wire  framer$3$job_pop;
    reg  [15:0] framer$3$qid;
    reg  [31:0] framer$3$token;
    reg  [15:0] framer$3$res_per;
    reg  [15:0] framer$3$sp_per;
    reg  [15:0] framer$3$ov_per;
    wire  framer$3$bu_go_en;
    wire  framer$3$bu_ov_ready;
    reg  [63:0] framer$3$bu_ov_key;
    reg  [63:0] framer$3$bu_ov_val;
    reg  framer$3$bu_inserted;
    reg  framer$3$bu_overflowed;
    reg  framer$3$pu_valid;
    reg  [1:0] framer$3$pu_kind;
    reg  [191:0] framer$3$pu_tup;
    reg  [127:0] framer$3$pu_vals;
    reg  [1023:0] framer$3$pu_lines;
    wire  framer$3$pu_ready;
    wire  framer$3$ro_write;
    wire  [127:0] framer$3$ro_data;
    reg  framer$3$ro_full;
    wire  framer$3$rr_write;
    wire  [319:0] framer$3$rr_data;
    reg  framer$3$rr_full;
    wire  framer$3$rs_write;
    wire  [1215:0] framer$3$rs_data;
    reg  framer$3$rs_full;
    wire  framer$3$dq_write;
    wire  [335:0] framer$3$dq_data;
    reg  framer$3$dq_full;
    wire  framer$3$f_match;
    wire  framer$3$f_miss;
    wire  framer$3$f_spill;
    wire  framer$3$f_fout;
    wire  framer$3$f_event;
    wire  [31:0] framer$3$sent0_frames;
    wire  [63:0] framer$3$sent0_tuples;
    wire  [31:0] framer$3$sent1_frames;
    wire  [63:0] framer$3$sent1_tuples;
    wire  [63:0] framer$3$sent1_aux;
    wire  framer$3$idle;
    wire  [1:0] framer$3$out_port;
    reg  stamp$clock;
    reg  stamp$reset;
    reg  stamp$cfg_clear;
    reg  stamp$per_port;
    reg  stamp$write$0;
    reg  stamp$write$1;
    reg  stamp$write$2;
    reg  stamp$write$3;
    reg  [335:0] stamp$d_in$0;
    reg  [335:0] stamp$d_in$1;
    reg  [335:0] stamp$d_in$2;
    reg  [335:0] stamp$d_in$3;
    wire  [335:0] stamp$d_out$0;
    wire  [335:0] stamp$d_out$1;
    wire  [335:0] stamp$d_out$2;
    wire  [335:0] stamp$d_out$3;
    reg  emitter$0$clock;
    reg  emitter$0$reset;
    reg  [335:0] emitter$0$dq_data;
    reg  emitter$0$dq_empty;
    wire  emitter$0$dq_pop;
    reg  [63:0] emitter$0$ra_data;
    reg  emitter$0$ra_empty;
    wire  emitter$0$ra_pop;
    reg  [127:0] emitter$0$ro_data;
    reg  emitter$0$ro_empty;
    wire  emitter$0$ro_pop;
    reg  [319:0] emitter$0$rr_data;
    reg  emitter$0$rr_empty;
    wire  emitter$0$rr_pop;
    reg  [1215:0] emitter$0$rs_data;
    reg  emitter$0$rs_empty;
    wire  emitter$0$rs_pop;
    reg  emitter$0$tx_tready;
    wire  emitter$0$tx_tvalid;
    wire  [63:0] emitter$0$tx_tdata;
    wire  [7:0] emitter$0$tx_tkeep;
    wire  emitter$0$tx_tlast;
    wire  emitter$0$idle;
    reg  emitter$1$clock;
    reg  emitter$1$reset;
    reg  [335:0] emitter$1$dq_data;
    reg  emitter$1$dq_empty;
    wire  emitter$1$dq_pop;
    reg  [63:0] emitter$1$ra_data;
    reg  emitter$1$ra_empty;
    wire  emitter$1$ra_pop;
    reg  [127:0] emitter$1$ro_data;
    reg  emitter$1$ro_empty;
    wire  emitter$1$ro_pop;
    reg  [319:0] emitter$1$rr_data;
    reg  emitter$1$rr_empty;
    wire  emitter$1$rr_pop;
    reg  [1215:0] emitter$1$rs_data;
    reg  emitter$1$rs_empty;
    wire  emitter$1$rs_pop;
    reg  emitter$1$tx_tready;
    wire  emitter$1$tx_tvalid;
    wire  [63:0] emitter$1$tx_tdata;
    wire  [7:0] emitter$1$tx_tkeep;
    wire  emitter$1$tx_tlast;
    wire  emitter$1$idle;
    reg  emitter$2$clock;
    reg  emitter$2$reset;
    reg  [335:0] emitter$2$dq_data;
    reg  emitter$2$dq_empty;
    wire  emitter$2$dq_pop;
    reg  [63:0] emitter$2$ra_data;
    reg  emitter$2$ra_empty;
    wire  emitter$2$ra_pop;
    reg  [127:0] emitter$2$ro_data;
    reg  emitter$2$ro_empty;
    wire  emitter$2$ro_pop;
    reg  [319:0] emitter$2$rr_data;
    reg  emitter$2$rr_empty;
    wire  emitter$2$rr_pop;
    reg  [1215:0] emitter$2$rs_data;
    reg  emitter$2$rs_empty;
    wire  emitter$2$rs_pop;
    reg  emitter$2$tx_tready;
    wire  emitter$2$tx_tvalid;
    wire  [63:0] emitter$2$tx_tdata;
    wire  [7:0] emitter$2$tx_tkeep;
    wire  emitter$2$tx_tlast;
    wire  emitter$2$idle;
    reg  emitter$3$clock;
    reg  emitter$3$reset;
    reg  [335:0] emitter$3$dq_data;
    reg  emitter$3$dq_empty;
    wire  emitter$3$dq_pop;
    reg  [63:0] emitter$3$ra_data;
    reg  emitter$3$ra_empty;
    wire  emitter$3$ra_pop;
    reg  [127:0] emitter$3$ro_data;
    reg  emitter$3$ro_empty;
    wire  emitter$3$ro_pop;
    reg  [319:0] emitter$3$rr_data;
    reg  emitter$3$rr_empty;
    wire  emitter$3$rr_pop;
    reg  [1215:0] emitter$3$rs_data;
    reg  emitter$3$rs_empty;
    wire  emitter$3$rs_pop;
    reg  emitter$3$tx_tready;
    wire  emitter$3$tx_tvalid;
    wire  [63:0] emitter$3$tx_tdata;
    wire  [7:0] emitter$3$tx_tkeep;
    wire  emitter$3$tx_tlast;
    wire  emitter$3$idle;
    reg  bu$clock;
    reg  bu$reset;
    reg  bu$flush;
    reg  [4:0] bu$bucket_bits;
    reg  bu$dual;
    reg  bu$go_en;
    reg  bu$tup_valid;
    reg  [63:0] bu$tup_key;
    reg  [63:0] bu$tup_val;
    reg  [7:0] bu$tup_table;
    wire  bu$tup_ready;
    wire  bu$ov_valid;
    wire  [63:0] bu$ov_key;
    wire  [63:0] bu$ov_val;
    reg  bu$ov_ready;
    wire  bu$inserted;
    wire  bu$overflowed;
    wire  bu$busy;
    wire  bu$m0_valid;
    wire  [31:0] bu$m0_addr;
    wire  [511:0] bu$m0_wdata;
    wire  [63:0] bu$m0_wstrb;
    reg  bu$m0_wready;
    wire  bu$m1_valid;
    wire  [31:0] bu$m1_addr;
    wire  [511:0] bu$m1_wdata;
    wire  [63:0] bu$m1_wstrb;
    reg  bu$m1_wready;
    wire  bu$c_rd_valid;
    wire  [31:0] bu$c_rd_addr;
    reg  bu$c_rsp_valid;
    reg  [31:0] bu$c_rsp_data;
    wire  bu$c_wr_valid;
    wire  [31:0] bu$c_wr_addr;
    wire  [31:0] bu$c_wr_data;
    reg  pu$0$clock;
    reg  pu$0$reset;
    reg  [4:0] pu$0$bucket_bits;
    reg  pu$0$dual;
    reg  pu$0$tup_valid;
    reg  [191:0] pu$0$tup;
    wire  pu$0$tup_ready;
    wire  pu$0$out_valid;
    wire  [1:0] pu$0$out_kind;
    wire  [191:0] pu$0$out_tup;
    wire  [127:0] pu$0$out_vals;
    wire  [1023:0] pu$0$out_lines;
    reg  pu$0$out_ready;
    wire  pu$0$busy;
    reg  pu$0$inval;
    wire  pu$0$m0_valid;
    wire  [31:0] pu$0$m0_addr;
    reg  pu$0$m0_ready;
    reg  [511:0] pu$0$m0_rdata;
    reg  pu$0$m0_rempty;
    wire  pu$0$m0_rpop;
    wire  pu$0$m1_valid;
    wire  [31:0] pu$0$m1_addr;
    reg  pu$0$m1_ready;
    reg  [511:0] pu$0$m1_rdata;
    reg  pu$0$m1_rempty;
    wire  pu$0$m1_rpop;
    reg  pra0$clock;
    reg  pra0$reset;
    reg  pra0$u_valid;
    reg  [31:0] pra0$u_addr$0;
    wire  pra0$u_ready;
    wire  [511:0] pra0$u_rdata$0;
    wire  pra0$u_rempty;
    reg  pra0$u_rpop;
    wire  pra0$idle;
    wire  pra0$waiting;
    wire  pra0$req_valid;
    wire  [31:0] pra0$req_addr;
    reg  pra0$req_ready;
    reg  pra0$rsp_valid;
    reg  [511:0] pra0$rsp_rdata;
    reg  pra1$clock;
    reg  pra1$reset;
    reg  pra1$u_valid;
    reg  [31:0] pra1$u_addr$0;
    wire  pra1$u_ready;
    wire  [511:0] pra1$u_rdata$0;
    wire  pra1$u_rempty;
    reg  pra1$u_rpop;
    wire  pra1$idle;
    wire  pra1$waiting;
    wire  pra1$req_valid;
    wire  [31:0] pra1$req_addr;
    reg  pra1$req_ready;
    reg  pra1$rsp_valid;
    reg  [511:0] pra1$rsp_rdata;
    reg  mp0$clock;
    reg  mp0$reset;
    reg  mp0$u_valid;
    reg  mp0$u_write;
    reg  [31:0] mp0$u_addr;
    reg  [511:0] mp0$u_wdata;
    reg  [63:0] mp0$u_wstrb;
    wire  mp0$u_ready;
    wire  mp0$u_wready;
    wire  [511:0] mp0$u_rdata;
    wire  mp0$u_rempty;
    reg  mp0$u_rpop;
    wire  mp0$idle;
    wire  mp0$req_valid;
    wire  mp0$req_write;
    wire  [31:0] mp0$req_addr;
    wire  [511:0] mp0$req_wdata;
    wire  [63:0] mp0$req_wstrb;
    reg  mp0$req_ready;
    reg  mp0$rsp_valid;
    reg  [511:0] mp0$rsp_rdata;
    reg  mp1$clock;
    reg  mp1$reset;
    reg  mp1$u_valid;
    reg  mp1$u_write;
    reg  [31:0] mp1$u_addr;
    reg  [511:0] mp1$u_wdata;
    reg  [63:0] mp1$u_wstrb;
    wire  mp1$u_ready;
    wire  mp1$u_wready;
    wire  [511:0] mp1$u_rdata;
    wire  mp1$u_rempty;
    reg  mp1$u_rpop;
    wire  mp1$idle;
    wire  mp1$req_valid;
    wire  mp1$req_write;
    wire  [31:0] mp1$req_addr;
    wire  [511:0] mp1$req_wdata;
    wire  [63:0] mp1$req_wstrb;
    reg  mp1$req_ready;
    reg  mp1$rsp_valid;
    reg  [511:0] mp1$rsp_rdata;
    reg  jobq$0$clock;
    reg  jobq$0$reset;
    reg  jobq$0$write;
    reg  [74:0] jobq$0$data_in;
    wire  jobq$0$full;
    wire  [4:0] jobq$0$count;
    reg  jobq$0$read;
    wire  [74:0] jobq$0$data_out;
    wire  jobq$0$empty;
    reg  jobq$1$clock;
    reg  jobq$1$reset;
    reg  jobq$1$write;
    reg  [74:0] jobq$1$data_in;
    wire  jobq$1$full;
    wire  [4:0] jobq$1$count;
    reg  jobq$1$read;
    wire  [74:0] jobq$1$data_out;
    wire  jobq$1$empty;
    reg  jobq$2$clock;
    reg  jobq$2$reset;
    reg  jobq$2$write;
    reg  [74:0] jobq$2$data_in;
    wire  jobq$2$full;
    wire  [4:0] jobq$2$count;
    reg  jobq$2$read;
    wire  [74:0] jobq$2$data_out;
    wire  jobq$2$empty;
    reg  jobq$3$clock;
    reg  jobq$3$reset;
    reg  jobq$3$write;
    reg  [74:0] jobq$3$data_in;
    wire  jobq$3$full;
    wire  [4:0] jobq$3$count;
    reg  jobq$3$read;
    wire  [74:0] jobq$3$data_out;
    wire  jobq$3$empty;
    reg  btag$clock;
    reg  btag$reset;
    reg  btag$write;
    reg  [1:0] btag$data_in;
    wire  btag$full;
    wire  [7:0] btag$count;
    reg  btag$read;
    wire  [1:0] btag$data_out;
    wire  btag$empty;
    reg  ptag$0$clock;
    reg  ptag$0$reset;
    reg  ptag$0$write;
    reg  [1:0] ptag$0$data_in;
    wire  ptag$0$full;
    wire  [7:0] ptag$0$count;
    reg  ptag$0$read;
    wire  [1:0] ptag$0$data_out;
    wire  ptag$0$empty;
    reg  fq_w$0$d;
    wire  fq_w$0$q;
    reg  fq_w$0$clock;
    reg  fq_w$1$d;
    wire  fq_w$1$q;
    reg  fq_w$1$clock;
    reg  fq_w$2$d;
    wire  fq_w$2$q;
    reg  fq_w$2$clock;
    reg  fq_w$3$d;
    wire  fq_w$3$q;
    reg  fq_w$3$clock;
    reg  [335:0] fq_d$0$d;
    wire  [335:0] fq_d$0$q;
    reg  fq_d$0$clock;
    reg  [335:0] fq_d$1$d;
    wire  [335:0] fq_d$1$q;
    reg  fq_d$1$clock;
    reg  [335:0] fq_d$2$d;
    wire  [335:0] fq_d$2$q;
    reg  fq_d$2$clock;
    reg  [335:0] fq_d$3$d;
    wire  [335:0] fq_d$3$q;
    reg  fq_d$3$clock;
    reg  [2:0] ev_match$d;
    wire  [2:0] ev_match$q;
    reg  ev_match$clock;
    reg  [2:0] ev_miss$d;
    wire  [2:0] ev_miss$q;
    reg  ev_miss$clock;
    reg  [2:0] ev_spill$d;
    wire  [2:0] ev_spill$q;
    reg  ev_spill$clock;
    reg  [2:0] ev_fout$d;
    wire  [2:0] ev_fout$q;
    reg  ev_fout$clock;
    reg  [3:0] fe_match$d;
    wire  [3:0] fe_match$q;
    reg  fe_match$clock;
    reg  [3:0] fe_miss$d;
    wire  [3:0] fe_miss$q;
    reg  fe_miss$clock;
    reg  [3:0] fe_spill$d;
    wire  [3:0] fe_spill$q;
    reg  fe_spill$clock;
    reg  [3:0] fe_fout$d;
    wire  [3:0] fe_fout$q;
    reg  fe_fout$clock;
    reg  fe_any$d;
    wire  fe_any$q;
    reg  fe_any$clock;
    reg  ev_any$d;
    wire  ev_any$q;
    reg  ev_any$clock;
    reg  bc_ins$d;
    wire  bc_ins$q;
    reg  bc_ins$clock;
    reg  bc_ov$d;
    wire  bc_ov$q;
    reg  bc_ov$clock;
    reg  [3:0] bc_ins_at$d;
    wire  [3:0] bc_ins_at$q;
    reg  bc_ins_at$clock;
    reg  [3:0] bc_ov_at$d;
    wire  [3:0] bc_ov_at$q;
    reg  bc_ov_at$clock;
    reg  [63:0] bc_key$d;
    wire  [63:0] bc_key$q;
    reg  bc_key$clock;
    reg  [63:0] bc_val$d;
    wire  [63:0] bc_val$q;
    reg  bc_val$clock;
    reg  [31:0] sum_s0f$d;
    wire  [31:0] sum_s0f$q;
    reg  sum_s0f$clock;
    reg  [63:0] sum_s0t$d;
    wire  [63:0] sum_s0t$q;
    reg  sum_s0t$clock;
    reg  [31:0] sum_s1f$d;
    wire  [31:0] sum_s1f$q;
    reg  sum_s1f$clock;
    reg  [63:0] sum_s1t$d;
    wire  [63:0] sum_s1t$q;
    reg  sum_s1t$clock;
    reg  [63:0] sum_s1a$d;
    wire  [63:0] sum_s1a$q;
    reg  sum_s1a$clock;
    reg  inval_q$d;
    wire  inval_q$q;
    reg  inval_q$clock;
    reg  dq$0$clock;
    reg  dq$0$reset;
    reg  dq$0$write;
    reg  [335:0] dq$0$data_in;
    wire  dq$0$full;
    wire  [4:0] dq$0$count;
    reg  dq$0$read;
    wire  [335:0] dq$0$data_out;
    wire  dq$0$empty;
    reg  dq$1$clock;
    reg  dq$1$reset;
    reg  dq$1$write;
    reg  [335:0] dq$1$data_in;
    wire  dq$1$full;
    wire  [4:0] dq$1$count;
    reg  dq$1$read;
    wire  [335:0] dq$1$data_out;
    wire  dq$1$empty;
    reg  dq$2$clock;
    reg  dq$2$reset;
    reg  dq$2$write;
    reg  [335:0] dq$2$data_in;
    wire  dq$2$full;
    wire  [4:0] dq$2$count;
    reg  dq$2$read;
    wire  [335:0] dq$2$data_out;
    wire  dq$2$empty;
    reg  dq$3$clock;
    reg  dq$3$reset;
    reg  dq$3$write;
    reg  [335:0] dq$3$data_in;
    wire  dq$3$full;
    wire  [4:0] dq$3$count;
    reg  dq$3$read;
    wire  [335:0] dq$3$data_out;
    wire  dq$3$empty;
    reg  ra$0$clock;
    reg  ra$0$reset;
    reg  ra$0$write;
    reg  [63:0] ra$0$data_in;
    wire  ra$0$full;
    wire  [6:0] ra$0$count;
    reg  ra$0$read;
    wire  [63:0] ra$0$data_out;
    wire  ra$0$empty;
    reg  ra$1$clock;
    reg  ra$1$reset;
    reg  ra$1$write;
    reg  [63:0] ra$1$data_in;
    wire  ra$1$full;
    wire  [6:0] ra$1$count;
    reg  ra$1$read;
    wire  [63:0] ra$1$data_out;
    wire  ra$1$empty;
    reg  ra$2$clock;
    reg  ra$2$reset;
    reg  ra$2$write;
    reg  [63:0] ra$2$data_in;
    wire  ra$2$full;
    wire  [6:0] ra$2$count;
    reg  ra$2$read;
    wire  [63:0] ra$2$data_out;
    wire  ra$2$empty;
    reg  ra$3$clock;
    reg  ra$3$reset;
    reg  ra$3$write;
    reg  [63:0] ra$3$data_in;
    wire  ra$3$full;
    wire  [6:0] ra$3$count;
    reg  ra$3$read;
    wire  [63:0] ra$3$data_out;
    wire  ra$3$empty;
    reg  ro$0$clock;
    reg  ro$0$reset;
    reg  ro$0$write;
    reg  [127:0] ro$0$data_in;
    wire  ro$0$full;
    wire  [10:0] ro$0$count;
    reg  ro$0$read;
    wire  [127:0] ro$0$data_out;
    wire  ro$0$empty;
    reg  ro$1$clock;
    reg  ro$1$reset;
    reg  ro$1$write;
    reg  [127:0] ro$1$data_in;
    wire  ro$1$full;
    wire  [10:0] ro$1$count;
    reg  ro$1$read;
    wire  [127:0] ro$1$data_out;
    wire  ro$1$empty;
    reg  ro$2$clock;
    reg  ro$2$reset;
    reg  ro$2$write;
    reg  [127:0] ro$2$data_in;
    wire  ro$2$full;
    wire  [10:0] ro$2$count;
    reg  ro$2$read;
    wire  [127:0] ro$2$data_out;
    wire  ro$2$empty;
    reg  ro$3$clock;
    reg  ro$3$reset;
    reg  ro$3$write;
    reg  [127:0] ro$3$data_in;
    wire  ro$3$full;
    wire  [10:0] ro$3$count;
    reg  ro$3$read;
    wire  [127:0] ro$3$data_out;
    wire  ro$3$empty;
    reg  rr$0$clock;
    reg  rr$0$reset;
    reg  rr$0$write;
    reg  [319:0] rr$0$data_in;
    wire  rr$0$full;
    wire  [8:0] rr$0$count;
    reg  rr$0$read;
    wire  [319:0] rr$0$data_out;
    wire  rr$0$empty;
    reg  rr$1$clock;
    reg  rr$1$reset;
    reg  rr$1$write;
    reg  [319:0] rr$1$data_in;
    wire  rr$1$full;
    wire  [8:0] rr$1$count;
    reg  rr$1$read;
    wire  [319:0] rr$1$data_out;
    wire  rr$1$empty;
    reg  rr$2$clock;
    reg  rr$2$reset;
    reg  rr$2$write;
    reg  [319:0] rr$2$data_in;
    wire  rr$2$full;
    wire  [8:0] rr$2$count;
    reg  rr$2$read;
    wire  [319:0] rr$2$data_out;
    wire  rr$2$empty;
    reg  rr$3$clock;
    reg  rr$3$reset;
    reg  rr$3$write;
    reg  [319:0] rr$3$data_in;
    wire  rr$3$full;
    wire  [8:0] rr$3$count;
    reg  rr$3$read;
    wire  [319:0] rr$3$data_out;
    wire  rr$3$empty;
    reg  rs$0$clock;
    reg  rs$0$reset;
    reg  rs$0$write;
    reg  [1215:0] rs$0$data_in;
    wire  rs$0$full;
    wire  [9:0] rs$0$count;
    reg  rs$0$read;
    wire  [1215:0] rs$0$data_out;
    wire  rs$0$empty;
    reg  rs$1$clock;
    reg  rs$1$reset;
    reg  rs$1$write;
    reg  [1215:0] rs$1$data_in;
    wire  rs$1$full;
    wire  [9:0] rs$1$count;
    reg  rs$1$read;
    wire  [1215:0] rs$1$data_out;
    wire  rs$1$empty;
    reg  rs$2$clock;
    reg  rs$2$reset;
    reg  rs$2$write;
    reg  [1215:0] rs$2$data_in;
    wire  rs$2$full;
    wire  [9:0] rs$2$count;
    reg  rs$2$read;
    wire  [1215:0] rs$2$data_out;
    wire  rs$2$empty;
    reg  rs$3$clock;
    reg  rs$3$reset;
    reg  rs$3$write;
    reg  [1215:0] rs$3$data_in;
    wire  rs$3$full;
    wire  [9:0] rs$3$count;
    reg  rs$3$read;
    wire  [1215:0] rs$3$data_out;
    wire  rs$3$empty;
    
    // Local signals
    reg  [1:0] bhead;
    reg  [1:0] phead$0;
    reg  [1:0] jport;
    reg  [1:0] eport;
    reg  dqw$0;
    reg  dqw$1;
    reg  dqw$2;
    reg  dqw$3;
    reg  framers_idle;
    reg  fclaim$0;
    reg  fclaim$1;
    reg  fclaim$2;
    reg  fclaim$3;
    reg  pr_go0;
    reg  pr_go1;
    reg  pu_busy;
    reg  ptags_empty;
    reg  prq0;
    reg  prq1;
    reg  ppop0;
    reg  ppop1;
    reg  clr_go;
    reg  dq_idle;
    
    // Sub module instances
    top$parser0 parser0(
        .clock(parser0$clock),
        .reset(parser0$reset),
        .rx_tdata(parser0$rx_tdata),
        .rx_tkeep(parser0$rx_tkeep),
        .rx_tvalid(parser0$rx_tvalid),
        .rx_tlast(parser0$rx_tlast),
        .rx_tuser(parser0$rx_tuser),
        .rx_tready(parser0$rx_tready),
        .rx_pause(parser0$rx_pause),
        .desc(parser0$desc),
        .desc_valid(parser0$desc_valid),
        .desc_pop(parser0$desc_pop),
        .pl_data(parser0$pl_data),
        .pl_empty(parser0$pl_empty),
        .pl_wide(parser0$pl_wide),
        .pl_count(parser0$pl_count),
        .pl_pop(parser0$pl_pop),
        .pl_skip(parser0$pl_skip),
        .pl_skip_n(parser0$pl_skip_n),
        .frames_seen(parser0$frames_seen)
    );
    top$parser1 parser1(
        .clock(parser1$clock),
        .reset(parser1$reset),
        .rx_tdata(parser1$rx_tdata),
        .rx_tkeep(parser1$rx_tkeep),
        .rx_tvalid(parser1$rx_tvalid),
        .rx_tlast(parser1$rx_tlast),
        .rx_tuser(parser1$rx_tuser),
        .rx_tready(parser1$rx_tready),
        .rx_pause(parser1$rx_pause),
        .desc(parser1$desc),
        .desc_valid(parser1$desc_valid),
        .desc_pop(parser1$desc_pop),
        .pl_data(parser1$pl_data),
        .pl_empty(parser1$pl_empty),
        .pl_wide(parser1$pl_wide),
        .pl_count(parser1$pl_count),
        .pl_pop(parser1$pl_pop),
        .pl_skip(parser1$pl_skip),
        .pl_skip_n(parser1$pl_skip_n),
        .frames_seen(parser1$frames_seen)
    );
    top$parser2 parser2(
        .clock(parser2$clock),
        .reset(parser2$reset),
        .rx_tdata(parser2$rx_tdata),
        .rx_tkeep(parser2$rx_tkeep),
        .rx_tvalid(parser2$rx_tvalid),
        .rx_tlast(parser2$rx_tlast),
        .rx_tuser(parser2$rx_tuser),
        .rx_tready(parser2$rx_tready),
        .rx_pause(parser2$rx_pause),
        .desc(parser2$desc),
        .desc_valid(parser2$desc_valid),
        .desc_pop(parser2$desc_pop),
        .pl_data(parser2$pl_data),
        .pl_empty(parser2$pl_empty),
        .pl_wide(parser2$pl_wide),
        .pl_count(parser2$pl_count),
        .pl_pop(parser2$pl_pop),
        .pl_skip(parser2$pl_skip),
        .pl_skip_n(parser2$pl_skip_n),
        .frames_seen(parser2$frames_seen)
    );
    top$parser3 parser3(
        .clock(parser3$clock),
        .reset(parser3$reset),
        .rx_tdata(parser3$rx_tdata),
        .rx_tkeep(parser3$rx_tkeep),
        .rx_tvalid(parser3$rx_tvalid),
        .rx_tlast(parser3$rx_tlast),
        .rx_tuser(parser3$rx_tuser),
        .rx_tready(parser3$rx_tready),
        .rx_pause(parser3$rx_pause),
        .desc(parser3$desc),
        .desc_valid(parser3$desc_valid),
        .desc_pop(parser3$desc_pop),
        .pl_data(parser3$pl_data),
        .pl_empty(parser3$pl_empty),
        .pl_wide(parser3$pl_wide),
        .pl_count(parser3$pl_count),
        .pl_pop(parser3$pl_pop),
        .pl_skip(parser3$pl_skip),
        .pl_skip_n(parser3$pl_skip_n),
        .frames_seen(parser3$frames_seen)
    );
    top$engine engine(
        .clock(engine$clock),
        .reset(engine$reset),
        .desc$0(engine$desc$0),
        .desc$1(engine$desc$1),
        .desc$2(engine$desc$2),
        .desc$3(engine$desc$3),
        .desc_valid$0(engine$desc_valid$0),
        .desc_valid$1(engine$desc_valid$1),
        .desc_valid$2(engine$desc_valid$2),
        .desc_valid$3(engine$desc_valid$3),
        .desc_pop$0(engine$desc_pop$0),
        .desc_pop$1(engine$desc_pop$1),
        .desc_pop$2(engine$desc_pop$2),
        .desc_pop$3(engine$desc_pop$3),
        .pl_data$0(engine$pl_data$0),
        .pl_data$1(engine$pl_data$1),
        .pl_data$2(engine$pl_data$2),
        .pl_data$3(engine$pl_data$3),
        .pl_empty$0(engine$pl_empty$0),
        .pl_empty$1(engine$pl_empty$1),
        .pl_empty$2(engine$pl_empty$2),
        .pl_empty$3(engine$pl_empty$3),
        .pl_wide$0(engine$pl_wide$0),
        .pl_wide$1(engine$pl_wide$1),
        .pl_wide$2(engine$pl_wide$2),
        .pl_wide$3(engine$pl_wide$3),
        .pl_count$0(engine$pl_count$0),
        .pl_count$1(engine$pl_count$1),
        .pl_count$2(engine$pl_count$2),
        .pl_count$3(engine$pl_count$3),
        .pl_pop$0(engine$pl_pop$0),
        .pl_pop$1(engine$pl_pop$1),
        .pl_pop$2(engine$pl_pop$2),
        .pl_pop$3(engine$pl_pop$3),
        .pl_skip$0(engine$pl_skip$0),
        .pl_skip$1(engine$pl_skip$1),
        .pl_skip$2(engine$pl_skip$2),
        .pl_skip$3(engine$pl_skip$3),
        .pl_skip_n$0(engine$pl_skip_n$0),
        .pl_skip_n$1(engine$pl_skip_n$1),
        .pl_skip_n$2(engine$pl_skip_n$2),
        .pl_skip_n$3(engine$pl_skip_n$3),
        .bu_valid(engine$bu_valid),
        .bu_key(engine$bu_key),
        .bu_val(engine$bu_val),
        .bu_table(engine$bu_table),
        .bu_tag(engine$bu_tag),
        .bu_ready(engine$bu_ready),
        .bu_busy(engine$bu_busy),
        .bu_flush(engine$bu_flush),
        .bu_inserted(engine$bu_inserted),
        .bu_overflowed(engine$bu_overflowed),
        .pu_valid$0(engine$pu_valid$0),
        .pu_tup$0(engine$pu_tup$0),
        .pu_tag$0(engine$pu_tag$0),
        .pu_ready$0(engine$pu_ready$0),
        .pu_busy(engine$pu_busy),
        .job_write(engine$job_write),
        .job_data(engine$job_data),
        .job_full(engine$job_full),
        .f_match(engine$f_match),
        .f_miss(engine$f_miss),
        .f_spill(engine$f_spill),
        .f_fout(engine$f_fout),
        .sent0_frames(engine$sent0_frames),
        .sent0_tuples(engine$sent0_tuples),
        .sent1_frames(engine$sent1_frames),
        .sent1_tuples(engine$sent1_tuples),
        .sent1_aux(engine$sent1_aux),
        .pipe_idle(engine$pipe_idle),
        .ra_write(engine$ra_write),
        .ra_data(engine$ra_data),
        .ra_full(engine$ra_full),
        .dq_write(engine$dq_write),
        .dq_data(engine$dq_data),
        .dq_full(engine$dq_full),
        .cfg_clear(engine$cfg_clear),
        .bucket_bits(engine$bucket_bits),
        .route_src(engine$route_src),
        .ra_port(engine$ra_port),
        .qid(engine$qid),
        .token(engine$token),
        .res_per(engine$res_per),
        .sp_per(engine$sp_per),
        .ov_per(engine$ov_per),
        .clr_valid(engine$clr_valid),
        .clr_ctrl(engine$clr_ctrl),
        .clr_addr(engine$clr_addr),
        .clr_ready0(engine$clr_ready0),
        .clr_ready1(engine$clr_ready1),
        .commit_valid(engine$commit_valid),
        .commit_port(engine$commit_port),
        .commit_drops(engine$commit_drops),
        .commit_frame(engine$commit_frame),
        .idle(engine$idle)
    );
    top$framer$0 framer$0(
        .clock(framer$0$clock),
        .reset(framer$0$reset),
        .cfg_clear(framer$0$cfg_clear),
        .job_data(framer$0$job_data),
        .job_empty(framer$0$job_empty),
        .job_pop(framer$0$job_pop),
        .qid(framer$0$qid),
        .token(framer$0$token),
        .res_per(framer$0$res_per),
        .sp_per(framer$0$sp_per),
        .ov_per(framer$0$ov_per),
        .bu_go_en(framer$0$bu_go_en),
        .bu_ov_ready(framer$0$bu_ov_ready),
        .bu_ov_key(framer$0$bu_ov_key),
        .bu_ov_val(framer$0$bu_ov_val),
        .bu_inserted(framer$0$bu_inserted),
        .bu_overflowed(framer$0$bu_overflowed),
        .pu_valid(framer$0$pu_valid),
        .pu_kind(framer$0$pu_kind),
        .pu_tup(framer$0$pu_tup),
        .pu_vals(framer$0$pu_vals),
        .pu_lines(framer$0$pu_lines),
        .pu_ready(framer$0$pu_ready),
        .ro_write(framer$0$ro_write),
        .ro_data(framer$0$ro_data),
        .ro_full(framer$0$ro_full),
        .rr_write(framer$0$rr_write),
        .rr_data(framer$0$rr_data),
        .rr_full(framer$0$rr_full),
        .rs_write(framer$0$rs_write),
        .rs_data(framer$0$rs_data),
        .rs_full(framer$0$rs_full),
        .dq_write(framer$0$dq_write),
        .dq_data(framer$0$dq_data),
        .dq_full(framer$0$dq_full),
        .f_match(framer$0$f_match),
        .f_miss(framer$0$f_miss),
        .f_spill(framer$0$f_spill),
        .f_fout(framer$0$f_fout),
        .f_event(framer$0$f_event),
        .sent0_frames(framer$0$sent0_frames),
        .sent0_tuples(framer$0$sent0_tuples),
        .sent1_frames(framer$0$sent1_frames),
        .sent1_tuples(framer$0$sent1_tuples),
        .sent1_aux(framer$0$sent1_aux),
        .idle(framer$0$idle),
        .out_port(framer$0$out_port)
    );
    top$framer$1 framer$1(
        .clock(framer$1$clock),
        .reset(framer$1$reset),
        .cfg_clear(framer$1$cfg_clear),
        .job_data(framer$1$job_data),
        .job_empty(framer$1$job_empty),
        .job_pop(framer$1$job_pop),
        .qid(framer$1$qid),
        .token(framer$1$token),
        .res_per(framer$1$res_per),
        .sp_per(framer$1$sp_per),
        .ov_per(framer$1$ov_per),
        .bu_go_en(framer$1$bu_go_en),
        .bu_ov_ready(framer$1$bu_ov_ready),
        .bu_ov_key(framer$1$bu_ov_key),
        .bu_ov_val(framer$1$bu_ov_val),
        .bu_inserted(framer$1$bu_inserted),
        .bu_overflowed(framer$1$bu_overflowed),
        .pu_valid(framer$1$pu_valid),
        .pu_kind(framer$1$pu_kind),
        .pu_tup(framer$1$pu_tup),
        .pu_vals(framer$1$pu_vals),
        .pu_lines(framer$1$pu_lines),
        .pu_ready(framer$1$pu_ready),
        .ro_write(framer$1$ro_write),
        .ro_data(framer$1$ro_data),
        .ro_full(framer$1$ro_full),
        .rr_write(framer$1$rr_write),
        .rr_data(framer$1$rr_data),
        .rr_full(framer$1$rr_full),
        .rs_write(framer$1$rs_write),
        .rs_data(framer$1$rs_data),
        .rs_full(framer$1$rs_full),
        .dq_write(framer$1$dq_write),
        .dq_data(framer$1$dq_data),
        .dq_full(framer$1$dq_full),
        .f_match(framer$1$f_match),
        .f_miss(framer$1$f_miss),
        .f_spill(framer$1$f_spill),
        .f_fout(framer$1$f_fout),
        .f_event(framer$1$f_event),
        .sent0_frames(framer$1$sent0_frames),
        .sent0_tuples(framer$1$sent0_tuples),
        .sent1_frames(framer$1$sent1_frames),
        .sent1_tuples(framer$1$sent1_tuples),
        .sent1_aux(framer$1$sent1_aux),
        .idle(framer$1$idle),
        .out_port(framer$1$out_port)
    );
    top$framer$2 framer$2(
        .clock(framer$2$clock),
        .reset(framer$2$reset),
        .cfg_clear(framer$2$cfg_clear),
        .job_data(framer$2$job_data),
        .job_empty(framer$2$job_empty),
        .job_pop(framer$2$job_pop),
        .qid(framer$2$qid),
        .token(framer$2$token),
        .res_per(framer$2$res_per),
        .sp_per(framer$2$sp_per),
        .ov_per(framer$2$ov_per),
        .bu_go_en(framer$2$bu_go_en),
        .bu_ov_ready(framer$2$bu_ov_ready),
        .bu_ov_key(framer$2$bu_ov_key),
        .bu_ov_val(framer$2$bu_ov_val),
        .bu_inserted(framer$2$bu_inserted),
        .bu_overflowed(framer$2$bu_overflowed),
        .pu_valid(framer$2$pu_valid),
        .pu_kind(framer$2$pu_kind),
        .pu_tup(framer$2$pu_tup),
        .pu_vals(framer$2$pu_vals),
        .pu_lines(framer$2$pu_lines),
        .pu_ready(framer$2$pu_ready),
        .ro_write(framer$2$ro_write),
        .ro_data(framer$2$ro_data),
        .ro_full(framer$2$ro_full),
        .rr_write(framer$2$rr_write),
        .rr_data(framer$2$rr_data),
        .rr_full(framer$2$rr_full),
        .rs_write(framer$2$rs_write),
        .rs_data(framer$2$rs_data),
        .rs_full(framer$2$rs_full),
        .dq_write(framer$2$dq_write),
        .dq_data(framer$2$dq_data),
        .dq_full(framer$2$dq_full),
        .f_match(framer$2$f_match),
        .f_miss(framer$2$f_miss),
        .f_spill(framer$2$f_spill),
        .f_fout(framer$2$f_fout),
        .f_event(framer$2$f_event),
        .sent0_frames(framer$2$sent0_frames),
        .sent0_tuples(framer$2$sent0_tuples),
        .sent1_frames(framer$2$sent1_frames),
        .sent1_tuples(framer$2$sent1_tuples),
        .sent1_aux(framer$2$sent1_aux),
        .idle(framer$2$idle),
        .out_port(framer$2$out_port)
    );
    top$framer$3 framer$3(
        .clock(framer$3$clock),
        .reset(framer$3$reset),
        .cfg_clear(framer$3$cfg_clear),
        .job_data(framer$3$job_data),
        .job_empty(framer$3$job_empty),
        .job_pop(framer$3$job_pop),
        .qid(framer$3$qid),
        .token(framer$3$token),
        .res_per(framer$3$res_per),
        .sp_per(framer$3$sp_per),
        .ov_per(framer$3$ov_per),
        .bu_go_en(framer$3$bu_go_en),
        .bu_ov_ready(framer$3$bu_ov_ready),
        .bu_ov_key(framer$3$bu_ov_key),
        .bu_ov_val(framer$3$bu_ov_val),
        .bu_inserted(framer$3$bu_inserted),
        .bu_overflowed(framer$3$bu_overflowed),
        .pu_valid(framer$3$pu_valid),
        .pu_kind(framer$3$pu_kind),
        .pu_tup(framer$3$pu_tup),
        .pu_vals(framer$3$pu_vals),
        .pu_lines(framer$3$pu_lines),
        .pu_ready(framer$3$pu_ready),
        .ro_write(framer$3$ro_write),
        .ro_data(framer$3$ro_data),
        .ro_full(framer$3$ro_full),
        .rr_write(framer$3$rr_write),
        .rr_data(framer$3$rr_data),
        .rr_full(framer$3$rr_full),
        .rs_write(framer$3$rs_write),
        .rs_data(framer$3$rs_data),
        .rs_full(framer$3$rs_full),
        .dq_write(framer$3$dq_write),
        .dq_data(framer$3$dq_data),
        .dq_full(framer$3$dq_full),
        .f_match(framer$3$f_match),
        .f_miss(framer$3$f_miss),
        .f_spill(framer$3$f_spill),
        .f_fout(framer$3$f_fout),
        .f_event(framer$3$f_event),
        .sent0_frames(framer$3$sent0_frames),
        .sent0_tuples(framer$3$sent0_tuples),
        .sent1_frames(framer$3$sent1_frames),
        .sent1_tuples(framer$3$sent1_tuples),
        .sent1_aux(framer$3$sent1_aux),
        .idle(framer$3$idle),
        .out_port(framer$3$out_port)
    );
    top$stamp stamp(
        .clock(stamp$clock),
        .reset(stamp$reset),
        .cfg_clear(stamp$cfg_clear),
        .per_port(stamp$per_port),
        .write$0(stamp$write$0),
        .write$1(stamp$write$1),
        .write$2(stamp$write$2),
        .write$3(stamp$write$3),
        .d_in$0(stamp$d_in$0),
        .d_in$1(stamp$d_in$1),
        .d_in$2(stamp$d_in$2),
        .d_in$3(stamp$d_in$3),
        .d_out$0(stamp$d_out$0),
        .d_out$1(stamp$d_out$1),
        .d_out$2(stamp$d_out$2),
        .d_out$3(stamp$d_out$3)
    );
    top$emitter$0 emitter$0(
        .clock(emitter$0$clock),
        .reset(emitter$0$reset),
        .dq_data(emitter$0$dq_data),
        .dq_empty(emitter$0$dq_empty),
        .dq_pop(emitter$0$dq_pop),
        .ra_data(emitter$0$ra_data),
        .ra_empty(emitter$0$ra_empty),
        .ra_pop(emitter$0$ra_pop),
        .ro_data(emitter$0$ro_data),
        .ro_empty(emitter$0$ro_empty),
        .ro_pop(emitter$0$ro_pop),
        .rr_data(emitter$0$rr_data),
        .rr_empty(emitter$0$rr_empty),
        .rr_pop(emitter$0$rr_pop),
        .rs_data(emitter$0$rs_data),
        .rs_empty(emitter$0$rs_empty),
        .rs_pop(emitter$0$rs_pop),
        .tx_tready(emitter$0$tx_tready),
        .tx_tvalid(emitter$0$tx_tvalid),
        .tx_tdata(emitter$0$tx_tdata),
        .tx_tkeep(emitter$0$tx_tkeep),
        .tx_tlast(emitter$0$tx_tlast),
        .idle(emitter$0$idle)
    );
    top$emitter$1 emitter$1(
        .clock(emitter$1$clock),
        .reset(emitter$1$reset),
        .dq_data(emitter$1$dq_data),
        .dq_empty(emitter$1$dq_empty),
        .dq_pop(emitter$1$dq_pop),
        .ra_data(emitter$1$ra_data),
        .ra_empty(emitter$1$ra_empty),
        .ra_pop(emitter$1$ra_pop),
        .ro_data(emitter$1$ro_data),
        .ro_empty(emitter$1$ro_empty),
        .ro_pop(emitter$1$ro_pop),
        .rr_data(emitter$1$rr_data),
        .rr_empty(emitter$1$rr_empty),
        .rr_pop(emitter$1$rr_pop),
        .rs_data(emitter$1$rs_data),
        .rs_empty(emitter$1$rs_empty),
        .rs_pop(emitter$1$rs_pop),
        .tx_tready(emitter$1$tx_tready),
        .tx_tvalid(emitter$1$tx_tvalid),
        .tx_tdata(emitter$1$tx_tdata),
        .tx_tkeep(emitter$1$tx_tkeep),
        .tx_tlast(emitter$1$tx_tlast),
        .idle(emitter$1$idle)
    );
    top$emitter$2 emitter$2(
        .clock(emitter$2$clock),
        .reset(emitter$2$reset),
        .dq_data(emitter$2$dq_data),
        .dq_empty(emitter$2$dq_empty),
        .dq_pop(emitter$2$dq_pop),
        .ra_data(emitter$2$ra_data),
        .ra_empty(emitter$2$ra_empty),
        .ra_pop(emitter$2$ra_pop),
        .ro_data(emitter$2$ro_data),
        .ro_empty(emitter$2$ro_empty),
        .ro_pop(emitter$2$ro_pop),
        .rr_data(emitter$2$rr_data),
        .rr_empty(emitter$2$rr_empty),
        .rr_pop(emitter$2$rr_pop),
        .rs_data(emitter$2$rs_data),
        .rs_empty(emitter$2$rs_empty),
        .rs_pop(emitter$2$rs_pop),
        .tx_tready(emitter$2$tx_tready),
        .tx_tvalid(emitter$2$tx_tvalid),
        .tx_tdata(emitter$2$tx_tdata),
        .tx_tkeep(emitter$2$tx_tkeep),
        .tx_tlast(emitter$2$tx_tlast),
        .idle(emitter$2$idle)
    );
    top$emitter$3 emitter$3(
        .clock(emitter$3$clock),
        .reset(emitter$3$reset),
        .dq_data(emitter$3$dq_data),
        .dq_empty(emitter$3$dq_empty),
        .dq_pop(emitter$3$dq_pop),
        .ra_data(emitter$3$ra_data),
        .ra_empty(emitter$3$ra_empty),
        .ra_pop(emitter$3$ra_pop),
        .ro_data(emitter$3$ro_data),
        .ro_empty(emitter$3$ro_empty),
        .ro_pop(emitter$3$ro_pop),
        .rr_data(emitter$3$rr_data),
        .rr_empty(emitter$3$rr_empty),
        .rr_pop(emitter$3$rr_pop),
        .rs_data(emitter$3$rs_data),
        .rs_empty(emitter$3$rs_empty),
        .rs_pop(emitter$3$rs_pop),
        .tx_tready(emitter$3$tx_tready),
        .tx_tvalid(emitter$3$tx_tvalid),
        .tx_tdata(emitter$3$tx_tdata),
        .tx_tkeep(emitter$3$tx_tkeep),
        .tx_tlast(emitter$3$tx_tlast),
        .idle(emitter$3$idle)
    );
    top$bu bu(
        .clock(bu$clock),
        .reset(bu$reset),
        .flush(bu$flush),
        .bucket_bits(bu$bucket_bits),
        .dual(bu$dual),
        .go_en(bu$go_en),
        .tup_valid(bu$tup_valid),
        .tup_key(bu$tup_key),
        .tup_val(bu$tup_val),
        .tup_table(bu$tup_table),
        .tup_ready(bu$tup_ready),
        .ov_valid(bu$ov_valid),
        .ov_key(bu$ov_key),
        .ov_val(bu$ov_val),
        .ov_ready(bu$ov_ready),
        .inserted(bu$inserted),
        .overflowed(bu$overflowed),
        .busy(bu$busy),
        .m0_valid(bu$m0_valid),
        .m0_addr(bu$m0_addr),
        .m0_wdata(bu$m0_wdata),
        .m0_wstrb(bu$m0_wstrb),
        .m0_wready(bu$m0_wready),
        .m1_valid(bu$m1_valid),
        .m1_addr(bu$m1_addr),
        .m1_wdata(bu$m1_wdata),
        .m1_wstrb(bu$m1_wstrb),
        .m1_wready(bu$m1_wready),
        .c_rd_valid(bu$c_rd_valid),
        .c_rd_addr(bu$c_rd_addr),
        .c_rsp_valid(bu$c_rsp_valid),
        .c_rsp_data(bu$c_rsp_data),
        .c_wr_valid(bu$c_wr_valid),
        .c_wr_addr(bu$c_wr_addr),
        .c_wr_data(bu$c_wr_data)
    );
    top$pu$0 pu$0(
        .clock(pu$0$clock),
        .reset(pu$0$reset),
        .bucket_bits(pu$0$bucket_bits),
        .dual(pu$0$dual),
        .tup_valid(pu$0$tup_valid),
        .tup(pu$0$tup),
        .tup_ready(pu$0$tup_ready),
        .out_valid(pu$0$out_valid),
        .out_kind(pu$0$out_kind),
        .out_tup(pu$0$out_tup),
        .out_vals(pu$0$out_vals),
        .out_lines(pu$0$out_lines),
        .out_ready(pu$0$out_ready),
        .busy(pu$0$busy),
        .inval(pu$0$inval),
        .m0_valid(pu$0$m0_valid),
        .m0_addr(pu$0$m0_addr),
        .m0_ready(pu$0$m0_ready),
        .m0_rdata(pu$0$m0_rdata),
        .m0_rempty(pu$0$m0_rempty),
        .m0_rpop(pu$0$m0_rpop),
        .m1_valid(pu$0$m1_valid),
        .m1_addr(pu$0$m1_addr),
        .m1_ready(pu$0$m1_ready),
        .m1_rdata(pu$0$m1_rdata),
        .m1_rempty(pu$0$m1_rempty),
        .m1_rpop(pu$0$m1_rpop)
    );
    top$pra0 pra0(
        .clock(pra0$clock),
        .reset(pra0$reset),
        .u_valid(pra0$u_valid),
        .u_addr$0(pra0$u_addr$0),
        .u_ready(pra0$u_ready),
        .u_rdata$0(pra0$u_rdata$0),
        .u_rempty(pra0$u_rempty),
        .u_rpop(pra0$u_rpop),
        .idle(pra0$idle),
        .waiting(pra0$waiting),
        .req_valid(pra0$req_valid),
        .req_addr(pra0$req_addr),
        .req_ready(pra0$req_ready),
        .rsp_valid(pra0$rsp_valid),
        .rsp_rdata(pra0$rsp_rdata)
    );
    top$pra1 pra1(
        .clock(pra1$clock),
        .reset(pra1$reset),
        .u_valid(pra1$u_valid),
        .u_addr$0(pra1$u_addr$0),
        .u_ready(pra1$u_ready),
        .u_rdata$0(pra1$u_rdata$0),
        .u_rempty(pra1$u_rempty),
        .u_rpop(pra1$u_rpop),
        .idle(pra1$idle),
        .waiting(pra1$waiting),
        .req_valid(pra1$req_valid),
        .req_addr(pra1$req_addr),
        .req_ready(pra1$req_ready),
        .rsp_valid(pra1$rsp_valid),
        .rsp_rdata(pra1$rsp_rdata)
    );
    top$mp0 mp0(
        .clock(mp0$clock),
        .reset(mp0$reset),
        .u_valid(mp0$u_valid),
        .u_write(mp0$u_write),
        .u_addr(mp0$u_addr),
        .u_wdata(mp0$u_wdata),
        .u_wstrb(mp0$u_wstrb),
        .u_ready(mp0$u_ready),
        .u_wready(mp0$u_wready),
        .u_rdata(mp0$u_rdata),
        .u_rempty(mp0$u_rempty),
        .u_rpop(mp0$u_rpop),
        .idle(mp0$idle),
        .req_valid(mp0$req_valid),
        .req_write(mp0$req_write),
        .req_addr(mp0$req_addr),
        .req_wdata(mp0$req_wdata),
        .req_wstrb(mp0$req_wstrb),
        .req_ready(mp0$req_ready),
        .rsp_valid(mp0$rsp_valid),
        .rsp_rdata(mp0$rsp_rdata)
    );
    top$mp1 mp1(
        .clock(mp1$clock),
        .reset(mp1$reset),
        .u_valid(mp1$u_valid),
        .u_write(mp1$u_write),
        .u_addr(mp1$u_addr),
        .u_wdata(mp1$u_wdata),
        .u_wstrb(mp1$u_wstrb),
        .u_ready(mp1$u_ready),
        .u_wready(mp1$u_wready),
        .u_rdata(mp1$u_rdata),
        .u_rempty(mp1$u_rempty),
        .u_rpop(mp1$u_rpop),
        .idle(mp1$idle),
        .req_valid(mp1$req_valid),
        .req_write(mp1$req_write),
        .req_addr(mp1$req_addr),
        .req_wdata(mp1$req_wdata),
        .req_wstrb(mp1$req_wstrb),
        .req_ready(mp1$req_ready),
        .rsp_valid(mp1$rsp_valid),
        .rsp_rdata(mp1$rsp_rdata)
    );
    top$jobq$0 jobq$0(
        .clock(jobq$0$clock),
        .reset(jobq$0$reset),
        .write(jobq$0$write),
        .data_in(jobq$0$data_in),
        .full(jobq$0$full),
        .count(jobq$0$count),
        .read(jobq$0$read),
        .data_out(jobq$0$data_out),
        .empty(jobq$0$empty)
    );
    top$jobq$1 jobq$1(
        .clock(jobq$1$clock),
        .reset(jobq$1$reset),
        .write(jobq$1$write),
        .data_in(jobq$1$data_in),
        .full(jobq$1$full),
        .count(jobq$1$count),
        .read(jobq$1$read),
        .data_out(jobq$1$data_out),
        .empty(jobq$1$empty)
    );
    top$jobq$2 jobq$2(
        .clock(jobq$2$clock),
        .reset(jobq$2$reset),
        .write(jobq$2$write),
        .data_in(jobq$2$data_in),
        .full(jobq$2$full),
        .count(jobq$2$count),
        .read(jobq$2$read),
        .data_out(jobq$2$data_out),
        .empty(jobq$2$empty)
    );
    top$jobq$3 jobq$3(
        .clock(jobq$3$clock),
        .reset(jobq$3$reset),
        .write(jobq$3$write),
        .data_in(jobq$3$data_in),
        .full(jobq$3$full),
        .count(jobq$3$count),
        .read(jobq$3$read),
        .data_out(jobq$3$data_out),
        .empty(jobq$3$empty)
    );
    top$btag btag(
        .clock(btag$clock),
        .reset(btag$reset),
        .write(btag$write),
        .data_in(btag$data_in),
        .full(btag$full),
        .count(btag$count),
        .read(btag$read),
        .data_out(btag$data_out),
        .empty(btag$empty)
    );
    top$ptag$0 ptag$0(
        .clock(ptag$0$clock),
        .reset(ptag$0$reset),
        .write(ptag$0$write),
        .data_in(ptag$0$data_in),
        .full(ptag$0$full),
        .count(ptag$0$count),
        .read(ptag$0$read),
        .data_out(ptag$0$data_out),
        .empty(ptag$0$empty)
    );
    top$fq_w$0 fq_w$0(
        .d(fq_w$0$d),
        .q(fq_w$0$q),
        .clock(fq_w$0$clock)
    );
    top$fq_w$1 fq_w$1(
        .d(fq_w$1$d),
        .q(fq_w$1$q),
        .clock(fq_w$1$clock)
    );
    top$fq_w$2 fq_w$2(
        .d(fq_w$2$d),
        .q(fq_w$2$q),
        .clock(fq_w$2$clock)
    );
    top$fq_w$3 fq_w$3(
        .d(fq_w$3$d),
        .q(fq_w$3$q),
        .clock(fq_w$3$clock)
    );
    top$fq_d$0 fq_d$0(
        .d(fq_d$0$d),
        .q(fq_d$0$q),
        .clock(fq_d$0$clock)
    );
    top$fq_d$1 fq_d$1(
        .d(fq_d$1$d),
        .q(fq_d$1$q),
        .clock(fq_d$1$clock)
    );
    top$fq_d$2 fq_d$2(
        .d(fq_d$2$d),
        .q(fq_d$2$q),
        .clock(fq_d$2$clock)
    );
    top$fq_d$3 fq_d$3(
        .d(fq_d$3$d),
        .q(fq_d$3$q),
        .clock(fq_d$3$clock)
    );
    top$ev_match ev_match(
        .d(ev_match$d),
        .q(ev_match$q),
        .clock(ev_match$clock)
    );
    top$ev_miss ev_miss(
        .d(ev_miss$d),
        .q(ev_miss$q),
        .clock(ev_miss$clock)
    );
    top$ev_spill ev_spill(
        .d(ev_spill$d),
        .q(ev_spill$q),
        .clock(ev_spill$clock)
    );
    top$ev_fout ev_fout(
        .d(ev_fout$d),
        .q(ev_fout$q),
        .clock(ev_fout$clock)
    );
    top$fe_match fe_match(
        .d(fe_match$d),
        .q(fe_match$q),
        .clock(fe_match$clock)
    );
    top$fe_miss fe_miss(
        .d(fe_miss$d),
        .q(fe_miss$q),
        .clock(fe_miss$clock)
    );
    top$fe_spill fe_spill(
        .d(fe_spill$d),
        .q(fe_spill$q),
        .clock(fe_spill$clock)
    );
    top$fe_fout fe_fout(
        .d(fe_fout$d),
        .q(fe_fout$q),
        .clock(fe_fout$clock)
    );
    top$fe_any fe_any(
        .d(fe_any$d),
        .q(fe_any$q),
        .clock(fe_any$clock)
    );
    top$ev_any ev_any(
        .d(ev_any$d),
        .q(ev_any$q),
        .clock(ev_any$clock)
    );
    top$bc_ins bc_ins(
        .d(bc_ins$d),
        .q(bc_ins$q),
        .clock(bc_ins$clock)
    );
    top$bc_ov bc_ov(
        .d(bc_ov$d),
        .q(bc_ov$q),
        .clock(bc_ov$clock)
    );
    top$bc_ins_at bc_ins_at(
        .d(bc_ins_at$d),
        .q(bc_ins_at$q),
        .clock(bc_ins_at$clock)
    );
    top$bc_ov_at bc_ov_at(
        .d(bc_ov_at$d),
        .q(bc_ov_at$q),
        .clock(bc_ov_at$clock)
    );
    top$bc_key bc_key(
        .d(bc_key$d),
        .q(bc_key$q),
        .clock(bc_key$clock)
    );
    top$bc_val bc_val(
        .d(bc_val$d),
        .q(bc_val$q),
        .clock(bc_val$clock)
    );
    top$sum_s0f sum_s0f(
        .d(sum_s0f$d),
        .q(sum_s0f$q),
        .clock(sum_s0f$clock)
    );
    top$sum_s0t sum_s0t(
        .d(sum_s0t$d),
        .q(sum_s0t$q),
        .clock(sum_s0t$clock)
    );
    top$sum_s1f sum_s1f(
        .d(sum_s1f$d),
        .q(sum_s1f$q),
        .clock(sum_s1f$clock)
    );
    top$sum_s1t sum_s1t(
        .d(sum_s1t$d),
        .q(sum_s1t$q),
        .clock(sum_s1t$clock)
    );
    top$sum_s1a sum_s1a(
        .d(sum_s1a$d),
        .q(sum_s1a$q),
        .clock(sum_s1a$clock)
    );
    top$inval_q inval_q(
        .d(inval_q$d),
        .q(inval_q$q),
        .clock(inval_q$clock)
    );
    top$dq$0 dq$0(
        .clock(dq$0$clock),
        .reset(dq$0$reset),
        .write(dq$0$write),
        .data_in(dq$0$data_in),
        .full(dq$0$full),
        .count(dq$0$count),
        .read(dq$0$read),
        .data_out(dq$0$data_out),
        .empty(dq$0$empty)
    );
    top$dq$1 dq$1(
        .clock(dq$1$clock),
        .reset(dq$1$reset),
        .write(dq$1$write),
        .data_in(dq$1$data_in),
        .full(dq$1$full),
        .count(dq$1$count),
        .read(dq$1$read),
        .data_out(dq$1$data_out),
        .empty(dq$1$empty)
    );
    top$dq$2 dq$2(
        .clock(dq$2$clock),
        .reset(dq$2$reset),
        .write(dq$2$write),
        .data_in(dq$2$data_in),
        .full(dq$2$full),
        .count(dq$2$count),
        .read(dq$2$read),
        .data_out(dq$2$data_out),
        .empty(dq$2$empty)
    );
    top$dq$3 dq$3(
        .clock(dq$3$clock),
        .reset(dq$3$reset),
        .write(dq$3$write),
        .data_in(dq$3$data_in),
        .full(dq$3$full),
        .count(dq$3$count),
        .read(dq$3$read),
        .data_out(dq$3$data_out),
        .empty(dq$3$empty)
    );
    top$ra$0 ra$0(
        .clock(ra$0$clock),
        .reset(ra$0$reset),
        .write(ra$0$write),
        .data_in(ra$0$data_in),
        .full(ra$0$full),
        .count(ra$0$count),
        .read(ra$0$read),
        .data_out(ra$0$data_out),
        .empty(ra$0$empty)
    );
    top$ra$1 ra$1(
        .clock(ra$1$clock),
        .reset(ra$1$reset),
        .write(ra$1$write),
        .data_in(ra$1$data_in),
        .full(ra$1$full),
        .count(ra$1$count),
        .read(ra$1$read),
        .data_out(ra$1$data_out),
        .empty(ra$1$empty)
    );
    top$ra$2 ra$2(
        .clock(ra$2$clock),
        .reset(ra$2$reset),
        .write(ra$2$write),
        .data_in(ra$2$data_in),
        .full(ra$2$full),
        .count(ra$2$count),
        .read(ra$2$read),
        .data_out(ra$2$data_out),
        .empty(ra$2$empty)
    );
    top$ra$3 ra$3(
        .clock(ra$3$clock),
        .reset(ra$3$reset),
        .write(ra$3$write),
        .data_in(ra$3$data_in),
        .full(ra$3$full),
        .count(ra$3$count),
        .read(ra$3$read),
        .data_out(ra$3$data_out),
        .empty(ra$3$empty)
    );
    top$ro$0 ro$0(
        .clock(ro$0$clock),
        .reset(ro$0$reset),
        .write(ro$0$write),
        .data_in(ro$0$data_in),
        .full(ro$0$full),
        .count(ro$0$count),
        .read(ro$0$read),
        .data_out(ro$0$data_out),
        .empty(ro$0$empty)
    );
    top$ro$1 ro$1(
        .clock(ro$1$clock),
        .reset(ro$1$reset),
        .write(ro$1$write),
        .data_in(ro$1$data_in),
        .full(ro$1$full),
        .count(ro$1$count),
        .read(ro$1$read),
        .data_out(ro$1$data_out),
        .empty(ro$1$empty)
    );
    top$ro$2 ro$2(
        .clock(ro$2$clock),
        .reset(ro$2$reset),
        .write(ro$2$write),
        .data_in(ro$2$data_in),
        .full(ro$2$full),
        .count(ro$2$count),
        .read(ro$2$read),
        .data_out(ro$2$data_out),
        .empty(ro$2$empty)
    );
    top$ro$3 ro$3(
        .clock(ro$3$clock),
        .reset(ro$3$reset),
        .write(ro$3$write),
        .data_in(ro$3$data_in),
        .full(ro$3$full),
        .count(ro$3$count),
        .read(ro$3$read),
        .data_out(ro$3$data_out),
        .empty(ro$3$empty)
    );
    top$rr$0 rr$0(
        .clock(rr$0$clock),
        .reset(rr$0$reset),
        .write(rr$0$write),
        .data_in(rr$0$data_in),
        .full(rr$0$full),
        .count(rr$0$count),
        .read(rr$0$read),
        .data_out(rr$0$data_out),
        .empty(rr$0$empty)
    );
    top$rr$1 rr$1(
        .clock(rr$1$clock),
        .reset(rr$1$reset),
        .write(rr$1$write),
        .data_in(rr$1$data_in),
        .full(rr$1$full),
        .count(rr$1$count),
        .read(rr$1$read),
        .data_out(rr$1$data_out),
        .empty(rr$1$empty)
    );
    top$rr$2 rr$2(
        .clock(rr$2$clock),
        .reset(rr$2$reset),
        .write(rr$2$write),
        .data_in(rr$2$data_in),
        .full(rr$2$full),
        .count(rr$2$count),
        .read(rr$2$read),
        .data_out(rr$2$data_out),
        .empty(rr$2$empty)
    );
    top$rr$3 rr$3(
        .clock(rr$3$clock),
        .reset(rr$3$reset),
        .write(rr$3$write),
        .data_in(rr$3$data_in),
        .full(rr$3$full),
        .count(rr$3$count),
        .read(rr$3$read),
        .data_out(rr$3$data_out),
        .empty(rr$3$empty)
    );
    top$rs$0 rs$0(
        .clock(rs$0$clock),
        .reset(rs$0$reset),
        .write(rs$0$write),
        .data_in(rs$0$data_in),
        .full(rs$0$full),
        .count(rs$0$count),
        .read(rs$0$read),
        .data_out(rs$0$data_out),
        .empty(rs$0$empty)
    );
    top$rs$1 rs$1(
        .clock(rs$1$clock),
        .reset(rs$1$reset),
        .write(rs$1$write),
        .data_in(rs$1$data_in),
        .full(rs$1$full),
        .count(rs$1$count),
        .read(rs$1$read),
        .data_out(rs$1$data_out),
        .empty(rs$1$empty)
    );
    top$rs$2 rs$2(
        .clock(rs$2$clock),
        .reset(rs$2$reset),
        .write(rs$2$write),
        .data_in(rs$2$data_in),
        .full(rs$2$full),
        .count(rs$2$count),
        .read(rs$2$read),
        .data_out(rs$2$data_out),
        .empty(rs$2$empty)
    );
    top$rs$3 rs$3(
        .clock(rs$3$clock),
        .reset(rs$3$reset),
        .write(rs$3$write),
        .data_in(rs$3$data_in),
        .full(rs$3$full),
        .count(rs$3$count),
        .read(rs$3$read),
        .data_out(rs$3$data_out),
        .empty(rs$3$empty)
    );
    
    // Update code
    always @(*) begin
        parser0$clock = clock;
        parser1$clock = clock;
        parser2$clock = clock;
        parser3$clock = clock;
        engine$clock = clock;
        stamp$clock = clock;
        bu$clock = clock;
        mp0$clock = clock;
        mp1$clock = clock;
        btag$clock = clock;
        pra0$clock = clock;
        pra1$clock = clock;
        ev_match$clock = clock;
        ev_miss$clock = clock;
        ev_spill$clock = clock;
        ev_fout$clock = clock;
        fe_match$clock = clock;
        fe_miss$clock = clock;
        fe_spill$clock = clock;
        fe_fout$clock = clock;
        fe_any$clock = clock;
        ev_any$clock = clock;
        bc_ins$clock = clock;
        bc_ov$clock = clock;
        bc_ins_at$clock = clock;
        bc_ov_at$clock = clock;
        bc_key$clock = clock;
        bc_val$clock = clock;
        sum_s0f$clock = clock;
        sum_s0t$clock = clock;
        sum_s1f$clock = clock;
        sum_s1t$clock = clock;
        sum_s1a$clock = clock;
        inval_q$clock = clock;
        sum_s0f$d = sum_s0f$q;
        sum_s0t$d = sum_s0t$q;
        sum_s1f$d = sum_s1f$q;
        sum_s1t$d = sum_s1t$q;
        sum_s1a$d = sum_s1a$q;
        inval_q$d = inval_q$q;
        btag$reset = reset;
        pra0$reset = reset;
        pra1$reset = reset;
        pu$0$clock = clock;
        ptag$0$clock = clock;
        pu$0$reset = reset;
        ptag$0$reset = reset;
        fq_w$0$clock = clock;
        fq_d$0$clock = clock;
        fq_w$0$d = framer$0$dq_write;
        fq_d$0$d = framer$0$dq_data;
        framer$0$clock = clock;
        jobq$0$clock = clock;
        framer$0$reset = reset;
        jobq$0$reset = reset;
        emitter$0$clock = clock;
        dq$0$clock = clock;
        ra$0$clock = clock;
        ro$0$clock = clock;
        rr$0$clock = clock;
        rs$0$clock = clock;
        emitter$0$reset = reset;
        dq$0$reset = reset;
        ra$0$reset = reset;
        ro$0$reset = reset;
        rr$0$reset = reset;
        rs$0$reset = reset;
        fq_w$1$clock = clock;
        fq_d$1$clock = clock;
        fq_w$1$d = framer$1$dq_write;
        fq_d$1$d = framer$1$dq_data;
        framer$1$clock = clock;
        jobq$1$clock = clock;
        framer$1$reset = reset;
        jobq$1$reset = reset;
        emitter$1$clock = clock;
        dq$1$clock = clock;
        ra$1$clock = clock;
        ro$1$clock = clock;
        rr$1$clock = clock;
        rs$1$clock = clock;
        emitter$1$reset = reset;
        dq$1$reset = reset;
        ra$1$reset = reset;
        ro$1$reset = reset;
        rr$1$reset = reset;
        rs$1$reset = reset;
        fq_w$2$clock = clock;
        fq_d$2$clock = clock;
        fq_w$2$d = framer$2$dq_write;
        fq_d$2$d = framer$2$dq_data;
        framer$2$clock = clock;
        jobq$2$clock = clock;
        framer$2$reset = reset;
        jobq$2$reset = reset;
        emitter$2$clock = clock;
        dq$2$clock = clock;
        ra$2$clock = clock;
        ro$2$clock = clock;
        rr$2$clock = clock;
        rs$2$clock = clock;
        emitter$2$reset = reset;
        dq$2$reset = reset;
        ra$2$reset = reset;
        ro$2$reset = reset;
        rr$2$reset = reset;
        rs$2$reset = reset;
        fq_w$3$clock = clock;
        fq_d$3$clock = clock;
        fq_w$3$d = framer$3$dq_write;
        fq_d$3$d = framer$3$dq_data;
        framer$3$clock = clock;
        jobq$3$clock = clock;
        framer$3$reset = reset;
        jobq$3$reset = reset;
        emitter$3$clock = clock;
        dq$3$clock = clock;
        ra$3$clock = clock;
        ro$3$clock = clock;
        rr$3$clock = clock;
        rs$3$clock = clock;
        emitter$3$reset = reset;
        dq$3$reset = reset;
        ra$3$reset = reset;
        ro$3$reset = reset;
        rr$3$reset = reset;
        rs$3$reset = reset;
        parser0$reset = reset;
        parser1$reset = reset;
        parser2$reset = reset;
        parser3$reset = reset;
        engine$reset = reset;
        stamp$reset = reset;
        bu$reset = reset;
        mp0$reset = reset;
        mp1$reset = reset;
        parser0$rx_tdata = rx0_tdata;
        parser0$rx_tkeep = rx0_tkeep;
        parser0$rx_tvalid = rx0_tvalid;
        parser0$rx_tlast = rx0_tlast;
        parser0$rx_tuser = rx0_tuser;
        rx0_tready = parser0$rx_tready;
        rx0_pause = parser0$rx_pause;
        engine$desc$0 = parser0$desc;
        engine$desc_valid$0 = parser0$desc_valid;
        parser0$desc_pop = engine$desc_pop$0;
        engine$pl_data$0 = parser0$pl_data;
        engine$pl_empty$0 = parser0$pl_empty;
        engine$pl_wide$0 = parser0$pl_wide;
        engine$pl_count$0 = parser0$pl_count;
        parser0$pl_pop = engine$pl_pop$0;
        parser0$pl_skip = engine$pl_skip$0;
        parser0$pl_skip_n = engine$pl_skip_n$0;
        parser1$rx_tdata = rx1_tdata;
        parser1$rx_tkeep = rx1_tkeep;
        parser1$rx_tvalid = rx1_tvalid;
        parser1$rx_tlast = rx1_tlast;
        parser1$rx_tuser = rx1_tuser;
        rx1_tready = parser1$rx_tready;
        rx1_pause = parser1$rx_pause;
        engine$desc$1 = parser1$desc;
        engine$desc_valid$1 = parser1$desc_valid;
        parser1$desc_pop = engine$desc_pop$1;
        engine$pl_data$1 = parser1$pl_data;
        engine$pl_empty$1 = parser1$pl_empty;
        engine$pl_wide$1 = parser1$pl_wide;
        engine$pl_count$1 = parser1$pl_count;
        parser1$pl_pop = engine$pl_pop$1;
        parser1$pl_skip = engine$pl_skip$1;
        parser1$pl_skip_n = engine$pl_skip_n$1;
        parser2$rx_tdata = rx2_tdata;
        parser2$rx_tkeep = rx2_tkeep;
        parser2$rx_tvalid = rx2_tvalid;
        parser2$rx_tlast = rx2_tlast;
        parser2$rx_tuser = rx2_tuser;
        rx2_tready = parser2$rx_tready;
        rx2_pause = parser2$rx_pause;
        engine$desc$2 = parser2$desc;
        engine$desc_valid$2 = parser2$desc_valid;
        parser2$desc_pop = engine$desc_pop$2;
        engine$pl_data$2 = parser2$pl_data;
        engine$pl_empty$2 = parser2$pl_empty;
        engine$pl_wide$2 = parser2$pl_wide;
        engine$pl_count$2 = parser2$pl_count;
        parser2$pl_pop = engine$pl_pop$2;
        parser2$pl_skip = engine$pl_skip$2;
        parser2$pl_skip_n = engine$pl_skip_n$2;
        parser3$rx_tdata = rx3_tdata;
        parser3$rx_tkeep = rx3_tkeep;
        parser3$rx_tvalid = rx3_tvalid;
        parser3$rx_tlast = rx3_tlast;
        parser3$rx_tuser = rx3_tuser;
        rx3_tready = parser3$rx_tready;
        rx3_pause = parser3$rx_pause;
        engine$desc$3 = parser3$desc;
        engine$desc_valid$3 = parser3$desc_valid;
        parser3$desc_pop = engine$desc_pop$3;
        engine$pl_data$3 = parser3$pl_data;
        engine$pl_empty$3 = parser3$pl_empty;
        engine$pl_wide$3 = parser3$pl_wide;
        engine$pl_count$3 = parser3$pl_count;
        parser3$pl_pop = engine$pl_pop$3;
        parser3$pl_skip = engine$pl_skip$3;
        parser3$pl_skip_n = engine$pl_skip_n$3;
        dbg_commit_valid = engine$commit_valid;
        dbg_commit_port = engine$commit_port;
        dbg_commit_drops = engine$commit_drops;
        dbg_commit_frame = engine$commit_frame;
        bu$tup_valid = engine$bu_valid;
        bu$tup_key = engine$bu_key;
        bu$tup_val = engine$bu_val;
        bu$tup_table = engine$bu_table;
        engine$bu_ready = bu$tup_ready;
        engine$bu_busy = bu$busy;
        bu$flush = engine$bu_flush;
        engine$bu_inserted = bc_ins$q;
        engine$bu_overflowed = bc_ov$q;
        bu$bucket_bits = engine$bucket_bits;
        bu$dual = dual;
        pu_busy = 1'b0;
        ptags_empty = 1'b1;
        pu$0$tup_valid = engine$pu_valid$0;
        pu$0$tup = engine$pu_tup$0;
        engine$pu_ready$0 = pu$0$tup_ready;
        pu$0$bucket_bits = engine$bucket_bits;
        pu$0$dual = dual;
        if (pu$0$busy) begin
            pu_busy = 1'b1;
        end
        if (~ptag$0$empty) begin
            ptags_empty = 1'b0;
        end
        engine$pu_busy = pu_busy;
        jport = engine$job_data[(J_PORT)+:(2)];
        engine$job_full = 1'b0;
        jobq$0$write = engine$job_write & (jport == 0);
        jobq$0$data_in = engine$job_data;
        if (jport == 0) begin
            engine$job_full = jobq$0$full;
        end
        framer$0$job_data = jobq$0$data_out;
        framer$0$job_empty = jobq$0$empty;
        jobq$0$read = framer$0$job_pop;
        framer$0$cfg_clear = engine$cfg_clear;
        framer$0$qid = engine$qid;
        framer$0$token = engine$token;
        framer$0$res_per = engine$res_per;
        framer$0$sp_per = engine$sp_per;
        framer$0$ov_per = engine$ov_per;
        jobq$1$write = engine$job_write & (jport == 1);
        jobq$1$data_in = engine$job_data;
        if (jport == 1) begin
            engine$job_full = jobq$1$full;
        end
        framer$1$job_data = jobq$1$data_out;
        framer$1$job_empty = jobq$1$empty;
        jobq$1$read = framer$1$job_pop;
        framer$1$cfg_clear = engine$cfg_clear;
        framer$1$qid = engine$qid;
        framer$1$token = engine$token;
        framer$1$res_per = engine$res_per;
        framer$1$sp_per = engine$sp_per;
        framer$1$ov_per = engine$ov_per;
        jobq$2$write = engine$job_write & (jport == 2);
        jobq$2$data_in = engine$job_data;
        if (jport == 2) begin
            engine$job_full = jobq$2$full;
        end
        framer$2$job_data = jobq$2$data_out;
        framer$2$job_empty = jobq$2$empty;
        jobq$2$read = framer$2$job_pop;
        framer$2$cfg_clear = engine$cfg_clear;
        framer$2$qid = engine$qid;
        framer$2$token = engine$token;
        framer$2$res_per = engine$res_per;
        framer$2$sp_per = engine$sp_per;
        framer$2$ov_per = engine$ov_per;
        jobq$3$write = engine$job_write & (jport == 3);
        jobq$3$data_in = engine$job_data;
        if (jport == 3) begin
            engine$job_full = jobq$3$full;
        end
        framer$3$job_data = jobq$3$data_out;
        framer$3$job_empty = jobq$3$empty;
        jobq$3$read = framer$3$job_pop;
        framer$3$cfg_clear = engine$cfg_clear;
        framer$3$qid = engine$qid;
        framer$3$token = engine$token;
        framer$3$res_per = engine$res_per;
        framer$3$sp_per = engine$sp_per;
        framer$3$ov_per = engine$ov_per;
        btag$write = engine$bu_valid & bu$tup_ready;
        btag$data_in = engine$bu_tag;
        btag$read = bu$inserted | bu$overflowed;
        bhead = btag$data_out;
        ptag$0$write = engine$pu_valid$0 & pu$0$tup_ready;
        ptag$0$data_in = engine$pu_tag$0;
        ptag$0$read = pu$0$out_valid & pu$0$out_ready;
        phead$0 = ptag$0$data_out;
        bu$go_en = 1'b0;
        bu$ov_ready = 1'b0;
        if (bhead == 0) begin
            bu$go_en = framer$0$bu_go_en & ~btag$empty;
            bu$ov_ready = framer$0$bu_ov_ready;
        end
        framer$0$bu_ov_key = bc_key$q;
        framer$0$bu_ov_val = bc_val$q;
        framer$0$bu_inserted = bc_ins_at$q[0];
        framer$0$bu_overflowed = bc_ov_at$q[0];
        if (bhead == 1) begin
            bu$go_en = framer$1$bu_go_en & ~btag$empty;
            bu$ov_ready = framer$1$bu_ov_ready;
        end
        framer$1$bu_ov_key = bc_key$q;
        framer$1$bu_ov_val = bc_val$q;
        framer$1$bu_inserted = bc_ins_at$q[1];
        framer$1$bu_overflowed = bc_ov_at$q[1];
        if (bhead == 2) begin
            bu$go_en = framer$2$bu_go_en & ~btag$empty;
            bu$ov_ready = framer$2$bu_ov_ready;
        end
        framer$2$bu_ov_key = bc_key$q;
        framer$2$bu_ov_val = bc_val$q;
        framer$2$bu_inserted = bc_ins_at$q[2];
        framer$2$bu_overflowed = bc_ov_at$q[2];
        if (bhead == 3) begin
            bu$go_en = framer$3$bu_go_en & ~btag$empty;
            bu$ov_ready = framer$3$bu_ov_ready;
        end
        framer$3$bu_ov_key = bc_key$q;
        framer$3$bu_ov_val = bc_val$q;
        framer$3$bu_inserted = bc_ins_at$q[3];
        framer$3$bu_overflowed = bc_ov_at$q[3];
        bc_ins$d = bu$inserted;
        bc_ov$d = bu$overflowed;
        bc_ins_at$d = ((bu$inserted) & 4'hf) << bhead;
        bc_ov_at$d = ((bu$overflowed) & 4'hf) << bhead;
        bc_key$d = bu$ov_key;
        bc_val$d = bu$ov_val;
        fclaim$0 = 1'b0;
        framer$0$pu_valid = 1'b0;
        framer$0$pu_kind = pu$0$out_kind;
        framer$0$pu_tup = pu$0$out_tup;
        framer$0$pu_vals = pu$0$out_vals;
        framer$0$pu_lines = pu$0$out_lines;
        fclaim$1 = 1'b0;
        framer$1$pu_valid = 1'b0;
        framer$1$pu_kind = pu$0$out_kind;
        framer$1$pu_tup = pu$0$out_tup;
        framer$1$pu_vals = pu$0$out_vals;
        framer$1$pu_lines = pu$0$out_lines;
        fclaim$2 = 1'b0;
        framer$2$pu_valid = 1'b0;
        framer$2$pu_kind = pu$0$out_kind;
        framer$2$pu_tup = pu$0$out_tup;
        framer$2$pu_vals = pu$0$out_vals;
        framer$2$pu_lines = pu$0$out_lines;
        fclaim$3 = 1'b0;
        framer$3$pu_valid = 1'b0;
        framer$3$pu_kind = pu$0$out_kind;
        framer$3$pu_tup = pu$0$out_tup;
        framer$3$pu_vals = pu$0$out_vals;
        framer$3$pu_lines = pu$0$out_lines;
        pu$0$out_ready = 1'b0;
        if ((phead$0 == 0) & ~ptag$0$empty & ~fclaim$0) begin
            pu$0$out_ready = framer$0$pu_ready;
            if (pu$0$out_valid) begin
                fclaim$0 = 1'b1;
                framer$0$pu_valid = 1'b1;
                framer$0$pu_kind = pu$0$out_kind;
                framer$0$pu_tup = pu$0$out_tup;
                framer$0$pu_vals = pu$0$out_vals;
                framer$0$pu_lines = pu$0$out_lines;
            end
        end
        if ((phead$0 == 1) & ~ptag$0$empty & ~fclaim$1) begin
            pu$0$out_ready = framer$1$pu_ready;
            if (pu$0$out_valid) begin
                fclaim$1 = 1'b1;
                framer$1$pu_valid = 1'b1;
                framer$1$pu_kind = pu$0$out_kind;
                framer$1$pu_tup = pu$0$out_tup;
                framer$1$pu_vals = pu$0$out_vals;
                framer$1$pu_lines = pu$0$out_lines;
            end
        end
        if ((phead$0 == 2) & ~ptag$0$empty & ~fclaim$2) begin
            pu$0$out_ready = framer$2$pu_ready;
            if (pu$0$out_valid) begin
                fclaim$2 = 1'b1;
                framer$2$pu_valid = 1'b1;
                framer$2$pu_kind = pu$0$out_kind;
                framer$2$pu_tup = pu$0$out_tup;
                framer$2$pu_vals = pu$0$out_vals;
                framer$2$pu_lines = pu$0$out_lines;
            end
        end
        if ((phead$0 == 3) & ~ptag$0$empty & ~fclaim$3) begin
            pu$0$out_ready = framer$3$pu_ready;
            if (pu$0$out_valid) begin
                fclaim$3 = 1'b1;
                framer$3$pu_valid = 1'b1;
                framer$3$pu_kind = pu$0$out_kind;
                framer$3$pu_tup = pu$0$out_tup;
                framer$3$pu_vals = pu$0$out_vals;
                framer$3$pu_lines = pu$0$out_lines;
            end
        end
        engine$f_match = ev_match$q;
        fe_match$d = ((framer$0$f_match) & 4'hf) | (((framer$1$f_match) & 4'hf) << 32'h1) | (((framer$2$f_match) & 4'hf) << 32'h2) | (((framer$3$f_match) & 4'hf) << 32'h3);
        ev_match$d = ((fe_match$q[32'h0]) & 3'h7) + ((fe_match$q[32'h1]) & 3'h7) + ((fe_match$q[32'h2]) & 3'h7) + ((fe_match$q[32'h3]) & 3'h7);
        engine$f_miss = ev_miss$q;
        fe_miss$d = ((framer$0$f_miss) & 4'hf) | (((framer$1$f_miss) & 4'hf) << 32'h1) | (((framer$2$f_miss) & 4'hf) << 32'h2) | (((framer$3$f_miss) & 4'hf) << 32'h3);
        ev_miss$d = ((fe_miss$q[32'h0]) & 3'h7) + ((fe_miss$q[32'h1]) & 3'h7) + ((fe_miss$q[32'h2]) & 3'h7) + ((fe_miss$q[32'h3]) & 3'h7);
        engine$f_spill = ev_spill$q;
        fe_spill$d = ((framer$0$f_spill) & 4'hf) | (((framer$1$f_spill) & 4'hf) << 32'h1) | (((framer$2$f_spill) & 4'hf) << 32'h2) | (((framer$3$f_spill) & 4'hf) << 32'h3);
        ev_spill$d = ((fe_spill$q[32'h0]) & 3'h7) + ((fe_spill$q[32'h1]) & 3'h7) + ((fe_spill$q[32'h2]) & 3'h7) + ((fe_spill$q[32'h3]) & 3'h7);
        engine$f_fout = ev_fout$q;
        fe_fout$d = ((framer$0$f_fout) & 4'hf) | (((framer$1$f_fout) & 4'hf) << 32'h1) | (((framer$2$f_fout) & 4'hf) << 32'h2) | (((framer$3$f_fout) & 4'hf) << 32'h3);
        ev_fout$d = ((fe_fout$q[32'h0]) & 3'h7) + ((fe_fout$q[32'h1]) & 3'h7) + ((fe_fout$q[32'h2]) & 3'h7) + ((fe_fout$q[32'h3]) & 3'h7);
        engine$sent0_frames = sum_s0f$q;
        sum_s0f$d = framer$0$sent0_frames + framer$1$sent0_frames + framer$2$sent0_frames + framer$3$sent0_frames;
        engine$sent0_tuples = sum_s0t$q;
        sum_s0t$d = framer$0$sent0_tuples + framer$1$sent0_tuples + framer$2$sent0_tuples + framer$3$sent0_tuples;
        engine$sent1_frames = sum_s1f$q;
        sum_s1f$d = framer$0$sent1_frames + framer$1$sent1_frames + framer$2$sent1_frames + framer$3$sent1_frames;
        engine$sent1_tuples = sum_s1t$q;
        sum_s1t$d = framer$0$sent1_tuples + framer$1$sent1_tuples + framer$2$sent1_tuples + framer$3$sent1_tuples;
        engine$sent1_aux = sum_s1a$q;
        sum_s1a$d = framer$0$sent1_aux + framer$1$sent1_aux + framer$2$sent1_aux + framer$3$sent1_aux;
        dq_idle = 1'b1;
        framers_idle = 1'b1;
        if (~dq$0$empty | ~emitter$0$idle | fq_w$0$q) begin
            dq_idle = 1'b0;
        end
        if (~framer$0$idle | ~jobq$0$empty) begin
            framers_idle = 1'b0;
        end
        if (~dq$1$empty | ~emitter$1$idle | fq_w$1$q) begin
            dq_idle = 1'b0;
        end
        if (~framer$1$idle | ~jobq$1$empty) begin
            framers_idle = 1'b0;
        end
        if (~dq$2$empty | ~emitter$2$idle | fq_w$2$q) begin
            dq_idle = 1'b0;
        end
        if (~framer$2$idle | ~jobq$2$empty) begin
            framers_idle = 1'b0;
        end
        if (~dq$3$empty | ~emitter$3$idle | fq_w$3$q) begin
            dq_idle = 1'b0;
        end
        if (~framer$3$idle | ~jobq$3$empty) begin
            framers_idle = 1'b0;
        end
        fe_any$d = 1'b0;
        if (framer$0$f_event) begin
            fe_any$d = 1'b1;
        end
        if (framer$1$f_event) begin
            fe_any$d = 1'b1;
        end
        if (framer$2$f_event) begin
            fe_any$d = 1'b1;
        end
        if (framer$3$f_event) begin
            fe_any$d = 1'b1;
        end
        ev_any$d = fe_any$q;
        engine$pipe_idle = framers_idle & ~fe_any$q & ~ev_any$q & ~bc_ins$q & ~bc_ov$q & btag$empty & ptags_empty & ~bu$busy & ~pu_busy & dq_idle;
        stamp$cfg_clear = engine$cfg_clear;
        stamp$per_port = engine$route_src;
        eport = engine$dq_data[(D_PORT)+:(2)];
        engine$ra_full = 1'b0;
        engine$dq_full = 1'b0;
        dqw$0 = fq_w$0$q | (engine$dq_write & (eport == 0));
        stamp$write$0 = dqw$0;
        stamp$d_in$0 = fq_d$0$q;
        if (engine$dq_write & (eport == 0)) begin
            stamp$d_in$0 = engine$dq_data;
        end
        ra$0$write = engine$ra_write & (engine$ra_port == 0);
        ra$0$data_in = engine$ra_data;
        ro$0$write = framer$0$ro_write;
        ro$0$data_in = framer$0$ro_data;
        rr$0$write = framer$0$rr_write;
        rr$0$data_in = framer$0$rr_data;
        rs$0$write = framer$0$rs_write;
        rs$0$data_in = framer$0$rs_data;
        dq$0$write = dqw$0;
        dq$0$data_in = stamp$d_out$0;
        if (engine$ra_port == 0) begin
            engine$ra_full = ra$0$full;
            engine$dq_full = dq$0$full;
        end
        framer$0$ro_full = ro$0$full;
        framer$0$rr_full = rr$0$full;
        framer$0$rs_full = rs$0$full;
        framer$0$dq_full = dq$0$full | (fq_w$0$q & (dq$0$count == dq_last));
        emitter$0$dq_data = dq$0$data_out;
        emitter$0$dq_empty = dq$0$empty;
        dq$0$read = emitter$0$dq_pop;
        emitter$0$ra_data = ra$0$data_out;
        emitter$0$ra_empty = ra$0$empty;
        ra$0$read = emitter$0$ra_pop;
        emitter$0$ro_data = ro$0$data_out;
        emitter$0$ro_empty = ro$0$empty;
        ro$0$read = emitter$0$ro_pop;
        emitter$0$rr_data = rr$0$data_out;
        emitter$0$rr_empty = rr$0$empty;
        rr$0$read = emitter$0$rr_pop;
        emitter$0$rs_data = rs$0$data_out;
        emitter$0$rs_empty = rs$0$empty;
        rs$0$read = emitter$0$rs_pop;
        dqw$1 = fq_w$1$q | (engine$dq_write & (eport == 1));
        stamp$write$1 = dqw$1;
        stamp$d_in$1 = fq_d$1$q;
        if (engine$dq_write & (eport == 1)) begin
            stamp$d_in$1 = engine$dq_data;
        end
        ra$1$write = engine$ra_write & (engine$ra_port == 1);
        ra$1$data_in = engine$ra_data;
        ro$1$write = framer$1$ro_write;
        ro$1$data_in = framer$1$ro_data;
        rr$1$write = framer$1$rr_write;
        rr$1$data_in = framer$1$rr_data;
        rs$1$write = framer$1$rs_write;
        rs$1$data_in = framer$1$rs_data;
        dq$1$write = dqw$1;
        dq$1$data_in = stamp$d_out$1;
        if (engine$ra_port == 1) begin
            engine$ra_full = ra$1$full;
            engine$dq_full = dq$1$full;
        end
        framer$1$ro_full = ro$1$full;
        framer$1$rr_full = rr$1$full;
        framer$1$rs_full = rs$1$full;
        framer$1$dq_full = dq$1$full | (fq_w$1$q & (dq$1$count == dq_last));
        emitter$1$dq_data = dq$1$data_out;
        emitter$1$dq_empty = dq$1$empty;
        dq$1$read = emitter$1$dq_pop;
        emitter$1$ra_data = ra$1$data_out;
        emitter$1$ra_empty = ra$1$empty;
        ra$1$read = emitter$1$ra_pop;
        emitter$1$ro_data = ro$1$data_out;
        emitter$1$ro_empty = ro$1$empty;
        ro$1$read = emitter$1$ro_pop;
        emitter$1$rr_data = rr$1$data_out;
        emitter$1$rr_empty = rr$1$empty;
        rr$1$read = emitter$1$rr_pop;
        emitter$1$rs_data = rs$1$data_out;
        emitter$1$rs_empty = rs$1$empty;
        rs$1$read = emitter$1$rs_pop;
        dqw$2 = fq_w$2$q | (engine$dq_write & (eport == 2));
        stamp$write$2 = dqw$2;
        stamp$d_in$2 = fq_d$2$q;
        if (engine$dq_write & (eport == 2)) begin
            stamp$d_in$2 = engine$dq_data;
        end
        ra$2$write = engine$ra_write & (engine$ra_port == 2);
        ra$2$data_in = engine$ra_data;
        ro$2$write = framer$2$ro_write;
        ro$2$data_in = framer$2$ro_data;
        rr$2$write = framer$2$rr_write;
        rr$2$data_in = framer$2$rr_data;
        rs$2$write = framer$2$rs_write;
        rs$2$data_in = framer$2$rs_data;
        dq$2$write = dqw$2;
        dq$2$data_in = stamp$d_out$2;
        if (engine$ra_port == 2) begin
            engine$ra_full = ra$2$full;
            engine$dq_full = dq$2$full;
        end
        framer$2$ro_full = ro$2$full;
        framer$2$rr_full = rr$2$full;
        framer$2$rs_full = rs$2$full;
        framer$2$dq_full = dq$2$full | (fq_w$2$q & (dq$2$count == dq_last));
        emitter$2$dq_data = dq$2$data_out;
        emitter$2$dq_empty = dq$2$empty;
        dq$2$read = emitter$2$dq_pop;
        emitter$2$ra_data = ra$2$data_out;
        emitter$2$ra_empty = ra$2$empty;
        ra$2$read = emitter$2$ra_pop;
        emitter$2$ro_data = ro$2$data_out;
        emitter$2$ro_empty = ro$2$empty;
        ro$2$read = emitter$2$ro_pop;
        emitter$2$rr_data = rr$2$data_out;
        emitter$2$rr_empty = rr$2$empty;
        rr$2$read = emitter$2$rr_pop;
        emitter$2$rs_data = rs$2$data_out;
        emitter$2$rs_empty = rs$2$empty;
        rs$2$read = emitter$2$rs_pop;
        dqw$3 = fq_w$3$q | (engine$dq_write & (eport == 3));
        stamp$write$3 = dqw$3;
        stamp$d_in$3 = fq_d$3$q;
        if (engine$dq_write & (eport == 3)) begin
            stamp$d_in$3 = engine$dq_data;
        end
        ra$3$write = engine$ra_write & (engine$ra_port == 3);
        ra$3$data_in = engine$ra_data;
        ro$3$write = framer$3$ro_write;
        ro$3$data_in = framer$3$ro_data;
        rr$3$write = framer$3$rr_write;
        rr$3$data_in = framer$3$rr_data;
        rs$3$write = framer$3$rs_write;
        rs$3$data_in = framer$3$rs_data;
        dq$3$write = dqw$3;
        dq$3$data_in = stamp$d_out$3;
        if (engine$ra_port == 3) begin
            engine$ra_full = ra$3$full;
            engine$dq_full = dq$3$full;
        end
        framer$3$ro_full = ro$3$full;
        framer$3$rr_full = rr$3$full;
        framer$3$rs_full = rs$3$full;
        framer$3$dq_full = dq$3$full | (fq_w$3$q & (dq$3$count == dq_last));
        emitter$3$dq_data = dq$3$data_out;
        emitter$3$dq_empty = dq$3$empty;
        dq$3$read = emitter$3$dq_pop;
        emitter$3$ra_data = ra$3$data_out;
        emitter$3$ra_empty = ra$3$empty;
        ra$3$read = emitter$3$ra_pop;
        emitter$3$ro_data = ro$3$data_out;
        emitter$3$ro_empty = ro$3$empty;
        ro$3$read = emitter$3$ro_pop;
        emitter$3$rr_data = rr$3$data_out;
        emitter$3$rr_empty = rr$3$empty;
        rr$3$read = emitter$3$rr_pop;
        emitter$3$rs_data = rs$3$data_out;
        emitter$3$rs_empty = rs$3$empty;
        rs$3$read = emitter$3$rs_pop;
        emitter$0$tx_tready = tx0_tready;
        tx0_tvalid = emitter$0$tx_tvalid;
        tx0_tdata = emitter$0$tx_tdata;
        tx0_tkeep = emitter$0$tx_tkeep;
        tx0_tlast = emitter$0$tx_tlast;
        tx0_tuser = 1'b0;
        emitter$1$tx_tready = tx1_tready;
        tx1_tvalid = emitter$1$tx_tvalid;
        tx1_tdata = emitter$1$tx_tdata;
        tx1_tkeep = emitter$1$tx_tkeep;
        tx1_tlast = emitter$1$tx_tlast;
        tx1_tuser = 1'b0;
        emitter$2$tx_tready = tx2_tready;
        tx2_tvalid = emitter$2$tx_tvalid;
        tx2_tdata = emitter$2$tx_tdata;
        tx2_tkeep = emitter$2$tx_tkeep;
        tx2_tlast = emitter$2$tx_tlast;
        tx2_tuser = 1'b0;
        emitter$3$tx_tready = tx3_tready;
        tx3_tvalid = emitter$3$tx_tvalid;
        tx3_tdata = emitter$3$tx_tdata;
        tx3_tkeep = emitter$3$tx_tkeep;
        tx3_tlast = emitter$3$tx_tlast;
        tx3_tuser = 1'b0;
        busy = ~engine$idle | ~engine$pipe_idle;
        prq0 = 32'h0;
        prq1 = 32'h0;
        ppop0 = 32'h0;
        ppop1 = 32'h0;
        inval_q$d = (mp0$req_valid & mp0$req_write) | (mp1$req_valid & mp1$req_write);
        pu$0$inval = inval_q$q;
        if (pu$0$m0_valid) begin
            prq0 = prq0 | unit_bit$0;
        end
        if (pu$0$m1_valid) begin
            prq1 = prq1 | unit_bit$0;
        end
        if (pu$0$m0_rpop) begin
            ppop0 = ppop0 | unit_bit$0;
        end
        if (pu$0$m1_rpop) begin
            ppop1 = ppop1 | unit_bit$0;
        end
        pra0$u_addr$0 = pu$0$m0_addr;
        pra1$u_addr$0 = pu$0$m1_addr;
        pu$0$m0_ready = (pra0$u_ready & unit_bit$0) != 32'h0;
        pu$0$m1_ready = (pra1$u_ready & unit_bit$0) != 32'h0;
        pu$0$m0_rdata = pra0$u_rdata$0;
        pu$0$m1_rdata = pra1$u_rdata$0;
        pu$0$m0_rempty = (pra0$u_rempty & unit_bit$0) != 32'h0;
        pu$0$m1_rempty = (pra1$u_rempty & unit_bit$0) != 32'h0;
        pra0$u_valid = prq0;
        pra1$u_valid = prq1;
        pra0$u_rpop = ppop0;
        pra1$u_rpop = ppop1;
        pr_go0 = pra0$req_valid & ~bu$busy;
        pr_go1 = pra1$req_valid & ~bu$busy;
        pra0$req_ready = mp0$u_ready & ~bu$busy;
        pra1$req_ready = mp1$u_ready & ~bu$busy;
        pra0$rsp_valid = ~mp0$u_rempty & pra0$waiting;
        pra1$rsp_valid = ~mp1$u_rempty & pra1$waiting;
        pra0$rsp_rdata = mp0$u_rdata;
        pra1$rsp_rdata = mp1$u_rdata;
        mp0$u_valid = bu$m0_valid | pr_go0 | (engine$clr_valid & ~engine$clr_ctrl);
        mp0$u_write = 1'b1;
        mp0$u_addr = engine$clr_addr;
        mp0$u_wdata = 32'h0;
        mp0$u_wstrb = all_strb;
        if (pr_go0) begin
            mp0$u_write = 1'b0;
            mp0$u_addr = pra0$req_addr;
        end
        if (bu$m0_valid) begin
            mp0$u_addr = bu$m0_addr;
            mp0$u_wdata = bu$m0_wdata;
            mp0$u_wstrb = bu$m0_wstrb;
        end
        bu$m0_wready = mp0$u_wready;
        mp0$u_rpop = pra0$rsp_valid;
        engine$clr_ready0 = mp0$u_wready;
        mem0_req_valid = mp0$req_valid;
        mem0_req_write = mp0$req_write;
        mem0_req_addr = mp0$req_addr;
        mem0_req_wdata = mp0$req_wdata;
        mem0_req_wstrb = mp0$req_wstrb;
        mp0$req_ready = mem0_req_ready;
        mp0$rsp_valid = mem0_rsp_valid;
        mp0$rsp_rdata = mem0_rsp_rdata;
        mp1$u_valid = bu$m1_valid | pr_go1 | (engine$clr_valid & engine$clr_ctrl);
        mp1$u_write = 1'b1;
        mp1$u_addr = engine$clr_addr;
        mp1$u_wdata = 32'h0;
        mp1$u_wstrb = all_strb;
        if (pr_go1) begin
            mp1$u_write = 1'b0;
            mp1$u_addr = pra1$req_addr;
        end
        if (bu$m1_valid) begin
            mp1$u_addr = bu$m1_addr;
            mp1$u_wdata = bu$m1_wdata;
            mp1$u_wstrb = bu$m1_wstrb;
        end
        bu$m1_wready = mp1$u_wready;
        mp1$u_rpop = pra1$rsp_valid;
        engine$clr_ready1 = mp1$u_wready;
        mem1_req_valid = mp1$req_valid;
        mem1_req_write = mp1$req_write;
        mem1_req_addr = mp1$req_addr;
        mem1_req_wdata = mp1$req_wdata;
        mem1_req_wstrb = mp1$req_wstrb;
        mp1$req_ready = mem1_req_ready;
        mp1$rsp_valid = mem1_rsp_valid;
        mp1$rsp_rdata = mem1_rsp_rdata;
        cnt_rd_valid = bu$c_rd_valid;
        cnt_rd_addr = bu$c_rd_addr;
        bu$c_rsp_valid = cnt_rsp_valid;
        bu$c_rsp_data = cnt_rsp_rdata;
        clr_go = engine$clr_valid & ~engine$clr_ctrl & mp0$u_wready;
        if (engine$clr_ctrl) begin
            clr_go = engine$clr_valid & mp1$u_wready;
        end
        cnt_wr_valid = bu$c_wr_valid | clr_go;
        cnt_wr_addr = ((engine$clr_addr[(32'h4)+:(28)]) & 32'hffffffff);
        cnt_wr_data = 32'h0;
        if (bu$c_wr_valid) begin
            cnt_wr_addr = bu$c_wr_addr;
            cnt_wr_data = bu$c_wr_data;
        end
    end
    
endmodule // top


module top$bc_ins(d,q,clock);
    
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
          
endmodule // top$bc_ins


module top$bc_ins_at(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bc_ins_at


module top$bc_key(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bc_key


module top$bc_ov(d,q,clock);
    
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
          
endmodule // top$bc_ov


module top$bc_ov_at(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bc_ov_at


module top$bc_val(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bc_val


module top$btag(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [1:0] data_in;
    output reg  full;
    output reg  [7:0] count;
    input wire  read;
    output reg  [1:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 8'h80;
    
    // Stub signals
    reg  [6:0] ram$read_address;
    reg  ram$read_clock;
    wire  [1:0] ram$read_data;
    reg  [6:0] ram$write_address;
    reg  ram$write_clock;
    reg  [1:0] ram$write_data;
    reg  ram$write_enable;
    reg  [7:0] rd$d;
    wire  [7:0] rd$q;
    reg  rd$clock;
    reg  [7:0] wr$d;
    wire  [7:0] wr$q;
    reg  wr$clock;
    reg  [7:0] wr_d$d;
    wire  [7:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$btag$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$btag$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$btag$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$btag$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 7'h7f);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 7'h7f);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 7'h7f);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$btag


module top$btag$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [6:0] read_address;
    input wire  read_clock;
    output reg  [1:0] read_data;
    input wire  [6:0] write_address;
    input wire  write_clock;
    input wire  [1:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1:0] mem[127:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$btag$ram


module top$btag$rd(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$btag$rd


module top$btag$wr(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$btag$wr


module top$btag$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$btag$wr_d


module top$bu(clock,reset,flush,bucket_bits,dual,go_en,tup_valid,tup_key,tup_val,tup_table,tup_ready,ov_valid,ov_key,ov_val,ov_ready,inserted,overflowed,busy,m0_valid,m0_addr,m0_wdata,m0_wstrb,m0_wready,m1_valid,m1_addr,m1_wdata,m1_wstrb,m1_wready,c_rd_valid,c_rd_addr,c_rsp_valid,c_rsp_data,c_wr_valid,c_wr_addr,c_wr_data);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  flush;
    input wire  [4:0] bucket_bits;
    input wire  dual;
    input wire  go_en;
    input wire  tup_valid;
    input wire  [63:0] tup_key;
    input wire  [63:0] tup_val;
    input wire  [7:0] tup_table;
    output reg  tup_ready;
    output reg  ov_valid;
    output reg  [63:0] ov_key;
    output reg  [63:0] ov_val;
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
    output reg  c_rd_valid;
    output reg  [31:0] c_rd_addr;
    input wire  c_rsp_valid;
    input wire  [31:0] c_rsp_data;
    output reg  c_wr_valid;
    output reg  [31:0] c_wr_addr;
    output reg  [31:0] c_wr_data;
    
    // Constant declarations
    localparam  tm0 = 32'h0;
    localparam  tm1 = 32'hffffffff;
    localparam  tm2 = 32'h0;
    localparam  slots = 2'b11;
    localparam  st_full = 8'h83;
    localparam  sb0 = 64'hffff;
    localparam  sb1 = 64'hffff0000;
    localparam  sb2 = 64'hffff00000000;
    localparam  sbs = 64'h8000000000000000;
    localparam  slot_bits = 16'h80;
    localparam  ctl_off = 16'ha0;
    localparam  status_off = 16'h1f8;
    localparam  SLOT_BITS = 16'h80;
    
    // Stub signals
    reg  in_slice$clock;
    reg  in_slice$reset;
    reg  in_slice$s_valid;
    reg  [135:0] in_slice$s_data;
    wire  in_slice$s_ready;
    wire  in_slice$m_valid;
    wire  [135:0] in_slice$m_data;
    reg  in_slice$m_ready;
    wire  in_slice$busy;
    reg  [63:0] hash$key;
    wire  [31:0] hash$hash;
    reg  fl$clock;
    reg  fl$reset;
    reg  fl$write;
    reg  [160:0] fl$data_in;
    wire  fl$full;
    wire  [5:0] fl$count;
    reg  fl$read;
    wire  [160:0] fl$data_out;
    wire  fl$empty;
    reg  cq$clock;
    reg  cq$reset;
    reg  cq$write;
    reg  [31:0] cq$data_in;
    wire  cq$full;
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
    reg  h_v$d;
    wire  h_v$q;
    reg  h_v$clock;
    reg  [63:0] h_key$d;
    wire  [63:0] h_key$q;
    reg  h_key$clock;
    reg  [63:0] h_val$d;
    wire  [63:0] h_val$q;
    reg  h_val$clock;
    reg  [31:0] h_line$d;
    wire  [31:0] h_line$q;
    reg  h_line$clock;
    reg  h_ctrl$d;
    wire  h_ctrl$q;
    reg  h_ctrl$clock;
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
    reg  [63:0] in_key;
    reg  [63:0] in_val;
    reg  [7:0] in_table;
    reg  [31:0] bucket;
    reg  [31:0] line;
    reg  in_ctrl;
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
    reg  [1:0] count;
    reg  full;
    reg  [31:0] nw;
    reg  [511:0] tup;
    reg  [511:0] rep$0;
    reg  [511:0] rep$1;
    reg  [511:0] rep$2;
    reg  [7:0] status;
    reg  [511:0] wdata;
    reg  [63:0] wstrb;
    reg  rd_go;
    
    // Sub module instances
    top$bu$in_slice in_slice(
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
    top$bu$hash hash(
        .key(hash$key),
        .hash(hash$hash)
    );
    top$bu$fl fl(
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
    top$bu$cq cq(
        .clock(cq$clock),
        .reset(cq$reset),
        .write(cq$write),
        .data_in(cq$data_in),
        .full(cq$full),
        .count(cq$count),
        .read(cq$read),
        .data_out(cq$data_out),
        .empty(cq$empty)
    );
    top$bu$wrote wrote(
        .d(wrote$d),
        .q(wrote$q),
        .clock(wrote$clock)
    );
    top$bu$lab_v$0 lab_v$0(
        .d(lab_v$0$d),
        .q(lab_v$0$q),
        .clock(lab_v$0$clock)
    );
    top$bu$lab_v$1 lab_v$1(
        .d(lab_v$1$d),
        .q(lab_v$1$q),
        .clock(lab_v$1$clock)
    );
    top$bu$lab_v$2 lab_v$2(
        .d(lab_v$2$d),
        .q(lab_v$2$q),
        .clock(lab_v$2$clock)
    );
    top$bu$lab_v$3 lab_v$3(
        .d(lab_v$3$d),
        .q(lab_v$3$q),
        .clock(lab_v$3$clock)
    );
    top$bu$lab_v$4 lab_v$4(
        .d(lab_v$4$d),
        .q(lab_v$4$q),
        .clock(lab_v$4$clock)
    );
    top$bu$lab_v$5 lab_v$5(
        .d(lab_v$5$d),
        .q(lab_v$5$q),
        .clock(lab_v$5$clock)
    );
    top$bu$lab_v$6 lab_v$6(
        .d(lab_v$6$d),
        .q(lab_v$6$q),
        .clock(lab_v$6$clock)
    );
    top$bu$lab_v$7 lab_v$7(
        .d(lab_v$7$d),
        .q(lab_v$7$q),
        .clock(lab_v$7$clock)
    );
    top$bu$lab_v$8 lab_v$8(
        .d(lab_v$8$d),
        .q(lab_v$8$q),
        .clock(lab_v$8$clock)
    );
    top$bu$lab_v$9 lab_v$9(
        .d(lab_v$9$d),
        .q(lab_v$9$q),
        .clock(lab_v$9$clock)
    );
    top$bu$lab_v$10 lab_v$10(
        .d(lab_v$10$d),
        .q(lab_v$10$q),
        .clock(lab_v$10$clock)
    );
    top$bu$lab_v$11 lab_v$11(
        .d(lab_v$11$d),
        .q(lab_v$11$q),
        .clock(lab_v$11$clock)
    );
    top$bu$lab_v$12 lab_v$12(
        .d(lab_v$12$d),
        .q(lab_v$12$q),
        .clock(lab_v$12$clock)
    );
    top$bu$lab_v$13 lab_v$13(
        .d(lab_v$13$d),
        .q(lab_v$13$q),
        .clock(lab_v$13$clock)
    );
    top$bu$lab_v$14 lab_v$14(
        .d(lab_v$14$d),
        .q(lab_v$14$q),
        .clock(lab_v$14$clock)
    );
    top$bu$lab_v$15 lab_v$15(
        .d(lab_v$15$d),
        .q(lab_v$15$q),
        .clock(lab_v$15$clock)
    );
    top$bu$lab_v$16 lab_v$16(
        .d(lab_v$16$d),
        .q(lab_v$16$q),
        .clock(lab_v$16$clock)
    );
    top$bu$lab_v$17 lab_v$17(
        .d(lab_v$17$d),
        .q(lab_v$17$q),
        .clock(lab_v$17$clock)
    );
    top$bu$lab_v$18 lab_v$18(
        .d(lab_v$18$d),
        .q(lab_v$18$q),
        .clock(lab_v$18$clock)
    );
    top$bu$lab_v$19 lab_v$19(
        .d(lab_v$19$d),
        .q(lab_v$19$q),
        .clock(lab_v$19$clock)
    );
    top$bu$lab_v$20 lab_v$20(
        .d(lab_v$20$d),
        .q(lab_v$20$q),
        .clock(lab_v$20$clock)
    );
    top$bu$lab_v$21 lab_v$21(
        .d(lab_v$21$d),
        .q(lab_v$21$q),
        .clock(lab_v$21$clock)
    );
    top$bu$lab_v$22 lab_v$22(
        .d(lab_v$22$d),
        .q(lab_v$22$q),
        .clock(lab_v$22$clock)
    );
    top$bu$lab_v$23 lab_v$23(
        .d(lab_v$23$d),
        .q(lab_v$23$q),
        .clock(lab_v$23$clock)
    );
    top$bu$lab_v$24 lab_v$24(
        .d(lab_v$24$d),
        .q(lab_v$24$q),
        .clock(lab_v$24$clock)
    );
    top$bu$lab_v$25 lab_v$25(
        .d(lab_v$25$d),
        .q(lab_v$25$q),
        .clock(lab_v$25$clock)
    );
    top$bu$lab_v$26 lab_v$26(
        .d(lab_v$26$d),
        .q(lab_v$26$q),
        .clock(lab_v$26$clock)
    );
    top$bu$lab_v$27 lab_v$27(
        .d(lab_v$27$d),
        .q(lab_v$27$q),
        .clock(lab_v$27$clock)
    );
    top$bu$lab_v$28 lab_v$28(
        .d(lab_v$28$d),
        .q(lab_v$28$q),
        .clock(lab_v$28$clock)
    );
    top$bu$lab_v$29 lab_v$29(
        .d(lab_v$29$d),
        .q(lab_v$29$q),
        .clock(lab_v$29$clock)
    );
    top$bu$lab_v$30 lab_v$30(
        .d(lab_v$30$d),
        .q(lab_v$30$q),
        .clock(lab_v$30$clock)
    );
    top$bu$lab_v$31 lab_v$31(
        .d(lab_v$31$d),
        .q(lab_v$31$q),
        .clock(lab_v$31$clock)
    );
    top$bu$lab_a$0 lab_a$0(
        .d(lab_a$0$d),
        .q(lab_a$0$q),
        .clock(lab_a$0$clock)
    );
    top$bu$lab_a$1 lab_a$1(
        .d(lab_a$1$d),
        .q(lab_a$1$q),
        .clock(lab_a$1$clock)
    );
    top$bu$lab_a$2 lab_a$2(
        .d(lab_a$2$d),
        .q(lab_a$2$q),
        .clock(lab_a$2$clock)
    );
    top$bu$lab_a$3 lab_a$3(
        .d(lab_a$3$d),
        .q(lab_a$3$q),
        .clock(lab_a$3$clock)
    );
    top$bu$lab_a$4 lab_a$4(
        .d(lab_a$4$d),
        .q(lab_a$4$q),
        .clock(lab_a$4$clock)
    );
    top$bu$lab_a$5 lab_a$5(
        .d(lab_a$5$d),
        .q(lab_a$5$q),
        .clock(lab_a$5$clock)
    );
    top$bu$lab_a$6 lab_a$6(
        .d(lab_a$6$d),
        .q(lab_a$6$q),
        .clock(lab_a$6$clock)
    );
    top$bu$lab_a$7 lab_a$7(
        .d(lab_a$7$d),
        .q(lab_a$7$q),
        .clock(lab_a$7$clock)
    );
    top$bu$lab_a$8 lab_a$8(
        .d(lab_a$8$d),
        .q(lab_a$8$q),
        .clock(lab_a$8$clock)
    );
    top$bu$lab_a$9 lab_a$9(
        .d(lab_a$9$d),
        .q(lab_a$9$q),
        .clock(lab_a$9$clock)
    );
    top$bu$lab_a$10 lab_a$10(
        .d(lab_a$10$d),
        .q(lab_a$10$q),
        .clock(lab_a$10$clock)
    );
    top$bu$lab_a$11 lab_a$11(
        .d(lab_a$11$d),
        .q(lab_a$11$q),
        .clock(lab_a$11$clock)
    );
    top$bu$lab_a$12 lab_a$12(
        .d(lab_a$12$d),
        .q(lab_a$12$q),
        .clock(lab_a$12$clock)
    );
    top$bu$lab_a$13 lab_a$13(
        .d(lab_a$13$d),
        .q(lab_a$13$q),
        .clock(lab_a$13$clock)
    );
    top$bu$lab_a$14 lab_a$14(
        .d(lab_a$14$d),
        .q(lab_a$14$q),
        .clock(lab_a$14$clock)
    );
    top$bu$lab_a$15 lab_a$15(
        .d(lab_a$15$d),
        .q(lab_a$15$q),
        .clock(lab_a$15$clock)
    );
    top$bu$lab_a$16 lab_a$16(
        .d(lab_a$16$d),
        .q(lab_a$16$q),
        .clock(lab_a$16$clock)
    );
    top$bu$lab_a$17 lab_a$17(
        .d(lab_a$17$d),
        .q(lab_a$17$q),
        .clock(lab_a$17$clock)
    );
    top$bu$lab_a$18 lab_a$18(
        .d(lab_a$18$d),
        .q(lab_a$18$q),
        .clock(lab_a$18$clock)
    );
    top$bu$lab_a$19 lab_a$19(
        .d(lab_a$19$d),
        .q(lab_a$19$q),
        .clock(lab_a$19$clock)
    );
    top$bu$lab_a$20 lab_a$20(
        .d(lab_a$20$d),
        .q(lab_a$20$q),
        .clock(lab_a$20$clock)
    );
    top$bu$lab_a$21 lab_a$21(
        .d(lab_a$21$d),
        .q(lab_a$21$q),
        .clock(lab_a$21$clock)
    );
    top$bu$lab_a$22 lab_a$22(
        .d(lab_a$22$d),
        .q(lab_a$22$q),
        .clock(lab_a$22$clock)
    );
    top$bu$lab_a$23 lab_a$23(
        .d(lab_a$23$d),
        .q(lab_a$23$q),
        .clock(lab_a$23$clock)
    );
    top$bu$lab_a$24 lab_a$24(
        .d(lab_a$24$d),
        .q(lab_a$24$q),
        .clock(lab_a$24$clock)
    );
    top$bu$lab_a$25 lab_a$25(
        .d(lab_a$25$d),
        .q(lab_a$25$q),
        .clock(lab_a$25$clock)
    );
    top$bu$lab_a$26 lab_a$26(
        .d(lab_a$26$d),
        .q(lab_a$26$q),
        .clock(lab_a$26$clock)
    );
    top$bu$lab_a$27 lab_a$27(
        .d(lab_a$27$d),
        .q(lab_a$27$q),
        .clock(lab_a$27$clock)
    );
    top$bu$lab_a$28 lab_a$28(
        .d(lab_a$28$d),
        .q(lab_a$28$q),
        .clock(lab_a$28$clock)
    );
    top$bu$lab_a$29 lab_a$29(
        .d(lab_a$29$d),
        .q(lab_a$29$q),
        .clock(lab_a$29$clock)
    );
    top$bu$lab_a$30 lab_a$30(
        .d(lab_a$30$d),
        .q(lab_a$30$q),
        .clock(lab_a$30$clock)
    );
    top$bu$lab_a$31 lab_a$31(
        .d(lab_a$31$d),
        .q(lab_a$31$q),
        .clock(lab_a$31$clock)
    );
    top$bu$lab_d$0 lab_d$0(
        .d(lab_d$0$d),
        .q(lab_d$0$q),
        .clock(lab_d$0$clock)
    );
    top$bu$lab_d$1 lab_d$1(
        .d(lab_d$1$d),
        .q(lab_d$1$q),
        .clock(lab_d$1$clock)
    );
    top$bu$lab_d$2 lab_d$2(
        .d(lab_d$2$d),
        .q(lab_d$2$q),
        .clock(lab_d$2$clock)
    );
    top$bu$lab_d$3 lab_d$3(
        .d(lab_d$3$d),
        .q(lab_d$3$q),
        .clock(lab_d$3$clock)
    );
    top$bu$lab_d$4 lab_d$4(
        .d(lab_d$4$d),
        .q(lab_d$4$q),
        .clock(lab_d$4$clock)
    );
    top$bu$lab_d$5 lab_d$5(
        .d(lab_d$5$d),
        .q(lab_d$5$q),
        .clock(lab_d$5$clock)
    );
    top$bu$lab_d$6 lab_d$6(
        .d(lab_d$6$d),
        .q(lab_d$6$q),
        .clock(lab_d$6$clock)
    );
    top$bu$lab_d$7 lab_d$7(
        .d(lab_d$7$d),
        .q(lab_d$7$q),
        .clock(lab_d$7$clock)
    );
    top$bu$lab_d$8 lab_d$8(
        .d(lab_d$8$d),
        .q(lab_d$8$q),
        .clock(lab_d$8$clock)
    );
    top$bu$lab_d$9 lab_d$9(
        .d(lab_d$9$d),
        .q(lab_d$9$q),
        .clock(lab_d$9$clock)
    );
    top$bu$lab_d$10 lab_d$10(
        .d(lab_d$10$d),
        .q(lab_d$10$q),
        .clock(lab_d$10$clock)
    );
    top$bu$lab_d$11 lab_d$11(
        .d(lab_d$11$d),
        .q(lab_d$11$q),
        .clock(lab_d$11$clock)
    );
    top$bu$lab_d$12 lab_d$12(
        .d(lab_d$12$d),
        .q(lab_d$12$q),
        .clock(lab_d$12$clock)
    );
    top$bu$lab_d$13 lab_d$13(
        .d(lab_d$13$d),
        .q(lab_d$13$q),
        .clock(lab_d$13$clock)
    );
    top$bu$lab_d$14 lab_d$14(
        .d(lab_d$14$d),
        .q(lab_d$14$q),
        .clock(lab_d$14$clock)
    );
    top$bu$lab_d$15 lab_d$15(
        .d(lab_d$15$d),
        .q(lab_d$15$q),
        .clock(lab_d$15$clock)
    );
    top$bu$lab_d$16 lab_d$16(
        .d(lab_d$16$d),
        .q(lab_d$16$q),
        .clock(lab_d$16$clock)
    );
    top$bu$lab_d$17 lab_d$17(
        .d(lab_d$17$d),
        .q(lab_d$17$q),
        .clock(lab_d$17$clock)
    );
    top$bu$lab_d$18 lab_d$18(
        .d(lab_d$18$d),
        .q(lab_d$18$q),
        .clock(lab_d$18$clock)
    );
    top$bu$lab_d$19 lab_d$19(
        .d(lab_d$19$d),
        .q(lab_d$19$q),
        .clock(lab_d$19$clock)
    );
    top$bu$lab_d$20 lab_d$20(
        .d(lab_d$20$d),
        .q(lab_d$20$q),
        .clock(lab_d$20$clock)
    );
    top$bu$lab_d$21 lab_d$21(
        .d(lab_d$21$d),
        .q(lab_d$21$q),
        .clock(lab_d$21$clock)
    );
    top$bu$lab_d$22 lab_d$22(
        .d(lab_d$22$d),
        .q(lab_d$22$q),
        .clock(lab_d$22$clock)
    );
    top$bu$lab_d$23 lab_d$23(
        .d(lab_d$23$d),
        .q(lab_d$23$q),
        .clock(lab_d$23$clock)
    );
    top$bu$lab_d$24 lab_d$24(
        .d(lab_d$24$d),
        .q(lab_d$24$q),
        .clock(lab_d$24$clock)
    );
    top$bu$lab_d$25 lab_d$25(
        .d(lab_d$25$d),
        .q(lab_d$25$q),
        .clock(lab_d$25$clock)
    );
    top$bu$lab_d$26 lab_d$26(
        .d(lab_d$26$d),
        .q(lab_d$26$q),
        .clock(lab_d$26$clock)
    );
    top$bu$lab_d$27 lab_d$27(
        .d(lab_d$27$d),
        .q(lab_d$27$q),
        .clock(lab_d$27$clock)
    );
    top$bu$lab_d$28 lab_d$28(
        .d(lab_d$28$d),
        .q(lab_d$28$q),
        .clock(lab_d$28$clock)
    );
    top$bu$lab_d$29 lab_d$29(
        .d(lab_d$29$d),
        .q(lab_d$29$q),
        .clock(lab_d$29$clock)
    );
    top$bu$lab_d$30 lab_d$30(
        .d(lab_d$30$d),
        .q(lab_d$30$q),
        .clock(lab_d$30$clock)
    );
    top$bu$lab_d$31 lab_d$31(
        .d(lab_d$31$d),
        .q(lab_d$31$q),
        .clock(lab_d$31$clock)
    );
    top$bu$bmask bmask(
        .d(bmask$d),
        .q(bmask$q),
        .clock(bmask$clock)
    );
    top$bu$h_v h_v(
        .d(h_v$d),
        .q(h_v$q),
        .clock(h_v$clock)
    );
    top$bu$h_key h_key(
        .d(h_key$d),
        .q(h_key$q),
        .clock(h_key$clock)
    );
    top$bu$h_val h_val(
        .d(h_val$d),
        .q(h_val$q),
        .clock(h_val$clock)
    );
    top$bu$h_line h_line(
        .d(h_line$d),
        .q(h_line$q),
        .clock(h_line$clock)
    );
    top$bu$h_ctrl h_ctrl(
        .d(h_ctrl$d),
        .q(h_ctrl$q),
        .clock(h_ctrl$clock)
    );
    top$bu$h_hit$0 h_hit$0(
        .d(h_hit$0$d),
        .q(h_hit$0$q),
        .clock(h_hit$0$clock)
    );
    top$bu$h_hit$1 h_hit$1(
        .d(h_hit$1$d),
        .q(h_hit$1$q),
        .clock(h_hit$1$clock)
    );
    top$bu$h_hit$2 h_hit$2(
        .d(h_hit$2$d),
        .q(h_hit$2$q),
        .clock(h_hit$2$clock)
    );
    top$bu$h_hit$3 h_hit$3(
        .d(h_hit$3$d),
        .q(h_hit$3$q),
        .clock(h_hit$3$clock)
    );
    top$bu$h_hit$4 h_hit$4(
        .d(h_hit$4$d),
        .q(h_hit$4$q),
        .clock(h_hit$4$clock)
    );
    top$bu$h_hit$5 h_hit$5(
        .d(h_hit$5$d),
        .q(h_hit$5$q),
        .clock(h_hit$5$clock)
    );
    top$bu$h_hit$6 h_hit$6(
        .d(h_hit$6$d),
        .q(h_hit$6$q),
        .clock(h_hit$6$clock)
    );
    top$bu$h_hit$7 h_hit$7(
        .d(h_hit$7$d),
        .q(h_hit$7$q),
        .clock(h_hit$7$clock)
    );
    top$bu$h_hit$8 h_hit$8(
        .d(h_hit$8$d),
        .q(h_hit$8$q),
        .clock(h_hit$8$clock)
    );
    top$bu$h_hit$9 h_hit$9(
        .d(h_hit$9$d),
        .q(h_hit$9$q),
        .clock(h_hit$9$clock)
    );
    top$bu$h_hit$10 h_hit$10(
        .d(h_hit$10$d),
        .q(h_hit$10$q),
        .clock(h_hit$10$clock)
    );
    top$bu$h_hit$11 h_hit$11(
        .d(h_hit$11$d),
        .q(h_hit$11$q),
        .clock(h_hit$11$clock)
    );
    top$bu$h_hit$12 h_hit$12(
        .d(h_hit$12$d),
        .q(h_hit$12$q),
        .clock(h_hit$12$clock)
    );
    top$bu$h_hit$13 h_hit$13(
        .d(h_hit$13$d),
        .q(h_hit$13$q),
        .clock(h_hit$13$clock)
    );
    top$bu$h_hit$14 h_hit$14(
        .d(h_hit$14$d),
        .q(h_hit$14$q),
        .clock(h_hit$14$clock)
    );
    top$bu$h_hit$15 h_hit$15(
        .d(h_hit$15$d),
        .q(h_hit$15$q),
        .clock(h_hit$15$clock)
    );
    top$bu$h_hit$16 h_hit$16(
        .d(h_hit$16$d),
        .q(h_hit$16$q),
        .clock(h_hit$16$clock)
    );
    top$bu$h_hit$17 h_hit$17(
        .d(h_hit$17$d),
        .q(h_hit$17$q),
        .clock(h_hit$17$clock)
    );
    top$bu$h_hit$18 h_hit$18(
        .d(h_hit$18$d),
        .q(h_hit$18$q),
        .clock(h_hit$18$clock)
    );
    top$bu$h_hit$19 h_hit$19(
        .d(h_hit$19$d),
        .q(h_hit$19$q),
        .clock(h_hit$19$clock)
    );
    top$bu$h_hit$20 h_hit$20(
        .d(h_hit$20$d),
        .q(h_hit$20$q),
        .clock(h_hit$20$clock)
    );
    top$bu$h_hit$21 h_hit$21(
        .d(h_hit$21$d),
        .q(h_hit$21$q),
        .clock(h_hit$21$clock)
    );
    top$bu$h_hit$22 h_hit$22(
        .d(h_hit$22$d),
        .q(h_hit$22$q),
        .clock(h_hit$22$clock)
    );
    top$bu$h_hit$23 h_hit$23(
        .d(h_hit$23$d),
        .q(h_hit$23$q),
        .clock(h_hit$23$clock)
    );
    top$bu$h_hit$24 h_hit$24(
        .d(h_hit$24$d),
        .q(h_hit$24$q),
        .clock(h_hit$24$clock)
    );
    top$bu$h_hit$25 h_hit$25(
        .d(h_hit$25$d),
        .q(h_hit$25$q),
        .clock(h_hit$25$clock)
    );
    top$bu$h_hit$26 h_hit$26(
        .d(h_hit$26$d),
        .q(h_hit$26$q),
        .clock(h_hit$26$clock)
    );
    top$bu$h_hit$27 h_hit$27(
        .d(h_hit$27$d),
        .q(h_hit$27$q),
        .clock(h_hit$27$clock)
    );
    top$bu$h_hit$28 h_hit$28(
        .d(h_hit$28$d),
        .q(h_hit$28$q),
        .clock(h_hit$28$clock)
    );
    top$bu$h_hit$29 h_hit$29(
        .d(h_hit$29$d),
        .q(h_hit$29$q),
        .clock(h_hit$29$clock)
    );
    top$bu$h_hit$30 h_hit$30(
        .d(h_hit$30$d),
        .q(h_hit$30$q),
        .clock(h_hit$30$clock)
    );
    top$bu$h_hit$31 h_hit$31(
        .d(h_hit$31$d),
        .q(h_hit$31$q),
        .clock(h_hit$31$clock)
    );
    top$bu$h_fw h_fw(
        .d(h_fw$d),
        .q(h_fw$q),
        .clock(h_fw$clock)
    );
    top$bu$h_fany h_fany(
        .d(h_fany$d),
        .q(h_fany$q),
        .clock(h_fany$clock)
    );
    top$bu$h_same h_same(
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
        in_slice$s_data = ((tup_key) & 136'hffffffffffffffffffffffffffffffffff) | (((tup_val) & 136'hffffffffffffffffffffffffffffffffff) << 32'h40) | (((tup_table) & 136'hffffffffffffffffffffffffffffffffff) << slot_bits);
        tup_ready = in_slice$s_ready;
        in_valid = in_slice$m_valid;
        in_key = in_slice$m_data[(32'h0)+:(64)];
        in_val = in_slice$m_data[(32'h40)+:(64)];
        in_table = in_slice$m_data[(SLOT_BITS)+:(8)];
        hash$key = in_key;
        bmask$d = (((32'h1) & 32'hffffffff) << bucket_bits) - 32'h1;
        bucket = hash$hash & bmask$q;
        line = ((in_table) & 32'hffffffff) + (bucket & tm0) + ((bucket << 32'h1) & tm1) + ((bucket << 32'h2) & tm2);
        in_ctrl = dual & (bucket[32'h0] ^ in_table[32'h0]);
        cq$write = c_rsp_valid;
        cq$data_in = c_rsp_data;
        h_word = ((h_line$q[(32'h4)+:(28)]) & 32'hffffffff);
        h_have = h_v$q & ~cq$empty;
        cur = cq$data_out;
        if (h_fany$q) begin
            cur = h_fw$q;
        end
        if (h_same$q) begin
            cur = lab_d$0$q;
        end
        c_sh = ((((h_line$q[(32'h0)+:(4)]) & 5'h1f) << 32'h1) & 32'hffffffff);
        c_at = cur >> c_sh;
        count = c_at[(32'h0)+:(2)];
        full = count >= slots;
        nw = (cur & ~(((32'h3) & 32'hffffffff) << c_sh)) | (((count + 32'h1) & 32'hffffffff) << c_sh);
        tup = ((h_key$q) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((h_val$q) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40);
        rep$0 = tup;
        rep$1 = (rep$0 << SLOT_BITS) | tup;
        rep$2 = (rep$1 << SLOT_BITS) | tup;
        status = ((count + 32'h1) & 8'hff);
        wstrb = sbs | sb0;
        if (count == 32'h1) begin
            wstrb = sbs | sb1;
        end
        if (count == 32'h2) begin
            wstrb = sbs | sb2;
        end
        if (full) begin
            status = st_full;
            wstrb = sbs;
        end
        wdata = rep$2 | (((status) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << status_off);
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
        n_word = ((n_line[(32'h4)+:(28)]) & 32'hffffffff);
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
            h_key$d = fl$data_out[(32'h0)+:(64)];
            h_val$d = fl$data_out[(32'h40)+:(64)];
            h_line$d = n_line;
            h_ctrl$d = fl$data_out[SLOT_BITS + 32'h20];
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
        rd_go = in_valid & ~fl$full;
        c_rd_valid = rd_go;
        c_rd_addr = ((line[(32'h4)+:(28)]) & 32'hffffffff);
        in_slice$m_ready = rd_go;
        fl$write = rd_go;
        fl$data_in = ((in_key) & 161'h1ffffffffffffffffffffffffffffffffffffffff) | (((in_val) & 161'h1ffffffffffffffffffffffffffffffffffffffff) << 32'h40) | (((line) & 161'h1ffffffffffffffffffffffffffffffffffffffff) << slot_bits) | (((in_ctrl) & 161'h1ffffffffffffffffffffffffffffffffffffffff) << ctl_off);
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
    
endmodule // top$bu


module top$bu$bmask(d,q,clock);
    
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
          
endmodule // top$bu$bmask


module top$bu$cq(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [31:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [31:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
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
    
    // Sub module instances
    top$bu$cq$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$bu$cq$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$bu$cq$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$bu$cq$wr_d wr_d(
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
    
endmodule // top$bu$cq


module top$bu$cq$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$bu$cq$ram


module top$bu$cq$rd(d,q,clock);
    
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
          
endmodule // top$bu$cq$rd


module top$bu$cq$wr(d,q,clock);
    
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
          
endmodule // top$bu$cq$wr


module top$bu$cq$wr_d(d,q,clock);
    
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
          
endmodule // top$bu$cq$wr_d


module top$bu$fl(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [160:0] data_in;
    output reg  full;
    output reg  [5:0] count;
    input wire  read;
    output reg  [160:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 6'b100000;
    
    // Stub signals
    reg  [4:0] ram$read_address;
    reg  ram$read_clock;
    wire  [160:0] ram$read_data;
    reg  [4:0] ram$write_address;
    reg  ram$write_clock;
    reg  [160:0] ram$write_data;
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
    
    // Sub module instances
    top$bu$fl$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$bu$fl$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$bu$fl$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$bu$fl$wr_d wr_d(
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
    
endmodule // top$bu$fl


module top$bu$fl$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [4:0] read_address;
    input wire  read_clock;
    output reg  [160:0] read_data;
    input wire  [4:0] write_address;
    input wire  write_clock;
    input wire  [160:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[160:0] mem[31:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$bu$fl$ram


module top$bu$fl$rd(d,q,clock);
    
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
          
endmodule // top$bu$fl$rd


module top$bu$fl$wr(d,q,clock);
    
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
          
endmodule // top$bu$fl$wr


module top$bu$fl$wr_d(d,q,clock);
    
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
          
endmodule // top$bu$fl$wr_d


module top$bu$h_ctrl(d,q,clock);
    
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
          
endmodule // top$bu$h_ctrl


module top$bu$h_fany(d,q,clock);
    
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
          
endmodule // top$bu$h_fany


module top$bu$h_fw(d,q,clock);
    
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
          
endmodule // top$bu$h_fw


module top$bu$h_hit$0(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$0


module top$bu$h_hit$1(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$1


module top$bu$h_hit$10(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$10


module top$bu$h_hit$11(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$11


module top$bu$h_hit$12(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$12


module top$bu$h_hit$13(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$13


module top$bu$h_hit$14(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$14


module top$bu$h_hit$15(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$15


module top$bu$h_hit$16(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$16


module top$bu$h_hit$17(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$17


module top$bu$h_hit$18(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$18


module top$bu$h_hit$19(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$19


module top$bu$h_hit$2(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$2


module top$bu$h_hit$20(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$20


module top$bu$h_hit$21(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$21


module top$bu$h_hit$22(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$22


module top$bu$h_hit$23(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$23


module top$bu$h_hit$24(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$24


module top$bu$h_hit$25(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$25


module top$bu$h_hit$26(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$26


module top$bu$h_hit$27(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$27


module top$bu$h_hit$28(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$28


module top$bu$h_hit$29(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$29


module top$bu$h_hit$3(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$3


module top$bu$h_hit$30(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$30


module top$bu$h_hit$31(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$31


module top$bu$h_hit$4(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$4


module top$bu$h_hit$5(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$5


module top$bu$h_hit$6(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$6


module top$bu$h_hit$7(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$7


module top$bu$h_hit$8(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$8


module top$bu$h_hit$9(d,q,clock);
    
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
          
endmodule // top$bu$h_hit$9


module top$bu$h_key(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bu$h_key


module top$bu$h_line(d,q,clock);
    
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
          
endmodule // top$bu$h_line


module top$bu$h_same(d,q,clock);
    
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
          
endmodule // top$bu$h_same


module top$bu$h_v(d,q,clock);
    
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
          
endmodule // top$bu$h_v


module top$bu$h_val(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bu$h_val


module top$bu$hash(key,hash);
    
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
endmodule // top$bu$hash


module top$bu$in_slice(clock,reset,s_valid,s_data,s_ready,m_valid,m_data,m_ready,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    input wire  [135:0] s_data;
    output reg  s_ready;
    output reg  m_valid;
    output reg  [135:0] m_data;
    input wire  m_ready;
    output reg  busy;
    
    // Stub signals
    reg  out_v$d;
    wire  out_v$q;
    reg  out_v$clock;
    reg  [135:0] out_d$d;
    wire  [135:0] out_d$q;
    reg  out_d$clock;
    reg  skid_v$d;
    wire  skid_v$q;
    reg  skid_v$clock;
    reg  [135:0] skid_d$d;
    wire  [135:0] skid_d$q;
    reg  skid_d$clock;
    
    // Local signals
    reg  take;
    reg  out_free;
    
    // Sub module instances
    top$bu$in_slice$out_v out_v(
        .d(out_v$d),
        .q(out_v$q),
        .clock(out_v$clock)
    );
    top$bu$in_slice$out_d out_d(
        .d(out_d$d),
        .q(out_d$q),
        .clock(out_d$clock)
    );
    top$bu$in_slice$skid_v skid_v(
        .d(skid_v$d),
        .q(skid_v$q),
        .clock(skid_v$clock)
    );
    top$bu$in_slice$skid_d skid_d(
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
    
endmodule // top$bu$in_slice


module top$bu$in_slice$out_d(d,q,clock);
    
    // Module arguments
    input wire  [135:0] d;
    output reg  [135:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 136'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bu$in_slice$out_d


module top$bu$in_slice$out_v(d,q,clock);
    
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
          
endmodule // top$bu$in_slice$out_v


module top$bu$in_slice$skid_d(d,q,clock);
    
    // Module arguments
    input wire  [135:0] d;
    output reg  [135:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 136'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bu$in_slice$skid_d


module top$bu$in_slice$skid_v(d,q,clock);
    
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
          
endmodule // top$bu$in_slice$skid_v


module top$bu$lab_a$0(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$0


module top$bu$lab_a$1(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$1


module top$bu$lab_a$10(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$10


module top$bu$lab_a$11(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$11


module top$bu$lab_a$12(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$12


module top$bu$lab_a$13(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$13


module top$bu$lab_a$14(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$14


module top$bu$lab_a$15(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$15


module top$bu$lab_a$16(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$16


module top$bu$lab_a$17(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$17


module top$bu$lab_a$18(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$18


module top$bu$lab_a$19(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$19


module top$bu$lab_a$2(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$2


module top$bu$lab_a$20(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$20


module top$bu$lab_a$21(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$21


module top$bu$lab_a$22(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$22


module top$bu$lab_a$23(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$23


module top$bu$lab_a$24(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$24


module top$bu$lab_a$25(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$25


module top$bu$lab_a$26(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$26


module top$bu$lab_a$27(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$27


module top$bu$lab_a$28(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$28


module top$bu$lab_a$29(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$29


module top$bu$lab_a$3(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$3


module top$bu$lab_a$30(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$30


module top$bu$lab_a$31(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$31


module top$bu$lab_a$4(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$4


module top$bu$lab_a$5(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$5


module top$bu$lab_a$6(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$6


module top$bu$lab_a$7(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$7


module top$bu$lab_a$8(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$8


module top$bu$lab_a$9(d,q,clock);
    
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
          
endmodule // top$bu$lab_a$9


module top$bu$lab_d$0(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$0


module top$bu$lab_d$1(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$1


module top$bu$lab_d$10(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$10


module top$bu$lab_d$11(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$11


module top$bu$lab_d$12(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$12


module top$bu$lab_d$13(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$13


module top$bu$lab_d$14(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$14


module top$bu$lab_d$15(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$15


module top$bu$lab_d$16(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$16


module top$bu$lab_d$17(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$17


module top$bu$lab_d$18(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$18


module top$bu$lab_d$19(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$19


module top$bu$lab_d$2(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$2


module top$bu$lab_d$20(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$20


module top$bu$lab_d$21(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$21


module top$bu$lab_d$22(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$22


module top$bu$lab_d$23(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$23


module top$bu$lab_d$24(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$24


module top$bu$lab_d$25(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$25


module top$bu$lab_d$26(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$26


module top$bu$lab_d$27(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$27


module top$bu$lab_d$28(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$28


module top$bu$lab_d$29(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$29


module top$bu$lab_d$3(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$3


module top$bu$lab_d$30(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$30


module top$bu$lab_d$31(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$31


module top$bu$lab_d$4(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$4


module top$bu$lab_d$5(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$5


module top$bu$lab_d$6(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$6


module top$bu$lab_d$7(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$7


module top$bu$lab_d$8(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$8


module top$bu$lab_d$9(d,q,clock);
    
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
          
endmodule // top$bu$lab_d$9


module top$bu$lab_v$0(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$0


module top$bu$lab_v$1(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$1


module top$bu$lab_v$10(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$10


module top$bu$lab_v$11(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$11


module top$bu$lab_v$12(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$12


module top$bu$lab_v$13(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$13


module top$bu$lab_v$14(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$14


module top$bu$lab_v$15(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$15


module top$bu$lab_v$16(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$16


module top$bu$lab_v$17(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$17


module top$bu$lab_v$18(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$18


module top$bu$lab_v$19(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$19


module top$bu$lab_v$2(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$2


module top$bu$lab_v$20(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$20


module top$bu$lab_v$21(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$21


module top$bu$lab_v$22(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$22


module top$bu$lab_v$23(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$23


module top$bu$lab_v$24(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$24


module top$bu$lab_v$25(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$25


module top$bu$lab_v$26(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$26


module top$bu$lab_v$27(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$27


module top$bu$lab_v$28(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$28


module top$bu$lab_v$29(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$29


module top$bu$lab_v$3(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$3


module top$bu$lab_v$30(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$30


module top$bu$lab_v$31(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$31


module top$bu$lab_v$4(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$4


module top$bu$lab_v$5(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$5


module top$bu$lab_v$6(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$6


module top$bu$lab_v$7(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$7


module top$bu$lab_v$8(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$8


module top$bu$lab_v$9(d,q,clock);
    
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
          
endmodule // top$bu$lab_v$9


module top$bu$wrote(d,q,clock);
    
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
          
endmodule // top$bu$wrote


module top$dq$0(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [335:0] data_in;
    output reg  full;
    output reg  [4:0] count;
    input wire  read;
    output reg  [335:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram$read_address;
    reg  ram$read_clock;
    wire  [335:0] ram$read_data;
    reg  [3:0] ram$write_address;
    reg  ram$write_clock;
    reg  [335:0] ram$write_data;
    reg  ram$write_enable;
    reg  [4:0] rd$d;
    wire  [4:0] rd$q;
    reg  rd$clock;
    reg  [4:0] wr$d;
    wire  [4:0] wr$q;
    reg  wr$clock;
    reg  [4:0] wr_d$d;
    wire  [4:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$dq$0$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$dq$0$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$dq$0$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$dq$0$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 4'hf);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 4'hf);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 4'hf);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$dq$0


module top$dq$0$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [335:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [335:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[335:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$dq$0$ram


module top$dq$0$rd(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dq$0$rd


module top$dq$0$wr(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dq$0$wr


module top$dq$0$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dq$0$wr_d


module top$dq$1(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [335:0] data_in;
    output reg  full;
    output reg  [4:0] count;
    input wire  read;
    output reg  [335:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram$read_address;
    reg  ram$read_clock;
    wire  [335:0] ram$read_data;
    reg  [3:0] ram$write_address;
    reg  ram$write_clock;
    reg  [335:0] ram$write_data;
    reg  ram$write_enable;
    reg  [4:0] rd$d;
    wire  [4:0] rd$q;
    reg  rd$clock;
    reg  [4:0] wr$d;
    wire  [4:0] wr$q;
    reg  wr$clock;
    reg  [4:0] wr_d$d;
    wire  [4:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$dq$1$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$dq$1$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$dq$1$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$dq$1$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 4'hf);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 4'hf);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 4'hf);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$dq$1


module top$dq$1$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [335:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [335:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[335:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$dq$1$ram


module top$dq$1$rd(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dq$1$rd


module top$dq$1$wr(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dq$1$wr


module top$dq$1$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dq$1$wr_d


module top$dq$2(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [335:0] data_in;
    output reg  full;
    output reg  [4:0] count;
    input wire  read;
    output reg  [335:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram$read_address;
    reg  ram$read_clock;
    wire  [335:0] ram$read_data;
    reg  [3:0] ram$write_address;
    reg  ram$write_clock;
    reg  [335:0] ram$write_data;
    reg  ram$write_enable;
    reg  [4:0] rd$d;
    wire  [4:0] rd$q;
    reg  rd$clock;
    reg  [4:0] wr$d;
    wire  [4:0] wr$q;
    reg  wr$clock;
    reg  [4:0] wr_d$d;
    wire  [4:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$dq$2$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$dq$2$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$dq$2$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$dq$2$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 4'hf);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 4'hf);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 4'hf);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$dq$2


module top$dq$2$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [335:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [335:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[335:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$dq$2$ram


module top$dq$2$rd(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dq$2$rd


module top$dq$2$wr(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dq$2$wr


module top$dq$2$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dq$2$wr_d


module top$dq$3(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [335:0] data_in;
    output reg  full;
    output reg  [4:0] count;
    input wire  read;
    output reg  [335:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram$read_address;
    reg  ram$read_clock;
    wire  [335:0] ram$read_data;
    reg  [3:0] ram$write_address;
    reg  ram$write_clock;
    reg  [335:0] ram$write_data;
    reg  ram$write_enable;
    reg  [4:0] rd$d;
    wire  [4:0] rd$q;
    reg  rd$clock;
    reg  [4:0] wr$d;
    wire  [4:0] wr$q;
    reg  wr$clock;
    reg  [4:0] wr_d$d;
    wire  [4:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$dq$3$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$dq$3$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$dq$3$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$dq$3$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 4'hf);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 4'hf);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 4'hf);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$dq$3


module top$dq$3$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [335:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [335:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[335:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$dq$3$ram


module top$dq$3$rd(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dq$3$rd


module top$dq$3$wr(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dq$3$wr


module top$dq$3$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dq$3$wr_d


module top$emitter$0(clock,reset,dq_data,dq_empty,dq_pop,ra_data,ra_empty,ra_pop,ro_data,ro_empty,ro_pop,rr_data,rr_empty,rr_pop,rs_data,rs_empty,rs_pop,tx_tready,tx_tvalid,tx_tdata,tx_tkeep,tx_tlast,idle);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [335:0] dq_data;
    input wire  dq_empty;
    output reg  dq_pop;
    input wire  [63:0] ra_data;
    input wire  ra_empty;
    output reg  ra_pop;
    input wire  [127:0] ro_data;
    input wire  ro_empty;
    output reg  ro_pop;
    input wire  [319:0] rr_data;
    input wire  rr_empty;
    output reg  rr_pop;
    input wire  [1215:0] rs_data;
    input wire  rs_empty;
    output reg  rs_pop;
    input wire  tx_tready;
    output reg  tx_tvalid;
    output reg  [63:0] tx_tdata;
    output reg  [7:0] tx_tkeep;
    output reg  tx_tlast;
    output reg  idle;
    
    // Constant declarations
    localparam  ol_c = 6'b1;
    localparam  rl_c = 6'b100;
    localparam  sl_c = 6'b10010;
    localparam  D_WORDS = 32'h145;
    localparam  D_RING = 32'h142;
    localparam  RING_A = 32'h0;
    localparam  RING_O = 32'h1;
    localparam  RING_R = 32'h2;
    localparam  RING_S = 32'h3;
    
    // Stub signals
    reg  busy$d;
    wire  busy$q;
    reg  busy$clock;
    reg  [335:0] d$d;
    wire  [335:0] d$q;
    reg  d$clock;
    reg  [10:0] beat$d;
    wire  [10:0] beat$q;
    reg  beat$clock;
    reg  [5:0] sub$d;
    wire  [5:0] sub$q;
    reg  sub$clock;
    
    // Local signals
    reg  [10:0] words;
    reg  [10:0] nb;
    reg  isp;
    reg  [1:0] ring;
    reg  [5:0] sublast;
    reg  [15:0] soff;
    reg  tail;
    reg  [15:0] off;
    reg  rempty;
    reg  ok;
    reg  last;
    reg  rdy;
    reg  hs;
    
    // Sub module instances
    top$emitter$0$busy busy(
        .d(busy$d),
        .q(busy$q),
        .clock(busy$clock)
    );
    top$emitter$0$d d(
        .d(d$d),
        .q(d$q),
        .clock(d$clock)
    );
    top$emitter$0$beat beat(
        .d(beat$d),
        .q(beat$q),
        .clock(beat$clock)
    );
    top$emitter$0$sub sub(
        .d(sub$d),
        .q(sub$q),
        .clock(sub$clock)
    );
    
    // Update code
    always @(*) begin
        busy$clock = clock;
        d$clock = clock;
        beat$clock = clock;
        sub$clock = clock;
        busy$d = busy$q;
        d$d = d$q;
        beat$d = beat$q;
        sub$d = sub$q;
        idle = ~busy$q;
        dq_pop = 1'b0;
        if (~busy$q & ~dq_empty) begin
            dq_pop = 1'b1;
            busy$d = 1'b1;
            beat$d = 32'h0;
            sub$d = 32'h0;
            d$d = dq_data;
        end
        words = d$q[(D_WORDS)+:(11)];
        nb = words + 32'h5;
        if (words <= 32'h2) begin
            nb = 32'h8;
        end
        ring = d$q[(D_RING)+:(2)];
        isp = (beat$q >= 32'h5) & (beat$q < (words + 32'h5));
        off = 32'h0;
        if (beat$q < 32'h5) begin
            off = ((beat$q) & 16'hffff) << 32'h6;
        end
        soff = ((sub$q) & 16'hffff) << 32'h6;
        rempty = ra_empty;
        sublast = 32'h0;
        if (ring == RING_O) begin
            rempty = ro_empty;
            sublast = ol_c;
        end
        if (ring == RING_R) begin
            rempty = rr_empty;
            sublast = rl_c;
        end
        if (ring == RING_S) begin
            rempty = rs_empty;
            sublast = sl_c;
        end
        tail = sub$q == sublast;
        tx_tdata = 32'h0;
        if (beat$q < 32'h5) begin
            tx_tdata = d$q[(off)+:(64)];
        end
        if (isp) begin
            tx_tdata = ra_data;
            if (ring == RING_O) begin
                tx_tdata = ro_data[(soff)+:(64)];
            end
            if (ring == RING_R) begin
                tx_tdata = rr_data[(soff)+:(64)];
            end
            if (ring == RING_S) begin
                tx_tdata = rs_data[(soff)+:(64)];
            end
        end
        ok = busy$q & (~isp | ~rempty);
        last = beat$q == (nb - 32'h1);
        tx_tlast = last;
        tx_tkeep = 32'hff;
        if (last & (words <= 32'h2)) begin
            tx_tkeep = 32'hf;
        end
        rdy = tx_tready;
        tx_tvalid = ok;
        hs = ok & rdy;
        ra_pop = 1'b0;
        ro_pop = 1'b0;
        rr_pop = 1'b0;
        rs_pop = 1'b0;
        if (hs) begin
            beat$d = beat$q + 32'h1;
            if (isp) begin
                sub$d = sub$q + 32'h1;
                if (tail) begin
                    sub$d = 32'h0;
                    ra_pop = ring == RING_A;
                    ro_pop = ring == RING_O;
                    rr_pop = ring == RING_R;
                    rs_pop = ring == RING_S;
                end
            end
            if (last) begin
                busy$d = 1'b0;
            end
        end
        if (reset) begin
            busy$d = 1'b0;
        end
    end
    
endmodule // top$emitter$0


module top$emitter$0$beat(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$emitter$0$beat


module top$emitter$0$busy(d,q,clock);
    
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
          
endmodule // top$emitter$0$busy


module top$emitter$0$d(d,q,clock);
    
    // Module arguments
    input wire  [335:0] d;
    output reg  [335:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 336'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$emitter$0$d


module top$emitter$0$sub(d,q,clock);
    
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
          
endmodule // top$emitter$0$sub


module top$emitter$1(clock,reset,dq_data,dq_empty,dq_pop,ra_data,ra_empty,ra_pop,ro_data,ro_empty,ro_pop,rr_data,rr_empty,rr_pop,rs_data,rs_empty,rs_pop,tx_tready,tx_tvalid,tx_tdata,tx_tkeep,tx_tlast,idle);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [335:0] dq_data;
    input wire  dq_empty;
    output reg  dq_pop;
    input wire  [63:0] ra_data;
    input wire  ra_empty;
    output reg  ra_pop;
    input wire  [127:0] ro_data;
    input wire  ro_empty;
    output reg  ro_pop;
    input wire  [319:0] rr_data;
    input wire  rr_empty;
    output reg  rr_pop;
    input wire  [1215:0] rs_data;
    input wire  rs_empty;
    output reg  rs_pop;
    input wire  tx_tready;
    output reg  tx_tvalid;
    output reg  [63:0] tx_tdata;
    output reg  [7:0] tx_tkeep;
    output reg  tx_tlast;
    output reg  idle;
    
    // Constant declarations
    localparam  ol_c = 6'b1;
    localparam  rl_c = 6'b100;
    localparam  sl_c = 6'b10010;
    localparam  D_WORDS = 32'h145;
    localparam  D_RING = 32'h142;
    localparam  RING_A = 32'h0;
    localparam  RING_O = 32'h1;
    localparam  RING_R = 32'h2;
    localparam  RING_S = 32'h3;
    
    // Stub signals
    reg  busy$d;
    wire  busy$q;
    reg  busy$clock;
    reg  [335:0] d$d;
    wire  [335:0] d$q;
    reg  d$clock;
    reg  [10:0] beat$d;
    wire  [10:0] beat$q;
    reg  beat$clock;
    reg  [5:0] sub$d;
    wire  [5:0] sub$q;
    reg  sub$clock;
    
    // Local signals
    reg  [10:0] words;
    reg  [10:0] nb;
    reg  isp;
    reg  [1:0] ring;
    reg  [5:0] sublast;
    reg  [15:0] soff;
    reg  tail;
    reg  [15:0] off;
    reg  rempty;
    reg  ok;
    reg  last;
    reg  rdy;
    reg  hs;
    
    // Sub module instances
    top$emitter$1$busy busy(
        .d(busy$d),
        .q(busy$q),
        .clock(busy$clock)
    );
    top$emitter$1$d d(
        .d(d$d),
        .q(d$q),
        .clock(d$clock)
    );
    top$emitter$1$beat beat(
        .d(beat$d),
        .q(beat$q),
        .clock(beat$clock)
    );
    top$emitter$1$sub sub(
        .d(sub$d),
        .q(sub$q),
        .clock(sub$clock)
    );
    
    // Update code
    always @(*) begin
        busy$clock = clock;
        d$clock = clock;
        beat$clock = clock;
        sub$clock = clock;
        busy$d = busy$q;
        d$d = d$q;
        beat$d = beat$q;
        sub$d = sub$q;
        idle = ~busy$q;
        dq_pop = 1'b0;
        if (~busy$q & ~dq_empty) begin
            dq_pop = 1'b1;
            busy$d = 1'b1;
            beat$d = 32'h0;
            sub$d = 32'h0;
            d$d = dq_data;
        end
        words = d$q[(D_WORDS)+:(11)];
        nb = words + 32'h5;
        if (words <= 32'h2) begin
            nb = 32'h8;
        end
        ring = d$q[(D_RING)+:(2)];
        isp = (beat$q >= 32'h5) & (beat$q < (words + 32'h5));
        off = 32'h0;
        if (beat$q < 32'h5) begin
            off = ((beat$q) & 16'hffff) << 32'h6;
        end
        soff = ((sub$q) & 16'hffff) << 32'h6;
        rempty = ra_empty;
        sublast = 32'h0;
        if (ring == RING_O) begin
            rempty = ro_empty;
            sublast = ol_c;
        end
        if (ring == RING_R) begin
            rempty = rr_empty;
            sublast = rl_c;
        end
        if (ring == RING_S) begin
            rempty = rs_empty;
            sublast = sl_c;
        end
        tail = sub$q == sublast;
        tx_tdata = 32'h0;
        if (beat$q < 32'h5) begin
            tx_tdata = d$q[(off)+:(64)];
        end
        if (isp) begin
            tx_tdata = ra_data;
            if (ring == RING_O) begin
                tx_tdata = ro_data[(soff)+:(64)];
            end
            if (ring == RING_R) begin
                tx_tdata = rr_data[(soff)+:(64)];
            end
            if (ring == RING_S) begin
                tx_tdata = rs_data[(soff)+:(64)];
            end
        end
        ok = busy$q & (~isp | ~rempty);
        last = beat$q == (nb - 32'h1);
        tx_tlast = last;
        tx_tkeep = 32'hff;
        if (last & (words <= 32'h2)) begin
            tx_tkeep = 32'hf;
        end
        rdy = tx_tready;
        tx_tvalid = ok;
        hs = ok & rdy;
        ra_pop = 1'b0;
        ro_pop = 1'b0;
        rr_pop = 1'b0;
        rs_pop = 1'b0;
        if (hs) begin
            beat$d = beat$q + 32'h1;
            if (isp) begin
                sub$d = sub$q + 32'h1;
                if (tail) begin
                    sub$d = 32'h0;
                    ra_pop = ring == RING_A;
                    ro_pop = ring == RING_O;
                    rr_pop = ring == RING_R;
                    rs_pop = ring == RING_S;
                end
            end
            if (last) begin
                busy$d = 1'b0;
            end
        end
        if (reset) begin
            busy$d = 1'b0;
        end
    end
    
endmodule // top$emitter$1


module top$emitter$1$beat(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$emitter$1$beat


module top$emitter$1$busy(d,q,clock);
    
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
          
endmodule // top$emitter$1$busy


module top$emitter$1$d(d,q,clock);
    
    // Module arguments
    input wire  [335:0] d;
    output reg  [335:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 336'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$emitter$1$d


module top$emitter$1$sub(d,q,clock);
    
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
          
endmodule // top$emitter$1$sub


module top$emitter$2(clock,reset,dq_data,dq_empty,dq_pop,ra_data,ra_empty,ra_pop,ro_data,ro_empty,ro_pop,rr_data,rr_empty,rr_pop,rs_data,rs_empty,rs_pop,tx_tready,tx_tvalid,tx_tdata,tx_tkeep,tx_tlast,idle);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [335:0] dq_data;
    input wire  dq_empty;
    output reg  dq_pop;
    input wire  [63:0] ra_data;
    input wire  ra_empty;
    output reg  ra_pop;
    input wire  [127:0] ro_data;
    input wire  ro_empty;
    output reg  ro_pop;
    input wire  [319:0] rr_data;
    input wire  rr_empty;
    output reg  rr_pop;
    input wire  [1215:0] rs_data;
    input wire  rs_empty;
    output reg  rs_pop;
    input wire  tx_tready;
    output reg  tx_tvalid;
    output reg  [63:0] tx_tdata;
    output reg  [7:0] tx_tkeep;
    output reg  tx_tlast;
    output reg  idle;
    
    // Constant declarations
    localparam  ol_c = 6'b1;
    localparam  rl_c = 6'b100;
    localparam  sl_c = 6'b10010;
    localparam  D_WORDS = 32'h145;
    localparam  D_RING = 32'h142;
    localparam  RING_A = 32'h0;
    localparam  RING_O = 32'h1;
    localparam  RING_R = 32'h2;
    localparam  RING_S = 32'h3;
    
    // Stub signals
    reg  busy$d;
    wire  busy$q;
    reg  busy$clock;
    reg  [335:0] d$d;
    wire  [335:0] d$q;
    reg  d$clock;
    reg  [10:0] beat$d;
    wire  [10:0] beat$q;
    reg  beat$clock;
    reg  [5:0] sub$d;
    wire  [5:0] sub$q;
    reg  sub$clock;
    
    // Local signals
    reg  [10:0] words;
    reg  [10:0] nb;
    reg  isp;
    reg  [1:0] ring;
    reg  [5:0] sublast;
    reg  [15:0] soff;
    reg  tail;
    reg  [15:0] off;
    reg  rempty;
    reg  ok;
    reg  last;
    reg  rdy;
    reg  hs;
    
    // Sub module instances
    top$emitter$2$busy busy(
        .d(busy$d),
        .q(busy$q),
        .clock(busy$clock)
    );
    top$emitter$2$d d(
        .d(d$d),
        .q(d$q),
        .clock(d$clock)
    );
    top$emitter$2$beat beat(
        .d(beat$d),
        .q(beat$q),
        .clock(beat$clock)
    );
    top$emitter$2$sub sub(
        .d(sub$d),
        .q(sub$q),
        .clock(sub$clock)
    );
    
    // Update code
    always @(*) begin
        busy$clock = clock;
        d$clock = clock;
        beat$clock = clock;
        sub$clock = clock;
        busy$d = busy$q;
        d$d = d$q;
        beat$d = beat$q;
        sub$d = sub$q;
        idle = ~busy$q;
        dq_pop = 1'b0;
        if (~busy$q & ~dq_empty) begin
            dq_pop = 1'b1;
            busy$d = 1'b1;
            beat$d = 32'h0;
            sub$d = 32'h0;
            d$d = dq_data;
        end
        words = d$q[(D_WORDS)+:(11)];
        nb = words + 32'h5;
        if (words <= 32'h2) begin
            nb = 32'h8;
        end
        ring = d$q[(D_RING)+:(2)];
        isp = (beat$q >= 32'h5) & (beat$q < (words + 32'h5));
        off = 32'h0;
        if (beat$q < 32'h5) begin
            off = ((beat$q) & 16'hffff) << 32'h6;
        end
        soff = ((sub$q) & 16'hffff) << 32'h6;
        rempty = ra_empty;
        sublast = 32'h0;
        if (ring == RING_O) begin
            rempty = ro_empty;
            sublast = ol_c;
        end
        if (ring == RING_R) begin
            rempty = rr_empty;
            sublast = rl_c;
        end
        if (ring == RING_S) begin
            rempty = rs_empty;
            sublast = sl_c;
        end
        tail = sub$q == sublast;
        tx_tdata = 32'h0;
        if (beat$q < 32'h5) begin
            tx_tdata = d$q[(off)+:(64)];
        end
        if (isp) begin
            tx_tdata = ra_data;
            if (ring == RING_O) begin
                tx_tdata = ro_data[(soff)+:(64)];
            end
            if (ring == RING_R) begin
                tx_tdata = rr_data[(soff)+:(64)];
            end
            if (ring == RING_S) begin
                tx_tdata = rs_data[(soff)+:(64)];
            end
        end
        ok = busy$q & (~isp | ~rempty);
        last = beat$q == (nb - 32'h1);
        tx_tlast = last;
        tx_tkeep = 32'hff;
        if (last & (words <= 32'h2)) begin
            tx_tkeep = 32'hf;
        end
        rdy = tx_tready;
        tx_tvalid = ok;
        hs = ok & rdy;
        ra_pop = 1'b0;
        ro_pop = 1'b0;
        rr_pop = 1'b0;
        rs_pop = 1'b0;
        if (hs) begin
            beat$d = beat$q + 32'h1;
            if (isp) begin
                sub$d = sub$q + 32'h1;
                if (tail) begin
                    sub$d = 32'h0;
                    ra_pop = ring == RING_A;
                    ro_pop = ring == RING_O;
                    rr_pop = ring == RING_R;
                    rs_pop = ring == RING_S;
                end
            end
            if (last) begin
                busy$d = 1'b0;
            end
        end
        if (reset) begin
            busy$d = 1'b0;
        end
    end
    
endmodule // top$emitter$2


module top$emitter$2$beat(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$emitter$2$beat


module top$emitter$2$busy(d,q,clock);
    
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
          
endmodule // top$emitter$2$busy


module top$emitter$2$d(d,q,clock);
    
    // Module arguments
    input wire  [335:0] d;
    output reg  [335:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 336'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$emitter$2$d


module top$emitter$2$sub(d,q,clock);
    
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
          
endmodule // top$emitter$2$sub


module top$emitter$3(clock,reset,dq_data,dq_empty,dq_pop,ra_data,ra_empty,ra_pop,ro_data,ro_empty,ro_pop,rr_data,rr_empty,rr_pop,rs_data,rs_empty,rs_pop,tx_tready,tx_tvalid,tx_tdata,tx_tkeep,tx_tlast,idle);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [335:0] dq_data;
    input wire  dq_empty;
    output reg  dq_pop;
    input wire  [63:0] ra_data;
    input wire  ra_empty;
    output reg  ra_pop;
    input wire  [127:0] ro_data;
    input wire  ro_empty;
    output reg  ro_pop;
    input wire  [319:0] rr_data;
    input wire  rr_empty;
    output reg  rr_pop;
    input wire  [1215:0] rs_data;
    input wire  rs_empty;
    output reg  rs_pop;
    input wire  tx_tready;
    output reg  tx_tvalid;
    output reg  [63:0] tx_tdata;
    output reg  [7:0] tx_tkeep;
    output reg  tx_tlast;
    output reg  idle;
    
    // Constant declarations
    localparam  ol_c = 6'b1;
    localparam  rl_c = 6'b100;
    localparam  sl_c = 6'b10010;
    localparam  D_WORDS = 32'h145;
    localparam  D_RING = 32'h142;
    localparam  RING_A = 32'h0;
    localparam  RING_O = 32'h1;
    localparam  RING_R = 32'h2;
    localparam  RING_S = 32'h3;
    
    // Stub signals
    reg  busy$d;
    wire  busy$q;
    reg  busy$clock;
    reg  [335:0] d$d;
    wire  [335:0] d$q;
    reg  d$clock;
    reg  [10:0] beat$d;
    wire  [10:0] beat$q;
    reg  beat$clock;
    reg  [5:0] sub$d;
    wire  [5:0] sub$q;
    reg  sub$clock;
    
    // Local signals
    reg  [10:0] words;
    reg  [10:0] nb;
    reg  isp;
    reg  [1:0] ring;
    reg  [5:0] sublast;
    reg  [15:0] soff;
    reg  tail;
    reg  [15:0] off;
    reg  rempty;
    reg  ok;
    reg  last;
    reg  rdy;
    reg  hs;
    
    // Sub module instances
    top$emitter$3$busy busy(
        .d(busy$d),
        .q(busy$q),
        .clock(busy$clock)
    );
    top$emitter$3$d d(
        .d(d$d),
        .q(d$q),
        .clock(d$clock)
    );
    top$emitter$3$beat beat(
        .d(beat$d),
        .q(beat$q),
        .clock(beat$clock)
    );
    top$emitter$3$sub sub(
        .d(sub$d),
        .q(sub$q),
        .clock(sub$clock)
    );
    
    // Update code
    always @(*) begin
        busy$clock = clock;
        d$clock = clock;
        beat$clock = clock;
        sub$clock = clock;
        busy$d = busy$q;
        d$d = d$q;
        beat$d = beat$q;
        sub$d = sub$q;
        idle = ~busy$q;
        dq_pop = 1'b0;
        if (~busy$q & ~dq_empty) begin
            dq_pop = 1'b1;
            busy$d = 1'b1;
            beat$d = 32'h0;
            sub$d = 32'h0;
            d$d = dq_data;
        end
        words = d$q[(D_WORDS)+:(11)];
        nb = words + 32'h5;
        if (words <= 32'h2) begin
            nb = 32'h8;
        end
        ring = d$q[(D_RING)+:(2)];
        isp = (beat$q >= 32'h5) & (beat$q < (words + 32'h5));
        off = 32'h0;
        if (beat$q < 32'h5) begin
            off = ((beat$q) & 16'hffff) << 32'h6;
        end
        soff = ((sub$q) & 16'hffff) << 32'h6;
        rempty = ra_empty;
        sublast = 32'h0;
        if (ring == RING_O) begin
            rempty = ro_empty;
            sublast = ol_c;
        end
        if (ring == RING_R) begin
            rempty = rr_empty;
            sublast = rl_c;
        end
        if (ring == RING_S) begin
            rempty = rs_empty;
            sublast = sl_c;
        end
        tail = sub$q == sublast;
        tx_tdata = 32'h0;
        if (beat$q < 32'h5) begin
            tx_tdata = d$q[(off)+:(64)];
        end
        if (isp) begin
            tx_tdata = ra_data;
            if (ring == RING_O) begin
                tx_tdata = ro_data[(soff)+:(64)];
            end
            if (ring == RING_R) begin
                tx_tdata = rr_data[(soff)+:(64)];
            end
            if (ring == RING_S) begin
                tx_tdata = rs_data[(soff)+:(64)];
            end
        end
        ok = busy$q & (~isp | ~rempty);
        last = beat$q == (nb - 32'h1);
        tx_tlast = last;
        tx_tkeep = 32'hff;
        if (last & (words <= 32'h2)) begin
            tx_tkeep = 32'hf;
        end
        rdy = tx_tready;
        tx_tvalid = ok;
        hs = ok & rdy;
        ra_pop = 1'b0;
        ro_pop = 1'b0;
        rr_pop = 1'b0;
        rs_pop = 1'b0;
        if (hs) begin
            beat$d = beat$q + 32'h1;
            if (isp) begin
                sub$d = sub$q + 32'h1;
                if (tail) begin
                    sub$d = 32'h0;
                    ra_pop = ring == RING_A;
                    ro_pop = ring == RING_O;
                    rr_pop = ring == RING_R;
                    rs_pop = ring == RING_S;
                end
            end
            if (last) begin
                busy$d = 1'b0;
            end
        end
        if (reset) begin
            busy$d = 1'b0;
        end
    end
    
endmodule // top$emitter$3


module top$emitter$3$beat(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$emitter$3$beat


module top$emitter$3$busy(d,q,clock);
    
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
          
endmodule // top$emitter$3$busy


module top$emitter$3$d(d,q,clock);
    
    // Module arguments
    input wire  [335:0] d;
    output reg  [335:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 336'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$emitter$3$d


module top$emitter$3$sub(d,q,clock);
    
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
          
endmodule // top$emitter$3$sub


module top$engine(clock,reset,desc$0,desc$1,desc$2,desc$3,desc_valid$0,desc_valid$1,desc_valid$2,desc_valid$3,desc_pop$0,desc_pop$1,desc_pop$2,desc_pop$3,pl_data$0,pl_data$1,pl_data$2,pl_data$3,pl_empty$0,pl_empty$1,pl_empty$2,pl_empty$3,pl_wide$0,pl_wide$1,pl_wide$2,pl_wide$3,pl_count$0,pl_count$1,pl_count$2,pl_count$3,pl_pop$0,pl_pop$1,pl_pop$2,pl_pop$3,pl_skip$0,pl_skip$1,pl_skip$2,pl_skip$3,pl_skip_n$0,pl_skip_n$1,pl_skip_n$2,pl_skip_n$3,bu_valid,bu_key,bu_val,bu_table,bu_tag,bu_ready,bu_busy,bu_flush,bu_inserted,bu_overflowed,pu_valid$0,pu_tup$0,pu_tag$0,pu_ready$0,pu_busy,job_write,job_data,job_full,f_match,f_miss,f_spill,f_fout,sent0_frames,sent0_tuples,sent1_frames,sent1_tuples,sent1_aux,pipe_idle,ra_write,ra_data,ra_full,dq_write,dq_data,dq_full,cfg_clear,bucket_bits,route_src,ra_port,qid,token,res_per,sp_per,ov_per,clr_valid,clr_ctrl,clr_addr,clr_ready0,clr_ready1,commit_valid,commit_port,commit_drops,commit_frame,idle);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [383:0] desc$0;
    input wire  [383:0] desc$1;
    input wire  [383:0] desc$2;
    input wire  [383:0] desc$3;
    input wire  desc_valid$0;
    input wire  desc_valid$1;
    input wire  desc_valid$2;
    input wire  desc_valid$3;
    output reg  desc_pop$0;
    output reg  desc_pop$1;
    output reg  desc_pop$2;
    output reg  desc_pop$3;
    input wire  [63:0] pl_data$0;
    input wire  [63:0] pl_data$1;
    input wire  [63:0] pl_data$2;
    input wire  [63:0] pl_data$3;
    input wire  pl_empty$0;
    input wire  pl_empty$1;
    input wire  pl_empty$2;
    input wire  pl_empty$3;
    input wire  [383:0] pl_wide$0;
    input wire  [383:0] pl_wide$1;
    input wire  [383:0] pl_wide$2;
    input wire  [383:0] pl_wide$3;
    input wire  [12:0] pl_count$0;
    input wire  [12:0] pl_count$1;
    input wire  [12:0] pl_count$2;
    input wire  [12:0] pl_count$3;
    output reg  pl_pop$0;
    output reg  pl_pop$1;
    output reg  pl_pop$2;
    output reg  pl_pop$3;
    output reg  pl_skip$0;
    output reg  pl_skip$1;
    output reg  pl_skip$2;
    output reg  pl_skip$3;
    output reg  [12:0] pl_skip_n$0;
    output reg  [12:0] pl_skip_n$1;
    output reg  [12:0] pl_skip_n$2;
    output reg  [12:0] pl_skip_n$3;
    output reg  bu_valid;
    output reg  [63:0] bu_key;
    output reg  [63:0] bu_val;
    output reg  [7:0] bu_table;
    output reg  [1:0] bu_tag;
    input wire  bu_ready;
    input wire  bu_busy;
    output reg  bu_flush;
    input wire  bu_inserted;
    input wire  bu_overflowed;
    output reg  pu_valid$0;
    output reg  [191:0] pu_tup$0;
    output reg  [1:0] pu_tag$0;
    input wire  pu_ready$0;
    input wire  pu_busy;
    output reg  job_write;
    output reg  [74:0] job_data;
    input wire  job_full;
    input wire  [2:0] f_match;
    input wire  [2:0] f_miss;
    input wire  [2:0] f_spill;
    input wire  [2:0] f_fout;
    input wire  [31:0] sent0_frames;
    input wire  [63:0] sent0_tuples;
    input wire  [31:0] sent1_frames;
    input wire  [63:0] sent1_tuples;
    input wire  [63:0] sent1_aux;
    input wire  pipe_idle;
    output reg  ra_write;
    output reg  [63:0] ra_data;
    input wire  ra_full;
    output reg  dq_write;
    output reg  [335:0] dq_data;
    input wire  dq_full;
    output reg  cfg_clear;
    output reg  [4:0] bucket_bits;
    output reg  route_src;
    output reg  [1:0] ra_port;
    output reg  [15:0] qid;
    output reg  [31:0] token;
    output reg  [15:0] res_per;
    output reg  [15:0] sp_per;
    output reg  [15:0] ov_per;
    output reg  clr_valid;
    output reg  clr_ctrl;
    output reg  [31:0] clr_addr;
    input wire  clr_ready0;
    input wire  clr_ready1;
    output reg  commit_valid;
    output reg  [1:0] commit_port;
    output reg  [31:0] commit_drops;
    output reg  commit_frame;
    output reg  idle;
    
    // Constant declarations
    localparam  bwords_c = 16'h2;
    localparam  pwords_c = 16'h3;
    localparam  tables3 = 3'b10;
    localparam  res_w = 16'h28;
    localparam  sp_w = 16'h98;
    localparam  bw_c = 16'h10;
    localparam  dual_c = 1'b1;
    localparam  ncounters_c = 5'b11011;
    localparam  P_VERDICT = 32'h150;
    localparam  P_STORED = 32'h154;
    localparam  P_DROPS = 32'h160;
    localparam  V_NO_FRAME = 32'hf;
    localparam  V_MAC_ERROR = 32'h1;
    localparam  C_FRAMES_IN = 32'h0;
    localparam  C_FRAMES_ACCEPTED = 32'h1;
    localparam  C_CONTROL_FRAMES = 32'h12;
    localparam  C_INSERTS = 32'h13;
    localparam  C_OVERFLOWS = 32'h14;
    localparam  C_MATCHES = 32'h16;
    localparam  C_RESULT_TUPLES = 32'h19;
    localparam  C_MISSES = 32'h17;
    localparam  C_SPILLS = 32'h18;
    localparam  C_FRAMES_OUT = 32'h1a;
    localparam  C_DUPLICATE = 32'hd;
    localparam  C_OUT_OF_ORDER = 32'he;
    localparam  C_MAC_ERROR = 32'h10;
    localparam  J_COUNT = 32'h1;
    localparam  J_TABLE = 32'h11;
    localparam  J_PORT = 32'h19;
    localparam  J_DST = 32'h1b;
    localparam  Q_ROUTE_BIT = 32'h30;
    localparam  H_SOURCE_LO = 32'h98;
    localparam  H_QUERY_ID = 32'h80;
    localparam  H_SRC = 32'h30;
    localparam  CMD_RESET = 32'h1;
    localparam  CMD_LOAD_SIGNATURE = 32'h2;
    localparam  CMD_CONFIGURE = 32'h3;
    localparam  ST_OK = 32'h0;
    localparam  ST_MALFORMED = 32'h2;
    localparam  ST_UNSUPPORTED = 32'h1;
    localparam  ST_NO_SIGNATURE = 32'h4;
    localparam  ST_NO_MEMORY = 32'h3;
    localparam  W_COUNTERS = 32'h0;
    localparam  W_SIGNATURE = 32'h1;
    localparam  W_QUERY = 32'h2;
    localparam  W_ACK = 32'h3;
    localparam  W_END = 32'h4;
    localparam  F_REPLY = 32'h0;
    localparam  F_ACK = 32'h1;
    localparam  F_END = 32'h2;
    localparam  RECORD_WORDS = 32'h3;
    localparam  QW_TOKEN = 32'h0;
    localparam  QW_SINK = 32'h0;
    localparam  SIG_WORDS = 32'h5;
    localparam  QUERY_WORDS = 32'h2;
    
    // Enums
    localparam EState$Idle = 0;
    localparam EState$Check = 1;
    localparam EState$Drain = 2;
    localparam EState$Load = 3;
    localparam EState$Exec = 4;
    localparam EState$Div = 5;
    localparam EState$Clear = 6;
    localparam EState$Words = 7;
    localparam EState$Push = 8;
    
    // Stub signals
    reg  arb$clock;
    reg  arb$reset;
    reg  [3:0] arb$req;
    reg  arb$advance;
    wire  [3:0] arb$grant;
    wire  arb$any;
    reg  next$clock;
    reg  next$reset;
    reg  next$s_valid;
    reg  [385:0] next$s_data;
    wire  next$s_ready;
    wire  next$m_valid;
    wire  [385:0] next$m_data;
    reg  next$m_ready;
    wire  next$busy;
    reg  [319:0] hc$hdr;
    reg  hc$configured;
    reg  [15:0] hc$query_id;
    reg  [31:0] hc$token;
    reg  [15:0] hc$sources;
    reg  hc$probe_started;
    reg  hc$seq_above;
    reg  hc$seq_below;
    wire  [7:0] hc$opcode;
    wire  [7:0] hc$table_id;
    wire  [15:0] hc$source;
    wire  [5:0] hc$source6;
    wire  [15:0] hc$tuples;
    wire  [31:0] hc$seq;
    wire  [15:0] hc$payload_len;
    wire  hc$is_build;
    wire  hc$is_probe;
    wire  hc$is_end;
    wire  hc$is_control;
    wire  hc$end_phase;
    wire  hc$ack_request;
    wire  hc$ack_phase;
    wire  [4:0] hc$drop_code;
    reg  src$clock;
    reg  src$reset;
    reg  src$clear;
    reg  [5:0] src$read_addr;
    reg  [5:0] src$read_next;
    reg  src$read_ahead;
    reg  [5:0] src$src;
    reg  src$is_build;
    reg  src$is_probe;
    reg  src$is_end;
    reg  src$end_phase;
    reg  [15:0] src$tuples;
    reg  [31:0] src$seq;
    reg  src$stage;
    reg  src$commit;
    wire  [31:0] src$expected;
    wire  src$seq_above;
    wire  src$seq_below;
    wire  [31:0] src$build_frames;
    wire  [63:0] src$build_tuples;
    wire  [31:0] src$probe_frames;
    wire  [63:0] src$probe_tuples;
    wire  [31:0] src$next_build_frames;
    wire  [63:0] src$next_build_tuples;
    wire  [31:0] src$next_probe_frames;
    wire  [63:0] src$next_probe_tuples;
    wire  [15:0] src$ended_after;
    reg  [63:0] ctl$words$0;
    reg  [63:0] ctl$words$1;
    reg  [63:0] ctl$words$2;
    reg  [63:0] ctl$words$3;
    reg  [63:0] ctl$words$4;
    reg  [7:0] ctl$command;
    reg  [15:0] ctl$payload_len;
    wire  ctl$command_ok;
    wire  ctl$sig_malformed;
    wire  ctl$sig_supported;
    wire  ctl$query_malformed;
    wire  ctl$query_no_memory;
    wire  [7:0] ctl$bucket_bits;
    wire  [7:0] ctl$sources;
    wire  [15:0] ctl$max_payload;
    reg  div$clock;
    reg  div$reset;
    reg  div$start;
    reg  [15:0] div$dividend;
    reg  [15:0] div$divisor$0;
    reg  [15:0] div$divisor$1;
    reg  [15:0] div$divisor$2;
    wire  div$last;
    wire  div$busy;
    wire  [15:0] div$quotient$0;
    wire  [15:0] div$quotient$1;
    wire  [15:0] div$quotient$2;
    reg  clr$clock;
    reg  clr$reset;
    reg  clr$start;
    reg  clr$run;
    reg  [2:0] clr$tables;
    reg  [4:0] clr$bucket_bits;
    reg  clr$dual;
    reg  clr$ready0;
    reg  clr$ready1;
    wire  clr$valid;
    wire  clr$ctrl;
    wire  [31:0] clr$addr;
    wire  clr$done;
    reg  cnt$clock;
    reg  cnt$clear;
    reg  [26:0] cnt$inc;
    reg  [26:0] cnt$inc_x2;
    reg  [26:0] cnt$inc_x4;
    reg  cnt$add;
    reg  [63:0] cnt$add_n;
    reg  cnt$bulk;
    reg  [31:0] cnt$bulk_n;
    reg  [4:0] cnt$read;
    wire  [63:0] cnt$value;
    reg  [2:0] rw$kind;
    reg  [4:0] rw$index;
    reg  [63:0] rw$counter;
    reg  [63:0] rw$request0;
    reg  [63:0] rw$request1;
    reg  [31:0] rw$ack_frames;
    reg  [63:0] rw$ack_tuples;
    reg  rw$end_phase;
    reg  [31:0] rw$sent0_frames;
    reg  [63:0] rw$sent0_tuples;
    reg  [31:0] rw$sent1_frames;
    reg  [63:0] rw$sent1_tuples;
    reg  [63:0] rw$sent1_aux;
    wire  [63:0] rw$data;
    reg  [1:0] rw$frame;
    reg  [319:0] rw$hdr;
    reg  [7:0] rw$status;
    reg  [4:0] rw$words;
    reg  [1:0] rw$in_port;
    reg  rw$ack_phase;
    reg  [31:0] rw$ack_next;
    reg  [15:0] rw$query_id;
    reg  [31:0] rw$token;
    reg  [47:0] rw$sink;
    reg  [1:0] rw$sink_port;
    wire  [335:0] rw$desc;
    wire  [1:0] rw$port;
    reg  fd$0$clock;
    reg  fd$0$reset;
    reg  fd$0$start;
    reg  [11:0] fd$0$start_left;
    reg  [11:0] fd$0$start_twl;
    reg  fd$0$start_probe;
    reg  [7:0] fd$0$start_table;
    reg  [1:0] fd$0$start_tag;
    reg  [383:0] fd$0$pl_wide;
    reg  [12:0] fd$0$pl_count;
    wire  fd$0$pl_skip;
    wire  [12:0] fd$0$pl_skip_n;
    wire  fd$0$t_valid;
    wire  [191:0] fd$0$t_data;
    wire  fd$0$t_probe;
    wire  [7:0] fd$0$t_table;
    wire  [1:0] fd$0$t_tag;
    wire  fd$0$t_last;
    reg  fd$0$t_ready;
    wire  fd$0$busy;
    wire  fd$0$holds_build;
    wire  fd$0$holds_probe;
    reg  fd$1$clock;
    reg  fd$1$reset;
    reg  fd$1$start;
    reg  [11:0] fd$1$start_left;
    reg  [11:0] fd$1$start_twl;
    reg  fd$1$start_probe;
    reg  [7:0] fd$1$start_table;
    reg  [1:0] fd$1$start_tag;
    reg  [383:0] fd$1$pl_wide;
    reg  [12:0] fd$1$pl_count;
    wire  fd$1$pl_skip;
    wire  [12:0] fd$1$pl_skip_n;
    wire  fd$1$t_valid;
    wire  [191:0] fd$1$t_data;
    wire  fd$1$t_probe;
    wire  [7:0] fd$1$t_table;
    wire  [1:0] fd$1$t_tag;
    wire  fd$1$t_last;
    reg  fd$1$t_ready;
    wire  fd$1$busy;
    wire  fd$1$holds_build;
    wire  fd$1$holds_probe;
    reg  fd$2$clock;
    reg  fd$2$reset;
    reg  fd$2$start;
    reg  [11:0] fd$2$start_left;
    reg  [11:0] fd$2$start_twl;
    reg  fd$2$start_probe;
    reg  [7:0] fd$2$start_table;
    reg  [1:0] fd$2$start_tag;
    reg  [383:0] fd$2$pl_wide;
    reg  [12:0] fd$2$pl_count;
    wire  fd$2$pl_skip;
    wire  [12:0] fd$2$pl_skip_n;
    wire  fd$2$t_valid;
    wire  [191:0] fd$2$t_data;
    wire  fd$2$t_probe;
    wire  [7:0] fd$2$t_table;
    wire  [1:0] fd$2$t_tag;
    wire  fd$2$t_last;
    reg  fd$2$t_ready;
    wire  fd$2$busy;
    wire  fd$2$holds_build;
    wire  fd$2$holds_probe;
    reg  fd$3$clock;
    reg  fd$3$reset;
    reg  fd$3$start;
    reg  [11:0] fd$3$start_left;
    reg  [11:0] fd$3$start_twl;
    reg  fd$3$start_probe;
    reg  [7:0] fd$3$start_table;
    reg  [1:0] fd$3$start_tag;
    reg  [383:0] fd$3$pl_wide;
    reg  [12:0] fd$3$pl_count;
    wire  fd$3$pl_skip;
    wire  [12:0] fd$3$pl_skip_n;
    wire  fd$3$t_valid;
    wire  [191:0] fd$3$t_data;
    wire  fd$3$t_probe;
    wire  [7:0] fd$3$t_table;
    wire  [1:0] fd$3$t_tag;
    wire  fd$3$t_last;
    reg  fd$3$t_ready;
    wire  fd$3$busy;
    wire  fd$3$holds_build;
    wire  fd$3$holds_probe;
    reg  tarb$clock;
    reg  tarb$reset;
    reg  tarb$route;
    reg  tarb$ord_push;
    reg  [1:0] tarb$ord_lane;
    wire  tarb$ord_full;
    reg  tarb$t_valid$0;
    reg  tarb$t_valid$1;
    reg  tarb$t_valid$2;
    reg  tarb$t_valid$3;
    reg  [191:0] tarb$t_data$0;
    reg  [191:0] tarb$t_data$1;
    reg  [191:0] tarb$t_data$2;
    reg  [191:0] tarb$t_data$3;
    reg  tarb$t_probe$0;
    reg  tarb$t_probe$1;
    reg  tarb$t_probe$2;
    reg  tarb$t_probe$3;
    reg  [7:0] tarb$t_table$0;
    reg  [7:0] tarb$t_table$1;
    reg  [7:0] tarb$t_table$2;
    reg  [7:0] tarb$t_table$3;
    reg  [1:0] tarb$t_tag$0;
    reg  [1:0] tarb$t_tag$1;
    reg  [1:0] tarb$t_tag$2;
    reg  [1:0] tarb$t_tag$3;
    reg  tarb$t_last$0;
    reg  tarb$t_last$1;
    reg  tarb$t_last$2;
    reg  tarb$t_last$3;
    wire  tarb$t_ready$0;
    wire  tarb$t_ready$1;
    wire  tarb$t_ready$2;
    wire  tarb$t_ready$3;
    wire  tarb$bu_valid;
    wire  [63:0] tarb$bu_key;
    wire  [63:0] tarb$bu_val;
    wire  [7:0] tarb$bu_table;
    wire  [1:0] tarb$bu_tag;
    reg  tarb$bu_ready;
    wire  tarb$pu_valid$0;
    wire  [191:0] tarb$pu_tup$0;
    wire  [1:0] tarb$pu_tag$0;
    reg  tarb$pu_ready$0;
    reg  [3:0] state$d;
    wire  [3:0] state$q;
    reg  state$clock;
    reg  [1:0] port$d;
    wire  [1:0] port$q;
    reg  port$clock;
    reg  [3:0] in_next$d;
    wire  [3:0] in_next$q;
    reg  in_next$clock;
    reg  from_sink$d;
    wire  from_sink$q;
    reg  from_sink$clock;
    reg  [319:0] hdr$d;
    wire  [319:0] hdr$q;
    reg  hdr$clock;
    reg  [3:0] verdict$d;
    wire  [3:0] verdict$q;
    reg  verdict$clock;
    reg  [11:0] left$d;
    wire  [11:0] left$q;
    reg  left$clock;
    reg  sig_loaded$d;
    wire  sig_loaded$q;
    reg  sig_loaded$clock;
    reg  configured$d;
    wire  configured$q;
    reg  configured$clock;
    reg  [15:0] c_qid$d;
    wire  [15:0] c_qid$q;
    reg  c_qid$clock;
    reg  [31:0] c_tok$d;
    wire  [31:0] c_tok$q;
    reg  c_tok$clock;
    reg  [4:0] c_bits$d;
    wire  [4:0] c_bits$q;
    reg  c_bits$clock;
    reg  [15:0] c_nsrc$d;
    wire  [15:0] c_nsrc$q;
    reg  c_nsrc$clock;
    reg  [15:0] c_mp$d;
    wire  [15:0] c_mp$q;
    reg  c_mp$clock;
    reg  [47:0] c_sink$d;
    wire  [47:0] c_sink$q;
    reg  c_sink$clock;
    reg  c_route$d;
    wire  c_route$q;
    reg  c_route$clock;
    reg  [1:0] c_sport$d;
    wire  [1:0] c_sport$q;
    reg  c_sport$clock;
    reg  probe_started$d;
    wire  probe_started$q;
    reg  probe_started$clock;
    reg  esent0$d;
    wire  esent0$q;
    reg  esent0$clock;
    reg  esent1$d;
    wire  esent1$q;
    reg  esent1$clock;
    reg  [1:0] lport$d;
    wire  [1:0] lport$q;
    reg  lport$clock;
    reg  act_ack$d;
    wire  act_ack$q;
    reg  act_ack$clock;
    reg  aph$d;
    wire  aph$q;
    reg  aph$clock;
    reg  send_end$d;
    wire  send_end$q;
    reg  send_end$clock;
    reg  [31:0] ackv$d;
    wire  [31:0] ackv$q;
    reg  ackv$clock;
    reg  [31:0] recf$d;
    wire  [31:0] recf$q;
    reg  recf$clock;
    reg  [63:0] rect$d;
    wire  [63:0] rect$q;
    reg  rect$clock;
    reg  [63:0] p$0$d;
    wire  [63:0] p$0$q;
    reg  p$0$clock;
    reg  [63:0] p$1$d;
    wire  [63:0] p$1$q;
    reg  p$1$clock;
    reg  [63:0] p$2$d;
    wire  [63:0] p$2$q;
    reg  p$2$clock;
    reg  [63:0] p$3$d;
    wire  [63:0] p$3$q;
    reg  p$3$clock;
    reg  [63:0] p$4$d;
    wire  [63:0] p$4$q;
    reg  p$4$clock;
    reg  [2:0] widx$d;
    wire  [2:0] widx$q;
    reg  widx$clock;
    reg  [7:0] status$d;
    wire  [7:0] status$q;
    reg  status$clock;
    reg  [4:0] wn$d;
    wire  [4:0] wn$q;
    reg  wn$clock;
    reg  [4:0] wi$d;
    wire  [4:0] wi$q;
    reg  wi$clock;
    reg  [2:0] wkind$d;
    wire  [2:0] wkind$q;
    reg  wkind$clock;
    reg  [1:0] dkind$d;
    wire  [1:0] dkind$q;
    reg  dkind$clock;
    reg  pend_reset$d;
    wire  pend_reset$q;
    reg  pend_reset$clock;
    reg  [15:0] c_res$d;
    wire  [15:0] c_res$q;
    reg  c_res$clock;
    reg  [15:0] c_sp$d;
    wire  [15:0] c_sp$q;
    reg  c_sp$clock;
    reg  [15:0] c_ov$d;
    wire  [15:0] c_ov$q;
    reg  c_ov$clock;
    reg  c2_v$d;
    wire  c2_v$q;
    reg  c2_v$clock;
    reg  [1:0] c2_port$d;
    wire  [1:0] c2_port$q;
    reg  c2_port$clock;
    reg  [3:0] c2_verdict$d;
    wire  [3:0] c2_verdict$q;
    reg  c2_verdict$clock;
    reg  [4:0] c2_dcode$d;
    wire  [4:0] c2_dcode$q;
    reg  c2_dcode$clock;
    reg  c2_b$d;
    wire  c2_b$q;
    reg  c2_b$clock;
    reg  c2_p$d;
    wire  c2_p$q;
    reg  c2_p$clock;
    reg  c2_e$d;
    wire  c2_e$q;
    reg  c2_e$clock;
    reg  c2_c$d;
    wire  c2_c$q;
    reg  c2_c$clock;
    reg  c2_ackreq$d;
    wire  c2_ackreq$q;
    reg  c2_ackreq$clock;
    reg  [15:0] c2_tc$d;
    wire  [15:0] c2_tc$q;
    reg  c2_tc$clock;
    reg  [7:0] c2_tab$d;
    wire  [7:0] c2_tab$q;
    reg  c2_tab$clock;
    reg  [11:0] c2_twl$d;
    wire  [11:0] c2_twl$q;
    reg  c2_twl$clock;
    reg  [11:0] c2_left$d;
    wire  [11:0] c2_left$q;
    reg  c2_left$clock;
    reg  c2_from_sink$d;
    wire  c2_from_sink$q;
    reg  c2_from_sink$clock;
    reg  [47:0] c2_dst$d;
    wire  [47:0] c2_dst$q;
    reg  c2_dst$clock;
    reg  [5:0] c2_src6$d;
    wire  [5:0] c2_src6$q;
    reg  c2_src6$clock;
    reg  c2_drain$d;
    wire  c2_drain$q;
    reg  c2_drain$clock;
    reg  c2_probe_ok$d;
    wire  c2_probe_ok$q;
    reg  c2_probe_ok$clock;
    reg  pipe_idle_q$d;
    wire  pipe_idle_q$q;
    reg  pipe_idle_q$clock;
    reg  job_w_q$d;
    wire  job_w_q$q;
    reg  job_w_q$clock;
    reg  cmd_ok$d;
    wire  cmd_ok$q;
    reg  cmd_ok$clock;
    reg  s_bad$d;
    wire  s_bad$q;
    reg  s_bad$clock;
    reg  s_sup$d;
    wire  s_sup$q;
    reg  s_sup$clock;
    reg  [7:0] q_bits$d;
    wire  [7:0] q_bits$q;
    reg  q_bits$clock;
    reg  [7:0] q_nsrc$d;
    wire  [7:0] q_nsrc$q;
    reg  q_nsrc$clock;
    reg  [15:0] q_mp$d;
    wire  [15:0] q_mp$q;
    reg  q_mp$clock;
    reg  q_bad$d;
    wire  q_bad$q;
    reg  q_bad$clock;
    reg  q_nomem$d;
    wire  q_nomem$q;
    reg  q_nomem$clock;
    reg  dq_full_r$d;
    wire  dq_full_r$q;
    reg  dq_full_r$clock;
    
    // Local signals
    reg  [1:0] sel;
    reg  any;
    reg  [383:0] dsel;
    reg  grant_push;
    reg  [383:0] head;
    reg  [1:0] head_port;
    reg  head_valid;
    reg  [3:0] pushed;
    reg  [3:0] in_kept;
    reg  [31:0] head_drops;
    reg  head_drops_any;
    reg  [7:0] h_tab;
    reg  [5:0] h_src6;
    reg  [15:0] h_tc;
    reg  [15:0] h_plen;
    reg  is_b;
    reg  is_p;
    reg  is_e;
    reg  is_c;
    reg  ph;
    reg  ackreq;
    reg  aphv;
    reg  [4:0] dcode;
    reg  [31:0] e_exp;
    reg  [31:0] e_bf;
    reg  [63:0] e_bt;
    reg  [31:0] e_pf;
    reg  [63:0] e_pt;
    reg  [31:0] n_bf;
    reg  [63:0] n_bt;
    reg  [31:0] n_pf;
    reg  [63:0] n_pt;
    reg  stall;
    reg  inc_in;
    reg  inc_acc;
    reg  inc_drop;
    reg  [4:0] drop_idx;
    reg  inc_ctl;
    reg  inc_probes;
    reg  inc_fout;
    reg  [1:0] job_port;
    reg  [2:0] fout_n;
    reg  [26:0] cnt_inc;
    reg  [26:0] cnt_x2;
    reg  [26:0] cnt_x4;
    reg  clr_cnt;
    reg  [63:0] word;
    reg  pl_e;
    reg  pop;
    reg  skip;
    reg  fetch;
    reg  rq$0;
    reg  rq$1;
    reg  rq$2;
    reg  rq$3;
    reg  handoff;
    reg  [11:0] hand_twl;
    reg  to_drain;
    reg  hold_b;
    reg  hold_p;
    reg  same_src;
    reg  same_src2;
    reg  may_drain;
    reg  c2_leave;
    reg  c1_move;
    
    // Sub module instances
    top$engine$arb arb(
        .clock(arb$clock),
        .reset(arb$reset),
        .req(arb$req),
        .advance(arb$advance),
        .grant(arb$grant),
        .any(arb$any)
    );
    top$engine$next next(
        .clock(next$clock),
        .reset(next$reset),
        .s_valid(next$s_valid),
        .s_data(next$s_data),
        .s_ready(next$s_ready),
        .m_valid(next$m_valid),
        .m_data(next$m_data),
        .m_ready(next$m_ready),
        .busy(next$busy)
    );
    top$engine$hc hc(
        .hdr(hc$hdr),
        .configured(hc$configured),
        .query_id(hc$query_id),
        .token(hc$token),
        .sources(hc$sources),
        .probe_started(hc$probe_started),
        .seq_above(hc$seq_above),
        .seq_below(hc$seq_below),
        .opcode(hc$opcode),
        .table_id(hc$table_id),
        .source(hc$source),
        .source6(hc$source6),
        .tuples(hc$tuples),
        .seq(hc$seq),
        .payload_len(hc$payload_len),
        .is_build(hc$is_build),
        .is_probe(hc$is_probe),
        .is_end(hc$is_end),
        .is_control(hc$is_control),
        .end_phase(hc$end_phase),
        .ack_request(hc$ack_request),
        .ack_phase(hc$ack_phase),
        .drop_code(hc$drop_code)
    );
    top$engine$src src(
        .clock(src$clock),
        .reset(src$reset),
        .clear(src$clear),
        .read_addr(src$read_addr),
        .read_next(src$read_next),
        .read_ahead(src$read_ahead),
        .src(src$src),
        .is_build(src$is_build),
        .is_probe(src$is_probe),
        .is_end(src$is_end),
        .end_phase(src$end_phase),
        .tuples(src$tuples),
        .seq(src$seq),
        .stage(src$stage),
        .commit(src$commit),
        .expected(src$expected),
        .seq_above(src$seq_above),
        .seq_below(src$seq_below),
        .build_frames(src$build_frames),
        .build_tuples(src$build_tuples),
        .probe_frames(src$probe_frames),
        .probe_tuples(src$probe_tuples),
        .next_build_frames(src$next_build_frames),
        .next_build_tuples(src$next_build_tuples),
        .next_probe_frames(src$next_probe_frames),
        .next_probe_tuples(src$next_probe_tuples),
        .ended_after(src$ended_after)
    );
    top$engine$ctl ctl(
        .words$0(ctl$words$0),
        .words$1(ctl$words$1),
        .words$2(ctl$words$2),
        .words$3(ctl$words$3),
        .words$4(ctl$words$4),
        .command(ctl$command),
        .payload_len(ctl$payload_len),
        .command_ok(ctl$command_ok),
        .sig_malformed(ctl$sig_malformed),
        .sig_supported(ctl$sig_supported),
        .query_malformed(ctl$query_malformed),
        .query_no_memory(ctl$query_no_memory),
        .bucket_bits(ctl$bucket_bits),
        .sources(ctl$sources),
        .max_payload(ctl$max_payload)
    );
    top$engine$div div(
        .clock(div$clock),
        .reset(div$reset),
        .start(div$start),
        .dividend(div$dividend),
        .divisor$0(div$divisor$0),
        .divisor$1(div$divisor$1),
        .divisor$2(div$divisor$2),
        .last(div$last),
        .busy(div$busy),
        .quotient$0(div$quotient$0),
        .quotient$1(div$quotient$1),
        .quotient$2(div$quotient$2)
    );
    top$engine$clr clr(
        .clock(clr$clock),
        .reset(clr$reset),
        .start(clr$start),
        .run(clr$run),
        .tables(clr$tables),
        .bucket_bits(clr$bucket_bits),
        .dual(clr$dual),
        .ready0(clr$ready0),
        .ready1(clr$ready1),
        .valid(clr$valid),
        .ctrl(clr$ctrl),
        .addr(clr$addr),
        .done(clr$done)
    );
    top$engine$cnt cnt(
        .clock(cnt$clock),
        .clear(cnt$clear),
        .inc(cnt$inc),
        .inc_x2(cnt$inc_x2),
        .inc_x4(cnt$inc_x4),
        .add(cnt$add),
        .add_n(cnt$add_n),
        .bulk(cnt$bulk),
        .bulk_n(cnt$bulk_n),
        .read(cnt$read),
        .value(cnt$value)
    );
    top$engine$rw rw(
        .kind(rw$kind),
        .index(rw$index),
        .counter(rw$counter),
        .request0(rw$request0),
        .request1(rw$request1),
        .ack_frames(rw$ack_frames),
        .ack_tuples(rw$ack_tuples),
        .end_phase(rw$end_phase),
        .sent0_frames(rw$sent0_frames),
        .sent0_tuples(rw$sent0_tuples),
        .sent1_frames(rw$sent1_frames),
        .sent1_tuples(rw$sent1_tuples),
        .sent1_aux(rw$sent1_aux),
        .data(rw$data),
        .frame(rw$frame),
        .hdr(rw$hdr),
        .status(rw$status),
        .words(rw$words),
        .in_port(rw$in_port),
        .ack_phase(rw$ack_phase),
        .ack_next(rw$ack_next),
        .query_id(rw$query_id),
        .token(rw$token),
        .sink(rw$sink),
        .sink_port(rw$sink_port),
        .desc(rw$desc),
        .port(rw$port)
    );
    top$engine$fd$0 fd$0(
        .clock(fd$0$clock),
        .reset(fd$0$reset),
        .start(fd$0$start),
        .start_left(fd$0$start_left),
        .start_twl(fd$0$start_twl),
        .start_probe(fd$0$start_probe),
        .start_table(fd$0$start_table),
        .start_tag(fd$0$start_tag),
        .pl_wide(fd$0$pl_wide),
        .pl_count(fd$0$pl_count),
        .pl_skip(fd$0$pl_skip),
        .pl_skip_n(fd$0$pl_skip_n),
        .t_valid(fd$0$t_valid),
        .t_data(fd$0$t_data),
        .t_probe(fd$0$t_probe),
        .t_table(fd$0$t_table),
        .t_tag(fd$0$t_tag),
        .t_last(fd$0$t_last),
        .t_ready(fd$0$t_ready),
        .busy(fd$0$busy),
        .holds_build(fd$0$holds_build),
        .holds_probe(fd$0$holds_probe)
    );
    top$engine$fd$1 fd$1(
        .clock(fd$1$clock),
        .reset(fd$1$reset),
        .start(fd$1$start),
        .start_left(fd$1$start_left),
        .start_twl(fd$1$start_twl),
        .start_probe(fd$1$start_probe),
        .start_table(fd$1$start_table),
        .start_tag(fd$1$start_tag),
        .pl_wide(fd$1$pl_wide),
        .pl_count(fd$1$pl_count),
        .pl_skip(fd$1$pl_skip),
        .pl_skip_n(fd$1$pl_skip_n),
        .t_valid(fd$1$t_valid),
        .t_data(fd$1$t_data),
        .t_probe(fd$1$t_probe),
        .t_table(fd$1$t_table),
        .t_tag(fd$1$t_tag),
        .t_last(fd$1$t_last),
        .t_ready(fd$1$t_ready),
        .busy(fd$1$busy),
        .holds_build(fd$1$holds_build),
        .holds_probe(fd$1$holds_probe)
    );
    top$engine$fd$2 fd$2(
        .clock(fd$2$clock),
        .reset(fd$2$reset),
        .start(fd$2$start),
        .start_left(fd$2$start_left),
        .start_twl(fd$2$start_twl),
        .start_probe(fd$2$start_probe),
        .start_table(fd$2$start_table),
        .start_tag(fd$2$start_tag),
        .pl_wide(fd$2$pl_wide),
        .pl_count(fd$2$pl_count),
        .pl_skip(fd$2$pl_skip),
        .pl_skip_n(fd$2$pl_skip_n),
        .t_valid(fd$2$t_valid),
        .t_data(fd$2$t_data),
        .t_probe(fd$2$t_probe),
        .t_table(fd$2$t_table),
        .t_tag(fd$2$t_tag),
        .t_last(fd$2$t_last),
        .t_ready(fd$2$t_ready),
        .busy(fd$2$busy),
        .holds_build(fd$2$holds_build),
        .holds_probe(fd$2$holds_probe)
    );
    top$engine$fd$3 fd$3(
        .clock(fd$3$clock),
        .reset(fd$3$reset),
        .start(fd$3$start),
        .start_left(fd$3$start_left),
        .start_twl(fd$3$start_twl),
        .start_probe(fd$3$start_probe),
        .start_table(fd$3$start_table),
        .start_tag(fd$3$start_tag),
        .pl_wide(fd$3$pl_wide),
        .pl_count(fd$3$pl_count),
        .pl_skip(fd$3$pl_skip),
        .pl_skip_n(fd$3$pl_skip_n),
        .t_valid(fd$3$t_valid),
        .t_data(fd$3$t_data),
        .t_probe(fd$3$t_probe),
        .t_table(fd$3$t_table),
        .t_tag(fd$3$t_tag),
        .t_last(fd$3$t_last),
        .t_ready(fd$3$t_ready),
        .busy(fd$3$busy),
        .holds_build(fd$3$holds_build),
        .holds_probe(fd$3$holds_probe)
    );
    top$engine$tarb tarb(
        .clock(tarb$clock),
        .reset(tarb$reset),
        .route(tarb$route),
        .ord_push(tarb$ord_push),
        .ord_lane(tarb$ord_lane),
        .ord_full(tarb$ord_full),
        .t_valid$0(tarb$t_valid$0),
        .t_valid$1(tarb$t_valid$1),
        .t_valid$2(tarb$t_valid$2),
        .t_valid$3(tarb$t_valid$3),
        .t_data$0(tarb$t_data$0),
        .t_data$1(tarb$t_data$1),
        .t_data$2(tarb$t_data$2),
        .t_data$3(tarb$t_data$3),
        .t_probe$0(tarb$t_probe$0),
        .t_probe$1(tarb$t_probe$1),
        .t_probe$2(tarb$t_probe$2),
        .t_probe$3(tarb$t_probe$3),
        .t_table$0(tarb$t_table$0),
        .t_table$1(tarb$t_table$1),
        .t_table$2(tarb$t_table$2),
        .t_table$3(tarb$t_table$3),
        .t_tag$0(tarb$t_tag$0),
        .t_tag$1(tarb$t_tag$1),
        .t_tag$2(tarb$t_tag$2),
        .t_tag$3(tarb$t_tag$3),
        .t_last$0(tarb$t_last$0),
        .t_last$1(tarb$t_last$1),
        .t_last$2(tarb$t_last$2),
        .t_last$3(tarb$t_last$3),
        .t_ready$0(tarb$t_ready$0),
        .t_ready$1(tarb$t_ready$1),
        .t_ready$2(tarb$t_ready$2),
        .t_ready$3(tarb$t_ready$3),
        .bu_valid(tarb$bu_valid),
        .bu_key(tarb$bu_key),
        .bu_val(tarb$bu_val),
        .bu_table(tarb$bu_table),
        .bu_tag(tarb$bu_tag),
        .bu_ready(tarb$bu_ready),
        .pu_valid$0(tarb$pu_valid$0),
        .pu_tup$0(tarb$pu_tup$0),
        .pu_tag$0(tarb$pu_tag$0),
        .pu_ready$0(tarb$pu_ready$0)
    );
    top$engine$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$engine$port port(
        .d(port$d),
        .q(port$q),
        .clock(port$clock)
    );
    top$engine$in_next in_next(
        .d(in_next$d),
        .q(in_next$q),
        .clock(in_next$clock)
    );
    top$engine$from_sink from_sink(
        .d(from_sink$d),
        .q(from_sink$q),
        .clock(from_sink$clock)
    );
    top$engine$hdr hdr(
        .d(hdr$d),
        .q(hdr$q),
        .clock(hdr$clock)
    );
    top$engine$verdict verdict(
        .d(verdict$d),
        .q(verdict$q),
        .clock(verdict$clock)
    );
    top$engine$left left(
        .d(left$d),
        .q(left$q),
        .clock(left$clock)
    );
    top$engine$sig_loaded sig_loaded(
        .d(sig_loaded$d),
        .q(sig_loaded$q),
        .clock(sig_loaded$clock)
    );
    top$engine$configured configured(
        .d(configured$d),
        .q(configured$q),
        .clock(configured$clock)
    );
    top$engine$c_qid c_qid(
        .d(c_qid$d),
        .q(c_qid$q),
        .clock(c_qid$clock)
    );
    top$engine$c_tok c_tok(
        .d(c_tok$d),
        .q(c_tok$q),
        .clock(c_tok$clock)
    );
    top$engine$c_bits c_bits(
        .d(c_bits$d),
        .q(c_bits$q),
        .clock(c_bits$clock)
    );
    top$engine$c_nsrc c_nsrc(
        .d(c_nsrc$d),
        .q(c_nsrc$q),
        .clock(c_nsrc$clock)
    );
    top$engine$c_mp c_mp(
        .d(c_mp$d),
        .q(c_mp$q),
        .clock(c_mp$clock)
    );
    top$engine$c_sink c_sink(
        .d(c_sink$d),
        .q(c_sink$q),
        .clock(c_sink$clock)
    );
    top$engine$c_route c_route(
        .d(c_route$d),
        .q(c_route$q),
        .clock(c_route$clock)
    );
    top$engine$c_sport c_sport(
        .d(c_sport$d),
        .q(c_sport$q),
        .clock(c_sport$clock)
    );
    top$engine$probe_started probe_started(
        .d(probe_started$d),
        .q(probe_started$q),
        .clock(probe_started$clock)
    );
    top$engine$esent0 esent0(
        .d(esent0$d),
        .q(esent0$q),
        .clock(esent0$clock)
    );
    top$engine$esent1 esent1(
        .d(esent1$d),
        .q(esent1$q),
        .clock(esent1$clock)
    );
    top$engine$lport lport(
        .d(lport$d),
        .q(lport$q),
        .clock(lport$clock)
    );
    top$engine$act_ack act_ack(
        .d(act_ack$d),
        .q(act_ack$q),
        .clock(act_ack$clock)
    );
    top$engine$aph aph(
        .d(aph$d),
        .q(aph$q),
        .clock(aph$clock)
    );
    top$engine$send_end send_end(
        .d(send_end$d),
        .q(send_end$q),
        .clock(send_end$clock)
    );
    top$engine$ackv ackv(
        .d(ackv$d),
        .q(ackv$q),
        .clock(ackv$clock)
    );
    top$engine$recf recf(
        .d(recf$d),
        .q(recf$q),
        .clock(recf$clock)
    );
    top$engine$rect rect(
        .d(rect$d),
        .q(rect$q),
        .clock(rect$clock)
    );
    top$engine$p$0 p$0(
        .d(p$0$d),
        .q(p$0$q),
        .clock(p$0$clock)
    );
    top$engine$p$1 p$1(
        .d(p$1$d),
        .q(p$1$q),
        .clock(p$1$clock)
    );
    top$engine$p$2 p$2(
        .d(p$2$d),
        .q(p$2$q),
        .clock(p$2$clock)
    );
    top$engine$p$3 p$3(
        .d(p$3$d),
        .q(p$3$q),
        .clock(p$3$clock)
    );
    top$engine$p$4 p$4(
        .d(p$4$d),
        .q(p$4$q),
        .clock(p$4$clock)
    );
    top$engine$widx widx(
        .d(widx$d),
        .q(widx$q),
        .clock(widx$clock)
    );
    top$engine$status status(
        .d(status$d),
        .q(status$q),
        .clock(status$clock)
    );
    top$engine$wn wn(
        .d(wn$d),
        .q(wn$q),
        .clock(wn$clock)
    );
    top$engine$wi wi(
        .d(wi$d),
        .q(wi$q),
        .clock(wi$clock)
    );
    top$engine$wkind wkind(
        .d(wkind$d),
        .q(wkind$q),
        .clock(wkind$clock)
    );
    top$engine$dkind dkind(
        .d(dkind$d),
        .q(dkind$q),
        .clock(dkind$clock)
    );
    top$engine$pend_reset pend_reset(
        .d(pend_reset$d),
        .q(pend_reset$q),
        .clock(pend_reset$clock)
    );
    top$engine$c_res c_res(
        .d(c_res$d),
        .q(c_res$q),
        .clock(c_res$clock)
    );
    top$engine$c_sp c_sp(
        .d(c_sp$d),
        .q(c_sp$q),
        .clock(c_sp$clock)
    );
    top$engine$c_ov c_ov(
        .d(c_ov$d),
        .q(c_ov$q),
        .clock(c_ov$clock)
    );
    top$engine$c2_v c2_v(
        .d(c2_v$d),
        .q(c2_v$q),
        .clock(c2_v$clock)
    );
    top$engine$c2_port c2_port(
        .d(c2_port$d),
        .q(c2_port$q),
        .clock(c2_port$clock)
    );
    top$engine$c2_verdict c2_verdict(
        .d(c2_verdict$d),
        .q(c2_verdict$q),
        .clock(c2_verdict$clock)
    );
    top$engine$c2_dcode c2_dcode(
        .d(c2_dcode$d),
        .q(c2_dcode$q),
        .clock(c2_dcode$clock)
    );
    top$engine$c2_b c2_b(
        .d(c2_b$d),
        .q(c2_b$q),
        .clock(c2_b$clock)
    );
    top$engine$c2_p c2_p(
        .d(c2_p$d),
        .q(c2_p$q),
        .clock(c2_p$clock)
    );
    top$engine$c2_e c2_e(
        .d(c2_e$d),
        .q(c2_e$q),
        .clock(c2_e$clock)
    );
    top$engine$c2_c c2_c(
        .d(c2_c$d),
        .q(c2_c$q),
        .clock(c2_c$clock)
    );
    top$engine$c2_ackreq c2_ackreq(
        .d(c2_ackreq$d),
        .q(c2_ackreq$q),
        .clock(c2_ackreq$clock)
    );
    top$engine$c2_tc c2_tc(
        .d(c2_tc$d),
        .q(c2_tc$q),
        .clock(c2_tc$clock)
    );
    top$engine$c2_tab c2_tab(
        .d(c2_tab$d),
        .q(c2_tab$q),
        .clock(c2_tab$clock)
    );
    top$engine$c2_twl c2_twl(
        .d(c2_twl$d),
        .q(c2_twl$q),
        .clock(c2_twl$clock)
    );
    top$engine$c2_left c2_left(
        .d(c2_left$d),
        .q(c2_left$q),
        .clock(c2_left$clock)
    );
    top$engine$c2_from_sink c2_from_sink(
        .d(c2_from_sink$d),
        .q(c2_from_sink$q),
        .clock(c2_from_sink$clock)
    );
    top$engine$c2_dst c2_dst(
        .d(c2_dst$d),
        .q(c2_dst$q),
        .clock(c2_dst$clock)
    );
    top$engine$c2_src6 c2_src6(
        .d(c2_src6$d),
        .q(c2_src6$q),
        .clock(c2_src6$clock)
    );
    top$engine$c2_drain c2_drain(
        .d(c2_drain$d),
        .q(c2_drain$q),
        .clock(c2_drain$clock)
    );
    top$engine$c2_probe_ok c2_probe_ok(
        .d(c2_probe_ok$d),
        .q(c2_probe_ok$q),
        .clock(c2_probe_ok$clock)
    );
    top$engine$pipe_idle_q pipe_idle_q(
        .d(pipe_idle_q$d),
        .q(pipe_idle_q$q),
        .clock(pipe_idle_q$clock)
    );
    top$engine$job_w_q job_w_q(
        .d(job_w_q$d),
        .q(job_w_q$q),
        .clock(job_w_q$clock)
    );
    top$engine$cmd_ok cmd_ok(
        .d(cmd_ok$d),
        .q(cmd_ok$q),
        .clock(cmd_ok$clock)
    );
    top$engine$s_bad s_bad(
        .d(s_bad$d),
        .q(s_bad$q),
        .clock(s_bad$clock)
    );
    top$engine$s_sup s_sup(
        .d(s_sup$d),
        .q(s_sup$q),
        .clock(s_sup$clock)
    );
    top$engine$q_bits q_bits(
        .d(q_bits$d),
        .q(q_bits$q),
        .clock(q_bits$clock)
    );
    top$engine$q_nsrc q_nsrc(
        .d(q_nsrc$d),
        .q(q_nsrc$q),
        .clock(q_nsrc$clock)
    );
    top$engine$q_mp q_mp(
        .d(q_mp$d),
        .q(q_mp$q),
        .clock(q_mp$clock)
    );
    top$engine$q_bad q_bad(
        .d(q_bad$d),
        .q(q_bad$q),
        .clock(q_bad$clock)
    );
    top$engine$q_nomem q_nomem(
        .d(q_nomem$d),
        .q(q_nomem$q),
        .clock(q_nomem$clock)
    );
    top$engine$dq_full_r dq_full_r(
        .d(dq_full_r$d),
        .q(dq_full_r$q),
        .clock(dq_full_r$clock)
    );
    
    // Update code
    always @(*) begin
        state$clock = clock;
        port$clock = clock;
        in_next$clock = clock;
        from_sink$clock = clock;
        hdr$clock = clock;
        verdict$clock = clock;
        left$clock = clock;
        sig_loaded$clock = clock;
        configured$clock = clock;
        c_qid$clock = clock;
        c_tok$clock = clock;
        c_bits$clock = clock;
        c_nsrc$clock = clock;
        c_mp$clock = clock;
        c_sink$clock = clock;
        c_route$clock = clock;
        c_sport$clock = clock;
        probe_started$clock = clock;
        esent0$clock = clock;
        esent1$clock = clock;
        act_ack$clock = clock;
        send_end$clock = clock;
        ackv$clock = clock;
        recf$clock = clock;
        rect$clock = clock;
        aph$clock = clock;
        widx$clock = clock;
        status$clock = clock;
        wn$clock = clock;
        wi$clock = clock;
        wkind$clock = clock;
        dkind$clock = clock;
        pend_reset$clock = clock;
        c_res$clock = clock;
        c_sp$clock = clock;
        c_ov$clock = clock;
        lport$clock = clock;
        cmd_ok$clock = clock;
        s_bad$clock = clock;
        s_sup$clock = clock;
        q_bits$clock = clock;
        q_nsrc$clock = clock;
        q_mp$clock = clock;
        q_bad$clock = clock;
        q_nomem$clock = clock;
        dq_full_r$clock = clock;
        c2_v$clock = clock;
        c2_port$clock = clock;
        c2_verdict$clock = clock;
        c2_dcode$clock = clock;
        c2_b$clock = clock;
        c2_p$clock = clock;
        c2_e$clock = clock;
        c2_c$clock = clock;
        c2_ackreq$clock = clock;
        c2_tc$clock = clock;
        c2_tab$clock = clock;
        c2_twl$clock = clock;
        c2_left$clock = clock;
        c2_from_sink$clock = clock;
        c2_dst$clock = clock;
        c2_src6$clock = clock;
        c2_drain$clock = clock;
        c2_probe_ok$clock = clock;
        pipe_idle_q$clock = clock;
        job_w_q$clock = clock;
        state$d = state$q;
        port$d = port$q;
        in_next$d = in_next$q;
        from_sink$d = from_sink$q;
        hdr$d = hdr$q;
        verdict$d = verdict$q;
        left$d = left$q;
        sig_loaded$d = sig_loaded$q;
        configured$d = configured$q;
        c_qid$d = c_qid$q;
        c_tok$d = c_tok$q;
        c_bits$d = c_bits$q;
        c_nsrc$d = c_nsrc$q;
        c_mp$d = c_mp$q;
        c_sink$d = c_sink$q;
        c_route$d = c_route$q;
        c_sport$d = c_sport$q;
        probe_started$d = probe_started$q;
        esent0$d = esent0$q;
        esent1$d = esent1$q;
        act_ack$d = act_ack$q;
        send_end$d = send_end$q;
        ackv$d = ackv$q;
        recf$d = recf$q;
        rect$d = rect$q;
        aph$d = aph$q;
        widx$d = widx$q;
        status$d = status$q;
        wn$d = wn$q;
        wi$d = wi$q;
        wkind$d = wkind$q;
        dkind$d = dkind$q;
        pend_reset$d = pend_reset$q;
        c_res$d = c_res$q;
        c_sp$d = c_sp$q;
        c_ov$d = c_ov$q;
        lport$d = lport$q;
        cmd_ok$d = cmd_ok$q;
        s_bad$d = s_bad$q;
        s_sup$d = s_sup$q;
        q_bits$d = q_bits$q;
        q_nsrc$d = q_nsrc$q;
        q_mp$d = q_mp$q;
        q_bad$d = q_bad$q;
        q_nomem$d = q_nomem$q;
        dq_full_r$d = dq_full_r$q;
        c2_v$d = c2_v$q;
        c2_port$d = c2_port$q;
        c2_verdict$d = c2_verdict$q;
        c2_dcode$d = c2_dcode$q;
        c2_b$d = c2_b$q;
        c2_p$d = c2_p$q;
        c2_e$d = c2_e$q;
        c2_c$d = c2_c$q;
        c2_ackreq$d = c2_ackreq$q;
        c2_tc$d = c2_tc$q;
        c2_tab$d = c2_tab$q;
        c2_twl$d = c2_twl$q;
        c2_left$d = c2_left$q;
        c2_from_sink$d = c2_from_sink$q;
        c2_dst$d = c2_dst$q;
        c2_src6$d = c2_src6$q;
        c2_drain$d = c2_drain$q;
        c2_probe_ok$d = c2_probe_ok$q;
        pipe_idle_q$d = pipe_idle_q$q;
        job_w_q$d = job_w_q$q;
        p$0$clock = clock;
        p$0$d = p$0$q;
        p$1$clock = clock;
        p$1$d = p$1$q;
        p$2$clock = clock;
        p$2$d = p$2$q;
        p$3$clock = clock;
        p$3$d = p$3$q;
        p$4$clock = clock;
        p$4$d = p$4$q;
        arb$clock = clock;
        src$clock = clock;
        div$clock = clock;
        clr$clock = clock;
        cnt$clock = clock;
        arb$reset = reset;
        next$clock = clock;
        next$reset = reset;
        tarb$clock = clock;
        tarb$reset = reset;
        fd$0$clock = clock;
        fd$0$reset = reset;
        fd$1$clock = clock;
        fd$1$reset = reset;
        fd$2$clock = clock;
        fd$2$reset = reset;
        fd$3$clock = clock;
        fd$3$reset = reset;
        src$reset = reset;
        div$reset = reset;
        clr$reset = reset;
        bucket_bits = c_bits$q;
        route_src = c_route$q;
        qid = c_qid$q;
        token = c_tok$q;
        res_per = c_res$q;
        sp_per = c_sp$q;
        ov_per = c_ov$q;
        rq$0 = desc_valid$0 & ~fd$0$busy & ~((state$q == EState$Check) & (port$q == 0)) & ~(c2_v$q & (c2_port$q == 0)) & ~in_next$q[0];
        rq$1 = desc_valid$1 & ~fd$1$busy & ~((state$q == EState$Check) & (port$q == 1)) & ~(c2_v$q & (c2_port$q == 1)) & ~in_next$q[1];
        rq$2 = desc_valid$2 & ~fd$2$busy & ~((state$q == EState$Check) & (port$q == 2)) & ~(c2_v$q & (c2_port$q == 2)) & ~in_next$q[2];
        rq$3 = desc_valid$3 & ~fd$3$busy & ~((state$q == EState$Check) & (port$q == 3)) & ~(c2_v$q & (c2_port$q == 3)) & ~in_next$q[3];
        arb$req = ((rq$0) & 4'hf) | (((rq$1) & 4'hf) << 32'h1) | (((rq$2) & 4'hf) << 32'h2) | (((rq$3) & 4'hf) << 32'h3);
        any = arb$any;
        sel = 32'h0;
        if (arb$grant[32'h1]) begin
            sel = 32'h1;
        end
        if (arb$grant[32'h2]) begin
            sel = 32'h2;
        end
        if (arb$grant[32'h3]) begin
            sel = 32'h3;
        end
        dsel = desc$0;
        if (sel == 0) begin
            dsel = desc$0;
        end
        if (sel == 1) begin
            dsel = desc$1;
        end
        if (sel == 2) begin
            dsel = desc$2;
        end
        if (sel == 3) begin
            dsel = desc$3;
        end
        grant_push = arb$any & next$s_ready;
        arb$advance = grant_push;
        desc_pop$0 = grant_push & (sel == 0);
        desc_pop$1 = grant_push & (sel == 1);
        desc_pop$2 = grant_push & (sel == 2);
        desc_pop$3 = grant_push & (sel == 3);
        next$s_valid = arb$any;
        next$s_data = (((dsel) & 386'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h2) | ((sel) & 386'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
        head = next$m_data[(32'h2)+:(384)];
        head_port = next$m_data[(32'h0)+:(2)];
        head_valid = next$m_valid;
        head_drops = head[(P_DROPS)+:(32)];
        head_drops_any = head_drops != 32'h0;
        pushed = 32'h0;
        if (grant_push) begin
            pushed = arb$grant;
        end
        hc$hdr = hdr$q;
        hc$configured = configured$q;
        hc$query_id = c_qid$q;
        hc$token = c_tok$q;
        hc$sources = c_nsrc$q;
        hc$probe_started = probe_started$q | (c2_v$q & c2_probe_ok$q);
        hc$seq_above = src$seq_above;
        hc$seq_below = src$seq_below;
        src$seq = hc$seq;
        h_tab = hc$table_id;
        h_src6 = hc$source6;
        h_tc = hc$tuples;
        h_plen = hc$payload_len;
        is_b = hc$is_build;
        is_p = hc$is_probe;
        is_e = hc$is_end;
        is_c = hc$is_control;
        ph = hc$end_phase;
        ackreq = hc$ack_request;
        aphv = hc$ack_phase;
        dcode = hc$drop_code;
        src$read_addr = h_src6;
        src$read_next = head[(H_SOURCE_LO)+:(6)];
        same_src = head[(H_SOURCE_LO)+:(6)] == h_src6;
        same_src2 = head[(H_SOURCE_LO)+:(6)] == c2_src6$q;
        may_drain = is_c | is_e | ackreq;
        src$src = h_src6;
        src$is_build = is_b;
        src$is_probe = is_p;
        src$is_end = is_e;
        src$end_phase = ph;
        src$tuples = h_tc;
        src$commit = 1'b0;
        src$clear = 1'b0;
        e_exp = src$expected;
        e_bf = src$build_frames;
        e_bt = src$build_tuples;
        e_pf = src$probe_frames;
        e_pt = src$probe_tuples;
        n_bf = src$next_build_frames;
        n_bt = src$next_build_tuples;
        n_pf = src$next_probe_frames;
        n_pt = src$next_probe_tuples;
        job_port = c_sport$q;
        job_data = ((c2_p$q) & 75'h7ffffffffffffffffff) | (((c2_tc$q) & 75'h7ffffffffffffffffff) << J_COUNT) | (((c2_tab$q) & 75'h7ffffffffffffffffff) << J_TABLE) | (((c_sport$q) & 75'h7ffffffffffffffffff) << J_PORT) | (((c_sink$q) & 75'h7ffffffffffffffffff) << J_DST);
        if (c2_from_sink$q | c_route$q) begin
            job_port = c2_port$q;
            job_data = ((c2_p$q) & 75'h7ffffffffffffffffff) | (((c2_tc$q) & 75'h7ffffffffffffffffff) << J_COUNT) | (((c2_tab$q) & 75'h7ffffffffffffffffff) << J_TABLE) | (((c2_port$q) & 75'h7ffffffffffffffffff) << J_PORT) | (((c2_dst$q) & 75'h7ffffffffffffffffff) << J_DST);
        end
        hold_b = 1'b0;
        hold_p = 1'b0;
        tarb$route = c_route$q;
        fd$0$pl_wide = pl_wide$0;
        fd$0$pl_count = pl_count$0;
        tarb$t_valid$0 = fd$0$t_valid;
        tarb$t_data$0 = fd$0$t_data;
        tarb$t_probe$0 = fd$0$t_probe;
        tarb$t_table$0 = fd$0$t_table;
        tarb$t_tag$0 = fd$0$t_tag;
        tarb$t_last$0 = fd$0$t_last;
        fd$0$t_ready = tarb$t_ready$0;
        if (fd$0$holds_build) begin
            hold_b = 1'b1;
        end
        if (fd$0$holds_probe) begin
            hold_p = 1'b1;
        end
        fd$1$pl_wide = pl_wide$1;
        fd$1$pl_count = pl_count$1;
        tarb$t_valid$1 = fd$1$t_valid;
        tarb$t_data$1 = fd$1$t_data;
        tarb$t_probe$1 = fd$1$t_probe;
        tarb$t_table$1 = fd$1$t_table;
        tarb$t_tag$1 = fd$1$t_tag;
        tarb$t_last$1 = fd$1$t_last;
        fd$1$t_ready = tarb$t_ready$1;
        if (fd$1$holds_build) begin
            hold_b = 1'b1;
        end
        if (fd$1$holds_probe) begin
            hold_p = 1'b1;
        end
        fd$2$pl_wide = pl_wide$2;
        fd$2$pl_count = pl_count$2;
        tarb$t_valid$2 = fd$2$t_valid;
        tarb$t_data$2 = fd$2$t_data;
        tarb$t_probe$2 = fd$2$t_probe;
        tarb$t_table$2 = fd$2$t_table;
        tarb$t_tag$2 = fd$2$t_tag;
        tarb$t_last$2 = fd$2$t_last;
        fd$2$t_ready = tarb$t_ready$2;
        if (fd$2$holds_build) begin
            hold_b = 1'b1;
        end
        if (fd$2$holds_probe) begin
            hold_p = 1'b1;
        end
        fd$3$pl_wide = pl_wide$3;
        fd$3$pl_count = pl_count$3;
        tarb$t_valid$3 = fd$3$t_valid;
        tarb$t_data$3 = fd$3$t_data;
        tarb$t_probe$3 = fd$3$t_probe;
        tarb$t_table$3 = fd$3$t_table;
        tarb$t_tag$3 = fd$3$t_tag;
        tarb$t_last$3 = fd$3$t_last;
        fd$3$t_ready = tarb$t_ready$3;
        if (fd$3$holds_build) begin
            hold_b = 1'b1;
        end
        if (fd$3$holds_probe) begin
            hold_p = 1'b1;
        end
        bu_valid = tarb$bu_valid;
        bu_key = tarb$bu_key;
        bu_val = tarb$bu_val;
        bu_table = tarb$bu_table;
        bu_tag = tarb$bu_tag;
        tarb$bu_ready = bu_ready;
        pu_valid$0 = tarb$pu_valid$0;
        pu_tup$0 = tarb$pu_tup$0;
        pu_tag$0 = tarb$pu_tag$0;
        tarb$pu_ready$0 = pu_ready$0;
        stall = (c2_b$q | c2_p$q) & (job_full | (c2_p$q & bu_busy) | (c2_b$q & pu_busy) | ((c2_b$q | ~c_route$q) & tarb$ord_full) | (c2_p$q & hold_b) | (c2_b$q & hold_p) | (~c_route$q & (job_port != lport$q) & (~pipe_idle_q$q | job_w_q$q | hold_b | hold_p)));
        word = pl_data$0;
        pl_e = pl_empty$0;
        if (port$q == 0) begin
            word = pl_data$0;
            pl_e = pl_empty$0;
        end
        if (port$q == 1) begin
            word = pl_data$1;
            pl_e = pl_empty$1;
        end
        if (port$q == 2) begin
            word = pl_data$2;
            pl_e = pl_empty$2;
        end
        if (port$q == 3) begin
            word = pl_data$3;
            pl_e = pl_empty$3;
        end
        pop = 1'b0;
        skip = 1'b0;
        bu_flush = 1'b0;
        job_write = 1'b0;
        ctl$words$0 = p$0$q;
        ctl$words$1 = p$1$q;
        ctl$words$2 = p$2$q;
        ctl$words$3 = p$3$q;
        ctl$words$4 = p$4$q;
        ctl$command = h_tab;
        ctl$payload_len = h_plen;
        cmd_ok$d = ctl$command_ok;
        s_bad$d = ctl$sig_malformed;
        s_sup$d = ctl$sig_supported;
        q_bits$d = ctl$bucket_bits;
        q_nsrc$d = ctl$sources;
        q_mp$d = ctl$max_payload;
        q_bad$d = ctl$query_malformed;
        q_nomem$d = ctl$query_no_memory;
        dq_full_r$d = dq_full;
        div$start = 1'b0;
        div$dividend = c_mp$q;
        div$divisor$0 = res_w;
        div$divisor$1 = sp_w;
        div$divisor$2 = bw_c;
        clr$start = 1'b0;
        clr$run = state$q == EState$Clear;
        clr$tables = tables3;
        clr$bucket_bits = c_bits$q;
        clr$dual = dual_c;
        clr$ready0 = clr_ready0;
        clr$ready1 = clr_ready1;
        clr_valid = clr$valid;
        clr_ctrl = clr$ctrl;
        clr_addr = clr$addr;
        rw$kind = wkind$q;
        rw$index = wi$q;
        rw$counter = cnt$value;
        rw$request0 = p$0$q;
        rw$request1 = p$1$q;
        rw$ack_frames = recf$q;
        rw$ack_tuples = rect$q;
        rw$end_phase = ph;
        rw$sent0_frames = sent0_frames;
        rw$sent0_tuples = sent0_tuples;
        rw$sent1_frames = sent1_frames;
        rw$sent1_tuples = sent1_tuples;
        rw$sent1_aux = sent1_aux;
        rw$frame = dkind$q;
        rw$hdr = hdr$q;
        rw$status = status$q;
        rw$words = wn$q;
        rw$in_port = port$q;
        rw$ack_phase = aph$q;
        rw$ack_next = ackv$q;
        rw$query_id = c_qid$q;
        rw$token = c_tok$q;
        rw$sink = c_sink$q;
        rw$sink_port = c_sport$q;
        ra_data = rw$data;
        ra_port = rw$port;
        dq_data = rw$desc;
        ra_write = 1'b0;
        dq_write = 1'b0;
        inc_in = 1'b0;
        inc_acc = 1'b0;
        inc_drop = 1'b0;
        drop_idx = 32'h0;
        inc_ctl = 1'b0;
        inc_probes = 1'b0;
        inc_fout = 1'b0;
        clr_cnt = 1'b0;
        cfg_clear = 1'b0;
        commit_valid = 1'b0;
        commit_port = head_port;
        commit_drops = head_drops;
        commit_frame = head[(P_VERDICT)+:(4)] != V_NO_FRAME;
        pl_pop$0 = 1'b0;
        pl_pop$1 = 1'b0;
        pl_pop$2 = 1'b0;
        pl_pop$3 = 1'b0;
        idle = (state$q == EState$Idle) & ~c2_v$q & ~any & ~head_valid & ~hold_b & ~hold_p;
        handoff = 1'b0;
        hand_twl = 32'h0;
        to_drain = 1'b0;
        if (c2_v$q) begin
            if (c2_verdict$q == V_NO_FRAME) begin
                act_ack$d = 1'b0;
                handoff = 1'b1;
            end
            else if (c2_verdict$q != 32'h0) begin
                inc_in = 1'b1;
                inc_drop = 1'b1;
                drop_idx = ((c2_verdict$q) & 5'h1f);
                if (c2_verdict$q == V_MAC_ERROR) begin
                    drop_idx = C_MAC_ERROR;
                end
                act_ack$d = 1'b0;
                handoff = 1'b1;
            end
            else if (c2_c$q) begin
                inc_in = 1'b1;
                inc_acc = 1'b1;
                inc_ctl = 1'b1;
                act_ack$d = 1'b0;
                to_drain = 1'b1;
            end
            else if (c2_dcode$q != 32'h0) begin
                inc_in = 1'b1;
                inc_drop = 1'b1;
                drop_idx = c2_dcode$q;
                act_ack$d = 1'b0;
                handoff = 1'b1;
                if ((c2_e$q | c2_ackreq$q) & ((c2_dcode$q == C_DUPLICATE) | (c2_dcode$q == C_OUT_OF_ORDER))) begin
                    act_ack$d = 1'b1;
                    aph$d = aphv;
                    send_end$d = 1'b0;
                    ackv$d = e_exp;
                    recf$d = e_bf;
                    rect$d = e_bt;
                    if (aphv) begin
                        recf$d = e_pf;
                        rect$d = e_pt;
                    end
                    handoff = 1'b0;
                    to_drain = 1'b1;
                end
            end
            else if (~stall) begin
                inc_in = 1'b1;
                inc_acc = 1'b1;
                src$commit = 1'b1;
                if (c2_from_sink$q) begin
                    c_sport$d = c2_port$q;
                end
                act_ack$d = c2_ackreq$q;
                aph$d = aphv;
                send_end$d = 1'b0;
                ackv$d = e_exp + 32'h1;
                recf$d = n_bf;
                rect$d = n_bt;
                if (aphv) begin
                    recf$d = n_pf;
                    rect$d = n_pt;
                end
                if (c2_b$q | c2_p$q) begin
                    lport$d = job_port;
                    job_write = 1'b1;
                    handoff = 1'b1;
                    hand_twl = c2_twl$q;
                    to_drain = c2_ackreq$q;
                end
                if (c2_p$q) begin
                    inc_probes = 1'b1;
                    probe_started$d = 1'b1;
                end
                if (c2_e$q) begin
                    act_ack$d = 1'b1;
                    send_end$d = ~esent0$q & (src$ended_after == c_nsrc$q);
                    if (ph) begin
                        send_end$d = ~esent1$q & (src$ended_after == c_nsrc$q);
                    end
                    to_drain = 1'b1;
                end
            end
        end
        c2_leave = handoff | to_drain;
        c1_move = (state$q == EState$Check) & (~c2_v$q | c2_leave);
        c2_v$d = c1_move | (c2_v$q & ~c2_leave);
        src$stage = c1_move;
        if (c1_move) begin
            c2_port$d = port$q;
            c2_verdict$d = verdict$q;
            c2_dcode$d = dcode;
            c2_b$d = is_b;
            c2_p$d = is_p;
            c2_e$d = is_e;
            c2_c$d = is_c;
            c2_ackreq$d = ackreq;
            c2_tc$d = h_tc;
            c2_tab$d = h_tab;
            c2_twl$d = ((h_tc * pwords_c) & 12'hfff);
            if (is_b) begin
                c2_twl$d = ((h_tc * bwords_c) & 12'hfff);
            end
            c2_left$d = left$q;
            c2_from_sink$d = from_sink$q;
            c2_dst$d = hdr$q[(H_SRC)+:(48)];
            c2_src6$d = h_src6;
            c2_drain$d = may_drain;
            c2_probe_ok$d = is_p & (verdict$q == 32'h0) & (dcode == 32'h0);
        end
        fetch = head_valid & ((state$q == EState$Idle) | c1_move) & ~((state$q == EState$Check) & (may_drain | same_src)) & ~(c2_v$q & (c2_drain$q | same_src2));
        case (state$q)
            EState$Idle:
                begin
                end
            EState$Check:
                begin
                    if (c1_move) begin
                        state$d = EState$Idle;
                    end
                end
            EState$Drain:
                begin
                    if (pipe_idle & ~hold_b & ~hold_p) begin
                        state$d = EState$Load;
                    end
                end
            EState$Load:
                begin
                    if ((left$q != 32'h0) & (widx$q == 32'h5)) begin
                        skip = 1'b1;
                    end
                    else if (left$q != 32'h0) begin
                        if (~pl_e) begin
                            pop = 1'b1;
                            if (widx$q == 0) begin
                                p$0$d = word;
                            end
                            if (widx$q == 1) begin
                                p$1$d = word;
                            end
                            if (widx$q == 2) begin
                                p$2$d = word;
                            end
                            if (widx$q == 3) begin
                                p$3$d = word;
                            end
                            if (widx$q == 4) begin
                                p$4$d = word;
                            end
                            widx$d = widx$q + 32'h1;
                        end
                    end
                    else begin
                        state$d = EState$Exec;
                    end
                end
            EState$Exec:
                begin
                    wi$d = 32'h0;
                    status$d = ST_OK;
                    wn$d = 32'h0;
                    dkind$d = F_REPLY;
                    state$d = EState$Words;
                    if (act_ack$q) begin
                        wkind$d = W_ACK;
                        wn$d = RECORD_WORDS;
                        dkind$d = F_ACK;
                    end
                    else if (~cmd_ok$q) begin
                        status$d = ST_MALFORMED;
                    end
                    else if (h_tab == CMD_RESET) begin
                        configured$d = 1'b0;
                        pend_reset$d = 1'b1;
                    end
                    else if (h_tab == CMD_LOAD_SIGNATURE) begin
                        wkind$d = W_SIGNATURE;
                        if (s_bad$q) begin
                            status$d = ST_MALFORMED;
                        end
                        else if (~s_sup$q) begin
                            status$d = ST_UNSUPPORTED;
                            if (sig_loaded$q) begin
                                wn$d = SIG_WORDS;
                            end
                        end
                        else begin
                            sig_loaded$d = 1'b1;
                            configured$d = 1'b0;
                            wn$d = SIG_WORDS;
                        end
                    end
                    else if (h_tab == CMD_CONFIGURE) begin
                        wkind$d = W_QUERY;
                        if (~sig_loaded$q) begin
                            status$d = ST_NO_SIGNATURE;
                        end
                        else if (q_bad$q) begin
                            status$d = ST_MALFORMED;
                        end
                        else if (q_nomem$q) begin
                            status$d = ST_NO_MEMORY;
                        end
                        else begin
                            wn$d = QUERY_WORDS;
                            configured$d = 1'b1;
                            c_qid$d = hdr$q[(H_QUERY_ID)+:(16)];
                            c_tok$d = p$0$q[(QW_TOKEN)+:(32)];
                            c_bits$d = ((q_bits$q) & 5'h1f);
                            c_nsrc$d = ((q_nsrc$q) & 16'hffff);
                            c_mp$d = q_mp$q;
                            c_sink$d = p$1$q[(QW_SINK)+:(48)];
                            c_route$d = p$1$q[Q_ROUTE_BIT];
                            c_sport$d = port$q;
                            src$clear = 1'b1;
                            probe_started$d = 1'b0;
                            esent0$d = 1'b0;
                            esent1$d = 1'b0;
                            cfg_clear = 1'b1;
                            bu_flush = 1'b1;
                            div$start = 1'b1;
                            clr$start = 1'b1;
                            state$d = EState$Div;
                        end
                    end
                    else begin
                        wkind$d = W_COUNTERS;
                        wn$d = ncounters_c;
                    end
                end
            EState$Div:
                begin
                    if (div$last) begin
                        state$d = EState$Clear;
                    end
                end
            EState$Clear:
                begin
                    c_res$d = div$quotient$0;
                    c_sp$d = div$quotient$1;
                    c_ov$d = div$quotient$2;
                    if (clr$done) begin
                        state$d = EState$Words;
                    end
                end
            EState$Words:
                begin
                    if (wi$q < wn$q) begin
                        if (~ra_full) begin
                            ra_write = 1'b1;
                            wi$d = wi$q + 32'h1;
                        end
                    end
                    else begin
                        state$d = EState$Push;
                    end
                end
            EState$Push:
                begin
                    if (~dq_full_r$q) begin
                        dq_write = 1'b1;
                        inc_fout = 1'b1;
                        state$d = EState$Idle;
                        if (dkind$q == F_REPLY) begin
                            if (pend_reset$q) begin
                                clr_cnt = 1'b1;
                                pend_reset$d = 1'b0;
                            end
                        end
                        if ((dkind$q == F_ACK) & send_end$q) begin
                            send_end$d = 1'b0;
                            if (ph) begin
                                esent1$d = 1'b1;
                            end
                            else begin
                                esent0$d = 1'b1;
                            end
                            wkind$d = W_END;
                            wn$d = RECORD_WORDS;
                            wi$d = 32'h0;
                            dkind$d = F_END;
                            state$d = EState$Words;
                        end
                    end
                end
            default:
                begin
                    state$d = EState$Idle;
                end
        endcase
        if (to_drain) begin
            widx$d = 32'h0;
            state$d = EState$Drain;
        end
        pipe_idle_q$d = pipe_idle & ~hold_b & ~hold_p;
        job_w_q$d = job_write;
        fd$0$start = handoff & (c2_port$q == 0);
        fd$0$start_left = c2_left$q;
        fd$0$start_twl = hand_twl;
        fd$0$start_probe = c2_p$q;
        fd$0$start_table = c2_tab$q;
        fd$0$start_tag = job_port;
        pl_skip$0 = fd$0$pl_skip;
        pl_skip_n$0 = fd$0$pl_skip_n;
        if (skip & (port$q == 0)) begin
            pl_skip$0 = 1'b1;
            pl_skip_n$0 = ((left$q) & 13'h1fff);
        end
        fd$1$start = handoff & (c2_port$q == 1);
        fd$1$start_left = c2_left$q;
        fd$1$start_twl = hand_twl;
        fd$1$start_probe = c2_p$q;
        fd$1$start_table = c2_tab$q;
        fd$1$start_tag = job_port;
        pl_skip$1 = fd$1$pl_skip;
        pl_skip_n$1 = fd$1$pl_skip_n;
        if (skip & (port$q == 1)) begin
            pl_skip$1 = 1'b1;
            pl_skip_n$1 = ((left$q) & 13'h1fff);
        end
        fd$2$start = handoff & (c2_port$q == 2);
        fd$2$start_left = c2_left$q;
        fd$2$start_twl = hand_twl;
        fd$2$start_probe = c2_p$q;
        fd$2$start_table = c2_tab$q;
        fd$2$start_tag = job_port;
        pl_skip$2 = fd$2$pl_skip;
        pl_skip_n$2 = fd$2$pl_skip_n;
        if (skip & (port$q == 2)) begin
            pl_skip$2 = 1'b1;
            pl_skip_n$2 = ((left$q) & 13'h1fff);
        end
        fd$3$start = handoff & (c2_port$q == 3);
        fd$3$start_left = c2_left$q;
        fd$3$start_twl = hand_twl;
        fd$3$start_probe = c2_p$q;
        fd$3$start_table = c2_tab$q;
        fd$3$start_tag = job_port;
        pl_skip$3 = fd$3$pl_skip;
        pl_skip_n$3 = fd$3$pl_skip_n;
        if (skip & (port$q == 3)) begin
            pl_skip$3 = 1'b1;
            pl_skip_n$3 = ((left$q) & 13'h1fff);
        end
        tarb$ord_push = handoff & (hand_twl != 32'h0) & (c2_b$q | ~c_route$q);
        tarb$ord_lane = c2_port$q;
        if (pop) begin
            left$d = left$q - 32'h1;
            if (port$q == 0) begin
                pl_pop$0 = 1'b1;
            end
            if (port$q == 1) begin
                pl_pop$1 = 1'b1;
            end
            if (port$q == 2) begin
                pl_pop$2 = 1'b1;
            end
            if (port$q == 3) begin
                pl_pop$3 = 1'b1;
            end
        end
        if (skip | (handoff & to_drain)) begin
            left$d = 32'h0;
        end
        next$m_ready = fetch;
        src$read_ahead = fetch;
        in_kept = in_next$q;
        if (fetch) begin
            in_kept = in_next$q & ~(((32'h1) & 4'hf) << head_port);
        end
        in_next$d = in_kept | pushed;
        if (fetch) begin
            commit_valid = 1'b1;
            port$d = head_port;
            hdr$d = head[(32'h0)+:(320)];
            from_sink$d = head[(H_SRC)+:(48)] == c_sink$q;
            verdict$d = head[(P_VERDICT)+:(4)];
            left$d = head[(P_STORED)+:(12)];
            state$d = EState$Check;
        end
        fout_n = f_fout + ((inc_fout) & 3'h7);
        cnt_inc = (((inc_in) & 27'h7ffffff) << C_FRAMES_IN) | (((inc_acc) & 27'h7ffffff) << C_FRAMES_ACCEPTED) | (((inc_drop) & 27'h7ffffff) << drop_idx) | (((inc_ctl) & 27'h7ffffff) << C_CONTROL_FRAMES) | (((bu_inserted) & 27'h7ffffff) << C_INSERTS) | (((bu_overflowed) & 27'h7ffffff) << C_OVERFLOWS) | (((f_match[32'h0]) & 27'h7ffffff) << C_MATCHES) | (((f_match[32'h0]) & 27'h7ffffff) << C_RESULT_TUPLES) | (((f_miss[32'h0]) & 27'h7ffffff) << C_MISSES) | (((f_spill[32'h0]) & 27'h7ffffff) << C_SPILLS) | (((fout_n[32'h0]) & 27'h7ffffff) << C_FRAMES_OUT);
        cnt_x2 = (((f_match[32'h1]) & 27'h7ffffff) << C_MATCHES) | (((f_match[32'h1]) & 27'h7ffffff) << C_RESULT_TUPLES) | (((f_miss[32'h1]) & 27'h7ffffff) << C_MISSES) | (((f_spill[32'h1]) & 27'h7ffffff) << C_SPILLS) | (((fout_n[32'h1]) & 27'h7ffffff) << C_FRAMES_OUT);
        cnt_x4 = (((f_match[32'h2]) & 27'h7ffffff) << C_MATCHES) | (((f_match[32'h2]) & 27'h7ffffff) << C_RESULT_TUPLES) | (((f_miss[32'h2]) & 27'h7ffffff) << C_MISSES) | (((f_spill[32'h2]) & 27'h7ffffff) << C_SPILLS) | (((fout_n[32'h2]) & 27'h7ffffff) << C_FRAMES_OUT);
        cnt$inc_x2 = cnt_x2;
        cnt$inc_x4 = cnt_x4;
        cnt$inc = cnt_inc;
        cnt$add = inc_probes;
        cnt$add_n = ((c2_tc$q) & 64'hffffffffffffffff);
        cnt$bulk = fetch & head_drops_any;
        cnt$bulk_n = head_drops;
        cnt$read = wi$q;
        cnt$clear = clr_cnt | reset;
        if (reset) begin
            state$d = EState$Idle;
            in_next$d = 32'h0;
            c2_v$d = 1'b0;
            sig_loaded$d = 1'b0;
            configured$d = 1'b0;
            probe_started$d = 1'b0;
            pend_reset$d = 1'b0;
            c_sport$d = 32'h0;
            c_route$d = 1'b0;
        end
    end
    
endmodule // top$engine


module top$engine$ackv(d,q,clock);
    
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
          
endmodule // top$engine$ackv


module top$engine$act_ack(d,q,clock);
    
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
          
endmodule // top$engine$act_ack


module top$engine$aph(d,q,clock);
    
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
          
endmodule // top$engine$aph


module top$engine$arb(clock,reset,req,advance,grant,any);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [3:0] req;
    input wire  advance;
    output reg  [3:0] grant;
    output reg  any;
    
    // Stub signals
    reg  [3:0] below$d;
    wire  [3:0] below$q;
    reg  below$clock;
    
    // Local signals
    reg  [3:0] above;
    reg  [3:0] hi;
    reg  [3:0] pick_from;
    
    // Sub module instances
    top$engine$arb$below below(
        .d(below$d),
        .q(below$q),
        .clock(below$clock)
    );
    
    // Update code
    always @(*) begin
        below$clock = clock;
        below$d = below$q;
        above = ~((below$q << 32'h1) | 32'h1);
        hi = req & above;
        pick_from = req;
        if (hi != 32'h0) begin
            pick_from = hi;
        end
        grant = pick_from & (~pick_from + 32'h1);
        any = req != 32'h0;
        if (advance & (req != 32'h0)) begin
            below$d = grant - 32'h1;
        end
        if (reset) begin
            below$d = 32'h0;
        end
    end
    
endmodule // top$engine$arb


module top$engine$arb$below(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$arb$below


module top$engine$c2_ackreq(d,q,clock);
    
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
          
endmodule // top$engine$c2_ackreq


module top$engine$c2_b(d,q,clock);
    
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
          
endmodule // top$engine$c2_b


module top$engine$c2_c(d,q,clock);
    
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
          
endmodule // top$engine$c2_c


module top$engine$c2_dcode(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$c2_dcode


module top$engine$c2_drain(d,q,clock);
    
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
          
endmodule // top$engine$c2_drain


module top$engine$c2_dst(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$c2_dst


module top$engine$c2_e(d,q,clock);
    
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
          
endmodule // top$engine$c2_e


module top$engine$c2_from_sink(d,q,clock);
    
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
          
endmodule // top$engine$c2_from_sink


module top$engine$c2_left(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$c2_left


module top$engine$c2_p(d,q,clock);
    
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
          
endmodule // top$engine$c2_p


module top$engine$c2_port(d,q,clock);
    
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
          
endmodule // top$engine$c2_port


module top$engine$c2_probe_ok(d,q,clock);
    
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
          
endmodule // top$engine$c2_probe_ok


module top$engine$c2_src6(d,q,clock);
    
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
          
endmodule // top$engine$c2_src6


module top$engine$c2_tab(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$c2_tab


module top$engine$c2_tc(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$c2_tc


module top$engine$c2_twl(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$c2_twl


module top$engine$c2_v(d,q,clock);
    
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
          
endmodule // top$engine$c2_v


module top$engine$c2_verdict(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$c2_verdict


module top$engine$c_bits(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$c_bits


module top$engine$c_mp(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$c_mp


module top$engine$c_nsrc(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$c_nsrc


module top$engine$c_ov(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$c_ov


module top$engine$c_qid(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$c_qid


module top$engine$c_res(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$c_res


module top$engine$c_route(d,q,clock);
    
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
          
endmodule // top$engine$c_route


module top$engine$c_sink(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$c_sink


module top$engine$c_sp(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$c_sp


module top$engine$c_sport(d,q,clock);
    
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
          
endmodule // top$engine$c_sport


module top$engine$c_tok(d,q,clock);
    
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
          
endmodule // top$engine$c_tok


module top$engine$clr(clock,reset,start,run,tables,bucket_bits,dual,ready0,ready1,valid,ctrl,addr,done);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  run;
    input wire  [2:0] tables;
    input wire  [4:0] bucket_bits;
    input wire  dual;
    input wire  ready0;
    input wire  ready1;
    output reg  valid;
    output reg  ctrl;
    output reg  [31:0] addr;
    output reg  done;
    
    // Stub signals
    reg  [31:0] line$d;
    wire  [31:0] line$q;
    reg  line$clock;
    reg  [1:0] t$d;
    wire  [1:0] t$q;
    reg  t$clock;
    reg  bp$d;
    wire  bp$q;
    reg  bp$clock;
    
    // Local signals
    reg  [31:0] total;
    reg  go;
    
    // Sub module instances
    top$engine$clr$line line(
        .d(line$d),
        .q(line$q),
        .clock(line$clock)
    );
    top$engine$clr$t t(
        .d(t$d),
        .q(t$q),
        .clock(t$clock)
    );
    top$engine$clr$bp bp(
        .d(bp$d),
        .q(bp$q),
        .clock(bp$clock)
    );
    
    // Update code
    always @(*) begin
        line$clock = clock;
        t$clock = clock;
        bp$clock = clock;
        line$d = line$q;
        t$d = t$q;
        bp$d = bp$q;
        total = ((tables) & 32'hffffffff) << bucket_bits;
        addr = line$q;
        ctrl = dual & (bp$q ^ t$q[32'h0]);
        done = line$q >= total;
        valid = run & (line$q < total);
        go = valid & ready0;
        if (ctrl) begin
            go = valid & ready1;
        end
        if (go) begin
            line$d = line$q + 32'h1;
            t$d = t$q + 32'h1;
            if (t$q == ((tables - 32'h1) & 2'h3)) begin
                t$d = 32'h0;
                bp$d = ~bp$q;
            end
        end
        if (start | reset) begin
            line$d = 32'h0;
            t$d = 32'h0;
            bp$d = 1'b0;
        end
    end
    
endmodule // top$engine$clr


module top$engine$clr$bp(d,q,clock);
    
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
          
endmodule // top$engine$clr$bp


module top$engine$clr$line(d,q,clock);
    
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
          
endmodule // top$engine$clr$line


module top$engine$clr$t(d,q,clock);
    
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
          
endmodule // top$engine$clr$t


module top$engine$cmd_ok(d,q,clock);
    
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
          
endmodule // top$engine$cmd_ok


module top$engine$cnt(clock,clear,inc,inc_x2,inc_x4,add,add_n,bulk,bulk_n,read,value);
    
    // Module arguments
    input wire  clock;
    input wire  clear;
    input wire  [26:0] inc;
    input wire  [26:0] inc_x2;
    input wire  [26:0] inc_x4;
    input wire  add;
    input wire  [63:0] add_n;
    input wire  bulk;
    input wire  [31:0] bulk_n;
    input wire  [4:0] read;
    output reg  [63:0] value;
    
    // Constant declarations
    localparam  add_mask = 27'h200000;
    localparam  bulk_mask = 27'h20001;
    localparam  multi_mask = 27'h7c00000;
    localparam  one = 64'h1;
    localparam  two = 64'h2;
    localparam  four = 64'h4;
    
    // Stub signals
    reg  r_clear$d;
    wire  r_clear$q;
    reg  r_clear$clock;
    reg  [26:0] r_inc$d;
    wire  [26:0] r_inc$q;
    reg  r_inc$clock;
    reg  [26:0] r_x2$d;
    wire  [26:0] r_x2$q;
    reg  r_x2$clock;
    reg  [26:0] r_x4$d;
    wire  [26:0] r_x4$q;
    reg  r_x4$clock;
    reg  r_add$d;
    wire  r_add$q;
    reg  r_add$clock;
    reg  [63:0] r_add_n$d;
    wire  [63:0] r_add_n$q;
    reg  r_add_n$clock;
    reg  r_bulk$d;
    wire  r_bulk$q;
    reg  r_bulk$clock;
    reg  [31:0] r_bulk_n$d;
    wire  [31:0] r_bulk_n$q;
    reg  r_bulk_n$clock;
    reg  [63:0] cnt$0$d;
    wire  [63:0] cnt$0$q;
    reg  cnt$0$clock;
    reg  [63:0] cnt$1$d;
    wire  [63:0] cnt$1$q;
    reg  cnt$1$clock;
    reg  [63:0] cnt$2$d;
    wire  [63:0] cnt$2$q;
    reg  cnt$2$clock;
    reg  [63:0] cnt$3$d;
    wire  [63:0] cnt$3$q;
    reg  cnt$3$clock;
    reg  [63:0] cnt$4$d;
    wire  [63:0] cnt$4$q;
    reg  cnt$4$clock;
    reg  [63:0] cnt$5$d;
    wire  [63:0] cnt$5$q;
    reg  cnt$5$clock;
    reg  [63:0] cnt$6$d;
    wire  [63:0] cnt$6$q;
    reg  cnt$6$clock;
    reg  [63:0] cnt$7$d;
    wire  [63:0] cnt$7$q;
    reg  cnt$7$clock;
    reg  [63:0] cnt$8$d;
    wire  [63:0] cnt$8$q;
    reg  cnt$8$clock;
    reg  [63:0] cnt$9$d;
    wire  [63:0] cnt$9$q;
    reg  cnt$9$clock;
    reg  [63:0] cnt$10$d;
    wire  [63:0] cnt$10$q;
    reg  cnt$10$clock;
    reg  [63:0] cnt$11$d;
    wire  [63:0] cnt$11$q;
    reg  cnt$11$clock;
    reg  [63:0] cnt$12$d;
    wire  [63:0] cnt$12$q;
    reg  cnt$12$clock;
    reg  [63:0] cnt$13$d;
    wire  [63:0] cnt$13$q;
    reg  cnt$13$clock;
    reg  [63:0] cnt$14$d;
    wire  [63:0] cnt$14$q;
    reg  cnt$14$clock;
    reg  [63:0] cnt$15$d;
    wire  [63:0] cnt$15$q;
    reg  cnt$15$clock;
    reg  [63:0] cnt$16$d;
    wire  [63:0] cnt$16$q;
    reg  cnt$16$clock;
    reg  [63:0] cnt$17$d;
    wire  [63:0] cnt$17$q;
    reg  cnt$17$clock;
    reg  [63:0] cnt$18$d;
    wire  [63:0] cnt$18$q;
    reg  cnt$18$clock;
    reg  [63:0] cnt$19$d;
    wire  [63:0] cnt$19$q;
    reg  cnt$19$clock;
    reg  [63:0] cnt$20$d;
    wire  [63:0] cnt$20$q;
    reg  cnt$20$clock;
    reg  [63:0] cnt$21$d;
    wire  [63:0] cnt$21$q;
    reg  cnt$21$clock;
    reg  [63:0] cnt$22$d;
    wire  [63:0] cnt$22$q;
    reg  cnt$22$clock;
    reg  [63:0] cnt$23$d;
    wire  [63:0] cnt$23$q;
    reg  cnt$23$clock;
    reg  [63:0] cnt$24$d;
    wire  [63:0] cnt$24$q;
    reg  cnt$24$clock;
    reg  [63:0] cnt$25$d;
    wire  [63:0] cnt$25$q;
    reg  cnt$25$clock;
    reg  [63:0] cnt$26$d;
    wire  [63:0] cnt$26$q;
    reg  cnt$26$clock;
    
    // Local signals
    reg  [63:0] p1$0;
    reg  [63:0] p1$1;
    reg  [63:0] p1$2;
    reg  [63:0] p1$3;
    reg  [63:0] p1$4;
    reg  [63:0] p1$5;
    reg  [63:0] p1$6;
    reg  [63:0] p1$7;
    reg  [63:0] p1$8;
    reg  [63:0] p1$9;
    reg  [63:0] p1$10;
    reg  [63:0] p1$11;
    reg  [63:0] p1$12;
    reg  [63:0] p1$13;
    reg  [63:0] p1$14;
    reg  [63:0] p1$15;
    reg  [63:0] p1$16;
    reg  [63:0] p1$17;
    reg  [63:0] p1$18;
    reg  [63:0] p1$19;
    reg  [63:0] p1$20;
    reg  [63:0] p1$21;
    reg  [63:0] p1$22;
    reg  [63:0] p1$23;
    reg  [63:0] p1$24;
    reg  [63:0] p1$25;
    reg  [63:0] p1$26;
    reg  [63:0] p2$0;
    reg  [63:0] p2$1;
    reg  [63:0] p2$2;
    reg  [63:0] p2$3;
    reg  [63:0] p2$4;
    reg  [63:0] p2$5;
    reg  [63:0] p2$6;
    reg  [63:0] p2$7;
    reg  [63:0] p2$8;
    reg  [63:0] p2$9;
    reg  [63:0] p2$10;
    reg  [63:0] p2$11;
    reg  [63:0] p2$12;
    reg  [63:0] p2$13;
    reg  [63:0] p2$14;
    reg  [63:0] p2$15;
    reg  [63:0] p2$16;
    reg  [63:0] p2$17;
    reg  [63:0] p2$18;
    reg  [63:0] p2$19;
    reg  [63:0] p2$20;
    reg  [63:0] p2$21;
    reg  [63:0] p2$22;
    reg  [63:0] p2$23;
    reg  [63:0] p2$24;
    reg  [63:0] p2$25;
    reg  [63:0] p2$26;
    reg  [63:0] p4$0;
    reg  [63:0] p4$1;
    reg  [63:0] p4$2;
    reg  [63:0] p4$3;
    reg  [63:0] p4$4;
    reg  [63:0] p4$5;
    reg  [63:0] p4$6;
    reg  [63:0] p4$7;
    reg  [63:0] p4$8;
    reg  [63:0] p4$9;
    reg  [63:0] p4$10;
    reg  [63:0] p4$11;
    reg  [63:0] p4$12;
    reg  [63:0] p4$13;
    reg  [63:0] p4$14;
    reg  [63:0] p4$15;
    reg  [63:0] p4$16;
    reg  [63:0] p4$17;
    reg  [63:0] p4$18;
    reg  [63:0] p4$19;
    reg  [63:0] p4$20;
    reg  [63:0] p4$21;
    reg  [63:0] p4$22;
    reg  [63:0] p4$23;
    reg  [63:0] p4$24;
    reg  [63:0] p4$25;
    reg  [63:0] p4$26;
    reg  [63:0] step$0;
    reg  [63:0] step$1;
    reg  [63:0] step$2;
    reg  [63:0] step$3;
    reg  [63:0] step$4;
    reg  [63:0] step$5;
    reg  [63:0] step$6;
    reg  [63:0] step$7;
    reg  [63:0] step$8;
    reg  [63:0] step$9;
    reg  [63:0] step$10;
    reg  [63:0] step$11;
    reg  [63:0] step$12;
    reg  [63:0] step$13;
    reg  [63:0] step$14;
    reg  [63:0] step$15;
    reg  [63:0] step$16;
    reg  [63:0] step$17;
    reg  [63:0] step$18;
    reg  [63:0] step$19;
    reg  [63:0] step$20;
    reg  [63:0] step$21;
    reg  [63:0] step$22;
    reg  [63:0] step$23;
    reg  [63:0] step$24;
    reg  [63:0] step$25;
    reg  [63:0] step$26;
    reg  [63:0] pb;
    reg  [63:0] rv$0;
    reg  [63:0] rv$1;
    reg  [63:0] rv$2;
    reg  [63:0] rv$3;
    reg  [63:0] rv$4;
    reg  [63:0] rv$5;
    reg  [63:0] rv$6;
    reg  [63:0] rv$7;
    reg  [63:0] rv$8;
    reg  [63:0] rv$9;
    reg  [63:0] rv$10;
    reg  [63:0] rv$11;
    reg  [63:0] rv$12;
    reg  [63:0] rv$13;
    reg  [63:0] rv$14;
    reg  [63:0] rv$15;
    reg  [63:0] rv$16;
    reg  [63:0] rv$17;
    reg  [63:0] rv$18;
    reg  [63:0] rv$19;
    reg  [63:0] rv$20;
    reg  [63:0] rv$21;
    reg  [63:0] rv$22;
    reg  [63:0] rv$23;
    reg  [63:0] rv$24;
    reg  [63:0] rv$25;
    reg  [63:0] rv$26;
    reg  [63:0] rv$27;
    reg  [63:0] rv$28;
    reg  [63:0] rv$29;
    reg  [63:0] rv$30;
    reg  [63:0] rv$31;
    reg  [63:0] rv$32;
    
    // Sub module instances
    top$engine$cnt$r_clear r_clear(
        .d(r_clear$d),
        .q(r_clear$q),
        .clock(r_clear$clock)
    );
    top$engine$cnt$r_inc r_inc(
        .d(r_inc$d),
        .q(r_inc$q),
        .clock(r_inc$clock)
    );
    top$engine$cnt$r_x2 r_x2(
        .d(r_x2$d),
        .q(r_x2$q),
        .clock(r_x2$clock)
    );
    top$engine$cnt$r_x4 r_x4(
        .d(r_x4$d),
        .q(r_x4$q),
        .clock(r_x4$clock)
    );
    top$engine$cnt$r_add r_add(
        .d(r_add$d),
        .q(r_add$q),
        .clock(r_add$clock)
    );
    top$engine$cnt$r_add_n r_add_n(
        .d(r_add_n$d),
        .q(r_add_n$q),
        .clock(r_add_n$clock)
    );
    top$engine$cnt$r_bulk r_bulk(
        .d(r_bulk$d),
        .q(r_bulk$q),
        .clock(r_bulk$clock)
    );
    top$engine$cnt$r_bulk_n r_bulk_n(
        .d(r_bulk_n$d),
        .q(r_bulk_n$q),
        .clock(r_bulk_n$clock)
    );
    top$engine$cnt$cnt$0 cnt$0(
        .d(cnt$0$d),
        .q(cnt$0$q),
        .clock(cnt$0$clock)
    );
    top$engine$cnt$cnt$1 cnt$1(
        .d(cnt$1$d),
        .q(cnt$1$q),
        .clock(cnt$1$clock)
    );
    top$engine$cnt$cnt$2 cnt$2(
        .d(cnt$2$d),
        .q(cnt$2$q),
        .clock(cnt$2$clock)
    );
    top$engine$cnt$cnt$3 cnt$3(
        .d(cnt$3$d),
        .q(cnt$3$q),
        .clock(cnt$3$clock)
    );
    top$engine$cnt$cnt$4 cnt$4(
        .d(cnt$4$d),
        .q(cnt$4$q),
        .clock(cnt$4$clock)
    );
    top$engine$cnt$cnt$5 cnt$5(
        .d(cnt$5$d),
        .q(cnt$5$q),
        .clock(cnt$5$clock)
    );
    top$engine$cnt$cnt$6 cnt$6(
        .d(cnt$6$d),
        .q(cnt$6$q),
        .clock(cnt$6$clock)
    );
    top$engine$cnt$cnt$7 cnt$7(
        .d(cnt$7$d),
        .q(cnt$7$q),
        .clock(cnt$7$clock)
    );
    top$engine$cnt$cnt$8 cnt$8(
        .d(cnt$8$d),
        .q(cnt$8$q),
        .clock(cnt$8$clock)
    );
    top$engine$cnt$cnt$9 cnt$9(
        .d(cnt$9$d),
        .q(cnt$9$q),
        .clock(cnt$9$clock)
    );
    top$engine$cnt$cnt$10 cnt$10(
        .d(cnt$10$d),
        .q(cnt$10$q),
        .clock(cnt$10$clock)
    );
    top$engine$cnt$cnt$11 cnt$11(
        .d(cnt$11$d),
        .q(cnt$11$q),
        .clock(cnt$11$clock)
    );
    top$engine$cnt$cnt$12 cnt$12(
        .d(cnt$12$d),
        .q(cnt$12$q),
        .clock(cnt$12$clock)
    );
    top$engine$cnt$cnt$13 cnt$13(
        .d(cnt$13$d),
        .q(cnt$13$q),
        .clock(cnt$13$clock)
    );
    top$engine$cnt$cnt$14 cnt$14(
        .d(cnt$14$d),
        .q(cnt$14$q),
        .clock(cnt$14$clock)
    );
    top$engine$cnt$cnt$15 cnt$15(
        .d(cnt$15$d),
        .q(cnt$15$q),
        .clock(cnt$15$clock)
    );
    top$engine$cnt$cnt$16 cnt$16(
        .d(cnt$16$d),
        .q(cnt$16$q),
        .clock(cnt$16$clock)
    );
    top$engine$cnt$cnt$17 cnt$17(
        .d(cnt$17$d),
        .q(cnt$17$q),
        .clock(cnt$17$clock)
    );
    top$engine$cnt$cnt$18 cnt$18(
        .d(cnt$18$d),
        .q(cnt$18$q),
        .clock(cnt$18$clock)
    );
    top$engine$cnt$cnt$19 cnt$19(
        .d(cnt$19$d),
        .q(cnt$19$q),
        .clock(cnt$19$clock)
    );
    top$engine$cnt$cnt$20 cnt$20(
        .d(cnt$20$d),
        .q(cnt$20$q),
        .clock(cnt$20$clock)
    );
    top$engine$cnt$cnt$21 cnt$21(
        .d(cnt$21$d),
        .q(cnt$21$q),
        .clock(cnt$21$clock)
    );
    top$engine$cnt$cnt$22 cnt$22(
        .d(cnt$22$d),
        .q(cnt$22$q),
        .clock(cnt$22$clock)
    );
    top$engine$cnt$cnt$23 cnt$23(
        .d(cnt$23$d),
        .q(cnt$23$q),
        .clock(cnt$23$clock)
    );
    top$engine$cnt$cnt$24 cnt$24(
        .d(cnt$24$d),
        .q(cnt$24$q),
        .clock(cnt$24$clock)
    );
    top$engine$cnt$cnt$25 cnt$25(
        .d(cnt$25$d),
        .q(cnt$25$q),
        .clock(cnt$25$clock)
    );
    top$engine$cnt$cnt$26 cnt$26(
        .d(cnt$26$d),
        .q(cnt$26$q),
        .clock(cnt$26$clock)
    );
    
    // Update code
    always @(*) begin
        r_clear$clock = clock;
        r_inc$clock = clock;
        r_x2$clock = clock;
        r_x4$clock = clock;
        r_add$clock = clock;
        r_add_n$clock = clock;
        r_bulk$clock = clock;
        r_bulk_n$clock = clock;
        r_clear$d = r_clear$q;
        r_inc$d = r_inc$q;
        r_x2$d = r_x2$q;
        r_x4$d = r_x4$q;
        r_add$d = r_add$q;
        r_add_n$d = r_add_n$q;
        r_bulk$d = r_bulk$q;
        r_bulk_n$d = r_bulk_n$q;
        r_clear$d = clear;
        r_inc$d = inc;
        r_x2$d = inc_x2;
        r_x4$d = inc_x4;
        r_add$d = add;
        r_add_n$d = add_n;
        r_bulk$d = bulk;
        r_bulk_n$d = bulk_n;
        pb = 32'h0;
        if (r_bulk$q) begin
            pb = ((r_bulk_n$q) & 64'hffffffffffffffff);
        end
        cnt$0$clock = clock;
        p1$0 = 32'h0;
        p2$0 = 32'h0;
        p4$0 = 32'h0;
        if (r_inc$q[0]) begin
            p1$0 = one;
        end
        if (r_x2$q[0]) begin
            p2$0 = two;
        end
        if (r_x4$q[0]) begin
            p4$0 = four;
        end
        step$0 = p1$0;
        if (multi_mask[0]) begin
            step$0 = p1$0 + p2$0 + p4$0;
        end
        cnt$0$d = cnt$0$q + step$0;
        if (r_add$q & add_mask[0]) begin
            cnt$0$d = cnt$0$q + r_add_n$q;
        end
        if (bulk_mask[0]) begin
            cnt$0$d = cnt$0$q + step$0 + pb;
        end
        if (r_clear$q) begin
            cnt$0$d = 32'h0;
        end
        cnt$1$clock = clock;
        p1$1 = 32'h0;
        p2$1 = 32'h0;
        p4$1 = 32'h0;
        if (r_inc$q[1]) begin
            p1$1 = one;
        end
        if (r_x2$q[1]) begin
            p2$1 = two;
        end
        if (r_x4$q[1]) begin
            p4$1 = four;
        end
        step$1 = p1$1;
        if (multi_mask[1]) begin
            step$1 = p1$1 + p2$1 + p4$1;
        end
        cnt$1$d = cnt$1$q + step$1;
        if (r_add$q & add_mask[1]) begin
            cnt$1$d = cnt$1$q + r_add_n$q;
        end
        if (bulk_mask[1]) begin
            cnt$1$d = cnt$1$q + step$1 + pb;
        end
        if (r_clear$q) begin
            cnt$1$d = 32'h0;
        end
        cnt$2$clock = clock;
        p1$2 = 32'h0;
        p2$2 = 32'h0;
        p4$2 = 32'h0;
        if (r_inc$q[2]) begin
            p1$2 = one;
        end
        if (r_x2$q[2]) begin
            p2$2 = two;
        end
        if (r_x4$q[2]) begin
            p4$2 = four;
        end
        step$2 = p1$2;
        if (multi_mask[2]) begin
            step$2 = p1$2 + p2$2 + p4$2;
        end
        cnt$2$d = cnt$2$q + step$2;
        if (r_add$q & add_mask[2]) begin
            cnt$2$d = cnt$2$q + r_add_n$q;
        end
        if (bulk_mask[2]) begin
            cnt$2$d = cnt$2$q + step$2 + pb;
        end
        if (r_clear$q) begin
            cnt$2$d = 32'h0;
        end
        cnt$3$clock = clock;
        p1$3 = 32'h0;
        p2$3 = 32'h0;
        p4$3 = 32'h0;
        if (r_inc$q[3]) begin
            p1$3 = one;
        end
        if (r_x2$q[3]) begin
            p2$3 = two;
        end
        if (r_x4$q[3]) begin
            p4$3 = four;
        end
        step$3 = p1$3;
        if (multi_mask[3]) begin
            step$3 = p1$3 + p2$3 + p4$3;
        end
        cnt$3$d = cnt$3$q + step$3;
        if (r_add$q & add_mask[3]) begin
            cnt$3$d = cnt$3$q + r_add_n$q;
        end
        if (bulk_mask[3]) begin
            cnt$3$d = cnt$3$q + step$3 + pb;
        end
        if (r_clear$q) begin
            cnt$3$d = 32'h0;
        end
        cnt$4$clock = clock;
        p1$4 = 32'h0;
        p2$4 = 32'h0;
        p4$4 = 32'h0;
        if (r_inc$q[4]) begin
            p1$4 = one;
        end
        if (r_x2$q[4]) begin
            p2$4 = two;
        end
        if (r_x4$q[4]) begin
            p4$4 = four;
        end
        step$4 = p1$4;
        if (multi_mask[4]) begin
            step$4 = p1$4 + p2$4 + p4$4;
        end
        cnt$4$d = cnt$4$q + step$4;
        if (r_add$q & add_mask[4]) begin
            cnt$4$d = cnt$4$q + r_add_n$q;
        end
        if (bulk_mask[4]) begin
            cnt$4$d = cnt$4$q + step$4 + pb;
        end
        if (r_clear$q) begin
            cnt$4$d = 32'h0;
        end
        cnt$5$clock = clock;
        p1$5 = 32'h0;
        p2$5 = 32'h0;
        p4$5 = 32'h0;
        if (r_inc$q[5]) begin
            p1$5 = one;
        end
        if (r_x2$q[5]) begin
            p2$5 = two;
        end
        if (r_x4$q[5]) begin
            p4$5 = four;
        end
        step$5 = p1$5;
        if (multi_mask[5]) begin
            step$5 = p1$5 + p2$5 + p4$5;
        end
        cnt$5$d = cnt$5$q + step$5;
        if (r_add$q & add_mask[5]) begin
            cnt$5$d = cnt$5$q + r_add_n$q;
        end
        if (bulk_mask[5]) begin
            cnt$5$d = cnt$5$q + step$5 + pb;
        end
        if (r_clear$q) begin
            cnt$5$d = 32'h0;
        end
        cnt$6$clock = clock;
        p1$6 = 32'h0;
        p2$6 = 32'h0;
        p4$6 = 32'h0;
        if (r_inc$q[6]) begin
            p1$6 = one;
        end
        if (r_x2$q[6]) begin
            p2$6 = two;
        end
        if (r_x4$q[6]) begin
            p4$6 = four;
        end
        step$6 = p1$6;
        if (multi_mask[6]) begin
            step$6 = p1$6 + p2$6 + p4$6;
        end
        cnt$6$d = cnt$6$q + step$6;
        if (r_add$q & add_mask[6]) begin
            cnt$6$d = cnt$6$q + r_add_n$q;
        end
        if (bulk_mask[6]) begin
            cnt$6$d = cnt$6$q + step$6 + pb;
        end
        if (r_clear$q) begin
            cnt$6$d = 32'h0;
        end
        cnt$7$clock = clock;
        p1$7 = 32'h0;
        p2$7 = 32'h0;
        p4$7 = 32'h0;
        if (r_inc$q[7]) begin
            p1$7 = one;
        end
        if (r_x2$q[7]) begin
            p2$7 = two;
        end
        if (r_x4$q[7]) begin
            p4$7 = four;
        end
        step$7 = p1$7;
        if (multi_mask[7]) begin
            step$7 = p1$7 + p2$7 + p4$7;
        end
        cnt$7$d = cnt$7$q + step$7;
        if (r_add$q & add_mask[7]) begin
            cnt$7$d = cnt$7$q + r_add_n$q;
        end
        if (bulk_mask[7]) begin
            cnt$7$d = cnt$7$q + step$7 + pb;
        end
        if (r_clear$q) begin
            cnt$7$d = 32'h0;
        end
        cnt$8$clock = clock;
        p1$8 = 32'h0;
        p2$8 = 32'h0;
        p4$8 = 32'h0;
        if (r_inc$q[8]) begin
            p1$8 = one;
        end
        if (r_x2$q[8]) begin
            p2$8 = two;
        end
        if (r_x4$q[8]) begin
            p4$8 = four;
        end
        step$8 = p1$8;
        if (multi_mask[8]) begin
            step$8 = p1$8 + p2$8 + p4$8;
        end
        cnt$8$d = cnt$8$q + step$8;
        if (r_add$q & add_mask[8]) begin
            cnt$8$d = cnt$8$q + r_add_n$q;
        end
        if (bulk_mask[8]) begin
            cnt$8$d = cnt$8$q + step$8 + pb;
        end
        if (r_clear$q) begin
            cnt$8$d = 32'h0;
        end
        cnt$9$clock = clock;
        p1$9 = 32'h0;
        p2$9 = 32'h0;
        p4$9 = 32'h0;
        if (r_inc$q[9]) begin
            p1$9 = one;
        end
        if (r_x2$q[9]) begin
            p2$9 = two;
        end
        if (r_x4$q[9]) begin
            p4$9 = four;
        end
        step$9 = p1$9;
        if (multi_mask[9]) begin
            step$9 = p1$9 + p2$9 + p4$9;
        end
        cnt$9$d = cnt$9$q + step$9;
        if (r_add$q & add_mask[9]) begin
            cnt$9$d = cnt$9$q + r_add_n$q;
        end
        if (bulk_mask[9]) begin
            cnt$9$d = cnt$9$q + step$9 + pb;
        end
        if (r_clear$q) begin
            cnt$9$d = 32'h0;
        end
        cnt$10$clock = clock;
        p1$10 = 32'h0;
        p2$10 = 32'h0;
        p4$10 = 32'h0;
        if (r_inc$q[10]) begin
            p1$10 = one;
        end
        if (r_x2$q[10]) begin
            p2$10 = two;
        end
        if (r_x4$q[10]) begin
            p4$10 = four;
        end
        step$10 = p1$10;
        if (multi_mask[10]) begin
            step$10 = p1$10 + p2$10 + p4$10;
        end
        cnt$10$d = cnt$10$q + step$10;
        if (r_add$q & add_mask[10]) begin
            cnt$10$d = cnt$10$q + r_add_n$q;
        end
        if (bulk_mask[10]) begin
            cnt$10$d = cnt$10$q + step$10 + pb;
        end
        if (r_clear$q) begin
            cnt$10$d = 32'h0;
        end
        cnt$11$clock = clock;
        p1$11 = 32'h0;
        p2$11 = 32'h0;
        p4$11 = 32'h0;
        if (r_inc$q[11]) begin
            p1$11 = one;
        end
        if (r_x2$q[11]) begin
            p2$11 = two;
        end
        if (r_x4$q[11]) begin
            p4$11 = four;
        end
        step$11 = p1$11;
        if (multi_mask[11]) begin
            step$11 = p1$11 + p2$11 + p4$11;
        end
        cnt$11$d = cnt$11$q + step$11;
        if (r_add$q & add_mask[11]) begin
            cnt$11$d = cnt$11$q + r_add_n$q;
        end
        if (bulk_mask[11]) begin
            cnt$11$d = cnt$11$q + step$11 + pb;
        end
        if (r_clear$q) begin
            cnt$11$d = 32'h0;
        end
        cnt$12$clock = clock;
        p1$12 = 32'h0;
        p2$12 = 32'h0;
        p4$12 = 32'h0;
        if (r_inc$q[12]) begin
            p1$12 = one;
        end
        if (r_x2$q[12]) begin
            p2$12 = two;
        end
        if (r_x4$q[12]) begin
            p4$12 = four;
        end
        step$12 = p1$12;
        if (multi_mask[12]) begin
            step$12 = p1$12 + p2$12 + p4$12;
        end
        cnt$12$d = cnt$12$q + step$12;
        if (r_add$q & add_mask[12]) begin
            cnt$12$d = cnt$12$q + r_add_n$q;
        end
        if (bulk_mask[12]) begin
            cnt$12$d = cnt$12$q + step$12 + pb;
        end
        if (r_clear$q) begin
            cnt$12$d = 32'h0;
        end
        cnt$13$clock = clock;
        p1$13 = 32'h0;
        p2$13 = 32'h0;
        p4$13 = 32'h0;
        if (r_inc$q[13]) begin
            p1$13 = one;
        end
        if (r_x2$q[13]) begin
            p2$13 = two;
        end
        if (r_x4$q[13]) begin
            p4$13 = four;
        end
        step$13 = p1$13;
        if (multi_mask[13]) begin
            step$13 = p1$13 + p2$13 + p4$13;
        end
        cnt$13$d = cnt$13$q + step$13;
        if (r_add$q & add_mask[13]) begin
            cnt$13$d = cnt$13$q + r_add_n$q;
        end
        if (bulk_mask[13]) begin
            cnt$13$d = cnt$13$q + step$13 + pb;
        end
        if (r_clear$q) begin
            cnt$13$d = 32'h0;
        end
        cnt$14$clock = clock;
        p1$14 = 32'h0;
        p2$14 = 32'h0;
        p4$14 = 32'h0;
        if (r_inc$q[14]) begin
            p1$14 = one;
        end
        if (r_x2$q[14]) begin
            p2$14 = two;
        end
        if (r_x4$q[14]) begin
            p4$14 = four;
        end
        step$14 = p1$14;
        if (multi_mask[14]) begin
            step$14 = p1$14 + p2$14 + p4$14;
        end
        cnt$14$d = cnt$14$q + step$14;
        if (r_add$q & add_mask[14]) begin
            cnt$14$d = cnt$14$q + r_add_n$q;
        end
        if (bulk_mask[14]) begin
            cnt$14$d = cnt$14$q + step$14 + pb;
        end
        if (r_clear$q) begin
            cnt$14$d = 32'h0;
        end
        cnt$15$clock = clock;
        p1$15 = 32'h0;
        p2$15 = 32'h0;
        p4$15 = 32'h0;
        if (r_inc$q[15]) begin
            p1$15 = one;
        end
        if (r_x2$q[15]) begin
            p2$15 = two;
        end
        if (r_x4$q[15]) begin
            p4$15 = four;
        end
        step$15 = p1$15;
        if (multi_mask[15]) begin
            step$15 = p1$15 + p2$15 + p4$15;
        end
        cnt$15$d = cnt$15$q + step$15;
        if (r_add$q & add_mask[15]) begin
            cnt$15$d = cnt$15$q + r_add_n$q;
        end
        if (bulk_mask[15]) begin
            cnt$15$d = cnt$15$q + step$15 + pb;
        end
        if (r_clear$q) begin
            cnt$15$d = 32'h0;
        end
        cnt$16$clock = clock;
        p1$16 = 32'h0;
        p2$16 = 32'h0;
        p4$16 = 32'h0;
        if (r_inc$q[16]) begin
            p1$16 = one;
        end
        if (r_x2$q[16]) begin
            p2$16 = two;
        end
        if (r_x4$q[16]) begin
            p4$16 = four;
        end
        step$16 = p1$16;
        if (multi_mask[16]) begin
            step$16 = p1$16 + p2$16 + p4$16;
        end
        cnt$16$d = cnt$16$q + step$16;
        if (r_add$q & add_mask[16]) begin
            cnt$16$d = cnt$16$q + r_add_n$q;
        end
        if (bulk_mask[16]) begin
            cnt$16$d = cnt$16$q + step$16 + pb;
        end
        if (r_clear$q) begin
            cnt$16$d = 32'h0;
        end
        cnt$17$clock = clock;
        p1$17 = 32'h0;
        p2$17 = 32'h0;
        p4$17 = 32'h0;
        if (r_inc$q[17]) begin
            p1$17 = one;
        end
        if (r_x2$q[17]) begin
            p2$17 = two;
        end
        if (r_x4$q[17]) begin
            p4$17 = four;
        end
        step$17 = p1$17;
        if (multi_mask[17]) begin
            step$17 = p1$17 + p2$17 + p4$17;
        end
        cnt$17$d = cnt$17$q + step$17;
        if (r_add$q & add_mask[17]) begin
            cnt$17$d = cnt$17$q + r_add_n$q;
        end
        if (bulk_mask[17]) begin
            cnt$17$d = cnt$17$q + step$17 + pb;
        end
        if (r_clear$q) begin
            cnt$17$d = 32'h0;
        end
        cnt$18$clock = clock;
        p1$18 = 32'h0;
        p2$18 = 32'h0;
        p4$18 = 32'h0;
        if (r_inc$q[18]) begin
            p1$18 = one;
        end
        if (r_x2$q[18]) begin
            p2$18 = two;
        end
        if (r_x4$q[18]) begin
            p4$18 = four;
        end
        step$18 = p1$18;
        if (multi_mask[18]) begin
            step$18 = p1$18 + p2$18 + p4$18;
        end
        cnt$18$d = cnt$18$q + step$18;
        if (r_add$q & add_mask[18]) begin
            cnt$18$d = cnt$18$q + r_add_n$q;
        end
        if (bulk_mask[18]) begin
            cnt$18$d = cnt$18$q + step$18 + pb;
        end
        if (r_clear$q) begin
            cnt$18$d = 32'h0;
        end
        cnt$19$clock = clock;
        p1$19 = 32'h0;
        p2$19 = 32'h0;
        p4$19 = 32'h0;
        if (r_inc$q[19]) begin
            p1$19 = one;
        end
        if (r_x2$q[19]) begin
            p2$19 = two;
        end
        if (r_x4$q[19]) begin
            p4$19 = four;
        end
        step$19 = p1$19;
        if (multi_mask[19]) begin
            step$19 = p1$19 + p2$19 + p4$19;
        end
        cnt$19$d = cnt$19$q + step$19;
        if (r_add$q & add_mask[19]) begin
            cnt$19$d = cnt$19$q + r_add_n$q;
        end
        if (bulk_mask[19]) begin
            cnt$19$d = cnt$19$q + step$19 + pb;
        end
        if (r_clear$q) begin
            cnt$19$d = 32'h0;
        end
        cnt$20$clock = clock;
        p1$20 = 32'h0;
        p2$20 = 32'h0;
        p4$20 = 32'h0;
        if (r_inc$q[20]) begin
            p1$20 = one;
        end
        if (r_x2$q[20]) begin
            p2$20 = two;
        end
        if (r_x4$q[20]) begin
            p4$20 = four;
        end
        step$20 = p1$20;
        if (multi_mask[20]) begin
            step$20 = p1$20 + p2$20 + p4$20;
        end
        cnt$20$d = cnt$20$q + step$20;
        if (r_add$q & add_mask[20]) begin
            cnt$20$d = cnt$20$q + r_add_n$q;
        end
        if (bulk_mask[20]) begin
            cnt$20$d = cnt$20$q + step$20 + pb;
        end
        if (r_clear$q) begin
            cnt$20$d = 32'h0;
        end
        cnt$21$clock = clock;
        p1$21 = 32'h0;
        p2$21 = 32'h0;
        p4$21 = 32'h0;
        if (r_inc$q[21]) begin
            p1$21 = one;
        end
        if (r_x2$q[21]) begin
            p2$21 = two;
        end
        if (r_x4$q[21]) begin
            p4$21 = four;
        end
        step$21 = p1$21;
        if (multi_mask[21]) begin
            step$21 = p1$21 + p2$21 + p4$21;
        end
        cnt$21$d = cnt$21$q + step$21;
        if (r_add$q & add_mask[21]) begin
            cnt$21$d = cnt$21$q + r_add_n$q;
        end
        if (bulk_mask[21]) begin
            cnt$21$d = cnt$21$q + step$21 + pb;
        end
        if (r_clear$q) begin
            cnt$21$d = 32'h0;
        end
        cnt$22$clock = clock;
        p1$22 = 32'h0;
        p2$22 = 32'h0;
        p4$22 = 32'h0;
        if (r_inc$q[22]) begin
            p1$22 = one;
        end
        if (r_x2$q[22]) begin
            p2$22 = two;
        end
        if (r_x4$q[22]) begin
            p4$22 = four;
        end
        step$22 = p1$22;
        if (multi_mask[22]) begin
            step$22 = p1$22 + p2$22 + p4$22;
        end
        cnt$22$d = cnt$22$q + step$22;
        if (r_add$q & add_mask[22]) begin
            cnt$22$d = cnt$22$q + r_add_n$q;
        end
        if (bulk_mask[22]) begin
            cnt$22$d = cnt$22$q + step$22 + pb;
        end
        if (r_clear$q) begin
            cnt$22$d = 32'h0;
        end
        cnt$23$clock = clock;
        p1$23 = 32'h0;
        p2$23 = 32'h0;
        p4$23 = 32'h0;
        if (r_inc$q[23]) begin
            p1$23 = one;
        end
        if (r_x2$q[23]) begin
            p2$23 = two;
        end
        if (r_x4$q[23]) begin
            p4$23 = four;
        end
        step$23 = p1$23;
        if (multi_mask[23]) begin
            step$23 = p1$23 + p2$23 + p4$23;
        end
        cnt$23$d = cnt$23$q + step$23;
        if (r_add$q & add_mask[23]) begin
            cnt$23$d = cnt$23$q + r_add_n$q;
        end
        if (bulk_mask[23]) begin
            cnt$23$d = cnt$23$q + step$23 + pb;
        end
        if (r_clear$q) begin
            cnt$23$d = 32'h0;
        end
        cnt$24$clock = clock;
        p1$24 = 32'h0;
        p2$24 = 32'h0;
        p4$24 = 32'h0;
        if (r_inc$q[24]) begin
            p1$24 = one;
        end
        if (r_x2$q[24]) begin
            p2$24 = two;
        end
        if (r_x4$q[24]) begin
            p4$24 = four;
        end
        step$24 = p1$24;
        if (multi_mask[24]) begin
            step$24 = p1$24 + p2$24 + p4$24;
        end
        cnt$24$d = cnt$24$q + step$24;
        if (r_add$q & add_mask[24]) begin
            cnt$24$d = cnt$24$q + r_add_n$q;
        end
        if (bulk_mask[24]) begin
            cnt$24$d = cnt$24$q + step$24 + pb;
        end
        if (r_clear$q) begin
            cnt$24$d = 32'h0;
        end
        cnt$25$clock = clock;
        p1$25 = 32'h0;
        p2$25 = 32'h0;
        p4$25 = 32'h0;
        if (r_inc$q[25]) begin
            p1$25 = one;
        end
        if (r_x2$q[25]) begin
            p2$25 = two;
        end
        if (r_x4$q[25]) begin
            p4$25 = four;
        end
        step$25 = p1$25;
        if (multi_mask[25]) begin
            step$25 = p1$25 + p2$25 + p4$25;
        end
        cnt$25$d = cnt$25$q + step$25;
        if (r_add$q & add_mask[25]) begin
            cnt$25$d = cnt$25$q + r_add_n$q;
        end
        if (bulk_mask[25]) begin
            cnt$25$d = cnt$25$q + step$25 + pb;
        end
        if (r_clear$q) begin
            cnt$25$d = 32'h0;
        end
        cnt$26$clock = clock;
        p1$26 = 32'h0;
        p2$26 = 32'h0;
        p4$26 = 32'h0;
        if (r_inc$q[26]) begin
            p1$26 = one;
        end
        if (r_x2$q[26]) begin
            p2$26 = two;
        end
        if (r_x4$q[26]) begin
            p4$26 = four;
        end
        step$26 = p1$26;
        if (multi_mask[26]) begin
            step$26 = p1$26 + p2$26 + p4$26;
        end
        cnt$26$d = cnt$26$q + step$26;
        if (r_add$q & add_mask[26]) begin
            cnt$26$d = cnt$26$q + r_add_n$q;
        end
        if (bulk_mask[26]) begin
            cnt$26$d = cnt$26$q + step$26 + pb;
        end
        if (r_clear$q) begin
            cnt$26$d = 32'h0;
        end
        rv$0 = 32'h0;
        rv$1 = rv$0;
        if (read == 0) begin
            rv$1 = rv$0 | cnt$0$q;
        end
        rv$2 = rv$1;
        if (read == 1) begin
            rv$2 = rv$1 | cnt$1$q;
        end
        rv$3 = rv$2;
        if (read == 2) begin
            rv$3 = rv$2 | cnt$2$q;
        end
        rv$4 = rv$3;
        if (read == 3) begin
            rv$4 = rv$3 | cnt$3$q;
        end
        rv$5 = rv$4;
        if (read == 4) begin
            rv$5 = rv$4 | cnt$4$q;
        end
        rv$6 = rv$5;
        if (read == 5) begin
            rv$6 = rv$5 | cnt$5$q;
        end
        rv$7 = rv$6;
        if (read == 6) begin
            rv$7 = rv$6 | cnt$6$q;
        end
        rv$8 = rv$7;
        if (read == 7) begin
            rv$8 = rv$7 | cnt$7$q;
        end
        rv$9 = rv$8;
        if (read == 8) begin
            rv$9 = rv$8 | cnt$8$q;
        end
        rv$10 = rv$9;
        if (read == 9) begin
            rv$10 = rv$9 | cnt$9$q;
        end
        rv$11 = rv$10;
        if (read == 10) begin
            rv$11 = rv$10 | cnt$10$q;
        end
        rv$12 = rv$11;
        if (read == 11) begin
            rv$12 = rv$11 | cnt$11$q;
        end
        rv$13 = rv$12;
        if (read == 12) begin
            rv$13 = rv$12 | cnt$12$q;
        end
        rv$14 = rv$13;
        if (read == 13) begin
            rv$14 = rv$13 | cnt$13$q;
        end
        rv$15 = rv$14;
        if (read == 14) begin
            rv$15 = rv$14 | cnt$14$q;
        end
        rv$16 = rv$15;
        if (read == 15) begin
            rv$16 = rv$15 | cnt$15$q;
        end
        rv$17 = rv$16;
        if (read == 16) begin
            rv$17 = rv$16 | cnt$16$q;
        end
        rv$18 = rv$17;
        if (read == 17) begin
            rv$18 = rv$17 | cnt$17$q;
        end
        rv$19 = rv$18;
        if (read == 18) begin
            rv$19 = rv$18 | cnt$18$q;
        end
        rv$20 = rv$19;
        if (read == 19) begin
            rv$20 = rv$19 | cnt$19$q;
        end
        rv$21 = rv$20;
        if (read == 20) begin
            rv$21 = rv$20 | cnt$20$q;
        end
        rv$22 = rv$21;
        if (read == 21) begin
            rv$22 = rv$21 | cnt$21$q;
        end
        rv$23 = rv$22;
        if (read == 22) begin
            rv$23 = rv$22 | cnt$22$q;
        end
        rv$24 = rv$23;
        if (read == 23) begin
            rv$24 = rv$23 | cnt$23$q;
        end
        rv$25 = rv$24;
        if (read == 24) begin
            rv$25 = rv$24 | cnt$24$q;
        end
        rv$26 = rv$25;
        if (read == 25) begin
            rv$26 = rv$25 | cnt$25$q;
        end
        rv$27 = rv$26;
        if (read == 26) begin
            rv$27 = rv$26 | cnt$26$q;
        end
        rv$28 = rv$27;
        rv$29 = rv$28;
        rv$30 = rv$29;
        rv$31 = rv$30;
        rv$32 = rv$31;
        value = rv$32;
    end
    
endmodule // top$engine$cnt


module top$engine$cnt$cnt$0(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$0


module top$engine$cnt$cnt$1(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$1


module top$engine$cnt$cnt$10(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$10


module top$engine$cnt$cnt$11(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$11


module top$engine$cnt$cnt$12(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$12


module top$engine$cnt$cnt$13(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$13


module top$engine$cnt$cnt$14(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$14


module top$engine$cnt$cnt$15(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$15


module top$engine$cnt$cnt$16(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$16


module top$engine$cnt$cnt$17(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$17


module top$engine$cnt$cnt$18(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$18


module top$engine$cnt$cnt$19(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$19


module top$engine$cnt$cnt$2(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$2


module top$engine$cnt$cnt$20(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$20


module top$engine$cnt$cnt$21(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$21


module top$engine$cnt$cnt$22(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$22


module top$engine$cnt$cnt$23(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$23


module top$engine$cnt$cnt$24(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$24


module top$engine$cnt$cnt$25(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$25


module top$engine$cnt$cnt$26(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$26


module top$engine$cnt$cnt$3(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$3


module top$engine$cnt$cnt$4(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$4


module top$engine$cnt$cnt$5(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$5


module top$engine$cnt$cnt$6(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$6


module top$engine$cnt$cnt$7(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$7


module top$engine$cnt$cnt$8(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$8


module top$engine$cnt$cnt$9(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$cnt$9


module top$engine$cnt$r_add(d,q,clock);
    
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
          
endmodule // top$engine$cnt$r_add


module top$engine$cnt$r_add_n(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$r_add_n


module top$engine$cnt$r_bulk(d,q,clock);
    
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
          
endmodule // top$engine$cnt$r_bulk


module top$engine$cnt$r_bulk_n(d,q,clock);
    
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
          
endmodule // top$engine$cnt$r_bulk_n


module top$engine$cnt$r_clear(d,q,clock);
    
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
          
endmodule // top$engine$cnt$r_clear


module top$engine$cnt$r_inc(d,q,clock);
    
    // Module arguments
    input wire  [26:0] d;
    output reg  [26:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 27'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$r_inc


module top$engine$cnt$r_x2(d,q,clock);
    
    // Module arguments
    input wire  [26:0] d;
    output reg  [26:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 27'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$r_x2


module top$engine$cnt$r_x4(d,q,clock);
    
    // Module arguments
    input wire  [26:0] d;
    output reg  [26:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 27'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$cnt$r_x4


module top$engine$configured(d,q,clock);
    
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
          
endmodule // top$engine$configured


module top$engine$ctl(words$0,words$1,words$2,words$3,words$4,command,payload_len,command_ok,sig_malformed,sig_supported,query_malformed,query_no_memory,bucket_bits,sources,max_payload);
    
    // Module arguments
    input wire  [63:0] words$0;
    input wire  [63:0] words$1;
    input wire  [63:0] words$2;
    input wire  [63:0] words$3;
    input wire  [63:0] words$4;
    input wire  [7:0] command;
    input wire  [15:0] payload_len;
    output reg  command_ok;
    output reg  sig_malformed;
    output reg  sig_supported;
    output reg  query_malformed;
    output reg  query_no_memory;
    output reg  [7:0] bucket_bits;
    output reg  [7:0] sources;
    output reg  [15:0] max_payload;
    
    // Constant declarations
    localparam  sigrec = 320'h20008000800000000000000000000000000000000000000000000000000000032743876386b;
    localparam  tables_c = 32'h2;
    localparam  memlines_c = 32'h8000000;
    localparam  sp_w = 16'h98;
    localparam  MAX_BUCKET_BITS = 32'h1b;
    localparam  MAX_SOURCES_Q = 32'h40;
    localparam  MIN_MAX_PAYLOAD = 32'h40;
    localparam  MAX_PAYLOAD = 32'h230e;
    localparam  CMD_RESET = 32'h1;
    localparam  CMD_LOAD_SIGNATURE = 32'h2;
    localparam  CMD_CONFIGURE = 32'h3;
    localparam  CMD_READ_COUNTERS = 32'h4;
    localparam  SIG_RECORD_LEN = 32'h28;
    localparam  QUERY_RECORD_LEN = 32'h10;
    localparam  SW_KEY = 32'h0;
    localparam  SW_VALUE = 32'h10;
    localparam  SW_TABLES = 32'h20;
    localparam  SIG_KEY_AT = 32'h20;
    localparam  QW_BUCKET_BITS = 32'h20;
    localparam  QW_SOURCES = 32'h28;
    localparam  QW_MAX_PAYLOAD = 32'h30;
    
    // Stub signals
    reg  [15:0] sw_mp$inp;
    wire  [15:0] sw_mp$out;
    
    // Local signals
    reg  isnul$0;
    reg  isnul$1;
    reg  isnul$2;
    reg  isnul$3;
    reg  isnul$4;
    reg  isnul$5;
    reg  isnul$6;
    reg  isnul$7;
    reg  isnul$8;
    reg  isnul$9;
    reg  isnul$10;
    reg  isnul$11;
    reg  isnul$12;
    reg  isnul$13;
    reg  isnul$14;
    reg  isnul$15;
    reg  isnul$16;
    reg  isnul$17;
    reg  isnul$18;
    reg  isnul$19;
    reg  isnul$20;
    reg  isnul$21;
    reg  isnul$22;
    reg  isnul$23;
    reg  isnul$24;
    reg  isnul$25;
    reg  isnul$26;
    reg  isnul$27;
    reg  isnul$28;
    reg  isnul$29;
    reg  isnul$30;
    reg  isnul$31;
    reg  nulpre$0;
    reg  nulpre$1;
    reg  nulpre$2;
    reg  nulpre$3;
    reg  nulpre$4;
    reg  nulpre$5;
    reg  nulpre$6;
    reg  nulpre$7;
    reg  nulpre$8;
    reg  nulpre$9;
    reg  nulpre$10;
    reg  nulpre$11;
    reg  nulpre$12;
    reg  nulpre$13;
    reg  nulpre$14;
    reg  nulpre$15;
    reg  nulpre$16;
    reg  nulpre$17;
    reg  nulpre$18;
    reg  nulpre$19;
    reg  nulpre$20;
    reg  nulpre$21;
    reg  nulpre$22;
    reg  nulpre$23;
    reg  nulpre$24;
    reg  nulpre$25;
    reg  nulpre$26;
    reg  nulpre$27;
    reg  nulpre$28;
    reg  nulpre$29;
    reg  nulpre$30;
    reg  nulpre$31;
    reg  idbad;
    reg  idm$0;
    reg  idm$1;
    reg  idm$2;
    reg  idm$3;
    reg  idm$4;
    reg  idm$5;
    reg  idm$6;
    reg  idm$7;
    reg  idm$8;
    reg  idm$9;
    reg  idm$10;
    reg  idm$11;
    reg  idm$12;
    reg  idm$13;
    reg  idm$14;
    reg  idm$15;
    reg  idm$16;
    reg  idm$17;
    reg  idm$18;
    reg  idm$19;
    reg  idm$20;
    reg  idm$21;
    reg  idm$22;
    reg  idm$23;
    reg  idm$24;
    reg  idm$25;
    reg  idm$26;
    reg  idm$27;
    reg  idm$28;
    reg  idm$29;
    reg  idm$30;
    reg  idm$31;
    reg  idm$32;
    reg  [255:0] idb;
    reg  [7:0] k_hi;
    reg  [7:0] k_lo;
    reg  [7:0] v_hi;
    reg  [7:0] v_lo;
    reg  [7:0] t_hi;
    reg  [7:0] t_lo;
    reg  [31:0] lines;
    
    // Sub module instances
    top$engine$ctl$sw_mp sw_mp(
        .inp(sw_mp$inp),
        .out(sw_mp$out)
    );
    
    // Update code
    always @(*) begin
        command_ok = ((command == CMD_RESET) & (payload_len == 32'h0)) | ((command == CMD_LOAD_SIGNATURE) & (payload_len == SIG_RECORD_LEN)) | ((command == CMD_CONFIGURE) & (payload_len == QUERY_RECORD_LEN)) | ((command == CMD_READ_COUNTERS) & (payload_len == 32'h0));
        idb = ((words$0) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((words$1) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40) | (((words$2) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h80) | (((words$3) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hc0);
        nulpre$0 = 1'b0;
        isnul$0 = idb[(32'h8 * 0)+:(8)] == 32'h0;
        isnul$1 = idb[(32'h8 * 1)+:(8)] == 32'h0;
        isnul$2 = idb[(32'h8 * 2)+:(8)] == 32'h0;
        isnul$3 = idb[(32'h8 * 3)+:(8)] == 32'h0;
        isnul$4 = idb[(32'h8 * 4)+:(8)] == 32'h0;
        isnul$5 = idb[(32'h8 * 5)+:(8)] == 32'h0;
        isnul$6 = idb[(32'h8 * 6)+:(8)] == 32'h0;
        isnul$7 = idb[(32'h8 * 7)+:(8)] == 32'h0;
        isnul$8 = idb[(32'h8 * 8)+:(8)] == 32'h0;
        isnul$9 = idb[(32'h8 * 9)+:(8)] == 32'h0;
        isnul$10 = idb[(32'h8 * 10)+:(8)] == 32'h0;
        isnul$11 = idb[(32'h8 * 11)+:(8)] == 32'h0;
        isnul$12 = idb[(32'h8 * 12)+:(8)] == 32'h0;
        isnul$13 = idb[(32'h8 * 13)+:(8)] == 32'h0;
        isnul$14 = idb[(32'h8 * 14)+:(8)] == 32'h0;
        isnul$15 = idb[(32'h8 * 15)+:(8)] == 32'h0;
        isnul$16 = idb[(32'h8 * 16)+:(8)] == 32'h0;
        isnul$17 = idb[(32'h8 * 17)+:(8)] == 32'h0;
        isnul$18 = idb[(32'h8 * 18)+:(8)] == 32'h0;
        isnul$19 = idb[(32'h8 * 19)+:(8)] == 32'h0;
        isnul$20 = idb[(32'h8 * 20)+:(8)] == 32'h0;
        isnul$21 = idb[(32'h8 * 21)+:(8)] == 32'h0;
        isnul$22 = idb[(32'h8 * 22)+:(8)] == 32'h0;
        isnul$23 = idb[(32'h8 * 23)+:(8)] == 32'h0;
        isnul$24 = idb[(32'h8 * 24)+:(8)] == 32'h0;
        isnul$25 = idb[(32'h8 * 25)+:(8)] == 32'h0;
        isnul$26 = idb[(32'h8 * 26)+:(8)] == 32'h0;
        isnul$27 = idb[(32'h8 * 27)+:(8)] == 32'h0;
        isnul$28 = idb[(32'h8 * 28)+:(8)] == 32'h0;
        isnul$29 = idb[(32'h8 * 29)+:(8)] == 32'h0;
        isnul$30 = idb[(32'h8 * 30)+:(8)] == 32'h0;
        isnul$31 = idb[(32'h8 * 31)+:(8)] == 32'h0;
        nulpre$1 = nulpre$0 | isnul$0;
        nulpre$2 = nulpre$1 | isnul$1;
        nulpre$3 = nulpre$2 | isnul$2;
        nulpre$4 = nulpre$3 | isnul$3;
        nulpre$5 = nulpre$4 | isnul$4;
        nulpre$6 = nulpre$5 | isnul$5;
        nulpre$7 = nulpre$6 | isnul$6;
        nulpre$8 = nulpre$7 | isnul$7;
        nulpre$9 = nulpre$8 | isnul$8;
        nulpre$10 = nulpre$9 | isnul$9;
        nulpre$11 = nulpre$10 | isnul$10;
        nulpre$12 = nulpre$11 | isnul$11;
        nulpre$13 = nulpre$12 | isnul$12;
        nulpre$14 = nulpre$13 | isnul$13;
        nulpre$15 = nulpre$14 | isnul$14;
        nulpre$16 = nulpre$15 | isnul$15;
        nulpre$17 = nulpre$16 | isnul$16;
        nulpre$18 = nulpre$17 | isnul$17;
        nulpre$19 = nulpre$18 | isnul$18;
        nulpre$20 = nulpre$19 | isnul$19;
        nulpre$21 = nulpre$20 | isnul$20;
        nulpre$22 = nulpre$21 | isnul$21;
        nulpre$23 = nulpre$22 | isnul$22;
        nulpre$24 = nulpre$23 | isnul$23;
        nulpre$25 = nulpre$24 | isnul$24;
        nulpre$26 = nulpre$25 | isnul$25;
        nulpre$27 = nulpre$26 | isnul$26;
        nulpre$28 = nulpre$27 | isnul$27;
        nulpre$29 = nulpre$28 | isnul$28;
        nulpre$30 = nulpre$29 | isnul$29;
        nulpre$31 = nulpre$30 | isnul$30;
        idbad = 1'b0;
        if (idb[32'h8 * 0 + 32'h7] & ~nulpre$0) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 1 + 32'h7] & ~nulpre$1) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 2 + 32'h7] & ~nulpre$2) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 3 + 32'h7] & ~nulpre$3) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 4 + 32'h7] & ~nulpre$4) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 5 + 32'h7] & ~nulpre$5) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 6 + 32'h7] & ~nulpre$6) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 7 + 32'h7] & ~nulpre$7) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 8 + 32'h7] & ~nulpre$8) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 9 + 32'h7] & ~nulpre$9) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 10 + 32'h7] & ~nulpre$10) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 11 + 32'h7] & ~nulpre$11) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 12 + 32'h7] & ~nulpre$12) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 13 + 32'h7] & ~nulpre$13) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 14 + 32'h7] & ~nulpre$14) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 15 + 32'h7] & ~nulpre$15) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 16 + 32'h7] & ~nulpre$16) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 17 + 32'h7] & ~nulpre$17) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 18 + 32'h7] & ~nulpre$18) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 19 + 32'h7] & ~nulpre$19) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 20 + 32'h7] & ~nulpre$20) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 21 + 32'h7] & ~nulpre$21) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 22 + 32'h7] & ~nulpre$22) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 23 + 32'h7] & ~nulpre$23) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 24 + 32'h7] & ~nulpre$24) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 25 + 32'h7] & ~nulpre$25) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 26 + 32'h7] & ~nulpre$26) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 27 + 32'h7] & ~nulpre$27) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 28 + 32'h7] & ~nulpre$28) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 29 + 32'h7] & ~nulpre$29) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 30 + 32'h7] & ~nulpre$30) begin
            idbad = 1'b1;
        end
        if (idb[32'h8 * 31 + 32'h7] & ~nulpre$31) begin
            idbad = 1'b1;
        end
        k_hi = words$4[(SW_KEY)+:(8)];
        k_lo = words$4[(SW_KEY + 32'h8)+:(8)];
        v_hi = words$4[(SW_VALUE)+:(8)];
        v_lo = words$4[(SW_VALUE + 32'h8)+:(8)];
        t_hi = words$4[(SW_TABLES)+:(8)];
        t_lo = words$4[(SW_TABLES + 32'h8)+:(8)];
        sig_malformed = idbad | (k_hi != 32'h0) | (k_lo == 32'h0) | (k_lo > 32'h8) | ~(((v_hi == 32'h0) & (v_lo != 32'h0)) | ((v_hi == 32'h1) & (v_lo == 32'h0))) | (t_hi != 32'h0) | (t_lo == 32'h0) | (t_lo > 32'h8);
        idm$0 = 1'b1;
        idm$1 = idm$0 & (nulpre$0 | (idb[(32'h8 * 0)+:(8)] == sigrec[(32'h8 * 0)+:(8)]));
        idm$2 = idm$1 & (nulpre$1 | (idb[(32'h8 * 1)+:(8)] == sigrec[(32'h8 * 1)+:(8)]));
        idm$3 = idm$2 & (nulpre$2 | (idb[(32'h8 * 2)+:(8)] == sigrec[(32'h8 * 2)+:(8)]));
        idm$4 = idm$3 & (nulpre$3 | (idb[(32'h8 * 3)+:(8)] == sigrec[(32'h8 * 3)+:(8)]));
        idm$5 = idm$4 & (nulpre$4 | (idb[(32'h8 * 4)+:(8)] == sigrec[(32'h8 * 4)+:(8)]));
        idm$6 = idm$5 & (nulpre$5 | (idb[(32'h8 * 5)+:(8)] == sigrec[(32'h8 * 5)+:(8)]));
        idm$7 = idm$6 & (nulpre$6 | (idb[(32'h8 * 6)+:(8)] == sigrec[(32'h8 * 6)+:(8)]));
        idm$8 = idm$7 & (nulpre$7 | (idb[(32'h8 * 7)+:(8)] == sigrec[(32'h8 * 7)+:(8)]));
        idm$9 = idm$8 & (nulpre$8 | (idb[(32'h8 * 8)+:(8)] == sigrec[(32'h8 * 8)+:(8)]));
        idm$10 = idm$9 & (nulpre$9 | (idb[(32'h8 * 9)+:(8)] == sigrec[(32'h8 * 9)+:(8)]));
        idm$11 = idm$10 & (nulpre$10 | (idb[(32'h8 * 10)+:(8)] == sigrec[(32'h8 * 10)+:(8)]));
        idm$12 = idm$11 & (nulpre$11 | (idb[(32'h8 * 11)+:(8)] == sigrec[(32'h8 * 11)+:(8)]));
        idm$13 = idm$12 & (nulpre$12 | (idb[(32'h8 * 12)+:(8)] == sigrec[(32'h8 * 12)+:(8)]));
        idm$14 = idm$13 & (nulpre$13 | (idb[(32'h8 * 13)+:(8)] == sigrec[(32'h8 * 13)+:(8)]));
        idm$15 = idm$14 & (nulpre$14 | (idb[(32'h8 * 14)+:(8)] == sigrec[(32'h8 * 14)+:(8)]));
        idm$16 = idm$15 & (nulpre$15 | (idb[(32'h8 * 15)+:(8)] == sigrec[(32'h8 * 15)+:(8)]));
        idm$17 = idm$16 & (nulpre$16 | (idb[(32'h8 * 16)+:(8)] == sigrec[(32'h8 * 16)+:(8)]));
        idm$18 = idm$17 & (nulpre$17 | (idb[(32'h8 * 17)+:(8)] == sigrec[(32'h8 * 17)+:(8)]));
        idm$19 = idm$18 & (nulpre$18 | (idb[(32'h8 * 18)+:(8)] == sigrec[(32'h8 * 18)+:(8)]));
        idm$20 = idm$19 & (nulpre$19 | (idb[(32'h8 * 19)+:(8)] == sigrec[(32'h8 * 19)+:(8)]));
        idm$21 = idm$20 & (nulpre$20 | (idb[(32'h8 * 20)+:(8)] == sigrec[(32'h8 * 20)+:(8)]));
        idm$22 = idm$21 & (nulpre$21 | (idb[(32'h8 * 21)+:(8)] == sigrec[(32'h8 * 21)+:(8)]));
        idm$23 = idm$22 & (nulpre$22 | (idb[(32'h8 * 22)+:(8)] == sigrec[(32'h8 * 22)+:(8)]));
        idm$24 = idm$23 & (nulpre$23 | (idb[(32'h8 * 23)+:(8)] == sigrec[(32'h8 * 23)+:(8)]));
        idm$25 = idm$24 & (nulpre$24 | (idb[(32'h8 * 24)+:(8)] == sigrec[(32'h8 * 24)+:(8)]));
        idm$26 = idm$25 & (nulpre$25 | (idb[(32'h8 * 25)+:(8)] == sigrec[(32'h8 * 25)+:(8)]));
        idm$27 = idm$26 & (nulpre$26 | (idb[(32'h8 * 26)+:(8)] == sigrec[(32'h8 * 26)+:(8)]));
        idm$28 = idm$27 & (nulpre$27 | (idb[(32'h8 * 27)+:(8)] == sigrec[(32'h8 * 27)+:(8)]));
        idm$29 = idm$28 & (nulpre$28 | (idb[(32'h8 * 28)+:(8)] == sigrec[(32'h8 * 28)+:(8)]));
        idm$30 = idm$29 & (nulpre$29 | (idb[(32'h8 * 29)+:(8)] == sigrec[(32'h8 * 29)+:(8)]));
        idm$31 = idm$30 & (nulpre$30 | (idb[(32'h8 * 30)+:(8)] == sigrec[(32'h8 * 30)+:(8)]));
        idm$32 = idm$31 & (nulpre$31 | (idb[(32'h8 * 31)+:(8)] == sigrec[(32'h8 * 31)+:(8)]));
        sig_supported = idm$32 & (words$4[(SW_KEY)+:(48)] == sigrec[(32'h8 * SIG_KEY_AT)+:(48)]);
        bucket_bits = words$0[(QW_BUCKET_BITS)+:(8)];
        sources = words$0[(QW_SOURCES)+:(8)];
        sw_mp$inp = words$0[(QW_MAX_PAYLOAD)+:(16)];
        max_payload = sw_mp$out;
        query_malformed = (bucket_bits > MAX_BUCKET_BITS) | (sources == 32'h0) | (sources > MAX_SOURCES_Q) | (max_payload < MIN_MAX_PAYLOAD) | (max_payload > MAX_PAYLOAD) | (max_payload < sp_w);
        lines = tables_c << ((bucket_bits) & 5'h1f);
        query_no_memory = lines > memlines_c;
    end
    
endmodule // top$engine$ctl


module top$engine$ctl$sw_mp(inp,out);
    
    // Module arguments
    input wire  [15:0] inp;
    output reg  [15:0] out;
    
    // Update code (custom)
    always @(*) begin
       out = {inp[7:0], inp[15:8]};
    end
endmodule // top$engine$ctl$sw_mp


module top$engine$div(clock,reset,start,dividend,divisor$0,divisor$1,divisor$2,last,busy,quotient$0,quotient$1,quotient$2);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [15:0] dividend;
    input wire  [15:0] divisor$0;
    input wire  [15:0] divisor$1;
    input wire  [15:0] divisor$2;
    output reg  last;
    output reg  busy;
    output reg  [15:0] quotient$0;
    output reg  [15:0] quotient$1;
    output reg  [15:0] quotient$2;
    
    // Stub signals
    reg  [15:0] q$0$d;
    wire  [15:0] q$0$q;
    reg  q$0$clock;
    reg  [15:0] q$1$d;
    wire  [15:0] q$1$q;
    reg  q$1$clock;
    reg  [15:0] q$2$d;
    wire  [15:0] q$2$q;
    reg  q$2$clock;
    reg  [15:0] r$0$d;
    wire  [15:0] r$0$q;
    reg  r$0$clock;
    reg  [15:0] r$1$d;
    wire  [15:0] r$1$q;
    reg  r$1$clock;
    reg  [15:0] r$2$d;
    wire  [15:0] r$2$q;
    reg  r$2$clock;
    reg  [3:0] i$d;
    wire  [3:0] i$q;
    reg  i$clock;
    reg  run$d;
    wire  run$q;
    reg  run$clock;
    
    // Local signals
    reg  [15:0] dbit;
    reg  [15:0] t$0;
    reg  [15:0] t$1;
    reg  [15:0] t$2;
    
    // Sub module instances
    top$engine$div$q$0 q$0(
        .d(q$0$d),
        .q(q$0$q),
        .clock(q$0$clock)
    );
    top$engine$div$q$1 q$1(
        .d(q$1$d),
        .q(q$1$q),
        .clock(q$1$clock)
    );
    top$engine$div$q$2 q$2(
        .d(q$2$d),
        .q(q$2$q),
        .clock(q$2$clock)
    );
    top$engine$div$r$0 r$0(
        .d(r$0$d),
        .q(r$0$q),
        .clock(r$0$clock)
    );
    top$engine$div$r$1 r$1(
        .d(r$1$d),
        .q(r$1$q),
        .clock(r$1$clock)
    );
    top$engine$div$r$2 r$2(
        .d(r$2$d),
        .q(r$2$q),
        .clock(r$2$clock)
    );
    top$engine$div$i i(
        .d(i$d),
        .q(i$q),
        .clock(i$clock)
    );
    top$engine$div$run run(
        .d(run$d),
        .q(run$q),
        .clock(run$clock)
    );
    
    // Update code
    always @(*) begin
        i$clock = clock;
        run$clock = clock;
        i$d = i$q;
        run$d = run$q;
        q$0$clock = clock;
        r$0$clock = clock;
        q$0$d = q$0$q;
        r$0$d = r$0$q;
        quotient$0 = q$0$q;
        q$1$clock = clock;
        r$1$clock = clock;
        q$1$d = q$1$q;
        r$1$d = r$1$q;
        quotient$1 = q$1$q;
        q$2$clock = clock;
        r$2$clock = clock;
        q$2$d = q$2$q;
        r$2$d = r$2$q;
        quotient$2 = q$2$q;
        dbit = 32'h0;
        if (dividend[i$q]) begin
            dbit = 32'h1;
        end
        busy = run$q;
        last = run$q & (i$q == 32'h0);
        t$0 = (r$0$q << 32'h1) | dbit;
        if (run$q) begin
            r$0$d = t$0;
            q$0$d = q$0$q << 32'h1;
            if (t$0 >= divisor$0) begin
                r$0$d = t$0 - divisor$0;
                q$0$d = (q$0$q << 32'h1) | 32'h1;
            end
        end
        t$1 = (r$1$q << 32'h1) | dbit;
        if (run$q) begin
            r$1$d = t$1;
            q$1$d = q$1$q << 32'h1;
            if (t$1 >= divisor$1) begin
                r$1$d = t$1 - divisor$1;
                q$1$d = (q$1$q << 32'h1) | 32'h1;
            end
        end
        t$2 = (r$2$q << 32'h1) | dbit;
        if (run$q) begin
            r$2$d = t$2;
            q$2$d = q$2$q << 32'h1;
            if (t$2 >= divisor$2) begin
                r$2$d = t$2 - divisor$2;
                q$2$d = (q$2$q << 32'h1) | 32'h1;
            end
        end
        if (run$q) begin
            i$d = i$q - 32'h1;
            if (i$q == 32'h0) begin
                run$d = 1'b0;
            end
        end
        if (start) begin
            run$d = 1'b1;
            i$d = 32'hf;
            q$0$d = 32'h0;
            r$0$d = 32'h0;
            q$1$d = 32'h0;
            r$1$d = 32'h0;
            q$2$d = 32'h0;
            r$2$d = 32'h0;
        end
        if (reset) begin
            run$d = 1'b0;
        end
    end
    
endmodule // top$engine$div


module top$engine$div$i(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$div$i


module top$engine$div$q$0(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$div$q$0


module top$engine$div$q$1(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$div$q$1


module top$engine$div$q$2(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$div$q$2


module top$engine$div$r$0(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$div$r$0


module top$engine$div$r$1(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$div$r$1


module top$engine$div$r$2(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$div$r$2


module top$engine$div$run(d,q,clock);
    
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
          
endmodule // top$engine$div$run


module top$engine$dkind(d,q,clock);
    
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
          
endmodule // top$engine$dkind


module top$engine$dq_full_r(d,q,clock);
    
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
          
endmodule // top$engine$dq_full_r


module top$engine$esent0(d,q,clock);
    
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
          
endmodule // top$engine$esent0


module top$engine$esent1(d,q,clock);
    
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
          
endmodule // top$engine$esent1


module top$engine$fd$0(clock,reset,start,start_left,start_twl,start_probe,start_table,start_tag,pl_wide,pl_count,pl_skip,pl_skip_n,t_valid,t_data,t_probe,t_table,t_tag,t_last,t_ready,busy,holds_build,holds_probe);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [11:0] start_left;
    input wire  [11:0] start_twl;
    input wire  start_probe;
    input wire  [7:0] start_table;
    input wire  [1:0] start_tag;
    input wire  [383:0] pl_wide;
    input wire  [12:0] pl_count;
    output reg  pl_skip;
    output reg  [12:0] pl_skip_n;
    output reg  t_valid;
    output reg  [191:0] t_data;
    output reg  t_probe;
    output reg  [7:0] t_table;
    output reg  [1:0] t_tag;
    output reg  t_last;
    input wire  t_ready;
    output reg  busy;
    output reg  holds_build;
    output reg  holds_probe;
    
    // Constant declarations
    localparam  bwords_c = 12'h2;
    localparam  pwords_c = 12'h3;
    localparam  OUT_PROBE = 32'h0;
    localparam  OUT_LAST = 32'h1;
    localparam  OUT_TAG = 32'h2;
    localparam  OUT_TABLE = 32'h4;
    localparam  OUT_TUPLE = 32'hc;
    
    // Stub signals
    reg  active$d;
    wire  active$q;
    reg  active$clock;
    reg  [11:0] left$d;
    wire  [11:0] left$q;
    reg  left$clock;
    reg  [11:0] twl$d;
    wire  [11:0] twl$q;
    reg  twl$clock;
    reg  probe$d;
    wire  probe$q;
    reg  probe$clock;
    reg  [7:0] tabl$d;
    wire  [7:0] tabl$q;
    reg  tabl$clock;
    reg  [1:0] tag$d;
    wire  [1:0] tag$q;
    reg  tag$clock;
    reg  out$clock;
    reg  out$reset;
    reg  out$s_valid;
    reg  [203:0] out$s_data;
    wire  out$s_ready;
    wire  out$m_valid;
    wire  [203:0] out$m_data;
    reg  out$m_ready;
    wire  out$busy;
    
    // Local signals
    reg  out_probe;
    reg  [11:0] tup_w;
    reg  take;
    reg  last;
    reg  skip;
    
    // Sub module instances
    top$engine$fd$0$active active(
        .d(active$d),
        .q(active$q),
        .clock(active$clock)
    );
    top$engine$fd$0$left left(
        .d(left$d),
        .q(left$q),
        .clock(left$clock)
    );
    top$engine$fd$0$twl twl(
        .d(twl$d),
        .q(twl$q),
        .clock(twl$clock)
    );
    top$engine$fd$0$probe probe(
        .d(probe$d),
        .q(probe$q),
        .clock(probe$clock)
    );
    top$engine$fd$0$tabl tabl(
        .d(tabl$d),
        .q(tabl$q),
        .clock(tabl$clock)
    );
    top$engine$fd$0$tag tag(
        .d(tag$d),
        .q(tag$q),
        .clock(tag$clock)
    );
    top$engine$fd$0$out out(
        .clock(out$clock),
        .reset(out$reset),
        .s_valid(out$s_valid),
        .s_data(out$s_data),
        .s_ready(out$s_ready),
        .m_valid(out$m_valid),
        .m_data(out$m_data),
        .m_ready(out$m_ready),
        .busy(out$busy)
    );
    
    // Update code
    always @(*) begin
        active$clock = clock;
        left$clock = clock;
        twl$clock = clock;
        probe$clock = clock;
        tabl$clock = clock;
        tag$clock = clock;
        active$d = active$q;
        left$d = left$q;
        twl$d = twl$q;
        probe$d = probe$q;
        tabl$d = tabl$q;
        tag$d = tag$q;
        out$clock = clock;
        out$reset = reset;
        t_valid = out$m_valid;
        t_data = out$m_data[(OUT_TUPLE)+:(192)];
        out_probe = out$m_data[OUT_PROBE];
        t_probe = out_probe;
        t_last = out$m_data[OUT_LAST];
        t_tag = out$m_data[(OUT_TAG)+:(2)];
        t_table = out$m_data[(OUT_TABLE)+:(8)];
        out$m_ready = t_ready;
        busy = active$q;
        holds_build = (active$q & ~probe$q) | (out$m_valid & ~out_probe);
        holds_probe = (active$q & probe$q) | (out$m_valid & out_probe);
        tup_w = bwords_c;
        if (probe$q) begin
            tup_w = pwords_c;
        end
        take = 1'b0;
        last = 1'b0;
        if (active$q) begin
            if (twl$q != 32'h0) begin
                if ((pl_count >= ((tup_w) & 13'h1fff)) & out$s_ready) begin
                    take = 1'b1;
                    last = twl$q == tup_w;
                end
            end
            else begin
                last = 1'b1;
            end
        end
        skip = last & (left$q != 32'h0);
        out$s_valid = take;
        out$s_data = (((pl_wide[(32'h0)+:(192)]) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff) << OUT_TUPLE) | (((tabl$q) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff) << OUT_TABLE) | (((tag$q) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff) << OUT_TAG) | (((last) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff) << OUT_LAST) | ((probe$q) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff);
        if (take) begin
            twl$d = twl$q - tup_w;
            left$d = left$q - tup_w;
        end
        pl_skip = take | skip;
        pl_skip_n = ((left$q) & 13'h1fff);
        if (take & ~skip) begin
            pl_skip_n = ((tup_w) & 13'h1fff);
        end
        if (skip) begin
            left$d = 32'h0;
        end
        if (last) begin
            active$d = 1'b0;
        end
        if (start) begin
            active$d = 1'b1;
            left$d = start_left;
            twl$d = start_twl;
            probe$d = start_probe;
            tabl$d = start_table;
            tag$d = start_tag;
        end
        if (reset) begin
            active$d = 1'b0;
        end
    end
    
endmodule // top$engine$fd$0


module top$engine$fd$0$active(d,q,clock);
    
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
          
endmodule // top$engine$fd$0$active


module top$engine$fd$0$left(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$0$left


module top$engine$fd$0$out(clock,reset,s_valid,s_data,s_ready,m_valid,m_data,m_ready,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    input wire  [203:0] s_data;
    output reg  s_ready;
    output reg  m_valid;
    output reg  [203:0] m_data;
    input wire  m_ready;
    output reg  busy;
    
    // Stub signals
    reg  out_v$d;
    wire  out_v$q;
    reg  out_v$clock;
    reg  [203:0] out_d$d;
    wire  [203:0] out_d$q;
    reg  out_d$clock;
    reg  skid_v$d;
    wire  skid_v$q;
    reg  skid_v$clock;
    reg  [203:0] skid_d$d;
    wire  [203:0] skid_d$q;
    reg  skid_d$clock;
    
    // Local signals
    reg  take;
    reg  out_free;
    
    // Sub module instances
    top$engine$fd$0$out$out_v out_v(
        .d(out_v$d),
        .q(out_v$q),
        .clock(out_v$clock)
    );
    top$engine$fd$0$out$out_d out_d(
        .d(out_d$d),
        .q(out_d$q),
        .clock(out_d$clock)
    );
    top$engine$fd$0$out$skid_v skid_v(
        .d(skid_v$d),
        .q(skid_v$q),
        .clock(skid_v$clock)
    );
    top$engine$fd$0$out$skid_d skid_d(
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
    
endmodule // top$engine$fd$0$out


module top$engine$fd$0$out$out_d(d,q,clock);
    
    // Module arguments
    input wire  [203:0] d;
    output reg  [203:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 204'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$0$out$out_d


module top$engine$fd$0$out$out_v(d,q,clock);
    
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
          
endmodule // top$engine$fd$0$out$out_v


module top$engine$fd$0$out$skid_d(d,q,clock);
    
    // Module arguments
    input wire  [203:0] d;
    output reg  [203:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 204'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$0$out$skid_d


module top$engine$fd$0$out$skid_v(d,q,clock);
    
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
          
endmodule // top$engine$fd$0$out$skid_v


module top$engine$fd$0$probe(d,q,clock);
    
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
          
endmodule // top$engine$fd$0$probe


module top$engine$fd$0$tabl(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$0$tabl


module top$engine$fd$0$tag(d,q,clock);
    
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
          
endmodule // top$engine$fd$0$tag


module top$engine$fd$0$twl(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$0$twl


module top$engine$fd$1(clock,reset,start,start_left,start_twl,start_probe,start_table,start_tag,pl_wide,pl_count,pl_skip,pl_skip_n,t_valid,t_data,t_probe,t_table,t_tag,t_last,t_ready,busy,holds_build,holds_probe);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [11:0] start_left;
    input wire  [11:0] start_twl;
    input wire  start_probe;
    input wire  [7:0] start_table;
    input wire  [1:0] start_tag;
    input wire  [383:0] pl_wide;
    input wire  [12:0] pl_count;
    output reg  pl_skip;
    output reg  [12:0] pl_skip_n;
    output reg  t_valid;
    output reg  [191:0] t_data;
    output reg  t_probe;
    output reg  [7:0] t_table;
    output reg  [1:0] t_tag;
    output reg  t_last;
    input wire  t_ready;
    output reg  busy;
    output reg  holds_build;
    output reg  holds_probe;
    
    // Constant declarations
    localparam  bwords_c = 12'h2;
    localparam  pwords_c = 12'h3;
    localparam  OUT_PROBE = 32'h0;
    localparam  OUT_LAST = 32'h1;
    localparam  OUT_TAG = 32'h2;
    localparam  OUT_TABLE = 32'h4;
    localparam  OUT_TUPLE = 32'hc;
    
    // Stub signals
    reg  active$d;
    wire  active$q;
    reg  active$clock;
    reg  [11:0] left$d;
    wire  [11:0] left$q;
    reg  left$clock;
    reg  [11:0] twl$d;
    wire  [11:0] twl$q;
    reg  twl$clock;
    reg  probe$d;
    wire  probe$q;
    reg  probe$clock;
    reg  [7:0] tabl$d;
    wire  [7:0] tabl$q;
    reg  tabl$clock;
    reg  [1:0] tag$d;
    wire  [1:0] tag$q;
    reg  tag$clock;
    reg  out$clock;
    reg  out$reset;
    reg  out$s_valid;
    reg  [203:0] out$s_data;
    wire  out$s_ready;
    wire  out$m_valid;
    wire  [203:0] out$m_data;
    reg  out$m_ready;
    wire  out$busy;
    
    // Local signals
    reg  out_probe;
    reg  [11:0] tup_w;
    reg  take;
    reg  last;
    reg  skip;
    
    // Sub module instances
    top$engine$fd$1$active active(
        .d(active$d),
        .q(active$q),
        .clock(active$clock)
    );
    top$engine$fd$1$left left(
        .d(left$d),
        .q(left$q),
        .clock(left$clock)
    );
    top$engine$fd$1$twl twl(
        .d(twl$d),
        .q(twl$q),
        .clock(twl$clock)
    );
    top$engine$fd$1$probe probe(
        .d(probe$d),
        .q(probe$q),
        .clock(probe$clock)
    );
    top$engine$fd$1$tabl tabl(
        .d(tabl$d),
        .q(tabl$q),
        .clock(tabl$clock)
    );
    top$engine$fd$1$tag tag(
        .d(tag$d),
        .q(tag$q),
        .clock(tag$clock)
    );
    top$engine$fd$1$out out(
        .clock(out$clock),
        .reset(out$reset),
        .s_valid(out$s_valid),
        .s_data(out$s_data),
        .s_ready(out$s_ready),
        .m_valid(out$m_valid),
        .m_data(out$m_data),
        .m_ready(out$m_ready),
        .busy(out$busy)
    );
    
    // Update code
    always @(*) begin
        active$clock = clock;
        left$clock = clock;
        twl$clock = clock;
        probe$clock = clock;
        tabl$clock = clock;
        tag$clock = clock;
        active$d = active$q;
        left$d = left$q;
        twl$d = twl$q;
        probe$d = probe$q;
        tabl$d = tabl$q;
        tag$d = tag$q;
        out$clock = clock;
        out$reset = reset;
        t_valid = out$m_valid;
        t_data = out$m_data[(OUT_TUPLE)+:(192)];
        out_probe = out$m_data[OUT_PROBE];
        t_probe = out_probe;
        t_last = out$m_data[OUT_LAST];
        t_tag = out$m_data[(OUT_TAG)+:(2)];
        t_table = out$m_data[(OUT_TABLE)+:(8)];
        out$m_ready = t_ready;
        busy = active$q;
        holds_build = (active$q & ~probe$q) | (out$m_valid & ~out_probe);
        holds_probe = (active$q & probe$q) | (out$m_valid & out_probe);
        tup_w = bwords_c;
        if (probe$q) begin
            tup_w = pwords_c;
        end
        take = 1'b0;
        last = 1'b0;
        if (active$q) begin
            if (twl$q != 32'h0) begin
                if ((pl_count >= ((tup_w) & 13'h1fff)) & out$s_ready) begin
                    take = 1'b1;
                    last = twl$q == tup_w;
                end
            end
            else begin
                last = 1'b1;
            end
        end
        skip = last & (left$q != 32'h0);
        out$s_valid = take;
        out$s_data = (((pl_wide[(32'h0)+:(192)]) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff) << OUT_TUPLE) | (((tabl$q) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff) << OUT_TABLE) | (((tag$q) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff) << OUT_TAG) | (((last) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff) << OUT_LAST) | ((probe$q) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff);
        if (take) begin
            twl$d = twl$q - tup_w;
            left$d = left$q - tup_w;
        end
        pl_skip = take | skip;
        pl_skip_n = ((left$q) & 13'h1fff);
        if (take & ~skip) begin
            pl_skip_n = ((tup_w) & 13'h1fff);
        end
        if (skip) begin
            left$d = 32'h0;
        end
        if (last) begin
            active$d = 1'b0;
        end
        if (start) begin
            active$d = 1'b1;
            left$d = start_left;
            twl$d = start_twl;
            probe$d = start_probe;
            tabl$d = start_table;
            tag$d = start_tag;
        end
        if (reset) begin
            active$d = 1'b0;
        end
    end
    
endmodule // top$engine$fd$1


module top$engine$fd$1$active(d,q,clock);
    
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
          
endmodule // top$engine$fd$1$active


module top$engine$fd$1$left(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$1$left


module top$engine$fd$1$out(clock,reset,s_valid,s_data,s_ready,m_valid,m_data,m_ready,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    input wire  [203:0] s_data;
    output reg  s_ready;
    output reg  m_valid;
    output reg  [203:0] m_data;
    input wire  m_ready;
    output reg  busy;
    
    // Stub signals
    reg  out_v$d;
    wire  out_v$q;
    reg  out_v$clock;
    reg  [203:0] out_d$d;
    wire  [203:0] out_d$q;
    reg  out_d$clock;
    reg  skid_v$d;
    wire  skid_v$q;
    reg  skid_v$clock;
    reg  [203:0] skid_d$d;
    wire  [203:0] skid_d$q;
    reg  skid_d$clock;
    
    // Local signals
    reg  take;
    reg  out_free;
    
    // Sub module instances
    top$engine$fd$1$out$out_v out_v(
        .d(out_v$d),
        .q(out_v$q),
        .clock(out_v$clock)
    );
    top$engine$fd$1$out$out_d out_d(
        .d(out_d$d),
        .q(out_d$q),
        .clock(out_d$clock)
    );
    top$engine$fd$1$out$skid_v skid_v(
        .d(skid_v$d),
        .q(skid_v$q),
        .clock(skid_v$clock)
    );
    top$engine$fd$1$out$skid_d skid_d(
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
    
endmodule // top$engine$fd$1$out


module top$engine$fd$1$out$out_d(d,q,clock);
    
    // Module arguments
    input wire  [203:0] d;
    output reg  [203:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 204'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$1$out$out_d


module top$engine$fd$1$out$out_v(d,q,clock);
    
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
          
endmodule // top$engine$fd$1$out$out_v


module top$engine$fd$1$out$skid_d(d,q,clock);
    
    // Module arguments
    input wire  [203:0] d;
    output reg  [203:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 204'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$1$out$skid_d


module top$engine$fd$1$out$skid_v(d,q,clock);
    
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
          
endmodule // top$engine$fd$1$out$skid_v


module top$engine$fd$1$probe(d,q,clock);
    
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
          
endmodule // top$engine$fd$1$probe


module top$engine$fd$1$tabl(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$1$tabl


module top$engine$fd$1$tag(d,q,clock);
    
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
          
endmodule // top$engine$fd$1$tag


module top$engine$fd$1$twl(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$1$twl


module top$engine$fd$2(clock,reset,start,start_left,start_twl,start_probe,start_table,start_tag,pl_wide,pl_count,pl_skip,pl_skip_n,t_valid,t_data,t_probe,t_table,t_tag,t_last,t_ready,busy,holds_build,holds_probe);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [11:0] start_left;
    input wire  [11:0] start_twl;
    input wire  start_probe;
    input wire  [7:0] start_table;
    input wire  [1:0] start_tag;
    input wire  [383:0] pl_wide;
    input wire  [12:0] pl_count;
    output reg  pl_skip;
    output reg  [12:0] pl_skip_n;
    output reg  t_valid;
    output reg  [191:0] t_data;
    output reg  t_probe;
    output reg  [7:0] t_table;
    output reg  [1:0] t_tag;
    output reg  t_last;
    input wire  t_ready;
    output reg  busy;
    output reg  holds_build;
    output reg  holds_probe;
    
    // Constant declarations
    localparam  bwords_c = 12'h2;
    localparam  pwords_c = 12'h3;
    localparam  OUT_PROBE = 32'h0;
    localparam  OUT_LAST = 32'h1;
    localparam  OUT_TAG = 32'h2;
    localparam  OUT_TABLE = 32'h4;
    localparam  OUT_TUPLE = 32'hc;
    
    // Stub signals
    reg  active$d;
    wire  active$q;
    reg  active$clock;
    reg  [11:0] left$d;
    wire  [11:0] left$q;
    reg  left$clock;
    reg  [11:0] twl$d;
    wire  [11:0] twl$q;
    reg  twl$clock;
    reg  probe$d;
    wire  probe$q;
    reg  probe$clock;
    reg  [7:0] tabl$d;
    wire  [7:0] tabl$q;
    reg  tabl$clock;
    reg  [1:0] tag$d;
    wire  [1:0] tag$q;
    reg  tag$clock;
    reg  out$clock;
    reg  out$reset;
    reg  out$s_valid;
    reg  [203:0] out$s_data;
    wire  out$s_ready;
    wire  out$m_valid;
    wire  [203:0] out$m_data;
    reg  out$m_ready;
    wire  out$busy;
    
    // Local signals
    reg  out_probe;
    reg  [11:0] tup_w;
    reg  take;
    reg  last;
    reg  skip;
    
    // Sub module instances
    top$engine$fd$2$active active(
        .d(active$d),
        .q(active$q),
        .clock(active$clock)
    );
    top$engine$fd$2$left left(
        .d(left$d),
        .q(left$q),
        .clock(left$clock)
    );
    top$engine$fd$2$twl twl(
        .d(twl$d),
        .q(twl$q),
        .clock(twl$clock)
    );
    top$engine$fd$2$probe probe(
        .d(probe$d),
        .q(probe$q),
        .clock(probe$clock)
    );
    top$engine$fd$2$tabl tabl(
        .d(tabl$d),
        .q(tabl$q),
        .clock(tabl$clock)
    );
    top$engine$fd$2$tag tag(
        .d(tag$d),
        .q(tag$q),
        .clock(tag$clock)
    );
    top$engine$fd$2$out out(
        .clock(out$clock),
        .reset(out$reset),
        .s_valid(out$s_valid),
        .s_data(out$s_data),
        .s_ready(out$s_ready),
        .m_valid(out$m_valid),
        .m_data(out$m_data),
        .m_ready(out$m_ready),
        .busy(out$busy)
    );
    
    // Update code
    always @(*) begin
        active$clock = clock;
        left$clock = clock;
        twl$clock = clock;
        probe$clock = clock;
        tabl$clock = clock;
        tag$clock = clock;
        active$d = active$q;
        left$d = left$q;
        twl$d = twl$q;
        probe$d = probe$q;
        tabl$d = tabl$q;
        tag$d = tag$q;
        out$clock = clock;
        out$reset = reset;
        t_valid = out$m_valid;
        t_data = out$m_data[(OUT_TUPLE)+:(192)];
        out_probe = out$m_data[OUT_PROBE];
        t_probe = out_probe;
        t_last = out$m_data[OUT_LAST];
        t_tag = out$m_data[(OUT_TAG)+:(2)];
        t_table = out$m_data[(OUT_TABLE)+:(8)];
        out$m_ready = t_ready;
        busy = active$q;
        holds_build = (active$q & ~probe$q) | (out$m_valid & ~out_probe);
        holds_probe = (active$q & probe$q) | (out$m_valid & out_probe);
        tup_w = bwords_c;
        if (probe$q) begin
            tup_w = pwords_c;
        end
        take = 1'b0;
        last = 1'b0;
        if (active$q) begin
            if (twl$q != 32'h0) begin
                if ((pl_count >= ((tup_w) & 13'h1fff)) & out$s_ready) begin
                    take = 1'b1;
                    last = twl$q == tup_w;
                end
            end
            else begin
                last = 1'b1;
            end
        end
        skip = last & (left$q != 32'h0);
        out$s_valid = take;
        out$s_data = (((pl_wide[(32'h0)+:(192)]) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff) << OUT_TUPLE) | (((tabl$q) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff) << OUT_TABLE) | (((tag$q) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff) << OUT_TAG) | (((last) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff) << OUT_LAST) | ((probe$q) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff);
        if (take) begin
            twl$d = twl$q - tup_w;
            left$d = left$q - tup_w;
        end
        pl_skip = take | skip;
        pl_skip_n = ((left$q) & 13'h1fff);
        if (take & ~skip) begin
            pl_skip_n = ((tup_w) & 13'h1fff);
        end
        if (skip) begin
            left$d = 32'h0;
        end
        if (last) begin
            active$d = 1'b0;
        end
        if (start) begin
            active$d = 1'b1;
            left$d = start_left;
            twl$d = start_twl;
            probe$d = start_probe;
            tabl$d = start_table;
            tag$d = start_tag;
        end
        if (reset) begin
            active$d = 1'b0;
        end
    end
    
endmodule // top$engine$fd$2


module top$engine$fd$2$active(d,q,clock);
    
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
          
endmodule // top$engine$fd$2$active


module top$engine$fd$2$left(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$2$left


module top$engine$fd$2$out(clock,reset,s_valid,s_data,s_ready,m_valid,m_data,m_ready,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    input wire  [203:0] s_data;
    output reg  s_ready;
    output reg  m_valid;
    output reg  [203:0] m_data;
    input wire  m_ready;
    output reg  busy;
    
    // Stub signals
    reg  out_v$d;
    wire  out_v$q;
    reg  out_v$clock;
    reg  [203:0] out_d$d;
    wire  [203:0] out_d$q;
    reg  out_d$clock;
    reg  skid_v$d;
    wire  skid_v$q;
    reg  skid_v$clock;
    reg  [203:0] skid_d$d;
    wire  [203:0] skid_d$q;
    reg  skid_d$clock;
    
    // Local signals
    reg  take;
    reg  out_free;
    
    // Sub module instances
    top$engine$fd$2$out$out_v out_v(
        .d(out_v$d),
        .q(out_v$q),
        .clock(out_v$clock)
    );
    top$engine$fd$2$out$out_d out_d(
        .d(out_d$d),
        .q(out_d$q),
        .clock(out_d$clock)
    );
    top$engine$fd$2$out$skid_v skid_v(
        .d(skid_v$d),
        .q(skid_v$q),
        .clock(skid_v$clock)
    );
    top$engine$fd$2$out$skid_d skid_d(
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
    
endmodule // top$engine$fd$2$out


module top$engine$fd$2$out$out_d(d,q,clock);
    
    // Module arguments
    input wire  [203:0] d;
    output reg  [203:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 204'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$2$out$out_d


module top$engine$fd$2$out$out_v(d,q,clock);
    
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
          
endmodule // top$engine$fd$2$out$out_v


module top$engine$fd$2$out$skid_d(d,q,clock);
    
    // Module arguments
    input wire  [203:0] d;
    output reg  [203:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 204'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$2$out$skid_d


module top$engine$fd$2$out$skid_v(d,q,clock);
    
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
          
endmodule // top$engine$fd$2$out$skid_v


module top$engine$fd$2$probe(d,q,clock);
    
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
          
endmodule // top$engine$fd$2$probe


module top$engine$fd$2$tabl(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$2$tabl


module top$engine$fd$2$tag(d,q,clock);
    
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
          
endmodule // top$engine$fd$2$tag


module top$engine$fd$2$twl(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$2$twl


module top$engine$fd$3(clock,reset,start,start_left,start_twl,start_probe,start_table,start_tag,pl_wide,pl_count,pl_skip,pl_skip_n,t_valid,t_data,t_probe,t_table,t_tag,t_last,t_ready,busy,holds_build,holds_probe);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [11:0] start_left;
    input wire  [11:0] start_twl;
    input wire  start_probe;
    input wire  [7:0] start_table;
    input wire  [1:0] start_tag;
    input wire  [383:0] pl_wide;
    input wire  [12:0] pl_count;
    output reg  pl_skip;
    output reg  [12:0] pl_skip_n;
    output reg  t_valid;
    output reg  [191:0] t_data;
    output reg  t_probe;
    output reg  [7:0] t_table;
    output reg  [1:0] t_tag;
    output reg  t_last;
    input wire  t_ready;
    output reg  busy;
    output reg  holds_build;
    output reg  holds_probe;
    
    // Constant declarations
    localparam  bwords_c = 12'h2;
    localparam  pwords_c = 12'h3;
    localparam  OUT_PROBE = 32'h0;
    localparam  OUT_LAST = 32'h1;
    localparam  OUT_TAG = 32'h2;
    localparam  OUT_TABLE = 32'h4;
    localparam  OUT_TUPLE = 32'hc;
    
    // Stub signals
    reg  active$d;
    wire  active$q;
    reg  active$clock;
    reg  [11:0] left$d;
    wire  [11:0] left$q;
    reg  left$clock;
    reg  [11:0] twl$d;
    wire  [11:0] twl$q;
    reg  twl$clock;
    reg  probe$d;
    wire  probe$q;
    reg  probe$clock;
    reg  [7:0] tabl$d;
    wire  [7:0] tabl$q;
    reg  tabl$clock;
    reg  [1:0] tag$d;
    wire  [1:0] tag$q;
    reg  tag$clock;
    reg  out$clock;
    reg  out$reset;
    reg  out$s_valid;
    reg  [203:0] out$s_data;
    wire  out$s_ready;
    wire  out$m_valid;
    wire  [203:0] out$m_data;
    reg  out$m_ready;
    wire  out$busy;
    
    // Local signals
    reg  out_probe;
    reg  [11:0] tup_w;
    reg  take;
    reg  last;
    reg  skip;
    
    // Sub module instances
    top$engine$fd$3$active active(
        .d(active$d),
        .q(active$q),
        .clock(active$clock)
    );
    top$engine$fd$3$left left(
        .d(left$d),
        .q(left$q),
        .clock(left$clock)
    );
    top$engine$fd$3$twl twl(
        .d(twl$d),
        .q(twl$q),
        .clock(twl$clock)
    );
    top$engine$fd$3$probe probe(
        .d(probe$d),
        .q(probe$q),
        .clock(probe$clock)
    );
    top$engine$fd$3$tabl tabl(
        .d(tabl$d),
        .q(tabl$q),
        .clock(tabl$clock)
    );
    top$engine$fd$3$tag tag(
        .d(tag$d),
        .q(tag$q),
        .clock(tag$clock)
    );
    top$engine$fd$3$out out(
        .clock(out$clock),
        .reset(out$reset),
        .s_valid(out$s_valid),
        .s_data(out$s_data),
        .s_ready(out$s_ready),
        .m_valid(out$m_valid),
        .m_data(out$m_data),
        .m_ready(out$m_ready),
        .busy(out$busy)
    );
    
    // Update code
    always @(*) begin
        active$clock = clock;
        left$clock = clock;
        twl$clock = clock;
        probe$clock = clock;
        tabl$clock = clock;
        tag$clock = clock;
        active$d = active$q;
        left$d = left$q;
        twl$d = twl$q;
        probe$d = probe$q;
        tabl$d = tabl$q;
        tag$d = tag$q;
        out$clock = clock;
        out$reset = reset;
        t_valid = out$m_valid;
        t_data = out$m_data[(OUT_TUPLE)+:(192)];
        out_probe = out$m_data[OUT_PROBE];
        t_probe = out_probe;
        t_last = out$m_data[OUT_LAST];
        t_tag = out$m_data[(OUT_TAG)+:(2)];
        t_table = out$m_data[(OUT_TABLE)+:(8)];
        out$m_ready = t_ready;
        busy = active$q;
        holds_build = (active$q & ~probe$q) | (out$m_valid & ~out_probe);
        holds_probe = (active$q & probe$q) | (out$m_valid & out_probe);
        tup_w = bwords_c;
        if (probe$q) begin
            tup_w = pwords_c;
        end
        take = 1'b0;
        last = 1'b0;
        if (active$q) begin
            if (twl$q != 32'h0) begin
                if ((pl_count >= ((tup_w) & 13'h1fff)) & out$s_ready) begin
                    take = 1'b1;
                    last = twl$q == tup_w;
                end
            end
            else begin
                last = 1'b1;
            end
        end
        skip = last & (left$q != 32'h0);
        out$s_valid = take;
        out$s_data = (((pl_wide[(32'h0)+:(192)]) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff) << OUT_TUPLE) | (((tabl$q) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff) << OUT_TABLE) | (((tag$q) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff) << OUT_TAG) | (((last) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff) << OUT_LAST) | ((probe$q) & 204'hfffffffffffffffffffffffffffffffffffffffffffffffffff);
        if (take) begin
            twl$d = twl$q - tup_w;
            left$d = left$q - tup_w;
        end
        pl_skip = take | skip;
        pl_skip_n = ((left$q) & 13'h1fff);
        if (take & ~skip) begin
            pl_skip_n = ((tup_w) & 13'h1fff);
        end
        if (skip) begin
            left$d = 32'h0;
        end
        if (last) begin
            active$d = 1'b0;
        end
        if (start) begin
            active$d = 1'b1;
            left$d = start_left;
            twl$d = start_twl;
            probe$d = start_probe;
            tabl$d = start_table;
            tag$d = start_tag;
        end
        if (reset) begin
            active$d = 1'b0;
        end
    end
    
endmodule // top$engine$fd$3


module top$engine$fd$3$active(d,q,clock);
    
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
          
endmodule // top$engine$fd$3$active


module top$engine$fd$3$left(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$3$left


module top$engine$fd$3$out(clock,reset,s_valid,s_data,s_ready,m_valid,m_data,m_ready,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    input wire  [203:0] s_data;
    output reg  s_ready;
    output reg  m_valid;
    output reg  [203:0] m_data;
    input wire  m_ready;
    output reg  busy;
    
    // Stub signals
    reg  out_v$d;
    wire  out_v$q;
    reg  out_v$clock;
    reg  [203:0] out_d$d;
    wire  [203:0] out_d$q;
    reg  out_d$clock;
    reg  skid_v$d;
    wire  skid_v$q;
    reg  skid_v$clock;
    reg  [203:0] skid_d$d;
    wire  [203:0] skid_d$q;
    reg  skid_d$clock;
    
    // Local signals
    reg  take;
    reg  out_free;
    
    // Sub module instances
    top$engine$fd$3$out$out_v out_v(
        .d(out_v$d),
        .q(out_v$q),
        .clock(out_v$clock)
    );
    top$engine$fd$3$out$out_d out_d(
        .d(out_d$d),
        .q(out_d$q),
        .clock(out_d$clock)
    );
    top$engine$fd$3$out$skid_v skid_v(
        .d(skid_v$d),
        .q(skid_v$q),
        .clock(skid_v$clock)
    );
    top$engine$fd$3$out$skid_d skid_d(
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
    
endmodule // top$engine$fd$3$out


module top$engine$fd$3$out$out_d(d,q,clock);
    
    // Module arguments
    input wire  [203:0] d;
    output reg  [203:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 204'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$3$out$out_d


module top$engine$fd$3$out$out_v(d,q,clock);
    
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
          
endmodule // top$engine$fd$3$out$out_v


module top$engine$fd$3$out$skid_d(d,q,clock);
    
    // Module arguments
    input wire  [203:0] d;
    output reg  [203:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 204'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$3$out$skid_d


module top$engine$fd$3$out$skid_v(d,q,clock);
    
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
          
endmodule // top$engine$fd$3$out$skid_v


module top$engine$fd$3$probe(d,q,clock);
    
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
          
endmodule // top$engine$fd$3$probe


module top$engine$fd$3$tabl(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$3$tabl


module top$engine$fd$3$tag(d,q,clock);
    
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
          
endmodule // top$engine$fd$3$tag


module top$engine$fd$3$twl(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$fd$3$twl


module top$engine$from_sink(d,q,clock);
    
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
          
endmodule // top$engine$from_sink


module top$engine$hc(hdr,configured,query_id,token,sources,probe_started,seq_above,seq_below,opcode,table_id,source,source6,tuples,seq,payload_len,is_build,is_probe,is_end,is_control,end_phase,ack_request,ack_phase,drop_code);
    
    // Module arguments
    input wire  [319:0] hdr;
    input wire  configured;
    input wire  [15:0] query_id;
    input wire  [31:0] token;
    input wire  [15:0] sources;
    input wire  probe_started;
    input wire  seq_above;
    input wire  seq_below;
    output reg  [7:0] opcode;
    output reg  [7:0] table_id;
    output reg  [15:0] source;
    output reg  [5:0] source6;
    output reg  [15:0] tuples;
    output reg  [31:0] seq;
    output reg  [15:0] payload_len;
    output reg  is_build;
    output reg  is_probe;
    output reg  is_end;
    output reg  is_control;
    output reg  end_phase;
    output reg  ack_request;
    output reg  ack_phase;
    output reg  [4:0] drop_code;
    
    // Constant declarations
    localparam  bw_c = 16'h10;
    localparam  pw_c = 16'h18;
    localparam  tables8 = 8'h2;
    localparam  H_OPCODE = 32'h78;
    localparam  H_TABLE = 32'ha0;
    localparam  H_SOURCE = 32'h90;
    localparam  H_SOURCE_LO = 32'h98;
    localparam  H_TUPLE_COUNT = 32'hb0;
    localparam  H_SEQ = 32'hc0;
    localparam  H_PAYLOAD_LEN = 32'he0;
    localparam  H_FLAGS = 32'ha8;
    localparam  H_TOKEN = 32'h100;
    localparam  H_QUERY_ID = 32'h80;
    localparam  OP_BUILD = 32'h1;
    localparam  OP_PROBE = 32'h2;
    localparam  OP_END = 32'h6;
    localparam  OP_CONTROL = 32'h8;
    localparam  C_OUT_OF_ORDER = 32'he;
    localparam  C_DUPLICATE = 32'hd;
    localparam  C_PHASE = 32'hf;
    localparam  C_LENGTH = 32'ha;
    localparam  C_TABLE = 32'hc;
    localparam  C_SOURCE = 32'hb;
    localparam  C_TOKEN = 32'h9;
    localparam  C_QUERY_ID = 32'h8;
    localparam  END_RECORD_LEN = 32'h18;
    localparam  PH_BUILD = 32'hfe;
    localparam  PH_PROBE = 32'hff;
    
    // Stub signals
    reg  [15:0] sw_src$inp;
    wire  [15:0] sw_src$out;
    reg  [15:0] sw_tc$inp;
    wire  [15:0] sw_tc$out;
    reg  [31:0] sw_seq$inp;
    wire  [31:0] sw_seq$out;
    reg  [15:0] sw_plen$inp;
    wire  [15:0] sw_plen$out;
    
    // Local signals
    reg  [23:0] len_b;
    reg  [23:0] len_p;
    reg  [23:0] plen24;
    
    // Sub module instances
    top$engine$hc$sw_src sw_src(
        .inp(sw_src$inp),
        .out(sw_src$out)
    );
    top$engine$hc$sw_tc sw_tc(
        .inp(sw_tc$inp),
        .out(sw_tc$out)
    );
    top$engine$hc$sw_seq sw_seq(
        .inp(sw_seq$inp),
        .out(sw_seq$out)
    );
    top$engine$hc$sw_plen sw_plen(
        .inp(sw_plen$inp),
        .out(sw_plen$out)
    );
    
    // Update code
    always @(*) begin
        opcode = hdr[(H_OPCODE)+:(8)];
        table_id = hdr[(H_TABLE)+:(8)];
        sw_src$inp = hdr[(H_SOURCE)+:(16)];
        source = sw_src$out;
        source6 = hdr[(H_SOURCE_LO)+:(6)];
        sw_tc$inp = hdr[(H_TUPLE_COUNT)+:(16)];
        tuples = sw_tc$out;
        sw_seq$inp = hdr[(H_SEQ)+:(32)];
        seq = sw_seq$out;
        sw_plen$inp = hdr[(H_PAYLOAD_LEN)+:(16)];
        payload_len = sw_plen$out;
        is_build = opcode == OP_BUILD;
        is_probe = opcode == OP_PROBE;
        is_end = opcode == OP_END;
        is_control = opcode == OP_CONTROL;
        end_phase = table_id[32'h0];
        ack_request = (is_build | is_probe) & hdr[H_FLAGS];
        ack_phase = end_phase;
        if (is_build) begin
            ack_phase = 1'b0;
        end
        if (is_probe) begin
            ack_phase = 1'b1;
        end
        len_b = ((tuples * bw_c) & 24'hffffff);
        len_p = ((tuples * pw_c) & 24'hffffff);
        plen24 = ((payload_len) & 24'hffffff);
        drop_code = 32'h0;
        if (seq_above) begin
            drop_code = C_OUT_OF_ORDER;
        end
        if (seq_below) begin
            drop_code = C_DUPLICATE;
        end
        if (is_build & probe_started) begin
            drop_code = C_PHASE;
        end
        if ((is_build & (plen24 != len_b)) | (is_probe & (plen24 != len_p)) | (is_end & ((payload_len != END_RECORD_LEN) | (tuples != 32'h0)))) begin
            drop_code = C_LENGTH;
        end
        if ((is_build & (table_id >= tables8)) | (is_end & (table_id != PH_BUILD) & (table_id != PH_PROBE))) begin
            drop_code = C_TABLE;
        end
        if (source >= sources) begin
            drop_code = C_SOURCE;
        end
        if (hdr[(H_TOKEN)+:(32)] != token) begin
            drop_code = C_TOKEN;
        end
        if (hdr[(H_QUERY_ID)+:(16)] != query_id) begin
            drop_code = C_QUERY_ID;
        end
        if (~configured) begin
            drop_code = C_PHASE;
        end
    end
    
endmodule // top$engine$hc


module top$engine$hc$sw_plen(inp,out);
    
    // Module arguments
    input wire  [15:0] inp;
    output reg  [15:0] out;
    
    // Update code (custom)
    always @(*) begin
       out = {inp[7:0], inp[15:8]};
    end
endmodule // top$engine$hc$sw_plen


module top$engine$hc$sw_seq(inp,out);
    
    // Module arguments
    input wire  [31:0] inp;
    output reg  [31:0] out;
    
    // Update code (custom)
    always @(*) begin
       out = {inp[7:0], inp[15:8], inp[23:16], inp[31:24]};
    end
endmodule // top$engine$hc$sw_seq


module top$engine$hc$sw_src(inp,out);
    
    // Module arguments
    input wire  [15:0] inp;
    output reg  [15:0] out;
    
    // Update code (custom)
    always @(*) begin
       out = {inp[7:0], inp[15:8]};
    end
endmodule // top$engine$hc$sw_src


module top$engine$hc$sw_tc(inp,out);
    
    // Module arguments
    input wire  [15:0] inp;
    output reg  [15:0] out;
    
    // Update code (custom)
    always @(*) begin
       out = {inp[7:0], inp[15:8]};
    end
endmodule // top$engine$hc$sw_tc


module top$engine$hdr(d,q,clock);
    
    // Module arguments
    input wire  [319:0] d;
    output reg  [319:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 320'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$hdr


module top$engine$in_next(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$in_next


module top$engine$job_w_q(d,q,clock);
    
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
          
endmodule // top$engine$job_w_q


module top$engine$left(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$left


module top$engine$lport(d,q,clock);
    
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
          
endmodule // top$engine$lport


module top$engine$next(clock,reset,s_valid,s_data,s_ready,m_valid,m_data,m_ready,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    input wire  [385:0] s_data;
    output reg  s_ready;
    output reg  m_valid;
    output reg  [385:0] m_data;
    input wire  m_ready;
    output reg  busy;
    
    // Stub signals
    reg  out_v$d;
    wire  out_v$q;
    reg  out_v$clock;
    reg  [385:0] out_d$d;
    wire  [385:0] out_d$q;
    reg  out_d$clock;
    reg  skid_v$d;
    wire  skid_v$q;
    reg  skid_v$clock;
    reg  [385:0] skid_d$d;
    wire  [385:0] skid_d$q;
    reg  skid_d$clock;
    
    // Local signals
    reg  take;
    reg  out_free;
    
    // Sub module instances
    top$engine$next$out_v out_v(
        .d(out_v$d),
        .q(out_v$q),
        .clock(out_v$clock)
    );
    top$engine$next$out_d out_d(
        .d(out_d$d),
        .q(out_d$q),
        .clock(out_d$clock)
    );
    top$engine$next$skid_v skid_v(
        .d(skid_v$d),
        .q(skid_v$q),
        .clock(skid_v$clock)
    );
    top$engine$next$skid_d skid_d(
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
    
endmodule // top$engine$next


module top$engine$next$out_d(d,q,clock);
    
    // Module arguments
    input wire  [385:0] d;
    output reg  [385:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 386'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$next$out_d


module top$engine$next$out_v(d,q,clock);
    
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
          
endmodule // top$engine$next$out_v


module top$engine$next$skid_d(d,q,clock);
    
    // Module arguments
    input wire  [385:0] d;
    output reg  [385:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 386'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$next$skid_d


module top$engine$next$skid_v(d,q,clock);
    
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
          
endmodule // top$engine$next$skid_v


module top$engine$p$0(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$p$0


module top$engine$p$1(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$p$1


module top$engine$p$2(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$p$2


module top$engine$p$3(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$p$3


module top$engine$p$4(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$p$4


module top$engine$pend_reset(d,q,clock);
    
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
          
endmodule // top$engine$pend_reset


module top$engine$pipe_idle_q(d,q,clock);
    
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
          
endmodule // top$engine$pipe_idle_q


module top$engine$port(d,q,clock);
    
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
          
endmodule // top$engine$port


module top$engine$probe_started(d,q,clock);
    
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
          
endmodule // top$engine$probe_started


module top$engine$q_bad(d,q,clock);
    
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
          
endmodule // top$engine$q_bad


module top$engine$q_bits(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$q_bits


module top$engine$q_mp(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$q_mp


module top$engine$q_nomem(d,q,clock);
    
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
          
endmodule // top$engine$q_nomem


module top$engine$q_nsrc(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$q_nsrc


module top$engine$recf(d,q,clock);
    
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
          
endmodule // top$engine$recf


module top$engine$rect(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$rect


module top$engine$rw(kind,index,counter,request0,request1,ack_frames,ack_tuples,end_phase,sent0_frames,sent0_tuples,sent1_frames,sent1_tuples,sent1_aux,data,frame,hdr,status,words,in_port,ack_phase,ack_next,query_id,token,sink,sink_port,desc,port);
    
    // Module arguments
    input wire  [2:0] kind;
    input wire  [4:0] index;
    input wire  [63:0] counter;
    input wire  [63:0] request0;
    input wire  [63:0] request1;
    input wire  [31:0] ack_frames;
    input wire  [63:0] ack_tuples;
    input wire  end_phase;
    input wire  [31:0] sent0_frames;
    input wire  [63:0] sent0_tuples;
    input wire  [31:0] sent1_frames;
    input wire  [63:0] sent1_tuples;
    input wire  [63:0] sent1_aux;
    output reg  [63:0] data;
    input wire  [1:0] frame;
    input wire  [319:0] hdr;
    input wire  [7:0] status;
    input wire  [4:0] words;
    input wire  [1:0] in_port;
    input wire  ack_phase;
    input wire  [31:0] ack_next;
    input wire  [15:0] query_id;
    input wire  [31:0] token;
    input wire  [47:0] sink;
    input wire  [1:0] sink_port;
    output reg  [335:0] desc;
    output reg  [1:0] port;
    
    // Constant declarations
    localparam  hbase = 320'hffff00000001b588ffff004a4e02000000000000;
    localparam  sigrec = 320'h20008000800000000000000000000000000000000000000000000000000000032743876386b;
    localparam  m_q1 = 64'h1ffffffffffff;
    localparam  W_SIGNATURE = 32'h1;
    localparam  W_QUERY = 32'h2;
    localparam  W_ACK = 32'h3;
    localparam  W_END = 32'h4;
    localparam  F_ACK = 32'h1;
    localparam  F_END = 32'h2;
    localparam  D_PORT = 32'h140;
    localparam  D_OWN_SEQ = 32'h144;
    localparam  D_WORDS = 32'h145;
    localparam  H_OPCODE = 32'h78;
    localparam  H_TABLE = 32'ha0;
    localparam  H_SEQ = 32'hc0;
    localparam  H_PAYLOAD_LEN = 32'he0;
    localparam  H_FLAGS = 32'ha8;
    localparam  H_TOKEN = 32'h100;
    localparam  H_QUERY_ID = 32'h80;
    localparam  H_SRC = 32'h30;
    localparam  H_ACK = 32'h120;
    localparam  OP_END = 32'h6;
    localparam  OP_CONTROL_REPLY = 32'h9;
    localparam  OP_ACK = 32'h7;
    localparam  PH_BUILD = 32'hfe;
    localparam  PH_PROBE = 32'hff;
    
    // Stub signals
    reg  [63:0] sw64$inp;
    wire  [63:0] sw64$out;
    reg  [31:0] sw_ack$inp;
    wire  [31:0] sw_ack$out;
    
    // Local signals
    reg  [15:0] woff;
    reg  [63:0] wnum;
    reg  [63:0] wraw;
    reg  wisraw;
    reg  [47:0] o_dst;
    reg  [7:0] o_op;
    reg  [7:0] o_tab;
    reg  [15:0] o_qid;
    reg  [31:0] o_seq;
    reg  [15:0] o_plen;
    reg  [31:0] o_tok;
    reg  [31:0] o_ack;
    reg  o_own;
    reg  [319:0] o_hdr;
    
    // Sub module instances
    top$engine$rw$sw64 sw64(
        .inp(sw64$inp),
        .out(sw64$out)
    );
    top$engine$rw$sw_ack sw_ack(
        .inp(sw_ack$inp),
        .out(sw_ack$out)
    );
    
    // Update code
    always @(*) begin
        woff = ((index) & 16'hffff) << 32'h6;
        wnum = counter;
        wraw = 32'h0;
        wisraw = 1'b0;
        if (kind == W_SIGNATURE) begin
            wisraw = 1'b1;
            if (index < 32'h5) begin
                wraw = sigrec[(woff)+:(64)];
            end
        end
        if (kind == W_QUERY) begin
            wisraw = 1'b1;
            wraw = request0;
            if (index == 32'h1) begin
                wraw = request1 & m_q1;
            end
        end
        if (kind == W_ACK) begin
            wnum = ((ack_frames) & 64'hffffffffffffffff) << 32'h20;
            if (index == 32'h1) begin
                wnum = ack_tuples;
            end
            if (index == 32'h2) begin
                wnum = 32'h0;
            end
        end
        if (kind == W_END) begin
            wnum = ((sent0_frames) & 64'hffffffffffffffff) << 32'h20;
            if (index == 32'h1) begin
                wnum = sent0_tuples;
            end
            if (index == 32'h2) begin
                wnum = 32'h0;
            end
            if (end_phase) begin
                wnum = ((sent1_frames) & 64'hffffffffffffffff) << 32'h20;
                if (index == 32'h1) begin
                    wnum = sent1_tuples;
                end
                if (index == 32'h2) begin
                    wnum = sent1_aux;
                end
            end
        end
        sw64$inp = wnum;
        data = sw64$out;
        if (wisraw) begin
            data = wraw;
        end
        o_dst = hdr[(H_SRC)+:(48)];
        o_op = OP_CONTROL_REPLY;
        o_qid = hdr[(H_QUERY_ID)+:(16)];
        o_seq = hdr[(H_SEQ)+:(32)];
        o_plen = ((words) & 16'hffff) << 32'hb;
        o_tok = 32'h0;
        sw_ack$inp = ack_next;
        o_ack = 32'h0;
        port = in_port;
        o_own = 1'b0;
        o_tab = hdr[(H_TABLE)+:(8)];
        if (frame == F_ACK) begin
            o_tab = PH_BUILD;
            if (ack_phase) begin
                o_tab = PH_PROBE;
            end
            o_op = OP_ACK;
            o_qid = query_id;
            o_tok = token;
            o_ack = sw_ack$out;
        end
        if (frame == F_END) begin
            o_dst = sink;
            o_op = OP_END;
            o_qid = query_id;
            o_seq = 32'h0;
            o_tok = token;
            port = sink_port;
            o_own = 1'b1;
        end
        o_hdr = hbase | ((o_dst) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((o_op) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_OPCODE) | (((o_qid) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_QUERY_ID) | (((o_tab) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TABLE) | (((status) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_FLAGS) | (((o_seq) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_SEQ) | (((o_plen) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_PAYLOAD_LEN) | (((o_tok) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TOKEN) | (((o_ack) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_ACK);
        desc = ((o_hdr) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((port) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_PORT) | (((o_own) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_OWN_SEQ) | (((words) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_WORDS);
    end
    
endmodule // top$engine$rw


module top$engine$rw$sw64(inp,out);
    
    // Module arguments
    input wire  [63:0] inp;
    output reg  [63:0] out;
    
    // Update code (custom)
    always @(*) begin
       out = {inp[7:0], inp[15:8], inp[23:16], inp[31:24], inp[39:32], inp[47:40], inp[55:48], inp[63:56]};
    end
endmodule // top$engine$rw$sw64


module top$engine$rw$sw_ack(inp,out);
    
    // Module arguments
    input wire  [31:0] inp;
    output reg  [31:0] out;
    
    // Update code (custom)
    always @(*) begin
       out = {inp[7:0], inp[15:8], inp[23:16], inp[31:24]};
    end
endmodule // top$engine$rw$sw_ack


module top$engine$s_bad(d,q,clock);
    
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
          
endmodule // top$engine$s_bad


module top$engine$s_sup(d,q,clock);
    
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
          
endmodule // top$engine$s_sup


module top$engine$send_end(d,q,clock);
    
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
          
endmodule // top$engine$send_end


module top$engine$sig_loaded(d,q,clock);
    
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
          
endmodule // top$engine$sig_loaded


module top$engine$src(clock,reset,clear,read_addr,read_next,read_ahead,src,is_build,is_probe,is_end,end_phase,tuples,seq,stage,commit,expected,seq_above,seq_below,build_frames,build_tuples,probe_frames,probe_tuples,next_build_frames,next_build_tuples,next_probe_frames,next_probe_tuples,ended_after);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  clear;
    input wire  [5:0] read_addr;
    input wire  [5:0] read_next;
    input wire  read_ahead;
    input wire  [5:0] src;
    input wire  is_build;
    input wire  is_probe;
    input wire  is_end;
    input wire  end_phase;
    input wire  [15:0] tuples;
    input wire  [31:0] seq;
    input wire  stage;
    input wire  commit;
    output reg  [31:0] expected;
    output reg  seq_above;
    output reg  seq_below;
    output reg  [31:0] build_frames;
    output reg  [63:0] build_tuples;
    output reg  [31:0] probe_frames;
    output reg  [63:0] probe_tuples;
    output reg  [31:0] next_build_frames;
    output reg  [63:0] next_build_tuples;
    output reg  [31:0] next_probe_frames;
    output reg  [63:0] next_probe_tuples;
    output reg  [15:0] ended_after;
    
    // Constant declarations
    localparam  S_EXPECTED = 32'h0;
    localparam  S_BUILD_FRAMES = 32'h20;
    localparam  S_BUILD_TUPLES = 32'h40;
    localparam  S_PROBE_FRAMES = 32'h80;
    localparam  S_PROBE_TUPLES = 32'ha0;
    localparam  S_END_BUILD = 32'he0;
    localparam  S_END_PROBE = 32'he1;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [225:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [225:0] ram$write_data;
    reg  ram$write_enable;
    reg  [5:0] ram_next$read_address;
    reg  ram_next$read_clock;
    wire  [225:0] ram_next$read_data;
    reg  [5:0] ram_next$write_address;
    reg  ram_next$write_clock;
    reg  [225:0] ram_next$write_data;
    reg  ram_next$write_enable;
    reg  [63:0] valid$d;
    wire  [63:0] valid$q;
    reg  valid$clock;
    reg  valid_rd$d;
    wire  valid_rd$q;
    reg  valid_rd$clock;
    reg  valid_rn$d;
    wire  valid_rn$q;
    reg  valid_rn$clock;
    reg  ahead$d;
    wire  ahead$q;
    reg  ahead$clock;
    reg  [15:0] ended_build$d;
    wire  [15:0] ended_build$q;
    reg  ended_build$clock;
    reg  [15:0] ended_probe$d;
    wire  [15:0] ended_probe$q;
    reg  ended_probe$clock;
    reg  [225:0] st_entry$d;
    wire  [225:0] st_entry$q;
    reg  st_entry$clock;
    reg  [5:0] st_src$d;
    wire  [5:0] st_src$q;
    reg  st_src$clock;
    reg  st_first_b$d;
    wire  st_first_b$q;
    reg  st_first_b$clock;
    reg  st_first_p$d;
    wire  st_first_p$q;
    reg  st_first_p$clock;
    
    // Local signals
    reg  [225:0] entry;
    reg  [225:0] after;
    reg  end_b;
    reg  end_p;
    reg  n_end_b;
    reg  n_end_p;
    reg  [15:0] n_ended_b;
    reg  [15:0] n_ended_p;
    
    // Sub module instances
    top$engine$src$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$engine$src$ram_next ram_next(
        .read_address(ram_next$read_address),
        .read_clock(ram_next$read_clock),
        .read_data(ram_next$read_data),
        .write_address(ram_next$write_address),
        .write_clock(ram_next$write_clock),
        .write_data(ram_next$write_data),
        .write_enable(ram_next$write_enable)
    );
    top$engine$src$valid valid(
        .d(valid$d),
        .q(valid$q),
        .clock(valid$clock)
    );
    top$engine$src$valid_rd valid_rd(
        .d(valid_rd$d),
        .q(valid_rd$q),
        .clock(valid_rd$clock)
    );
    top$engine$src$valid_rn valid_rn(
        .d(valid_rn$d),
        .q(valid_rn$q),
        .clock(valid_rn$clock)
    );
    top$engine$src$ahead ahead(
        .d(ahead$d),
        .q(ahead$q),
        .clock(ahead$clock)
    );
    top$engine$src$ended_build ended_build(
        .d(ended_build$d),
        .q(ended_build$q),
        .clock(ended_build$clock)
    );
    top$engine$src$ended_probe ended_probe(
        .d(ended_probe$d),
        .q(ended_probe$q),
        .clock(ended_probe$clock)
    );
    top$engine$src$st_entry st_entry(
        .d(st_entry$d),
        .q(st_entry$q),
        .clock(st_entry$clock)
    );
    top$engine$src$st_src st_src(
        .d(st_src$d),
        .q(st_src$q),
        .clock(st_src$clock)
    );
    top$engine$src$st_first_b st_first_b(
        .d(st_first_b$d),
        .q(st_first_b$q),
        .clock(st_first_b$clock)
    );
    top$engine$src$st_first_p st_first_p(
        .d(st_first_p$d),
        .q(st_first_p$q),
        .clock(st_first_p$clock)
    );
    
    // Update code
    always @(*) begin
        valid$clock = clock;
        valid_rd$clock = clock;
        valid_rn$clock = clock;
        ahead$clock = clock;
        ended_build$clock = clock;
        ended_probe$clock = clock;
        st_entry$clock = clock;
        st_src$clock = clock;
        st_first_b$clock = clock;
        st_first_p$clock = clock;
        valid$d = valid$q;
        valid_rd$d = valid_rd$q;
        valid_rn$d = valid_rn$q;
        ahead$d = ahead$q;
        ended_build$d = ended_build$q;
        ended_probe$d = ended_probe$q;
        st_entry$d = st_entry$q;
        st_src$d = st_src$q;
        st_first_b$d = st_first_b$q;
        st_first_p$d = st_first_p$q;
        ram$read_clock = clock;
        ram$write_clock = clock;
        ram_next$read_clock = clock;
        ram_next$write_clock = clock;
        ram$read_address = read_addr;
        ram_next$read_address = read_next;
        valid_rd$d = valid$q[read_addr] & ~clear & ~reset;
        valid_rn$d = valid$q[read_next] & ~clear & ~reset;
        ahead$d = read_ahead;
        entry = 32'h0;
        if (ahead$q) begin
            if (valid_rn$q) begin
                entry = ram_next$read_data;
            end
        end
        else if (valid_rd$q) begin
            entry = ram$read_data;
        end
        expected = entry[(S_EXPECTED)+:(32)];
        seq_above = seq != 32'h0;
        seq_below = 1'b0;
        if (ahead$q) begin
            if (valid_rn$q) begin
                seq_above = seq > ram_next$read_data[(S_EXPECTED)+:(32)];
                seq_below = seq < ram_next$read_data[(S_EXPECTED)+:(32)];
            end
        end
        else if (valid_rd$q) begin
            seq_above = seq > ram$read_data[(S_EXPECTED)+:(32)];
            seq_below = seq < ram$read_data[(S_EXPECTED)+:(32)];
        end
        build_frames = entry[(S_BUILD_FRAMES)+:(32)];
        build_tuples = entry[(S_BUILD_TUPLES)+:(64)];
        probe_frames = entry[(S_PROBE_FRAMES)+:(32)];
        probe_tuples = entry[(S_PROBE_TUPLES)+:(64)];
        end_b = entry[S_END_BUILD];
        end_p = entry[S_END_PROBE];
        next_build_frames = build_frames;
        next_build_tuples = build_tuples;
        next_probe_frames = probe_frames;
        next_probe_tuples = probe_tuples;
        n_end_b = end_b;
        n_end_p = end_p;
        n_ended_b = ended_build$q;
        n_ended_p = ended_probe$q;
        if (is_build) begin
            next_build_frames = build_frames + 32'h1;
            next_build_tuples = build_tuples + ((tuples) & 64'hffffffffffffffff);
        end
        if (is_probe) begin
            next_probe_frames = probe_frames + 32'h1;
            next_probe_tuples = probe_tuples + ((tuples) & 64'hffffffffffffffff);
        end
        if (is_end & ~end_phase) begin
            n_end_b = 1'b1;
            if (~end_b) begin
                n_ended_b = ended_build$q + 32'h1;
            end
        end
        if (is_end & end_phase) begin
            n_end_p = 1'b1;
            if (~end_p) begin
                n_ended_p = ended_probe$q + 32'h1;
            end
        end
        ended_after = n_ended_b;
        if (end_phase) begin
            ended_after = n_ended_p;
        end
        after = (((expected + 32'h1) & 226'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << S_EXPECTED) | (((next_build_frames) & 226'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << S_BUILD_FRAMES) | (((next_build_tuples) & 226'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << S_BUILD_TUPLES) | (((next_probe_frames) & 226'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << S_PROBE_FRAMES) | (((next_probe_tuples) & 226'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << S_PROBE_TUPLES) | (((n_end_b) & 226'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << S_END_BUILD) | (((n_end_p) & 226'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << S_END_PROBE);
        if (stage) begin
            st_entry$d = after;
            st_src$d = src;
            st_first_b$d = is_end & ~end_phase & ~end_b;
            st_first_p$d = is_end & end_phase & ~end_p;
        end
        ram$write_address = st_src$q;
        ram$write_data = st_entry$q;
        ram$write_enable = commit;
        ram_next$write_address = st_src$q;
        ram_next$write_data = st_entry$q;
        ram_next$write_enable = commit;
        if (commit) begin
            valid$d = valid$q | (((32'h1) & 64'hffffffffffffffff) << st_src$q);
            if (st_first_b$q) begin
                ended_build$d = ended_build$q + 32'h1;
            end
            if (st_first_p$q) begin
                ended_probe$d = ended_probe$q + 32'h1;
            end
        end
        if (clear | reset) begin
            valid$d = 32'h0;
            ended_build$d = 32'h0;
            ended_probe$d = 32'h0;
        end
    end
    
endmodule // top$engine$src


module top$engine$src$ahead(d,q,clock);
    
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
          
endmodule // top$engine$src$ahead


module top$engine$src$ended_build(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$src$ended_build


module top$engine$src$ended_probe(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$src$ended_probe


module top$engine$src$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [225:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [225:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[225:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$engine$src$ram


module top$engine$src$ram_next(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [225:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [225:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[225:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$engine$src$ram_next


module top$engine$src$st_entry(d,q,clock);
    
    // Module arguments
    input wire  [225:0] d;
    output reg  [225:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 226'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$src$st_entry


module top$engine$src$st_first_b(d,q,clock);
    
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
          
endmodule // top$engine$src$st_first_b


module top$engine$src$st_first_p(d,q,clock);
    
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
          
endmodule // top$engine$src$st_first_p


module top$engine$src$st_src(d,q,clock);
    
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
          
endmodule // top$engine$src$st_src


module top$engine$src$valid(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$src$valid


module top$engine$src$valid_rd(d,q,clock);
    
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
          
endmodule // top$engine$src$valid_rd


module top$engine$src$valid_rn(d,q,clock);
    
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
          
endmodule // top$engine$src$valid_rn


module top$engine$state(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Enums
    localparam EState$Idle = 0;
    localparam EState$Check = 1;
    localparam EState$Drain = 2;
    localparam EState$Load = 3;
    localparam EState$Exec = 4;
    localparam EState$Div = 5;
    localparam EState$Clear = 6;
    localparam EState$Words = 7;
    localparam EState$Push = 8;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$state


module top$engine$status(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$status


module top$engine$tarb(clock,reset,route,ord_push,ord_lane,ord_full,t_valid$0,t_valid$1,t_valid$2,t_valid$3,t_data$0,t_data$1,t_data$2,t_data$3,t_probe$0,t_probe$1,t_probe$2,t_probe$3,t_table$0,t_table$1,t_table$2,t_table$3,t_tag$0,t_tag$1,t_tag$2,t_tag$3,t_last$0,t_last$1,t_last$2,t_last$3,t_ready$0,t_ready$1,t_ready$2,t_ready$3,bu_valid,bu_key,bu_val,bu_table,bu_tag,bu_ready,pu_valid$0,pu_tup$0,pu_tag$0,pu_ready$0);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  route;
    input wire  ord_push;
    input wire  [1:0] ord_lane;
    output reg  ord_full;
    input wire  t_valid$0;
    input wire  t_valid$1;
    input wire  t_valid$2;
    input wire  t_valid$3;
    input wire  [191:0] t_data$0;
    input wire  [191:0] t_data$1;
    input wire  [191:0] t_data$2;
    input wire  [191:0] t_data$3;
    input wire  t_probe$0;
    input wire  t_probe$1;
    input wire  t_probe$2;
    input wire  t_probe$3;
    input wire  [7:0] t_table$0;
    input wire  [7:0] t_table$1;
    input wire  [7:0] t_table$2;
    input wire  [7:0] t_table$3;
    input wire  [1:0] t_tag$0;
    input wire  [1:0] t_tag$1;
    input wire  [1:0] t_tag$2;
    input wire  [1:0] t_tag$3;
    input wire  t_last$0;
    input wire  t_last$1;
    input wire  t_last$2;
    input wire  t_last$3;
    output reg  t_ready$0;
    output reg  t_ready$1;
    output reg  t_ready$2;
    output reg  t_ready$3;
    output reg  bu_valid;
    output reg  [63:0] bu_key;
    output reg  [63:0] bu_val;
    output reg  [7:0] bu_table;
    output reg  [1:0] bu_tag;
    input wire  bu_ready;
    output reg  pu_valid$0;
    output reg  [191:0] pu_tup$0;
    output reg  [1:0] pu_tag$0;
    input wire  pu_ready$0;
    
    // Constant declarations
    localparam  lane_bit$0 = 4'h1;
    localparam  lane_bit$1 = 4'h2;
    localparam  lane_bit$2 = 4'h4;
    localparam  lane_bit$3 = 4'h8;
    localparam  lane_idx$0 = 2'b0;
    localparam  lane_idx$1 = 2'b1;
    localparam  lane_idx$2 = 2'b10;
    localparam  lane_idx$3 = 2'b11;
    localparam  lane_unit$0 = 2'b0;
    localparam  lane_unit$1 = 2'b0;
    localparam  lane_unit$2 = 2'b0;
    localparam  lane_unit$3 = 2'b0;
    localparam  unit_idx$0 = 2'b0;
    
    // Stub signals
    reg  ord$clock;
    reg  ord$reset;
    reg  ord$write;
    reg  [1:0] ord$data_in;
    wire  ord$full;
    wire  [4:0] ord$count;
    reg  ord$read;
    wire  [1:0] ord$data_out;
    wire  ord$empty;
    reg  parb$0$clock;
    reg  parb$0$reset;
    reg  [3:0] parb$0$req;
    reg  parb$0$advance;
    wire  [3:0] parb$0$grant;
    wire  parb$0$any;
    
    // Local signals
    reg  [1:0] head;
    reg  have;
    reg  pr$0;
    reg  pr$1;
    reg  pr$2;
    reg  pr$3;
    reg  [3:0] preq$0;
    reg  [1:0] psel$0;
    reg  btake;
    reg  ptake$0;
    
    // Sub module instances
    top$engine$tarb$ord ord(
        .clock(ord$clock),
        .reset(ord$reset),
        .write(ord$write),
        .data_in(ord$data_in),
        .full(ord$full),
        .count(ord$count),
        .read(ord$read),
        .data_out(ord$data_out),
        .empty(ord$empty)
    );
    top$engine$tarb$parb$0 parb$0(
        .clock(parb$0$clock),
        .reset(parb$0$reset),
        .req(parb$0$req),
        .advance(parb$0$advance),
        .grant(parb$0$grant),
        .any(parb$0$any)
    );
    
    // Update code
    always @(*) begin
        ord$clock = clock;
        ord$reset = reset;
        parb$0$clock = clock;
        parb$0$reset = reset;
        ord$write = ord_push;
        ord$data_in = ord_lane;
        ord_full = ord$full;
        head = ord$data_out;
        have = ~ord$empty;
        bu_valid = 1'b0;
        bu_key = t_data$0[(32'h0)+:(64)];
        bu_val = t_data$0[(32'h40)+:(64)];
        bu_table = t_table$0;
        bu_tag = t_tag$0;
        if (head == 0) begin
            bu_valid = have & t_valid$0 & ~t_probe$0;
            bu_key = t_data$0[(32'h0)+:(64)];
            bu_val = t_data$0[(32'h40)+:(64)];
            bu_table = t_table$0;
            bu_tag = t_tag$0;
        end
        if (head == 1) begin
            bu_valid = have & t_valid$1 & ~t_probe$1;
            bu_key = t_data$1[(32'h0)+:(64)];
            bu_val = t_data$1[(32'h40)+:(64)];
            bu_table = t_table$1;
            bu_tag = t_tag$1;
        end
        if (head == 2) begin
            bu_valid = have & t_valid$2 & ~t_probe$2;
            bu_key = t_data$2[(32'h0)+:(64)];
            bu_val = t_data$2[(32'h40)+:(64)];
            bu_table = t_table$2;
            bu_tag = t_tag$2;
        end
        if (head == 3) begin
            bu_valid = have & t_valid$3 & ~t_probe$3;
            bu_key = t_data$3[(32'h0)+:(64)];
            bu_val = t_data$3[(32'h40)+:(64)];
            bu_table = t_table$3;
            bu_tag = t_tag$3;
        end
        btake = bu_valid & bu_ready;
        pr$0 = t_valid$0 & t_probe$0 & (route | (have & (head == 0)));
        t_ready$0 = btake & (head == 0);
        pr$1 = t_valid$1 & t_probe$1 & (route | (have & (head == 1)));
        t_ready$1 = btake & (head == 1);
        pr$2 = t_valid$2 & t_probe$2 & (route | (have & (head == 2)));
        t_ready$2 = btake & (head == 2);
        pr$3 = t_valid$3 & t_probe$3 & (route | (have & (head == 3)));
        t_ready$3 = btake & (head == 3);
        preq$0 = 32'h0;
        if (pr$0 & ((route & (lane_unit$0 == unit_idx$0)) | (~route & (unit_idx$0 == 32'h0)))) begin
            preq$0 = preq$0 | lane_bit$0;
        end
        if (pr$1 & ((route & (lane_unit$1 == unit_idx$0)) | (~route & (unit_idx$0 == 32'h0)))) begin
            preq$0 = preq$0 | lane_bit$1;
        end
        if (pr$2 & ((route & (lane_unit$2 == unit_idx$0)) | (~route & (unit_idx$0 == 32'h0)))) begin
            preq$0 = preq$0 | lane_bit$2;
        end
        if (pr$3 & ((route & (lane_unit$3 == unit_idx$0)) | (~route & (unit_idx$0 == 32'h0)))) begin
            preq$0 = preq$0 | lane_bit$3;
        end
        parb$0$req = preq$0;
        psel$0 = 32'h0;
        if (parb$0$grant[0]) begin
            psel$0 = lane_idx$0;
        end
        if (parb$0$grant[1]) begin
            psel$0 = lane_idx$1;
        end
        if (parb$0$grant[2]) begin
            psel$0 = lane_idx$2;
        end
        if (parb$0$grant[3]) begin
            psel$0 = lane_idx$3;
        end
        pu_valid$0 = parb$0$any;
        pu_tup$0 = t_data$0[(32'h0)+:(192)];
        pu_tag$0 = t_tag$0;
        if (psel$0 == 0) begin
            pu_tup$0 = t_data$0[(32'h0)+:(192)];
            pu_tag$0 = t_tag$0;
        end
        if (psel$0 == 1) begin
            pu_tup$0 = t_data$1[(32'h0)+:(192)];
            pu_tag$0 = t_tag$1;
        end
        if (psel$0 == 2) begin
            pu_tup$0 = t_data$2[(32'h0)+:(192)];
            pu_tag$0 = t_tag$2;
        end
        if (psel$0 == 3) begin
            pu_tup$0 = t_data$3[(32'h0)+:(192)];
            pu_tag$0 = t_tag$3;
        end
        ptake$0 = pu_valid$0 & pu_ready$0;
        parb$0$advance = ptake$0;
        if (ptake$0 & parb$0$grant[0]) begin
            t_ready$0 = 1'b1;
        end
        if (ptake$0 & parb$0$grant[1]) begin
            t_ready$1 = 1'b1;
        end
        if (ptake$0 & parb$0$grant[2]) begin
            t_ready$2 = 1'b1;
        end
        if (ptake$0 & parb$0$grant[3]) begin
            t_ready$3 = 1'b1;
        end
        ord$read = 1'b0;
        if ((head == 0) & have & t_last$0) begin
            ord$read = btake | (ptake$0 & parb$0$grant[0]);
        end
        if ((head == 1) & have & t_last$1) begin
            ord$read = btake | (ptake$0 & parb$0$grant[1]);
        end
        if ((head == 2) & have & t_last$2) begin
            ord$read = btake | (ptake$0 & parb$0$grant[2]);
        end
        if ((head == 3) & have & t_last$3) begin
            ord$read = btake | (ptake$0 & parb$0$grant[3]);
        end
    end
    
endmodule // top$engine$tarb


module top$engine$tarb$ord(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [1:0] data_in;
    output reg  full;
    output reg  [4:0] count;
    input wire  read;
    output reg  [1:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram$read_address;
    reg  ram$read_clock;
    wire  [1:0] ram$read_data;
    reg  [3:0] ram$write_address;
    reg  ram$write_clock;
    reg  [1:0] ram$write_data;
    reg  ram$write_enable;
    reg  [4:0] rd$d;
    wire  [4:0] rd$q;
    reg  rd$clock;
    reg  [4:0] wr$d;
    wire  [4:0] wr$q;
    reg  wr$clock;
    reg  [4:0] wr_d$d;
    wire  [4:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$engine$tarb$ord$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$engine$tarb$ord$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$engine$tarb$ord$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$engine$tarb$ord$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 4'hf);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 4'hf);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 4'hf);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$engine$tarb$ord


module top$engine$tarb$ord$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [1:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [1:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$engine$tarb$ord$ram


module top$engine$tarb$ord$rd(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$tarb$ord$rd


module top$engine$tarb$ord$wr(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$tarb$ord$wr


module top$engine$tarb$ord$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$tarb$ord$wr_d


module top$engine$tarb$parb$0(clock,reset,req,advance,grant,any);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [3:0] req;
    input wire  advance;
    output reg  [3:0] grant;
    output reg  any;
    
    // Stub signals
    reg  [3:0] below$d;
    wire  [3:0] below$q;
    reg  below$clock;
    
    // Local signals
    reg  [3:0] above;
    reg  [3:0] hi;
    reg  [3:0] pick_from;
    
    // Sub module instances
    top$engine$tarb$parb$0$below below(
        .d(below$d),
        .q(below$q),
        .clock(below$clock)
    );
    
    // Update code
    always @(*) begin
        below$clock = clock;
        below$d = below$q;
        above = ~((below$q << 32'h1) | 32'h1);
        hi = req & above;
        pick_from = req;
        if (hi != 32'h0) begin
            pick_from = hi;
        end
        grant = pick_from & (~pick_from + 32'h1);
        any = req != 32'h0;
        if (advance & (req != 32'h0)) begin
            below$d = grant - 32'h1;
        end
        if (reset) begin
            below$d = 32'h0;
        end
    end
    
endmodule // top$engine$tarb$parb$0


module top$engine$tarb$parb$0$below(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$tarb$parb$0$below


module top$engine$verdict(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$verdict


module top$engine$wi(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$wi


module top$engine$widx(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$widx


module top$engine$wkind(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$wkind


module top$engine$wn(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$engine$wn


module top$ev_any(d,q,clock);
    
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
          
endmodule // top$ev_any


module top$ev_fout(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ev_fout


module top$ev_match(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ev_match


module top$ev_miss(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ev_miss


module top$ev_spill(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ev_spill


module top$fe_any(d,q,clock);
    
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
          
endmodule // top$fe_any


module top$fe_fout(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fe_fout


module top$fe_match(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fe_match


module top$fe_miss(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fe_miss


module top$fe_spill(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fe_spill


module top$fq_d$0(d,q,clock);
    
    // Module arguments
    input wire  [335:0] d;
    output reg  [335:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 336'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fq_d$0


module top$fq_d$1(d,q,clock);
    
    // Module arguments
    input wire  [335:0] d;
    output reg  [335:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 336'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fq_d$1


module top$fq_d$2(d,q,clock);
    
    // Module arguments
    input wire  [335:0] d;
    output reg  [335:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 336'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fq_d$2


module top$fq_d$3(d,q,clock);
    
    // Module arguments
    input wire  [335:0] d;
    output reg  [335:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 336'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fq_d$3


module top$fq_w$0(d,q,clock);
    
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
          
endmodule // top$fq_w$0


module top$fq_w$1(d,q,clock);
    
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
          
endmodule // top$fq_w$1


module top$fq_w$2(d,q,clock);
    
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
          
endmodule // top$fq_w$2


module top$fq_w$3(d,q,clock);
    
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
          
endmodule // top$fq_w$3


module top$framer$0(clock,reset,cfg_clear,job_data,job_empty,job_pop,qid,token,res_per,sp_per,ov_per,bu_go_en,bu_ov_ready,bu_ov_key,bu_ov_val,bu_inserted,bu_overflowed,pu_valid,pu_kind,pu_tup,pu_vals,pu_lines,pu_ready,ro_write,ro_data,ro_full,rr_write,rr_data,rr_full,rs_write,rs_data,rs_full,dq_write,dq_data,dq_full,f_match,f_miss,f_spill,f_fout,f_event,sent0_frames,sent0_tuples,sent1_frames,sent1_tuples,sent1_aux,idle,out_port);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  cfg_clear;
    input wire  [74:0] job_data;
    input wire  job_empty;
    output reg  job_pop;
    input wire  [15:0] qid;
    input wire  [31:0] token;
    input wire  [15:0] res_per;
    input wire  [15:0] sp_per;
    input wire  [15:0] ov_per;
    output reg  bu_go_en;
    output reg  bu_ov_ready;
    input wire  [63:0] bu_ov_key;
    input wire  [63:0] bu_ov_val;
    input wire  bu_inserted;
    input wire  bu_overflowed;
    input wire  pu_valid;
    input wire  [1:0] pu_kind;
    input wire  [191:0] pu_tup;
    input wire  [127:0] pu_vals;
    input wire  [1023:0] pu_lines;
    output reg  pu_ready;
    output reg  ro_write;
    output reg  [127:0] ro_data;
    input wire  ro_full;
    output reg  rr_write;
    output reg  [319:0] rr_data;
    input wire  rr_full;
    output reg  rs_write;
    output reg  [1215:0] rs_data;
    input wire  rs_full;
    output reg  dq_write;
    output reg  [335:0] dq_data;
    input wire  dq_full;
    output reg  f_match;
    output reg  f_miss;
    output reg  f_spill;
    output reg  f_fout;
    output reg  f_event;
    output reg  [31:0] sent0_frames;
    output reg  [63:0] sent0_tuples;
    output reg  [31:0] sent1_frames;
    output reg  [63:0] sent1_tuples;
    output reg  [63:0] sent1_aux;
    output reg  idle;
    output reg  [1:0] out_port;
    
    // Constant declarations
    localparam  ov_words = 16'h2;
    localparam  ov_bytes = 16'h10;
    localparam  res_words = 16'h5;
    localparam  res_bytes = 16'h28;
    localparam  sp_words = 16'h13;
    localparam  sp_bytes = 16'h98;
    localparam  tail_off = 16'hc0;
    localparam  hbase = 320'hffff00000001b588ffff004a4e02000000000000;
    localparam  own = 1'b1;
    localparam  D_PORT = 32'h140;
    localparam  D_RING = 32'h142;
    localparam  D_OWN_SEQ = 32'h144;
    localparam  D_WORDS = 32'h145;
    localparam  J_COUNT = 32'h1;
    localparam  J_TABLE = 32'h11;
    localparam  J_PORT = 32'h19;
    localparam  J_DST = 32'h1b;
    localparam  OP_OVERFLOW = 32'h5;
    localparam  OP_RESULT = 32'h3;
    localparam  OP_SPILL = 32'h4;
    localparam  RING_O = 32'h1;
    localparam  RING_R = 32'h2;
    localparam  RING_S = 32'h3;
    localparam  H_OPCODE = 32'h78;
    localparam  H_QUERY_ID = 32'h80;
    localparam  H_TABLE = 32'ha0;
    localparam  H_TUPLE_COUNT = 32'hb0;
    localparam  H_TUPLE_COUNT_LO = 32'hb8;
    localparam  H_PAYLOAD_LEN = 32'he0;
    localparam  H_PAYLOAD_LEN_LO = 32'he8;
    localparam  H_TOKEN = 32'h100;
    
    // Enums
    localparam FState$Wait = 0;
    localparam FState$Run = 1;
    localparam FState$Close = 2;
    localparam FState$Spills = 3;
    
    // Stub signals
    reg  [1:0] state$d;
    wire  [1:0] state$q;
    reg  state$clock;
    reg  kind$d;
    wire  kind$q;
    reg  kind$clock;
    reg  [15:0] rem$d;
    wire  [15:0] rem$q;
    reg  rem$clock;
    reg  [1:0] port$d;
    wire  [1:0] port$q;
    reg  port$clock;
    reg  [47:0] dst$d;
    wire  [47:0] dst$q;
    reg  dst$clock;
    reg  [7:0] tabl$d;
    wire  [7:0] tabl$q;
    reg  tabl$clock;
    reg  [15:0] ocnt$d;
    wire  [15:0] ocnt$q;
    reg  ocnt$clock;
    reg  [15:0] sp_total$d;
    wire  [15:0] sp_total$q;
    reg  sp_total$clock;
    reg  [15:0] sp_left$d;
    wire  [15:0] sp_left$q;
    reg  sp_left$clock;
    reg  [31:0] s0f$d;
    wire  [31:0] s0f$q;
    reg  s0f$clock;
    reg  [63:0] s0t$d;
    wire  [63:0] s0t$q;
    reg  s0t$clock;
    reg  [31:0] s1f$d;
    wire  [31:0] s1f$q;
    reg  s1f$clock;
    reg  [63:0] s1t$d;
    wire  [63:0] s1t$q;
    reg  s1t$clock;
    reg  [63:0] s1a$d;
    wire  [63:0] s1a$q;
    reg  s1a$clock;
    reg  go_r$d;
    wire  go_r$q;
    reg  go_r$clock;
    
    // Local signals
    reg  en;
    reg  dec;
    reg  left_ok;
    reg  next_job;
    reg  ev_p;
    reg  [15:0] per;
    reg  [15:0] ncnt;
    reg  push;
    reg  [7:0] fd_op;
    reg  [7:0] fd_tab;
    reg  [15:0] fd_cnt;
    reg  [1:0] fd_ring;
    reg  [15:0] fd_words;
    reg  [15:0] fd_plen;
    reg  [319:0] fd_hdr;
    reg  [15:0] sp_n;
    reg  [31:0] fd_w32;
    reg  [31:0] fd_b32;
    
    // Sub module instances
    top$framer$0$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$framer$0$kind kind(
        .d(kind$d),
        .q(kind$q),
        .clock(kind$clock)
    );
    top$framer$0$rem rem(
        .d(rem$d),
        .q(rem$q),
        .clock(rem$clock)
    );
    top$framer$0$port port(
        .d(port$d),
        .q(port$q),
        .clock(port$clock)
    );
    top$framer$0$dst dst(
        .d(dst$d),
        .q(dst$q),
        .clock(dst$clock)
    );
    top$framer$0$tabl tabl(
        .d(tabl$d),
        .q(tabl$q),
        .clock(tabl$clock)
    );
    top$framer$0$ocnt ocnt(
        .d(ocnt$d),
        .q(ocnt$q),
        .clock(ocnt$clock)
    );
    top$framer$0$sp_total sp_total(
        .d(sp_total$d),
        .q(sp_total$q),
        .clock(sp_total$clock)
    );
    top$framer$0$sp_left sp_left(
        .d(sp_left$d),
        .q(sp_left$q),
        .clock(sp_left$clock)
    );
    top$framer$0$s0f s0f(
        .d(s0f$d),
        .q(s0f$q),
        .clock(s0f$clock)
    );
    top$framer$0$s0t s0t(
        .d(s0t$d),
        .q(s0t$q),
        .clock(s0t$clock)
    );
    top$framer$0$s1f s1f(
        .d(s1f$d),
        .q(s1f$q),
        .clock(s1f$clock)
    );
    top$framer$0$s1t s1t(
        .d(s1t$d),
        .q(s1t$q),
        .clock(s1t$clock)
    );
    top$framer$0$s1a s1a(
        .d(s1a$d),
        .q(s1a$q),
        .clock(s1a$clock)
    );
    top$framer$0$go_r go_r(
        .d(go_r$d),
        .q(go_r$q),
        .clock(go_r$clock)
    );
    
    // Update code
    always @(*) begin
        state$clock = clock;
        kind$clock = clock;
        rem$clock = clock;
        port$clock = clock;
        dst$clock = clock;
        tabl$clock = clock;
        ocnt$clock = clock;
        sp_total$clock = clock;
        sp_left$clock = clock;
        s0f$clock = clock;
        s0t$clock = clock;
        s1f$clock = clock;
        s1t$clock = clock;
        s1a$clock = clock;
        go_r$clock = clock;
        state$d = state$q;
        kind$d = kind$q;
        rem$d = rem$q;
        port$d = port$q;
        dst$d = dst$q;
        tabl$d = tabl$q;
        ocnt$d = ocnt$q;
        sp_total$d = sp_total$q;
        sp_left$d = sp_left$q;
        s0f$d = s0f$q;
        s0t$d = s0t$q;
        s1f$d = s1f$q;
        s1t$d = s1t$q;
        s1a$d = s1a$q;
        go_r$d = go_r$q;
        sent0_frames = s0f$q;
        sent0_tuples = s0t$q;
        sent1_frames = s1f$q;
        sent1_tuples = s1t$q;
        sent1_aux = s1a$q;
        idle = (state$q == FState$Wait) & job_empty;
        out_port = port$q;
        en = (state$q == FState$Run) & (rem$q != 32'h0);
        bu_go_en = go_r$q;
        bu_ov_ready = ~ro_full & ~dq_full & ~bu_overflowed;
        pu_ready = en & kind$q & ~rr_full & ~rs_full & ~dq_full;
        ev_p = pu_valid & pu_ready;
        dec = bu_inserted | bu_overflowed | ev_p;
        f_match = ev_p & (pu_kind == 32'h1);
        f_miss = ev_p & (pu_kind == 32'h0);
        f_spill = ev_p & (pu_kind == 32'h2);
        per = ov_per;
        if (kind$q) begin
            per = res_per;
        end
        ncnt = ocnt$q + 32'h1;
        ro_data = ((bu_ov_key) & 128'hffffffffffffffffffffffffffffffff) | (((bu_ov_val) & 128'hffffffffffffffffffffffffffffffff) << 32'h40);
        ro_write = bu_overflowed;
        rr_data = ((pu_tup) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((pu_vals) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << tail_off);
        rs_data = ((pu_tup) & 1216'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((pu_lines) & 1216'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << tail_off);
        rr_write = f_match;
        rs_write = f_spill;
        push = 1'b0;
        fd_cnt = ncnt;
        if (state$q == FState$Close) begin
            fd_cnt = ocnt$q;
        end
        fd_op = OP_OVERFLOW;
        fd_tab = tabl$q;
        fd_ring = RING_O;
        if (kind$q) begin
            fd_op = OP_RESULT;
            fd_tab = 32'h0;
            fd_ring = RING_R;
        end
        sp_n = sp_left$q;
        if (sp_per < sp_left$q) begin
            sp_n = sp_per;
        end
        if (state$q == FState$Spills) begin
            fd_op = OP_SPILL;
            fd_tab = 32'h0;
            fd_ring = RING_S;
            fd_cnt = sp_n;
        end
        fd_w32 = fd_cnt * ov_words;
        fd_b32 = fd_cnt * ov_bytes;
        if (fd_op == OP_RESULT) begin
            fd_w32 = fd_cnt * res_words;
            fd_b32 = fd_cnt * res_bytes;
        end
        if (fd_op == OP_SPILL) begin
            fd_w32 = fd_cnt * sp_words;
            fd_b32 = fd_cnt * sp_bytes;
        end
        fd_words = fd_w32[(32'h0)+:(16)];
        fd_plen = fd_b32[(32'h0)+:(16)];
        fd_hdr = hbase | ((dst$q) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((fd_op) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_OPCODE) | (((qid) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_QUERY_ID) | (((fd_tab) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TABLE) | (((fd_cnt[(32'h8)+:(8)]) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TUPLE_COUNT) | (((fd_cnt[(32'h0)+:(8)]) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TUPLE_COUNT_LO) | (((fd_plen[(32'h8)+:(8)]) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_PAYLOAD_LEN) | (((fd_plen[(32'h0)+:(8)]) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_PAYLOAD_LEN_LO) | (((token) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TOKEN);
        dq_data = ((fd_hdr) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((port$q) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_PORT) | (((fd_ring) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_RING) | (((own) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_OWN_SEQ) | (((fd_words) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_WORDS);
        if (bu_overflowed | f_match) begin
            ocnt$d = ncnt;
            if (ncnt == per) begin
                ocnt$d = 32'h0;
                push = 1'b1;
            end
        end
        if (bu_overflowed) begin
            s0t$d = s0t$q + 32'h1;
        end
        if (f_match) begin
            s1t$d = s1t$q + 32'h1;
        end
        if (f_spill) begin
            s1a$d = s1a$q + 32'h1;
            sp_total$d = sp_total$q + 32'h1;
        end
        if (dec) begin
            rem$d = rem$q - 32'h1;
        end
        job_pop = 1'b0;
        next_job = 1'b0;
        case (state$q)
            FState$Wait:
                begin
                    next_job = ~job_empty;
                end
            FState$Run:
                begin
                    if ((rem$q == 32'h0) | ((rem$q == 32'h1) & dec)) begin
                        state$d = FState$Close;
                    end
                end
            FState$Close:
                begin
                    if (ocnt$q != 32'h0) begin
                        if (~dq_full) begin
                            push = 1'b1;
                            ocnt$d = 32'h0;
                            sp_left$d = sp_total$q;
                            state$d = FState$Spills;
                            if (sp_total$q == 32'h0) begin
                                state$d = FState$Wait;
                                next_job = ~job_empty;
                            end
                        end
                    end
                    else begin
                        sp_left$d = sp_total$q;
                        state$d = FState$Spills;
                        if (sp_total$q == 32'h0) begin
                            state$d = FState$Wait;
                            next_job = ~job_empty;
                        end
                    end
                end
            FState$Spills:
                begin
                    if (sp_left$q != 32'h0) begin
                        if (~dq_full) begin
                            push = 1'b1;
                            sp_left$d = sp_left$q - sp_n;
                        end
                    end
                    else begin
                        state$d = FState$Wait;
                        next_job = ~job_empty;
                    end
                end
            default:
                begin
                    state$d = FState$Wait;
                end
        endcase
        if (next_job) begin
            job_pop = 1'b1;
            kind$d = job_data[32'h0];
            rem$d = job_data[(J_COUNT)+:(16)];
            tabl$d = job_data[(J_TABLE)+:(8)];
            port$d = job_data[(J_PORT)+:(2)];
            dst$d = job_data[(J_DST)+:(48)];
            ocnt$d = 32'h0;
            sp_total$d = 32'h0;
            state$d = FState$Run;
        end
        dq_write = push;
        f_fout = push;
        f_event = ev_p | push;
        if (push) begin
            if (fd_op == OP_OVERFLOW) begin
                s0f$d = s0f$q + 32'h1;
            end
            else begin
                s1f$d = s1f$q + 32'h1;
            end
        end
        if (cfg_clear | reset) begin
            s0f$d = 32'h0;
            s0t$d = 32'h0;
            s1f$d = 32'h0;
            s1t$d = 32'h0;
            s1a$d = 32'h0;
        end
        left_ok = rem$q != 32'h0;
        if (dec ^ go_r$q) begin
            left_ok = rem$q > 32'h1;
        end
        if (dec & go_r$q) begin
            left_ok = rem$q > 32'h2;
        end
        go_r$d = (state$q == FState$Run) & ~kind$q & left_ok;
        if (next_job) begin
            go_r$d = ~job_data[32'h0] & (job_data[(J_COUNT)+:(16)] != 32'h0);
        end
        if (reset) begin
            state$d = FState$Wait;
            go_r$d = 1'b0;
        end
    end
    
endmodule // top$framer$0


module top$framer$0$dst(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$0$dst


module top$framer$0$go_r(d,q,clock);
    
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
          
endmodule // top$framer$0$go_r


module top$framer$0$kind(d,q,clock);
    
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
          
endmodule // top$framer$0$kind


module top$framer$0$ocnt(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$0$ocnt


module top$framer$0$port(d,q,clock);
    
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
          
endmodule // top$framer$0$port


module top$framer$0$rem(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$0$rem


module top$framer$0$s0f(d,q,clock);
    
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
          
endmodule // top$framer$0$s0f


module top$framer$0$s0t(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$0$s0t


module top$framer$0$s1a(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$0$s1a


module top$framer$0$s1f(d,q,clock);
    
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
          
endmodule // top$framer$0$s1f


module top$framer$0$s1t(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$0$s1t


module top$framer$0$sp_left(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$0$sp_left


module top$framer$0$sp_total(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$0$sp_total


module top$framer$0$state(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Enums
    localparam FState$Wait = 0;
    localparam FState$Run = 1;
    localparam FState$Close = 2;
    localparam FState$Spills = 3;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$0$state


module top$framer$0$tabl(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$0$tabl


module top$framer$1(clock,reset,cfg_clear,job_data,job_empty,job_pop,qid,token,res_per,sp_per,ov_per,bu_go_en,bu_ov_ready,bu_ov_key,bu_ov_val,bu_inserted,bu_overflowed,pu_valid,pu_kind,pu_tup,pu_vals,pu_lines,pu_ready,ro_write,ro_data,ro_full,rr_write,rr_data,rr_full,rs_write,rs_data,rs_full,dq_write,dq_data,dq_full,f_match,f_miss,f_spill,f_fout,f_event,sent0_frames,sent0_tuples,sent1_frames,sent1_tuples,sent1_aux,idle,out_port);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  cfg_clear;
    input wire  [74:0] job_data;
    input wire  job_empty;
    output reg  job_pop;
    input wire  [15:0] qid;
    input wire  [31:0] token;
    input wire  [15:0] res_per;
    input wire  [15:0] sp_per;
    input wire  [15:0] ov_per;
    output reg  bu_go_en;
    output reg  bu_ov_ready;
    input wire  [63:0] bu_ov_key;
    input wire  [63:0] bu_ov_val;
    input wire  bu_inserted;
    input wire  bu_overflowed;
    input wire  pu_valid;
    input wire  [1:0] pu_kind;
    input wire  [191:0] pu_tup;
    input wire  [127:0] pu_vals;
    input wire  [1023:0] pu_lines;
    output reg  pu_ready;
    output reg  ro_write;
    output reg  [127:0] ro_data;
    input wire  ro_full;
    output reg  rr_write;
    output reg  [319:0] rr_data;
    input wire  rr_full;
    output reg  rs_write;
    output reg  [1215:0] rs_data;
    input wire  rs_full;
    output reg  dq_write;
    output reg  [335:0] dq_data;
    input wire  dq_full;
    output reg  f_match;
    output reg  f_miss;
    output reg  f_spill;
    output reg  f_fout;
    output reg  f_event;
    output reg  [31:0] sent0_frames;
    output reg  [63:0] sent0_tuples;
    output reg  [31:0] sent1_frames;
    output reg  [63:0] sent1_tuples;
    output reg  [63:0] sent1_aux;
    output reg  idle;
    output reg  [1:0] out_port;
    
    // Constant declarations
    localparam  ov_words = 16'h2;
    localparam  ov_bytes = 16'h10;
    localparam  res_words = 16'h5;
    localparam  res_bytes = 16'h28;
    localparam  sp_words = 16'h13;
    localparam  sp_bytes = 16'h98;
    localparam  tail_off = 16'hc0;
    localparam  hbase = 320'hffff00000001b588ffff004a4e02000000000000;
    localparam  own = 1'b1;
    localparam  D_PORT = 32'h140;
    localparam  D_RING = 32'h142;
    localparam  D_OWN_SEQ = 32'h144;
    localparam  D_WORDS = 32'h145;
    localparam  J_COUNT = 32'h1;
    localparam  J_TABLE = 32'h11;
    localparam  J_PORT = 32'h19;
    localparam  J_DST = 32'h1b;
    localparam  OP_OVERFLOW = 32'h5;
    localparam  OP_RESULT = 32'h3;
    localparam  OP_SPILL = 32'h4;
    localparam  RING_O = 32'h1;
    localparam  RING_R = 32'h2;
    localparam  RING_S = 32'h3;
    localparam  H_OPCODE = 32'h78;
    localparam  H_QUERY_ID = 32'h80;
    localparam  H_TABLE = 32'ha0;
    localparam  H_TUPLE_COUNT = 32'hb0;
    localparam  H_TUPLE_COUNT_LO = 32'hb8;
    localparam  H_PAYLOAD_LEN = 32'he0;
    localparam  H_PAYLOAD_LEN_LO = 32'he8;
    localparam  H_TOKEN = 32'h100;
    
    // Enums
    localparam FState$Wait = 0;
    localparam FState$Run = 1;
    localparam FState$Close = 2;
    localparam FState$Spills = 3;
    
    // Stub signals
    reg  [1:0] state$d;
    wire  [1:0] state$q;
    reg  state$clock;
    reg  kind$d;
    wire  kind$q;
    reg  kind$clock;
    reg  [15:0] rem$d;
    wire  [15:0] rem$q;
    reg  rem$clock;
    reg  [1:0] port$d;
    wire  [1:0] port$q;
    reg  port$clock;
    reg  [47:0] dst$d;
    wire  [47:0] dst$q;
    reg  dst$clock;
    reg  [7:0] tabl$d;
    wire  [7:0] tabl$q;
    reg  tabl$clock;
    reg  [15:0] ocnt$d;
    wire  [15:0] ocnt$q;
    reg  ocnt$clock;
    reg  [15:0] sp_total$d;
    wire  [15:0] sp_total$q;
    reg  sp_total$clock;
    reg  [15:0] sp_left$d;
    wire  [15:0] sp_left$q;
    reg  sp_left$clock;
    reg  [31:0] s0f$d;
    wire  [31:0] s0f$q;
    reg  s0f$clock;
    reg  [63:0] s0t$d;
    wire  [63:0] s0t$q;
    reg  s0t$clock;
    reg  [31:0] s1f$d;
    wire  [31:0] s1f$q;
    reg  s1f$clock;
    reg  [63:0] s1t$d;
    wire  [63:0] s1t$q;
    reg  s1t$clock;
    reg  [63:0] s1a$d;
    wire  [63:0] s1a$q;
    reg  s1a$clock;
    reg  go_r$d;
    wire  go_r$q;
    reg  go_r$clock;
    
    // Local signals
    reg  en;
    reg  dec;
    reg  left_ok;
    reg  next_job;
    reg  ev_p;
    reg  [15:0] per;
    reg  [15:0] ncnt;
    reg  push;
    reg  [7:0] fd_op;
    reg  [7:0] fd_tab;
    reg  [15:0] fd_cnt;
    reg  [1:0] fd_ring;
    reg  [15:0] fd_words;
    reg  [15:0] fd_plen;
    reg  [319:0] fd_hdr;
    reg  [15:0] sp_n;
    reg  [31:0] fd_w32;
    reg  [31:0] fd_b32;
    
    // Sub module instances
    top$framer$1$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$framer$1$kind kind(
        .d(kind$d),
        .q(kind$q),
        .clock(kind$clock)
    );
    top$framer$1$rem rem(
        .d(rem$d),
        .q(rem$q),
        .clock(rem$clock)
    );
    top$framer$1$port port(
        .d(port$d),
        .q(port$q),
        .clock(port$clock)
    );
    top$framer$1$dst dst(
        .d(dst$d),
        .q(dst$q),
        .clock(dst$clock)
    );
    top$framer$1$tabl tabl(
        .d(tabl$d),
        .q(tabl$q),
        .clock(tabl$clock)
    );
    top$framer$1$ocnt ocnt(
        .d(ocnt$d),
        .q(ocnt$q),
        .clock(ocnt$clock)
    );
    top$framer$1$sp_total sp_total(
        .d(sp_total$d),
        .q(sp_total$q),
        .clock(sp_total$clock)
    );
    top$framer$1$sp_left sp_left(
        .d(sp_left$d),
        .q(sp_left$q),
        .clock(sp_left$clock)
    );
    top$framer$1$s0f s0f(
        .d(s0f$d),
        .q(s0f$q),
        .clock(s0f$clock)
    );
    top$framer$1$s0t s0t(
        .d(s0t$d),
        .q(s0t$q),
        .clock(s0t$clock)
    );
    top$framer$1$s1f s1f(
        .d(s1f$d),
        .q(s1f$q),
        .clock(s1f$clock)
    );
    top$framer$1$s1t s1t(
        .d(s1t$d),
        .q(s1t$q),
        .clock(s1t$clock)
    );
    top$framer$1$s1a s1a(
        .d(s1a$d),
        .q(s1a$q),
        .clock(s1a$clock)
    );
    top$framer$1$go_r go_r(
        .d(go_r$d),
        .q(go_r$q),
        .clock(go_r$clock)
    );
    
    // Update code
    always @(*) begin
        state$clock = clock;
        kind$clock = clock;
        rem$clock = clock;
        port$clock = clock;
        dst$clock = clock;
        tabl$clock = clock;
        ocnt$clock = clock;
        sp_total$clock = clock;
        sp_left$clock = clock;
        s0f$clock = clock;
        s0t$clock = clock;
        s1f$clock = clock;
        s1t$clock = clock;
        s1a$clock = clock;
        go_r$clock = clock;
        state$d = state$q;
        kind$d = kind$q;
        rem$d = rem$q;
        port$d = port$q;
        dst$d = dst$q;
        tabl$d = tabl$q;
        ocnt$d = ocnt$q;
        sp_total$d = sp_total$q;
        sp_left$d = sp_left$q;
        s0f$d = s0f$q;
        s0t$d = s0t$q;
        s1f$d = s1f$q;
        s1t$d = s1t$q;
        s1a$d = s1a$q;
        go_r$d = go_r$q;
        sent0_frames = s0f$q;
        sent0_tuples = s0t$q;
        sent1_frames = s1f$q;
        sent1_tuples = s1t$q;
        sent1_aux = s1a$q;
        idle = (state$q == FState$Wait) & job_empty;
        out_port = port$q;
        en = (state$q == FState$Run) & (rem$q != 32'h0);
        bu_go_en = go_r$q;
        bu_ov_ready = ~ro_full & ~dq_full & ~bu_overflowed;
        pu_ready = en & kind$q & ~rr_full & ~rs_full & ~dq_full;
        ev_p = pu_valid & pu_ready;
        dec = bu_inserted | bu_overflowed | ev_p;
        f_match = ev_p & (pu_kind == 32'h1);
        f_miss = ev_p & (pu_kind == 32'h0);
        f_spill = ev_p & (pu_kind == 32'h2);
        per = ov_per;
        if (kind$q) begin
            per = res_per;
        end
        ncnt = ocnt$q + 32'h1;
        ro_data = ((bu_ov_key) & 128'hffffffffffffffffffffffffffffffff) | (((bu_ov_val) & 128'hffffffffffffffffffffffffffffffff) << 32'h40);
        ro_write = bu_overflowed;
        rr_data = ((pu_tup) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((pu_vals) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << tail_off);
        rs_data = ((pu_tup) & 1216'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((pu_lines) & 1216'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << tail_off);
        rr_write = f_match;
        rs_write = f_spill;
        push = 1'b0;
        fd_cnt = ncnt;
        if (state$q == FState$Close) begin
            fd_cnt = ocnt$q;
        end
        fd_op = OP_OVERFLOW;
        fd_tab = tabl$q;
        fd_ring = RING_O;
        if (kind$q) begin
            fd_op = OP_RESULT;
            fd_tab = 32'h0;
            fd_ring = RING_R;
        end
        sp_n = sp_left$q;
        if (sp_per < sp_left$q) begin
            sp_n = sp_per;
        end
        if (state$q == FState$Spills) begin
            fd_op = OP_SPILL;
            fd_tab = 32'h0;
            fd_ring = RING_S;
            fd_cnt = sp_n;
        end
        fd_w32 = fd_cnt * ov_words;
        fd_b32 = fd_cnt * ov_bytes;
        if (fd_op == OP_RESULT) begin
            fd_w32 = fd_cnt * res_words;
            fd_b32 = fd_cnt * res_bytes;
        end
        if (fd_op == OP_SPILL) begin
            fd_w32 = fd_cnt * sp_words;
            fd_b32 = fd_cnt * sp_bytes;
        end
        fd_words = fd_w32[(32'h0)+:(16)];
        fd_plen = fd_b32[(32'h0)+:(16)];
        fd_hdr = hbase | ((dst$q) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((fd_op) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_OPCODE) | (((qid) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_QUERY_ID) | (((fd_tab) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TABLE) | (((fd_cnt[(32'h8)+:(8)]) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TUPLE_COUNT) | (((fd_cnt[(32'h0)+:(8)]) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TUPLE_COUNT_LO) | (((fd_plen[(32'h8)+:(8)]) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_PAYLOAD_LEN) | (((fd_plen[(32'h0)+:(8)]) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_PAYLOAD_LEN_LO) | (((token) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TOKEN);
        dq_data = ((fd_hdr) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((port$q) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_PORT) | (((fd_ring) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_RING) | (((own) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_OWN_SEQ) | (((fd_words) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_WORDS);
        if (bu_overflowed | f_match) begin
            ocnt$d = ncnt;
            if (ncnt == per) begin
                ocnt$d = 32'h0;
                push = 1'b1;
            end
        end
        if (bu_overflowed) begin
            s0t$d = s0t$q + 32'h1;
        end
        if (f_match) begin
            s1t$d = s1t$q + 32'h1;
        end
        if (f_spill) begin
            s1a$d = s1a$q + 32'h1;
            sp_total$d = sp_total$q + 32'h1;
        end
        if (dec) begin
            rem$d = rem$q - 32'h1;
        end
        job_pop = 1'b0;
        next_job = 1'b0;
        case (state$q)
            FState$Wait:
                begin
                    next_job = ~job_empty;
                end
            FState$Run:
                begin
                    if ((rem$q == 32'h0) | ((rem$q == 32'h1) & dec)) begin
                        state$d = FState$Close;
                    end
                end
            FState$Close:
                begin
                    if (ocnt$q != 32'h0) begin
                        if (~dq_full) begin
                            push = 1'b1;
                            ocnt$d = 32'h0;
                            sp_left$d = sp_total$q;
                            state$d = FState$Spills;
                            if (sp_total$q == 32'h0) begin
                                state$d = FState$Wait;
                                next_job = ~job_empty;
                            end
                        end
                    end
                    else begin
                        sp_left$d = sp_total$q;
                        state$d = FState$Spills;
                        if (sp_total$q == 32'h0) begin
                            state$d = FState$Wait;
                            next_job = ~job_empty;
                        end
                    end
                end
            FState$Spills:
                begin
                    if (sp_left$q != 32'h0) begin
                        if (~dq_full) begin
                            push = 1'b1;
                            sp_left$d = sp_left$q - sp_n;
                        end
                    end
                    else begin
                        state$d = FState$Wait;
                        next_job = ~job_empty;
                    end
                end
            default:
                begin
                    state$d = FState$Wait;
                end
        endcase
        if (next_job) begin
            job_pop = 1'b1;
            kind$d = job_data[32'h0];
            rem$d = job_data[(J_COUNT)+:(16)];
            tabl$d = job_data[(J_TABLE)+:(8)];
            port$d = job_data[(J_PORT)+:(2)];
            dst$d = job_data[(J_DST)+:(48)];
            ocnt$d = 32'h0;
            sp_total$d = 32'h0;
            state$d = FState$Run;
        end
        dq_write = push;
        f_fout = push;
        f_event = ev_p | push;
        if (push) begin
            if (fd_op == OP_OVERFLOW) begin
                s0f$d = s0f$q + 32'h1;
            end
            else begin
                s1f$d = s1f$q + 32'h1;
            end
        end
        if (cfg_clear | reset) begin
            s0f$d = 32'h0;
            s0t$d = 32'h0;
            s1f$d = 32'h0;
            s1t$d = 32'h0;
            s1a$d = 32'h0;
        end
        left_ok = rem$q != 32'h0;
        if (dec ^ go_r$q) begin
            left_ok = rem$q > 32'h1;
        end
        if (dec & go_r$q) begin
            left_ok = rem$q > 32'h2;
        end
        go_r$d = (state$q == FState$Run) & ~kind$q & left_ok;
        if (next_job) begin
            go_r$d = ~job_data[32'h0] & (job_data[(J_COUNT)+:(16)] != 32'h0);
        end
        if (reset) begin
            state$d = FState$Wait;
            go_r$d = 1'b0;
        end
    end
    
endmodule // top$framer$1


module top$framer$1$dst(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$1$dst


module top$framer$1$go_r(d,q,clock);
    
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
          
endmodule // top$framer$1$go_r


module top$framer$1$kind(d,q,clock);
    
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
          
endmodule // top$framer$1$kind


module top$framer$1$ocnt(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$1$ocnt


module top$framer$1$port(d,q,clock);
    
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
          
endmodule // top$framer$1$port


module top$framer$1$rem(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$1$rem


module top$framer$1$s0f(d,q,clock);
    
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
          
endmodule // top$framer$1$s0f


module top$framer$1$s0t(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$1$s0t


module top$framer$1$s1a(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$1$s1a


module top$framer$1$s1f(d,q,clock);
    
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
          
endmodule // top$framer$1$s1f


module top$framer$1$s1t(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$1$s1t


module top$framer$1$sp_left(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$1$sp_left


module top$framer$1$sp_total(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$1$sp_total


module top$framer$1$state(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Enums
    localparam FState$Wait = 0;
    localparam FState$Run = 1;
    localparam FState$Close = 2;
    localparam FState$Spills = 3;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$1$state


module top$framer$1$tabl(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$1$tabl


module top$framer$2(clock,reset,cfg_clear,job_data,job_empty,job_pop,qid,token,res_per,sp_per,ov_per,bu_go_en,bu_ov_ready,bu_ov_key,bu_ov_val,bu_inserted,bu_overflowed,pu_valid,pu_kind,pu_tup,pu_vals,pu_lines,pu_ready,ro_write,ro_data,ro_full,rr_write,rr_data,rr_full,rs_write,rs_data,rs_full,dq_write,dq_data,dq_full,f_match,f_miss,f_spill,f_fout,f_event,sent0_frames,sent0_tuples,sent1_frames,sent1_tuples,sent1_aux,idle,out_port);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  cfg_clear;
    input wire  [74:0] job_data;
    input wire  job_empty;
    output reg  job_pop;
    input wire  [15:0] qid;
    input wire  [31:0] token;
    input wire  [15:0] res_per;
    input wire  [15:0] sp_per;
    input wire  [15:0] ov_per;
    output reg  bu_go_en;
    output reg  bu_ov_ready;
    input wire  [63:0] bu_ov_key;
    input wire  [63:0] bu_ov_val;
    input wire  bu_inserted;
    input wire  bu_overflowed;
    input wire  pu_valid;
    input wire  [1:0] pu_kind;
    input wire  [191:0] pu_tup;
    input wire  [127:0] pu_vals;
    input wire  [1023:0] pu_lines;
    output reg  pu_ready;
    output reg  ro_write;
    output reg  [127:0] ro_data;
    input wire  ro_full;
    output reg  rr_write;
    output reg  [319:0] rr_data;
    input wire  rr_full;
    output reg  rs_write;
    output reg  [1215:0] rs_data;
    input wire  rs_full;
    output reg  dq_write;
    output reg  [335:0] dq_data;
    input wire  dq_full;
    output reg  f_match;
    output reg  f_miss;
    output reg  f_spill;
    output reg  f_fout;
    output reg  f_event;
    output reg  [31:0] sent0_frames;
    output reg  [63:0] sent0_tuples;
    output reg  [31:0] sent1_frames;
    output reg  [63:0] sent1_tuples;
    output reg  [63:0] sent1_aux;
    output reg  idle;
    output reg  [1:0] out_port;
    
    // Constant declarations
    localparam  ov_words = 16'h2;
    localparam  ov_bytes = 16'h10;
    localparam  res_words = 16'h5;
    localparam  res_bytes = 16'h28;
    localparam  sp_words = 16'h13;
    localparam  sp_bytes = 16'h98;
    localparam  tail_off = 16'hc0;
    localparam  hbase = 320'hffff00000001b588ffff004a4e02000000000000;
    localparam  own = 1'b1;
    localparam  D_PORT = 32'h140;
    localparam  D_RING = 32'h142;
    localparam  D_OWN_SEQ = 32'h144;
    localparam  D_WORDS = 32'h145;
    localparam  J_COUNT = 32'h1;
    localparam  J_TABLE = 32'h11;
    localparam  J_PORT = 32'h19;
    localparam  J_DST = 32'h1b;
    localparam  OP_OVERFLOW = 32'h5;
    localparam  OP_RESULT = 32'h3;
    localparam  OP_SPILL = 32'h4;
    localparam  RING_O = 32'h1;
    localparam  RING_R = 32'h2;
    localparam  RING_S = 32'h3;
    localparam  H_OPCODE = 32'h78;
    localparam  H_QUERY_ID = 32'h80;
    localparam  H_TABLE = 32'ha0;
    localparam  H_TUPLE_COUNT = 32'hb0;
    localparam  H_TUPLE_COUNT_LO = 32'hb8;
    localparam  H_PAYLOAD_LEN = 32'he0;
    localparam  H_PAYLOAD_LEN_LO = 32'he8;
    localparam  H_TOKEN = 32'h100;
    
    // Enums
    localparam FState$Wait = 0;
    localparam FState$Run = 1;
    localparam FState$Close = 2;
    localparam FState$Spills = 3;
    
    // Stub signals
    reg  [1:0] state$d;
    wire  [1:0] state$q;
    reg  state$clock;
    reg  kind$d;
    wire  kind$q;
    reg  kind$clock;
    reg  [15:0] rem$d;
    wire  [15:0] rem$q;
    reg  rem$clock;
    reg  [1:0] port$d;
    wire  [1:0] port$q;
    reg  port$clock;
    reg  [47:0] dst$d;
    wire  [47:0] dst$q;
    reg  dst$clock;
    reg  [7:0] tabl$d;
    wire  [7:0] tabl$q;
    reg  tabl$clock;
    reg  [15:0] ocnt$d;
    wire  [15:0] ocnt$q;
    reg  ocnt$clock;
    reg  [15:0] sp_total$d;
    wire  [15:0] sp_total$q;
    reg  sp_total$clock;
    reg  [15:0] sp_left$d;
    wire  [15:0] sp_left$q;
    reg  sp_left$clock;
    reg  [31:0] s0f$d;
    wire  [31:0] s0f$q;
    reg  s0f$clock;
    reg  [63:0] s0t$d;
    wire  [63:0] s0t$q;
    reg  s0t$clock;
    reg  [31:0] s1f$d;
    wire  [31:0] s1f$q;
    reg  s1f$clock;
    reg  [63:0] s1t$d;
    wire  [63:0] s1t$q;
    reg  s1t$clock;
    reg  [63:0] s1a$d;
    wire  [63:0] s1a$q;
    reg  s1a$clock;
    reg  go_r$d;
    wire  go_r$q;
    reg  go_r$clock;
    
    // Local signals
    reg  en;
    reg  dec;
    reg  left_ok;
    reg  next_job;
    reg  ev_p;
    reg  [15:0] per;
    reg  [15:0] ncnt;
    reg  push;
    reg  [7:0] fd_op;
    reg  [7:0] fd_tab;
    reg  [15:0] fd_cnt;
    reg  [1:0] fd_ring;
    reg  [15:0] fd_words;
    reg  [15:0] fd_plen;
    reg  [319:0] fd_hdr;
    reg  [15:0] sp_n;
    reg  [31:0] fd_w32;
    reg  [31:0] fd_b32;
    
    // Sub module instances
    top$framer$2$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$framer$2$kind kind(
        .d(kind$d),
        .q(kind$q),
        .clock(kind$clock)
    );
    top$framer$2$rem rem(
        .d(rem$d),
        .q(rem$q),
        .clock(rem$clock)
    );
    top$framer$2$port port(
        .d(port$d),
        .q(port$q),
        .clock(port$clock)
    );
    top$framer$2$dst dst(
        .d(dst$d),
        .q(dst$q),
        .clock(dst$clock)
    );
    top$framer$2$tabl tabl(
        .d(tabl$d),
        .q(tabl$q),
        .clock(tabl$clock)
    );
    top$framer$2$ocnt ocnt(
        .d(ocnt$d),
        .q(ocnt$q),
        .clock(ocnt$clock)
    );
    top$framer$2$sp_total sp_total(
        .d(sp_total$d),
        .q(sp_total$q),
        .clock(sp_total$clock)
    );
    top$framer$2$sp_left sp_left(
        .d(sp_left$d),
        .q(sp_left$q),
        .clock(sp_left$clock)
    );
    top$framer$2$s0f s0f(
        .d(s0f$d),
        .q(s0f$q),
        .clock(s0f$clock)
    );
    top$framer$2$s0t s0t(
        .d(s0t$d),
        .q(s0t$q),
        .clock(s0t$clock)
    );
    top$framer$2$s1f s1f(
        .d(s1f$d),
        .q(s1f$q),
        .clock(s1f$clock)
    );
    top$framer$2$s1t s1t(
        .d(s1t$d),
        .q(s1t$q),
        .clock(s1t$clock)
    );
    top$framer$2$s1a s1a(
        .d(s1a$d),
        .q(s1a$q),
        .clock(s1a$clock)
    );
    top$framer$2$go_r go_r(
        .d(go_r$d),
        .q(go_r$q),
        .clock(go_r$clock)
    );
    
    // Update code
    always @(*) begin
        state$clock = clock;
        kind$clock = clock;
        rem$clock = clock;
        port$clock = clock;
        dst$clock = clock;
        tabl$clock = clock;
        ocnt$clock = clock;
        sp_total$clock = clock;
        sp_left$clock = clock;
        s0f$clock = clock;
        s0t$clock = clock;
        s1f$clock = clock;
        s1t$clock = clock;
        s1a$clock = clock;
        go_r$clock = clock;
        state$d = state$q;
        kind$d = kind$q;
        rem$d = rem$q;
        port$d = port$q;
        dst$d = dst$q;
        tabl$d = tabl$q;
        ocnt$d = ocnt$q;
        sp_total$d = sp_total$q;
        sp_left$d = sp_left$q;
        s0f$d = s0f$q;
        s0t$d = s0t$q;
        s1f$d = s1f$q;
        s1t$d = s1t$q;
        s1a$d = s1a$q;
        go_r$d = go_r$q;
        sent0_frames = s0f$q;
        sent0_tuples = s0t$q;
        sent1_frames = s1f$q;
        sent1_tuples = s1t$q;
        sent1_aux = s1a$q;
        idle = (state$q == FState$Wait) & job_empty;
        out_port = port$q;
        en = (state$q == FState$Run) & (rem$q != 32'h0);
        bu_go_en = go_r$q;
        bu_ov_ready = ~ro_full & ~dq_full & ~bu_overflowed;
        pu_ready = en & kind$q & ~rr_full & ~rs_full & ~dq_full;
        ev_p = pu_valid & pu_ready;
        dec = bu_inserted | bu_overflowed | ev_p;
        f_match = ev_p & (pu_kind == 32'h1);
        f_miss = ev_p & (pu_kind == 32'h0);
        f_spill = ev_p & (pu_kind == 32'h2);
        per = ov_per;
        if (kind$q) begin
            per = res_per;
        end
        ncnt = ocnt$q + 32'h1;
        ro_data = ((bu_ov_key) & 128'hffffffffffffffffffffffffffffffff) | (((bu_ov_val) & 128'hffffffffffffffffffffffffffffffff) << 32'h40);
        ro_write = bu_overflowed;
        rr_data = ((pu_tup) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((pu_vals) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << tail_off);
        rs_data = ((pu_tup) & 1216'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((pu_lines) & 1216'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << tail_off);
        rr_write = f_match;
        rs_write = f_spill;
        push = 1'b0;
        fd_cnt = ncnt;
        if (state$q == FState$Close) begin
            fd_cnt = ocnt$q;
        end
        fd_op = OP_OVERFLOW;
        fd_tab = tabl$q;
        fd_ring = RING_O;
        if (kind$q) begin
            fd_op = OP_RESULT;
            fd_tab = 32'h0;
            fd_ring = RING_R;
        end
        sp_n = sp_left$q;
        if (sp_per < sp_left$q) begin
            sp_n = sp_per;
        end
        if (state$q == FState$Spills) begin
            fd_op = OP_SPILL;
            fd_tab = 32'h0;
            fd_ring = RING_S;
            fd_cnt = sp_n;
        end
        fd_w32 = fd_cnt * ov_words;
        fd_b32 = fd_cnt * ov_bytes;
        if (fd_op == OP_RESULT) begin
            fd_w32 = fd_cnt * res_words;
            fd_b32 = fd_cnt * res_bytes;
        end
        if (fd_op == OP_SPILL) begin
            fd_w32 = fd_cnt * sp_words;
            fd_b32 = fd_cnt * sp_bytes;
        end
        fd_words = fd_w32[(32'h0)+:(16)];
        fd_plen = fd_b32[(32'h0)+:(16)];
        fd_hdr = hbase | ((dst$q) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((fd_op) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_OPCODE) | (((qid) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_QUERY_ID) | (((fd_tab) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TABLE) | (((fd_cnt[(32'h8)+:(8)]) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TUPLE_COUNT) | (((fd_cnt[(32'h0)+:(8)]) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TUPLE_COUNT_LO) | (((fd_plen[(32'h8)+:(8)]) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_PAYLOAD_LEN) | (((fd_plen[(32'h0)+:(8)]) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_PAYLOAD_LEN_LO) | (((token) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TOKEN);
        dq_data = ((fd_hdr) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((port$q) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_PORT) | (((fd_ring) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_RING) | (((own) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_OWN_SEQ) | (((fd_words) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_WORDS);
        if (bu_overflowed | f_match) begin
            ocnt$d = ncnt;
            if (ncnt == per) begin
                ocnt$d = 32'h0;
                push = 1'b1;
            end
        end
        if (bu_overflowed) begin
            s0t$d = s0t$q + 32'h1;
        end
        if (f_match) begin
            s1t$d = s1t$q + 32'h1;
        end
        if (f_spill) begin
            s1a$d = s1a$q + 32'h1;
            sp_total$d = sp_total$q + 32'h1;
        end
        if (dec) begin
            rem$d = rem$q - 32'h1;
        end
        job_pop = 1'b0;
        next_job = 1'b0;
        case (state$q)
            FState$Wait:
                begin
                    next_job = ~job_empty;
                end
            FState$Run:
                begin
                    if ((rem$q == 32'h0) | ((rem$q == 32'h1) & dec)) begin
                        state$d = FState$Close;
                    end
                end
            FState$Close:
                begin
                    if (ocnt$q != 32'h0) begin
                        if (~dq_full) begin
                            push = 1'b1;
                            ocnt$d = 32'h0;
                            sp_left$d = sp_total$q;
                            state$d = FState$Spills;
                            if (sp_total$q == 32'h0) begin
                                state$d = FState$Wait;
                                next_job = ~job_empty;
                            end
                        end
                    end
                    else begin
                        sp_left$d = sp_total$q;
                        state$d = FState$Spills;
                        if (sp_total$q == 32'h0) begin
                            state$d = FState$Wait;
                            next_job = ~job_empty;
                        end
                    end
                end
            FState$Spills:
                begin
                    if (sp_left$q != 32'h0) begin
                        if (~dq_full) begin
                            push = 1'b1;
                            sp_left$d = sp_left$q - sp_n;
                        end
                    end
                    else begin
                        state$d = FState$Wait;
                        next_job = ~job_empty;
                    end
                end
            default:
                begin
                    state$d = FState$Wait;
                end
        endcase
        if (next_job) begin
            job_pop = 1'b1;
            kind$d = job_data[32'h0];
            rem$d = job_data[(J_COUNT)+:(16)];
            tabl$d = job_data[(J_TABLE)+:(8)];
            port$d = job_data[(J_PORT)+:(2)];
            dst$d = job_data[(J_DST)+:(48)];
            ocnt$d = 32'h0;
            sp_total$d = 32'h0;
            state$d = FState$Run;
        end
        dq_write = push;
        f_fout = push;
        f_event = ev_p | push;
        if (push) begin
            if (fd_op == OP_OVERFLOW) begin
                s0f$d = s0f$q + 32'h1;
            end
            else begin
                s1f$d = s1f$q + 32'h1;
            end
        end
        if (cfg_clear | reset) begin
            s0f$d = 32'h0;
            s0t$d = 32'h0;
            s1f$d = 32'h0;
            s1t$d = 32'h0;
            s1a$d = 32'h0;
        end
        left_ok = rem$q != 32'h0;
        if (dec ^ go_r$q) begin
            left_ok = rem$q > 32'h1;
        end
        if (dec & go_r$q) begin
            left_ok = rem$q > 32'h2;
        end
        go_r$d = (state$q == FState$Run) & ~kind$q & left_ok;
        if (next_job) begin
            go_r$d = ~job_data[32'h0] & (job_data[(J_COUNT)+:(16)] != 32'h0);
        end
        if (reset) begin
            state$d = FState$Wait;
            go_r$d = 1'b0;
        end
    end
    
endmodule // top$framer$2


module top$framer$2$dst(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$2$dst


module top$framer$2$go_r(d,q,clock);
    
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
          
endmodule // top$framer$2$go_r


module top$framer$2$kind(d,q,clock);
    
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
          
endmodule // top$framer$2$kind


module top$framer$2$ocnt(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$2$ocnt


module top$framer$2$port(d,q,clock);
    
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
          
endmodule // top$framer$2$port


module top$framer$2$rem(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$2$rem


module top$framer$2$s0f(d,q,clock);
    
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
          
endmodule // top$framer$2$s0f


module top$framer$2$s0t(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$2$s0t


module top$framer$2$s1a(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$2$s1a


module top$framer$2$s1f(d,q,clock);
    
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
          
endmodule // top$framer$2$s1f


module top$framer$2$s1t(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$2$s1t


module top$framer$2$sp_left(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$2$sp_left


module top$framer$2$sp_total(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$2$sp_total


module top$framer$2$state(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Enums
    localparam FState$Wait = 0;
    localparam FState$Run = 1;
    localparam FState$Close = 2;
    localparam FState$Spills = 3;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$2$state


module top$framer$2$tabl(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$2$tabl


module top$framer$3(clock,reset,cfg_clear,job_data,job_empty,job_pop,qid,token,res_per,sp_per,ov_per,bu_go_en,bu_ov_ready,bu_ov_key,bu_ov_val,bu_inserted,bu_overflowed,pu_valid,pu_kind,pu_tup,pu_vals,pu_lines,pu_ready,ro_write,ro_data,ro_full,rr_write,rr_data,rr_full,rs_write,rs_data,rs_full,dq_write,dq_data,dq_full,f_match,f_miss,f_spill,f_fout,f_event,sent0_frames,sent0_tuples,sent1_frames,sent1_tuples,sent1_aux,idle,out_port);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  cfg_clear;
    input wire  [74:0] job_data;
    input wire  job_empty;
    output reg  job_pop;
    input wire  [15:0] qid;
    input wire  [31:0] token;
    input wire  [15:0] res_per;
    input wire  [15:0] sp_per;
    input wire  [15:0] ov_per;
    output reg  bu_go_en;
    output reg  bu_ov_ready;
    input wire  [63:0] bu_ov_key;
    input wire  [63:0] bu_ov_val;
    input wire  bu_inserted;
    input wire  bu_overflowed;
    input wire  pu_valid;
    input wire  [1:0] pu_kind;
    input wire  [191:0] pu_tup;
    input wire  [127:0] pu_vals;
    input wire  [1023:0] pu_lines;
    output reg  pu_ready;
    output reg  ro_write;
    output reg  [127:0] ro_data;
    input wire  ro_full;
    output reg  rr_write;
    output reg  [319:0] rr_data;
    input wire  rr_full;
    output reg  rs_write;
    output reg  [1215:0] rs_data;
    input wire  rs_full;
    output reg  dq_write;
    output reg  [335:0] dq_data;
    input wire  dq_full;
    output reg  f_match;
    output reg  f_miss;
    output reg  f_spill;
    output reg  f_fout;
    output reg  f_event;
    output reg  [31:0] sent0_frames;
    output reg  [63:0] sent0_tuples;
    output reg  [31:0] sent1_frames;
    output reg  [63:0] sent1_tuples;
    output reg  [63:0] sent1_aux;
    output reg  idle;
    output reg  [1:0] out_port;
    
    // Constant declarations
    localparam  ov_words = 16'h2;
    localparam  ov_bytes = 16'h10;
    localparam  res_words = 16'h5;
    localparam  res_bytes = 16'h28;
    localparam  sp_words = 16'h13;
    localparam  sp_bytes = 16'h98;
    localparam  tail_off = 16'hc0;
    localparam  hbase = 320'hffff00000001b588ffff004a4e02000000000000;
    localparam  own = 1'b1;
    localparam  D_PORT = 32'h140;
    localparam  D_RING = 32'h142;
    localparam  D_OWN_SEQ = 32'h144;
    localparam  D_WORDS = 32'h145;
    localparam  J_COUNT = 32'h1;
    localparam  J_TABLE = 32'h11;
    localparam  J_PORT = 32'h19;
    localparam  J_DST = 32'h1b;
    localparam  OP_OVERFLOW = 32'h5;
    localparam  OP_RESULT = 32'h3;
    localparam  OP_SPILL = 32'h4;
    localparam  RING_O = 32'h1;
    localparam  RING_R = 32'h2;
    localparam  RING_S = 32'h3;
    localparam  H_OPCODE = 32'h78;
    localparam  H_QUERY_ID = 32'h80;
    localparam  H_TABLE = 32'ha0;
    localparam  H_TUPLE_COUNT = 32'hb0;
    localparam  H_TUPLE_COUNT_LO = 32'hb8;
    localparam  H_PAYLOAD_LEN = 32'he0;
    localparam  H_PAYLOAD_LEN_LO = 32'he8;
    localparam  H_TOKEN = 32'h100;
    
    // Enums
    localparam FState$Wait = 0;
    localparam FState$Run = 1;
    localparam FState$Close = 2;
    localparam FState$Spills = 3;
    
    // Stub signals
    reg  [1:0] state$d;
    wire  [1:0] state$q;
    reg  state$clock;
    reg  kind$d;
    wire  kind$q;
    reg  kind$clock;
    reg  [15:0] rem$d;
    wire  [15:0] rem$q;
    reg  rem$clock;
    reg  [1:0] port$d;
    wire  [1:0] port$q;
    reg  port$clock;
    reg  [47:0] dst$d;
    wire  [47:0] dst$q;
    reg  dst$clock;
    reg  [7:0] tabl$d;
    wire  [7:0] tabl$q;
    reg  tabl$clock;
    reg  [15:0] ocnt$d;
    wire  [15:0] ocnt$q;
    reg  ocnt$clock;
    reg  [15:0] sp_total$d;
    wire  [15:0] sp_total$q;
    reg  sp_total$clock;
    reg  [15:0] sp_left$d;
    wire  [15:0] sp_left$q;
    reg  sp_left$clock;
    reg  [31:0] s0f$d;
    wire  [31:0] s0f$q;
    reg  s0f$clock;
    reg  [63:0] s0t$d;
    wire  [63:0] s0t$q;
    reg  s0t$clock;
    reg  [31:0] s1f$d;
    wire  [31:0] s1f$q;
    reg  s1f$clock;
    reg  [63:0] s1t$d;
    wire  [63:0] s1t$q;
    reg  s1t$clock;
    reg  [63:0] s1a$d;
    wire  [63:0] s1a$q;
    reg  s1a$clock;
    reg  go_r$d;
    wire  go_r$q;
    reg  go_r$clock;
    
    // Local signals
    reg  en;
    reg  dec;
    reg  left_ok;
    reg  next_job;
    reg  ev_p;
    reg  [15:0] per;
    reg  [15:0] ncnt;
    reg  push;
    reg  [7:0] fd_op;
    reg  [7:0] fd_tab;
    reg  [15:0] fd_cnt;
    reg  [1:0] fd_ring;
    reg  [15:0] fd_words;
    reg  [15:0] fd_plen;
    reg  [319:0] fd_hdr;
    reg  [15:0] sp_n;
    reg  [31:0] fd_w32;
    reg  [31:0] fd_b32;
    
    // Sub module instances
    top$framer$3$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$framer$3$kind kind(
        .d(kind$d),
        .q(kind$q),
        .clock(kind$clock)
    );
    top$framer$3$rem rem(
        .d(rem$d),
        .q(rem$q),
        .clock(rem$clock)
    );
    top$framer$3$port port(
        .d(port$d),
        .q(port$q),
        .clock(port$clock)
    );
    top$framer$3$dst dst(
        .d(dst$d),
        .q(dst$q),
        .clock(dst$clock)
    );
    top$framer$3$tabl tabl(
        .d(tabl$d),
        .q(tabl$q),
        .clock(tabl$clock)
    );
    top$framer$3$ocnt ocnt(
        .d(ocnt$d),
        .q(ocnt$q),
        .clock(ocnt$clock)
    );
    top$framer$3$sp_total sp_total(
        .d(sp_total$d),
        .q(sp_total$q),
        .clock(sp_total$clock)
    );
    top$framer$3$sp_left sp_left(
        .d(sp_left$d),
        .q(sp_left$q),
        .clock(sp_left$clock)
    );
    top$framer$3$s0f s0f(
        .d(s0f$d),
        .q(s0f$q),
        .clock(s0f$clock)
    );
    top$framer$3$s0t s0t(
        .d(s0t$d),
        .q(s0t$q),
        .clock(s0t$clock)
    );
    top$framer$3$s1f s1f(
        .d(s1f$d),
        .q(s1f$q),
        .clock(s1f$clock)
    );
    top$framer$3$s1t s1t(
        .d(s1t$d),
        .q(s1t$q),
        .clock(s1t$clock)
    );
    top$framer$3$s1a s1a(
        .d(s1a$d),
        .q(s1a$q),
        .clock(s1a$clock)
    );
    top$framer$3$go_r go_r(
        .d(go_r$d),
        .q(go_r$q),
        .clock(go_r$clock)
    );
    
    // Update code
    always @(*) begin
        state$clock = clock;
        kind$clock = clock;
        rem$clock = clock;
        port$clock = clock;
        dst$clock = clock;
        tabl$clock = clock;
        ocnt$clock = clock;
        sp_total$clock = clock;
        sp_left$clock = clock;
        s0f$clock = clock;
        s0t$clock = clock;
        s1f$clock = clock;
        s1t$clock = clock;
        s1a$clock = clock;
        go_r$clock = clock;
        state$d = state$q;
        kind$d = kind$q;
        rem$d = rem$q;
        port$d = port$q;
        dst$d = dst$q;
        tabl$d = tabl$q;
        ocnt$d = ocnt$q;
        sp_total$d = sp_total$q;
        sp_left$d = sp_left$q;
        s0f$d = s0f$q;
        s0t$d = s0t$q;
        s1f$d = s1f$q;
        s1t$d = s1t$q;
        s1a$d = s1a$q;
        go_r$d = go_r$q;
        sent0_frames = s0f$q;
        sent0_tuples = s0t$q;
        sent1_frames = s1f$q;
        sent1_tuples = s1t$q;
        sent1_aux = s1a$q;
        idle = (state$q == FState$Wait) & job_empty;
        out_port = port$q;
        en = (state$q == FState$Run) & (rem$q != 32'h0);
        bu_go_en = go_r$q;
        bu_ov_ready = ~ro_full & ~dq_full & ~bu_overflowed;
        pu_ready = en & kind$q & ~rr_full & ~rs_full & ~dq_full;
        ev_p = pu_valid & pu_ready;
        dec = bu_inserted | bu_overflowed | ev_p;
        f_match = ev_p & (pu_kind == 32'h1);
        f_miss = ev_p & (pu_kind == 32'h0);
        f_spill = ev_p & (pu_kind == 32'h2);
        per = ov_per;
        if (kind$q) begin
            per = res_per;
        end
        ncnt = ocnt$q + 32'h1;
        ro_data = ((bu_ov_key) & 128'hffffffffffffffffffffffffffffffff) | (((bu_ov_val) & 128'hffffffffffffffffffffffffffffffff) << 32'h40);
        ro_write = bu_overflowed;
        rr_data = ((pu_tup) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((pu_vals) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << tail_off);
        rs_data = ((pu_tup) & 1216'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((pu_lines) & 1216'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << tail_off);
        rr_write = f_match;
        rs_write = f_spill;
        push = 1'b0;
        fd_cnt = ncnt;
        if (state$q == FState$Close) begin
            fd_cnt = ocnt$q;
        end
        fd_op = OP_OVERFLOW;
        fd_tab = tabl$q;
        fd_ring = RING_O;
        if (kind$q) begin
            fd_op = OP_RESULT;
            fd_tab = 32'h0;
            fd_ring = RING_R;
        end
        sp_n = sp_left$q;
        if (sp_per < sp_left$q) begin
            sp_n = sp_per;
        end
        if (state$q == FState$Spills) begin
            fd_op = OP_SPILL;
            fd_tab = 32'h0;
            fd_ring = RING_S;
            fd_cnt = sp_n;
        end
        fd_w32 = fd_cnt * ov_words;
        fd_b32 = fd_cnt * ov_bytes;
        if (fd_op == OP_RESULT) begin
            fd_w32 = fd_cnt * res_words;
            fd_b32 = fd_cnt * res_bytes;
        end
        if (fd_op == OP_SPILL) begin
            fd_w32 = fd_cnt * sp_words;
            fd_b32 = fd_cnt * sp_bytes;
        end
        fd_words = fd_w32[(32'h0)+:(16)];
        fd_plen = fd_b32[(32'h0)+:(16)];
        fd_hdr = hbase | ((dst$q) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((fd_op) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_OPCODE) | (((qid) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_QUERY_ID) | (((fd_tab) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TABLE) | (((fd_cnt[(32'h8)+:(8)]) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TUPLE_COUNT) | (((fd_cnt[(32'h0)+:(8)]) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TUPLE_COUNT_LO) | (((fd_plen[(32'h8)+:(8)]) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_PAYLOAD_LEN) | (((fd_plen[(32'h0)+:(8)]) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_PAYLOAD_LEN_LO) | (((token) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_TOKEN);
        dq_data = ((fd_hdr) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((port$q) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_PORT) | (((fd_ring) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_RING) | (((own) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_OWN_SEQ) | (((fd_words) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << D_WORDS);
        if (bu_overflowed | f_match) begin
            ocnt$d = ncnt;
            if (ncnt == per) begin
                ocnt$d = 32'h0;
                push = 1'b1;
            end
        end
        if (bu_overflowed) begin
            s0t$d = s0t$q + 32'h1;
        end
        if (f_match) begin
            s1t$d = s1t$q + 32'h1;
        end
        if (f_spill) begin
            s1a$d = s1a$q + 32'h1;
            sp_total$d = sp_total$q + 32'h1;
        end
        if (dec) begin
            rem$d = rem$q - 32'h1;
        end
        job_pop = 1'b0;
        next_job = 1'b0;
        case (state$q)
            FState$Wait:
                begin
                    next_job = ~job_empty;
                end
            FState$Run:
                begin
                    if ((rem$q == 32'h0) | ((rem$q == 32'h1) & dec)) begin
                        state$d = FState$Close;
                    end
                end
            FState$Close:
                begin
                    if (ocnt$q != 32'h0) begin
                        if (~dq_full) begin
                            push = 1'b1;
                            ocnt$d = 32'h0;
                            sp_left$d = sp_total$q;
                            state$d = FState$Spills;
                            if (sp_total$q == 32'h0) begin
                                state$d = FState$Wait;
                                next_job = ~job_empty;
                            end
                        end
                    end
                    else begin
                        sp_left$d = sp_total$q;
                        state$d = FState$Spills;
                        if (sp_total$q == 32'h0) begin
                            state$d = FState$Wait;
                            next_job = ~job_empty;
                        end
                    end
                end
            FState$Spills:
                begin
                    if (sp_left$q != 32'h0) begin
                        if (~dq_full) begin
                            push = 1'b1;
                            sp_left$d = sp_left$q - sp_n;
                        end
                    end
                    else begin
                        state$d = FState$Wait;
                        next_job = ~job_empty;
                    end
                end
            default:
                begin
                    state$d = FState$Wait;
                end
        endcase
        if (next_job) begin
            job_pop = 1'b1;
            kind$d = job_data[32'h0];
            rem$d = job_data[(J_COUNT)+:(16)];
            tabl$d = job_data[(J_TABLE)+:(8)];
            port$d = job_data[(J_PORT)+:(2)];
            dst$d = job_data[(J_DST)+:(48)];
            ocnt$d = 32'h0;
            sp_total$d = 32'h0;
            state$d = FState$Run;
        end
        dq_write = push;
        f_fout = push;
        f_event = ev_p | push;
        if (push) begin
            if (fd_op == OP_OVERFLOW) begin
                s0f$d = s0f$q + 32'h1;
            end
            else begin
                s1f$d = s1f$q + 32'h1;
            end
        end
        if (cfg_clear | reset) begin
            s0f$d = 32'h0;
            s0t$d = 32'h0;
            s1f$d = 32'h0;
            s1t$d = 32'h0;
            s1a$d = 32'h0;
        end
        left_ok = rem$q != 32'h0;
        if (dec ^ go_r$q) begin
            left_ok = rem$q > 32'h1;
        end
        if (dec & go_r$q) begin
            left_ok = rem$q > 32'h2;
        end
        go_r$d = (state$q == FState$Run) & ~kind$q & left_ok;
        if (next_job) begin
            go_r$d = ~job_data[32'h0] & (job_data[(J_COUNT)+:(16)] != 32'h0);
        end
        if (reset) begin
            state$d = FState$Wait;
            go_r$d = 1'b0;
        end
    end
    
endmodule // top$framer$3


module top$framer$3$dst(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$3$dst


module top$framer$3$go_r(d,q,clock);
    
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
          
endmodule // top$framer$3$go_r


module top$framer$3$kind(d,q,clock);
    
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
          
endmodule // top$framer$3$kind


module top$framer$3$ocnt(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$3$ocnt


module top$framer$3$port(d,q,clock);
    
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
          
endmodule // top$framer$3$port


module top$framer$3$rem(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$3$rem


module top$framer$3$s0f(d,q,clock);
    
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
          
endmodule // top$framer$3$s0f


module top$framer$3$s0t(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$3$s0t


module top$framer$3$s1a(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$3$s1a


module top$framer$3$s1f(d,q,clock);
    
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
          
endmodule // top$framer$3$s1f


module top$framer$3$s1t(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$3$s1t


module top$framer$3$sp_left(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$3$sp_left


module top$framer$3$sp_total(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$3$sp_total


module top$framer$3$state(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Enums
    localparam FState$Wait = 0;
    localparam FState$Run = 1;
    localparam FState$Close = 2;
    localparam FState$Spills = 3;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$3$state


module top$framer$3$tabl(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$framer$3$tabl


module top$inval_q(d,q,clock);
    
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
          
endmodule // top$inval_q


module top$jobq$0(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [74:0] data_in;
    output reg  full;
    output reg  [4:0] count;
    input wire  read;
    output reg  [74:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram$read_address;
    reg  ram$read_clock;
    wire  [74:0] ram$read_data;
    reg  [3:0] ram$write_address;
    reg  ram$write_clock;
    reg  [74:0] ram$write_data;
    reg  ram$write_enable;
    reg  [4:0] rd$d;
    wire  [4:0] rd$q;
    reg  rd$clock;
    reg  [4:0] wr$d;
    wire  [4:0] wr$q;
    reg  wr$clock;
    reg  [4:0] wr_d$d;
    wire  [4:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$jobq$0$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$jobq$0$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$jobq$0$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$jobq$0$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 4'hf);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 4'hf);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 4'hf);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$jobq$0


module top$jobq$0$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [74:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [74:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[74:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$jobq$0$ram


module top$jobq$0$rd(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$jobq$0$rd


module top$jobq$0$wr(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$jobq$0$wr


module top$jobq$0$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$jobq$0$wr_d


module top$jobq$1(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [74:0] data_in;
    output reg  full;
    output reg  [4:0] count;
    input wire  read;
    output reg  [74:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram$read_address;
    reg  ram$read_clock;
    wire  [74:0] ram$read_data;
    reg  [3:0] ram$write_address;
    reg  ram$write_clock;
    reg  [74:0] ram$write_data;
    reg  ram$write_enable;
    reg  [4:0] rd$d;
    wire  [4:0] rd$q;
    reg  rd$clock;
    reg  [4:0] wr$d;
    wire  [4:0] wr$q;
    reg  wr$clock;
    reg  [4:0] wr_d$d;
    wire  [4:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$jobq$1$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$jobq$1$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$jobq$1$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$jobq$1$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 4'hf);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 4'hf);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 4'hf);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$jobq$1


module top$jobq$1$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [74:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [74:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[74:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$jobq$1$ram


module top$jobq$1$rd(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$jobq$1$rd


module top$jobq$1$wr(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$jobq$1$wr


module top$jobq$1$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$jobq$1$wr_d


module top$jobq$2(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [74:0] data_in;
    output reg  full;
    output reg  [4:0] count;
    input wire  read;
    output reg  [74:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram$read_address;
    reg  ram$read_clock;
    wire  [74:0] ram$read_data;
    reg  [3:0] ram$write_address;
    reg  ram$write_clock;
    reg  [74:0] ram$write_data;
    reg  ram$write_enable;
    reg  [4:0] rd$d;
    wire  [4:0] rd$q;
    reg  rd$clock;
    reg  [4:0] wr$d;
    wire  [4:0] wr$q;
    reg  wr$clock;
    reg  [4:0] wr_d$d;
    wire  [4:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$jobq$2$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$jobq$2$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$jobq$2$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$jobq$2$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 4'hf);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 4'hf);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 4'hf);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$jobq$2


module top$jobq$2$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [74:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [74:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[74:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$jobq$2$ram


module top$jobq$2$rd(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$jobq$2$rd


module top$jobq$2$wr(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$jobq$2$wr


module top$jobq$2$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$jobq$2$wr_d


module top$jobq$3(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [74:0] data_in;
    output reg  full;
    output reg  [4:0] count;
    input wire  read;
    output reg  [74:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram$read_address;
    reg  ram$read_clock;
    wire  [74:0] ram$read_data;
    reg  [3:0] ram$write_address;
    reg  ram$write_clock;
    reg  [74:0] ram$write_data;
    reg  ram$write_enable;
    reg  [4:0] rd$d;
    wire  [4:0] rd$q;
    reg  rd$clock;
    reg  [4:0] wr$d;
    wire  [4:0] wr$q;
    reg  wr$clock;
    reg  [4:0] wr_d$d;
    wire  [4:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$jobq$3$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$jobq$3$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$jobq$3$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$jobq$3$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 4'hf);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 4'hf);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 4'hf);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$jobq$3


module top$jobq$3$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [74:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [74:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[74:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$jobq$3$ram


module top$jobq$3$rd(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$jobq$3$rd


module top$jobq$3$wr(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$jobq$3$wr


module top$jobq$3$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$jobq$3$wr_d


module top$mp0(clock,reset,u_valid,u_write,u_addr,u_wdata,u_wstrb,u_ready,u_wready,u_rdata,u_rempty,u_rpop,idle,req_valid,req_write,req_addr,req_wdata,req_wstrb,req_ready,rsp_valid,rsp_rdata);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  u_valid;
    input wire  u_write;
    input wire  [31:0] u_addr;
    input wire  [511:0] u_wdata;
    input wire  [63:0] u_wstrb;
    output reg  u_ready;
    output reg  u_wready;
    output reg  [511:0] u_rdata;
    output reg  u_rempty;
    input wire  u_rpop;
    output reg  idle;
    output reg  req_valid;
    output reg  req_write;
    output reg  [31:0] req_addr;
    output reg  [511:0] req_wdata;
    output reg  [63:0] req_wstrb;
    input wire  req_ready;
    input wire  rsp_valid;
    input wire  [511:0] rsp_rdata;
    
    // Constant declarations
    localparam  max_out = 8'h40;
    
    // Stub signals
    reg  rsp$clock;
    reg  rsp$reset;
    reg  rsp$write;
    reg  [511:0] rsp$data_in;
    wire  rsp$full;
    wire  [6:0] rsp$count;
    reg  rsp$read;
    wire  [511:0] rsp$data_out;
    wire  rsp$empty;
    reg  [7:0] outst$d;
    wire  [7:0] outst$q;
    reg  outst$clock;
    
    // Local signals
    reg  can_read;
    reg  issue_read;
    reg  pop;
    
    // Sub module instances
    top$mp0$rsp rsp(
        .clock(rsp$clock),
        .reset(rsp$reset),
        .write(rsp$write),
        .data_in(rsp$data_in),
        .full(rsp$full),
        .count(rsp$count),
        .read(rsp$read),
        .data_out(rsp$data_out),
        .empty(rsp$empty)
    );
    top$mp0$outst outst(
        .d(outst$d),
        .q(outst$q),
        .clock(outst$clock)
    );
    
    // Update code
    always @(*) begin
        outst$clock = clock;
        outst$d = outst$q;
        rsp$clock = clock;
        rsp$reset = reset;
        can_read = outst$q < max_out;
        u_ready = req_ready & can_read;
        u_wready = req_ready;
        req_valid = u_valid & (u_write | can_read);
        req_write = u_write;
        req_addr = u_addr;
        req_wdata = u_wdata;
        req_wstrb = u_wstrb;
        issue_read = u_valid & u_ready & ~u_write;
        rsp$write = rsp_valid;
        rsp$data_in = rsp_rdata;
        u_rdata = rsp$data_out;
        u_rempty = rsp$empty;
        pop = u_rpop & ~rsp$empty;
        rsp$read = pop;
        idle = outst$q == 32'h0;
        if (issue_read & ~pop) begin
            outst$d = outst$q + 32'h1;
        end
        if (~issue_read & pop) begin
            outst$d = outst$q - 32'h1;
        end
        if (reset) begin
            outst$d = 32'h0;
        end
    end
    
endmodule // top$mp0


module top$mp0$outst(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$mp0$outst


module top$mp0$rsp(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [511:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [511:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [511:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [511:0] ram$write_data;
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
    top$mp0$rsp$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$mp0$rsp$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$mp0$rsp$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$mp0$rsp$wr_d wr_d(
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
    
endmodule // top$mp0$rsp


module top$mp0$rsp$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [511:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [511:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[511:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$mp0$rsp$ram


module top$mp0$rsp$rd(d,q,clock);
    
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
          
endmodule // top$mp0$rsp$rd


module top$mp0$rsp$wr(d,q,clock);
    
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
          
endmodule // top$mp0$rsp$wr


module top$mp0$rsp$wr_d(d,q,clock);
    
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
          
endmodule // top$mp0$rsp$wr_d


module top$mp1(clock,reset,u_valid,u_write,u_addr,u_wdata,u_wstrb,u_ready,u_wready,u_rdata,u_rempty,u_rpop,idle,req_valid,req_write,req_addr,req_wdata,req_wstrb,req_ready,rsp_valid,rsp_rdata);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  u_valid;
    input wire  u_write;
    input wire  [31:0] u_addr;
    input wire  [511:0] u_wdata;
    input wire  [63:0] u_wstrb;
    output reg  u_ready;
    output reg  u_wready;
    output reg  [511:0] u_rdata;
    output reg  u_rempty;
    input wire  u_rpop;
    output reg  idle;
    output reg  req_valid;
    output reg  req_write;
    output reg  [31:0] req_addr;
    output reg  [511:0] req_wdata;
    output reg  [63:0] req_wstrb;
    input wire  req_ready;
    input wire  rsp_valid;
    input wire  [511:0] rsp_rdata;
    
    // Constant declarations
    localparam  max_out = 8'h40;
    
    // Stub signals
    reg  rsp$clock;
    reg  rsp$reset;
    reg  rsp$write;
    reg  [511:0] rsp$data_in;
    wire  rsp$full;
    wire  [6:0] rsp$count;
    reg  rsp$read;
    wire  [511:0] rsp$data_out;
    wire  rsp$empty;
    reg  [7:0] outst$d;
    wire  [7:0] outst$q;
    reg  outst$clock;
    
    // Local signals
    reg  can_read;
    reg  issue_read;
    reg  pop;
    
    // Sub module instances
    top$mp1$rsp rsp(
        .clock(rsp$clock),
        .reset(rsp$reset),
        .write(rsp$write),
        .data_in(rsp$data_in),
        .full(rsp$full),
        .count(rsp$count),
        .read(rsp$read),
        .data_out(rsp$data_out),
        .empty(rsp$empty)
    );
    top$mp1$outst outst(
        .d(outst$d),
        .q(outst$q),
        .clock(outst$clock)
    );
    
    // Update code
    always @(*) begin
        outst$clock = clock;
        outst$d = outst$q;
        rsp$clock = clock;
        rsp$reset = reset;
        can_read = outst$q < max_out;
        u_ready = req_ready & can_read;
        u_wready = req_ready;
        req_valid = u_valid & (u_write | can_read);
        req_write = u_write;
        req_addr = u_addr;
        req_wdata = u_wdata;
        req_wstrb = u_wstrb;
        issue_read = u_valid & u_ready & ~u_write;
        rsp$write = rsp_valid;
        rsp$data_in = rsp_rdata;
        u_rdata = rsp$data_out;
        u_rempty = rsp$empty;
        pop = u_rpop & ~rsp$empty;
        rsp$read = pop;
        idle = outst$q == 32'h0;
        if (issue_read & ~pop) begin
            outst$d = outst$q + 32'h1;
        end
        if (~issue_read & pop) begin
            outst$d = outst$q - 32'h1;
        end
        if (reset) begin
            outst$d = 32'h0;
        end
    end
    
endmodule // top$mp1


module top$mp1$outst(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$mp1$outst


module top$mp1$rsp(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [511:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [511:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [511:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [511:0] ram$write_data;
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
    top$mp1$rsp$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$mp1$rsp$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$mp1$rsp$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$mp1$rsp$wr_d wr_d(
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
    
endmodule // top$mp1$rsp


module top$mp1$rsp$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [511:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [511:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[511:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$mp1$rsp$ram


module top$mp1$rsp$rd(d,q,clock);
    
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
          
endmodule // top$mp1$rsp$rd


module top$mp1$rsp$wr(d,q,clock);
    
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
          
endmodule // top$mp1$rsp$wr


module top$mp1$rsp$wr_d(d,q,clock);
    
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
          
endmodule // top$mp1$rsp$wr_d


module top$parser0(clock,reset,rx_tdata,rx_tkeep,rx_tvalid,rx_tlast,rx_tuser,rx_tready,rx_pause,desc,desc_valid,desc_pop,pl_data,pl_empty,pl_wide,pl_count,pl_pop,pl_skip,pl_skip_n,frames_seen);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] rx_tdata;
    input wire  [7:0] rx_tkeep;
    input wire  rx_tvalid;
    input wire  rx_tlast;
    input wire  rx_tuser;
    output reg  rx_tready;
    output reg  rx_pause;
    output reg  [383:0] desc;
    output reg  desc_valid;
    input wire  desc_pop;
    output reg  [63:0] pl_data;
    output reg  pl_empty;
    output reg  [383:0] pl_wide;
    output reg  [12:0] pl_count;
    input wire  pl_pop;
    input wire  pl_skip;
    input wire  [12:0] pl_skip_n;
    output reg  [31:0] frames_seen;
    
    // Constant declarations
    localparam  pause_words = 13'b101101011000;
    localparam  pause_descs = 7'b111110;
    localparam  pending_max = 32'hffffffff;
    localparam  mac = 48'hffff004a4e02;
    localparam  bcast = 48'hffffffffffff;
    localparam  max_words = 12'h468;
    localparam  wmask = 320'hffffffffffffffff;
    localparam  min_q = 16'h7;
    localparam  min_q1 = 16'h6;
    localparam  min_lanes = 8'hf0;
    localparam  max_q = 16'h466;
    localparam  max_q1 = 16'h465;
    localparam  max_lanes = 8'hc0;
    localparam  hb_q = 16'h4;
    localparam  hb_q1 = 16'h3;
    localparam  hb_lanes = 8'h80;
    localparam  plen_word = 16'h3;
    localparam  rem_start = 16'h8;
    localparam  H_PAYLOAD_LEN = 32'he0;
    localparam  H_OPCODE = 32'h78;
    localparam  H_DST = 32'h0;
    localparam  H_VERSION = 32'h70;
    localparam  H_ETHERTYPE = 32'h60;
    localparam  HEADER_BYTES = 32'h28;
    localparam  MIN_FRAME = 32'h3c;
    localparam  MAX_PAYLOAD = 32'h230e;
    localparam  MAX_FRAME = 32'h2336;
    localparam  OP_BUILD = 32'h1;
    localparam  OP_CONTROL_REPLY = 32'h9;
    localparam  OP_RESULT = 32'h3;
    localparam  OP_SPILL = 32'h4;
    localparam  OP_OVERFLOW = 32'h5;
    localparam  OP_ACK = 32'h7;
    localparam  VERSION = 32'h1;
    localparam  ETHERTYPE_LANES = 32'hb588;
    localparam  C_LENGTH = 32'ha;
    localparam  C_TRUNCATED = 32'h2;
    localparam  C_OVERSIZED = 32'h3;
    localparam  C_OPCODE = 32'h7;
    localparam  C_VERSION = 32'h6;
    localparam  C_ETHERTYPE = 32'h5;
    localparam  C_DST_MAC = 32'h4;
    localparam  V_MAC_ERROR = 32'h1;
    localparam  P_LEN = 32'h140;
    localparam  P_VERDICT = 32'h150;
    localparam  P_STORED = 32'h154;
    localparam  P_DROPS = 32'h160;
    localparam  V_NO_FRAME = 32'hf;
    
    // Stub signals
    reg  [15:0] wc$d;
    wire  [15:0] wc$q;
    reg  wc$clock;
    reg  [11:0] stored$d;
    wire  [11:0] stored$q;
    reg  stored$clock;
    reg  [319:0] hdr$d;
    wire  [319:0] hdr$q;
    reg  hdr$clock;
    reg  [31:0] seen$d;
    wire  [31:0] seen$q;
    reg  seen$clock;
    reg  dropping$d;
    wire  dropping$q;
    reg  dropping$clock;
    reg  nodesc$d;
    wire  nodesc$q;
    reg  nodesc$clock;
    reg  [31:0] pending$d;
    wire  [31:0] pending$q;
    reg  pending$clock;
    reg  min_over$d;
    wire  min_over$q;
    reg  min_over$clock;
    reg  min_at$d;
    wire  min_at$q;
    reg  min_at$clock;
    reg  max_over$d;
    wire  max_over$q;
    reg  max_over$clock;
    reg  max_at$d;
    wire  max_at$q;
    reg  max_at$clock;
    reg  hb_over$d;
    wire  hb_over$q;
    reg  hb_over$clock;
    reg  hb_at$d;
    wire  hb_at$q;
    reg  hb_at$clock;
    reg  [15:0] rem$d;
    wire  [15:0] rem$q;
    reg  rem$clock;
    reg  rem_neg$d;
    wire  rem_neg$q;
    reg  rem_neg$clock;
    reg  rem_le0$d;
    wire  rem_le0$q;
    reg  rem_le0$clock;
    reg  [7:0] gt_lanes$d;
    wire  [7:0] gt_lanes$q;
    reg  gt_lanes$clock;
    reg  [7:0] lt_lanes$d;
    wire  [7:0] lt_lanes$q;
    reg  lt_lanes$clock;
    reg  plen_big$d;
    wire  plen_big$q;
    reg  plen_big$clock;
    reg  pl$clock;
    reg  pl$reset;
    reg  pl$write;
    reg  [63:0] pl$data_in;
    wire  pl$full;
    reg  pl$read;
    reg  pl$skip;
    reg  [12:0] pl$skip_n;
    wire  [63:0] pl$data_out;
    wire  [383:0] pl$data_wide;
    wire  [12:0] pl$count;
    wire  pl$empty;
    reg  dq$clock;
    reg  dq$reset;
    reg  dq$write;
    reg  [383:0] dq$data_in;
    wire  dq$full;
    wire  [6:0] dq$count;
    reg  dq$read;
    wire  [383:0] dq$data_out;
    wire  dq$empty;
    reg  [15:0] sw_plen$inp;
    wire  [15:0] sw_plen$out;
    
    // Local signals
    reg  beat;
    reg  [319:0] hdr_next;
    reg  [15:0] last_bytes;
    reg  [15:0] len;
    reg  [15:0] plen;
    reg  [7:0] opcode;
    reg  [47:0] dst;
    reg  [3:0] vcode;
    reg  len_long;
    reg  len_short;
    reg  len_over_min;
    reg  len_over_max;
    reg  len_under_hb;
    reg  nd;
    reg  dr;
    reg  pl_want;
    reg  drop_now;
    reg  [3:0] d_verdict;
    reg  [31:0] d_drops;
    reg  [31:0] pending_inc;
    
    // Sub module instances
    top$parser0$wc wc(
        .d(wc$d),
        .q(wc$q),
        .clock(wc$clock)
    );
    top$parser0$stored stored(
        .d(stored$d),
        .q(stored$q),
        .clock(stored$clock)
    );
    top$parser0$hdr hdr(
        .d(hdr$d),
        .q(hdr$q),
        .clock(hdr$clock)
    );
    top$parser0$seen seen(
        .d(seen$d),
        .q(seen$q),
        .clock(seen$clock)
    );
    top$parser0$dropping dropping(
        .d(dropping$d),
        .q(dropping$q),
        .clock(dropping$clock)
    );
    top$parser0$nodesc nodesc(
        .d(nodesc$d),
        .q(nodesc$q),
        .clock(nodesc$clock)
    );
    top$parser0$pending pending(
        .d(pending$d),
        .q(pending$q),
        .clock(pending$clock)
    );
    top$parser0$min_over min_over(
        .d(min_over$d),
        .q(min_over$q),
        .clock(min_over$clock)
    );
    top$parser0$min_at min_at(
        .d(min_at$d),
        .q(min_at$q),
        .clock(min_at$clock)
    );
    top$parser0$max_over max_over(
        .d(max_over$d),
        .q(max_over$q),
        .clock(max_over$clock)
    );
    top$parser0$max_at max_at(
        .d(max_at$d),
        .q(max_at$q),
        .clock(max_at$clock)
    );
    top$parser0$hb_over hb_over(
        .d(hb_over$d),
        .q(hb_over$q),
        .clock(hb_over$clock)
    );
    top$parser0$hb_at hb_at(
        .d(hb_at$d),
        .q(hb_at$q),
        .clock(hb_at$clock)
    );
    top$parser0$rem rem(
        .d(rem$d),
        .q(rem$q),
        .clock(rem$clock)
    );
    top$parser0$rem_neg rem_neg(
        .d(rem_neg$d),
        .q(rem_neg$q),
        .clock(rem_neg$clock)
    );
    top$parser0$rem_le0 rem_le0(
        .d(rem_le0$d),
        .q(rem_le0$q),
        .clock(rem_le0$clock)
    );
    top$parser0$gt_lanes gt_lanes(
        .d(gt_lanes$d),
        .q(gt_lanes$q),
        .clock(gt_lanes$clock)
    );
    top$parser0$lt_lanes lt_lanes(
        .d(lt_lanes$d),
        .q(lt_lanes$q),
        .clock(lt_lanes$clock)
    );
    top$parser0$plen_big plen_big(
        .d(plen_big$d),
        .q(plen_big$q),
        .clock(plen_big$clock)
    );
    top$parser0$pl pl(
        .clock(pl$clock),
        .reset(pl$reset),
        .write(pl$write),
        .data_in(pl$data_in),
        .full(pl$full),
        .read(pl$read),
        .skip(pl$skip),
        .skip_n(pl$skip_n),
        .data_out(pl$data_out),
        .data_wide(pl$data_wide),
        .count(pl$count),
        .empty(pl$empty)
    );
    top$parser0$dq dq(
        .clock(dq$clock),
        .reset(dq$reset),
        .write(dq$write),
        .data_in(dq$data_in),
        .full(dq$full),
        .count(dq$count),
        .read(dq$read),
        .data_out(dq$data_out),
        .empty(dq$empty)
    );
    top$parser0$sw_plen sw_plen(
        .inp(sw_plen$inp),
        .out(sw_plen$out)
    );
    
    // Update code
    always @(*) begin
        wc$clock = clock;
        stored$clock = clock;
        hdr$clock = clock;
        seen$clock = clock;
        dropping$clock = clock;
        nodesc$clock = clock;
        pending$clock = clock;
        min_over$clock = clock;
        min_at$clock = clock;
        max_over$clock = clock;
        max_at$clock = clock;
        hb_over$clock = clock;
        hb_at$clock = clock;
        rem$clock = clock;
        rem_neg$clock = clock;
        rem_le0$clock = clock;
        gt_lanes$clock = clock;
        lt_lanes$clock = clock;
        plen_big$clock = clock;
        wc$d = wc$q;
        stored$d = stored$q;
        hdr$d = hdr$q;
        seen$d = seen$q;
        dropping$d = dropping$q;
        nodesc$d = nodesc$q;
        pending$d = pending$q;
        min_over$d = min_over$q;
        min_at$d = min_at$q;
        max_over$d = max_over$q;
        max_at$d = max_at$q;
        hb_over$d = hb_over$q;
        hb_at$d = hb_at$q;
        rem$d = rem$q;
        rem_neg$d = rem_neg$q;
        rem_le0$d = rem_le0$q;
        gt_lanes$d = gt_lanes$q;
        lt_lanes$d = lt_lanes$q;
        plen_big$d = plen_big$q;
        pl$clock = clock;
        dq$clock = clock;
        pl$reset = reset;
        dq$reset = reset;
        frames_seen = seen$q;
        rx_tready = 1'b1;
        beat = rx_tvalid;
        rx_pause = (pl$count > pause_words) | (dq$count >= pause_descs);
        hdr_next = hdr$q;
        if (wc$q == 32'h0) begin
            hdr_next = ((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
        end
        if (wc$q == 32'h1) begin
            hdr_next = (hdr$q & wmask) | (((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40);
        end
        if (wc$q == 32'h2) begin
            hdr_next = (hdr$q & ~(wmask << 32'h80)) | (((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h80);
        end
        if (wc$q == 32'h3) begin
            hdr_next = (hdr$q & ~(wmask << 32'hc0)) | (((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hc0);
        end
        if (wc$q == 32'h4) begin
            hdr_next = (hdr$q & ~(wmask << 32'h100)) | (((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h100);
        end
        last_bytes = 32'h0;
        if (rx_tkeep[32'h0]) begin
            last_bytes = 32'h1;
        end
        if (rx_tkeep[32'h1]) begin
            last_bytes = 32'h2;
        end
        if (rx_tkeep[32'h2]) begin
            last_bytes = 32'h3;
        end
        if (rx_tkeep[32'h3]) begin
            last_bytes = 32'h4;
        end
        if (rx_tkeep[32'h4]) begin
            last_bytes = 32'h5;
        end
        if (rx_tkeep[32'h5]) begin
            last_bytes = 32'h6;
        end
        if (rx_tkeep[32'h6]) begin
            last_bytes = 32'h7;
        end
        if (rx_tkeep[32'h7]) begin
            last_bytes = 32'h8;
        end
        len = (wc$q << 32'h3) + last_bytes;
        if (wc$q >= 32'h1fff) begin
            len = 32'hffff;
        end
        sw_plen$inp = hdr_next[(H_PAYLOAD_LEN)+:(16)];
        plen = sw_plen$out;
        opcode = hdr_next[(H_OPCODE)+:(8)];
        dst = hdr_next[(H_DST)+:(48)];
        len_long = rem_neg$q | ((rx_tkeep & gt_lanes$q) != 32'h0);
        len_short = ~rem_le0$q & ((rx_tkeep & lt_lanes$q) == 32'h0);
        len_over_min = min_over$q | (min_at$q & ((rx_tkeep & min_lanes) != 32'h0));
        len_over_max = max_over$q | (max_at$q & ((rx_tkeep & max_lanes) != 32'h0));
        len_under_hb = ~(hb_over$q | (hb_at$q & ((rx_tkeep & hb_lanes) != 32'h0)));
        vcode = 32'h0;
        if (len_long & len_over_min) begin
            vcode = C_LENGTH;
        end
        if (len_short) begin
            vcode = C_TRUNCATED;
        end
        if (plen_big$q | len_over_max) begin
            vcode = C_OVERSIZED;
        end
        if ((opcode < OP_BUILD) | (opcode > OP_CONTROL_REPLY)) begin
            vcode = C_OPCODE;
        end
        if (hdr_next[(H_VERSION)+:(8)] != VERSION) begin
            vcode = C_VERSION;
        end
        if (hdr_next[(H_ETHERTYPE)+:(16)] != ETHERTYPE_LANES) begin
            vcode = C_ETHERTYPE;
        end
        if (len_under_hb) begin
            vcode = C_TRUNCATED;
        end
        if (vcode == 32'h0) begin
            if ((dst != mac) & (dst != bcast)) begin
                vcode = C_DST_MAC;
            end
            else if ((opcode == OP_RESULT) | (opcode == OP_SPILL) | (opcode == OP_OVERFLOW) | (opcode == OP_ACK) | (opcode == OP_CONTROL_REPLY)) begin
                vcode = C_OPCODE;
            end
        end
        if (rx_tuser) begin
            vcode = V_MAC_ERROR;
        end
        nd = nodesc$q;
        dr = dropping$q;
        if (wc$q == 32'h0) begin
            nd = dq$full;
            dr = dq$full;
        end
        pl_want = beat & (wc$q >= 32'h5) & (stored$q < max_words);
        drop_now = dr | (pl_want & pl$full);
        pending_inc = pending$q;
        if (pending$q != pending_max) begin
            pending_inc = pending$q + 32'h1;
        end
        pl$data_in = rx_tdata;
        pl$write = pl_want & ~drop_now;
        d_verdict = vcode;
        d_drops = pending$q;
        if (drop_now) begin
            d_verdict = V_NO_FRAME;
            d_drops = pending_inc;
        end
        if (~beat & (wc$q == 32'h0)) begin
            d_verdict = V_NO_FRAME;
        end
        dq$write = 1'b0;
        dq$data_in = ((hdr_next) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((len) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << P_LEN) | (((d_verdict) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << P_VERDICT) | (((stored$q + ((pl$write) & 12'hfff)) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << P_STORED) | (((d_drops) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << P_DROPS);
        if (~beat & (wc$q == 32'h0) & (pending$q != 32'h0) & ~dq$full) begin
            dq$write = 1'b1;
            pending$d = 32'h0;
        end
        if (beat) begin
            nodesc$d = nd;
            dropping$d = drop_now;
            hdr$d = hdr_next;
            if (wc$q != 32'hffff) begin
                wc$d = wc$q + 32'h1;
            end
            if (pl$write) begin
                stored$d = stored$q + 32'h1;
            end
            min_over$d = wc$q >= min_q;
            min_at$d = wc$q == min_q1;
            max_over$d = wc$q >= max_q;
            max_at$d = wc$q == max_q1;
            hb_over$d = wc$q >= hb_q;
            hb_at$d = wc$q == hb_q1;
            if (wc$q == plen_word) begin
                rem$d = plen + rem_start;
                rem_neg$d = 1'b0;
                rem_le0$d = 1'b0;
                gt_lanes$d = 32'h0;
                lt_lanes$d = 32'h0;
                if (plen == 32'h0) begin
                    lt_lanes$d = 32'h80;
                end
                plen_big$d = plen > MAX_PAYLOAD;
            end
            if (wc$q > plen_word) begin
                rem$d = rem$q - 32'h8;
                rem_neg$d = rem_neg$q | (rem$q < 32'h8);
                rem_le0$d = rem_neg$q | (rem$q <= 32'h8);
                gt_lanes$d = 32'h0;
                lt_lanes$d = 32'h0;
                if (rem$q == 32'h8) begin
                    gt_lanes$d = 32'hff;
                end
                if (rem$q == 32'h9) begin
                    gt_lanes$d = 32'hfe;
                    lt_lanes$d = 32'hff;
                end
                if (rem$q == 32'ha) begin
                    gt_lanes$d = 32'hfc;
                    lt_lanes$d = 32'hfe;
                end
                if (rem$q == 32'hb) begin
                    gt_lanes$d = 32'hf8;
                    lt_lanes$d = 32'hfc;
                end
                if (rem$q == 32'hc) begin
                    gt_lanes$d = 32'hf0;
                    lt_lanes$d = 32'hf8;
                end
                if (rem$q == 32'hd) begin
                    gt_lanes$d = 32'he0;
                    lt_lanes$d = 32'hf0;
                end
                if (rem$q == 32'he) begin
                    gt_lanes$d = 32'hc0;
                    lt_lanes$d = 32'he0;
                end
                if (rem$q == 32'hf) begin
                    gt_lanes$d = 32'h80;
                    lt_lanes$d = 32'hc0;
                end
                if (rem$q == 32'h10) begin
                    lt_lanes$d = 32'h80;
                end
            end
            if (rx_tlast) begin
                if (nd) begin
                    pending$d = pending_inc;
                end
                else begin
                    dq$write = 1'b1;
                    pending$d = 32'h0;
                end
                dropping$d = 1'b0;
                nodesc$d = 1'b0;
                wc$d = 32'h0;
                stored$d = 32'h0;
                seen$d = seen$q + 32'h1;
                min_over$d = 1'b0;
                min_at$d = 1'b0;
                max_over$d = 1'b0;
                max_at$d = 1'b0;
                hb_over$d = 1'b0;
                hb_at$d = 1'b0;
            end
        end
        desc = dq$data_out;
        desc_valid = ~dq$empty;
        dq$read = desc_pop;
        pl_data = pl$data_out;
        pl_empty = pl$empty;
        pl_wide = pl$data_wide;
        pl_count = pl$count;
        pl$read = pl_pop;
        pl$skip = pl_skip;
        pl$skip_n = pl_skip_n;
        if (reset) begin
            wc$d = 32'h0;
            stored$d = 32'h0;
            seen$d = 32'h0;
            dropping$d = 1'b0;
            nodesc$d = 1'b0;
            pending$d = 32'h0;
            min_over$d = 1'b0;
            min_at$d = 1'b0;
            max_over$d = 1'b0;
            max_at$d = 1'b0;
            hb_over$d = 1'b0;
            hb_at$d = 1'b0;
        end
    end
    
endmodule // top$parser0


module top$parser0$dq(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [383:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [383:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [383:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [383:0] ram$write_data;
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
    top$parser0$dq$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$parser0$dq$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$parser0$dq$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$parser0$dq$wr_d wr_d(
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
    
endmodule // top$parser0$dq


module top$parser0$dq$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [383:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [383:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[383:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser0$dq$ram


module top$parser0$dq$rd(d,q,clock);
    
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
          
endmodule // top$parser0$dq$rd


module top$parser0$dq$wr(d,q,clock);
    
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
          
endmodule // top$parser0$dq$wr


module top$parser0$dq$wr_d(d,q,clock);
    
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
          
endmodule // top$parser0$dq$wr_d


module top$parser0$dropping(d,q,clock);
    
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
          
endmodule // top$parser0$dropping


module top$parser0$gt_lanes(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser0$gt_lanes


module top$parser0$hb_at(d,q,clock);
    
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
          
endmodule // top$parser0$hb_at


module top$parser0$hb_over(d,q,clock);
    
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
          
endmodule // top$parser0$hb_over


module top$parser0$hdr(d,q,clock);
    
    // Module arguments
    input wire  [319:0] d;
    output reg  [319:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 320'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser0$hdr


module top$parser0$lt_lanes(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser0$lt_lanes


module top$parser0$max_at(d,q,clock);
    
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
          
endmodule // top$parser0$max_at


module top$parser0$max_over(d,q,clock);
    
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
          
endmodule // top$parser0$max_over


module top$parser0$min_at(d,q,clock);
    
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
          
endmodule // top$parser0$min_at


module top$parser0$min_over(d,q,clock);
    
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
          
endmodule // top$parser0$min_over


module top$parser0$nodesc(d,q,clock);
    
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
          
endmodule // top$parser0$nodesc


module top$parser0$pending(d,q,clock);
    
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
          
endmodule // top$parser0$pending


module top$parser0$pl(clock,reset,write,data_in,full,read,skip,skip_n,data_out,data_wide,count,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [63:0] data_in;
    output reg  full;
    input wire  read;
    input wire  skip;
    input wire  [12:0] skip_n;
    output reg  [63:0] data_out;
    output reg  [383:0] data_wide;
    output reg  [12:0] count;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 13'b1000000000000;
    
    // Stub signals
    reg  [11:0] ram$0$read_address;
    reg  ram$0$read_clock;
    wire  [63:0] ram$0$read_data;
    reg  [11:0] ram$0$write_address;
    reg  ram$0$write_clock;
    reg  [63:0] ram$0$write_data;
    reg  ram$0$write_enable;
    reg  [11:0] ram$1$read_address;
    reg  ram$1$read_clock;
    wire  [63:0] ram$1$read_data;
    reg  [11:0] ram$1$write_address;
    reg  ram$1$write_clock;
    reg  [63:0] ram$1$write_data;
    reg  ram$1$write_enable;
    reg  [11:0] ram$2$read_address;
    reg  ram$2$read_clock;
    wire  [63:0] ram$2$read_data;
    reg  [11:0] ram$2$write_address;
    reg  ram$2$write_clock;
    reg  [63:0] ram$2$write_data;
    reg  ram$2$write_enable;
    reg  [11:0] ram$3$read_address;
    reg  ram$3$read_clock;
    wire  [63:0] ram$3$read_data;
    reg  [11:0] ram$3$write_address;
    reg  ram$3$write_clock;
    reg  [63:0] ram$3$write_data;
    reg  ram$3$write_enable;
    reg  [11:0] ram$4$read_address;
    reg  ram$4$read_clock;
    wire  [63:0] ram$4$read_data;
    reg  [11:0] ram$4$write_address;
    reg  ram$4$write_clock;
    reg  [63:0] ram$4$write_data;
    reg  ram$4$write_enable;
    reg  [11:0] ram$5$read_address;
    reg  ram$5$read_clock;
    wire  [63:0] ram$5$read_data;
    reg  [11:0] ram$5$write_address;
    reg  ram$5$write_clock;
    reg  [63:0] ram$5$write_data;
    reg  ram$5$write_enable;
    reg  [12:0] rd$d;
    wire  [12:0] rd$q;
    reg  rd$clock;
    reg  [12:0] wr$d;
    wire  [12:0] wr$q;
    reg  wr$clock;
    reg  [12:0] wr_d$d;
    wire  [12:0] wr_d$q;
    reg  wr_d$clock;
    reg  [12:0] count_r$d;
    wire  [12:0] count_r$q;
    reg  count_r$clock;
    
    // Local signals
    reg  [12:0] rd_next;
    reg  [12:0] stored;
    reg  [12:0] popped;
    
    // Sub module instances
    top$parser0$pl$ram$0 ram$0(
        .read_address(ram$0$read_address),
        .read_clock(ram$0$read_clock),
        .read_data(ram$0$read_data),
        .write_address(ram$0$write_address),
        .write_clock(ram$0$write_clock),
        .write_data(ram$0$write_data),
        .write_enable(ram$0$write_enable)
    );
    top$parser0$pl$ram$1 ram$1(
        .read_address(ram$1$read_address),
        .read_clock(ram$1$read_clock),
        .read_data(ram$1$read_data),
        .write_address(ram$1$write_address),
        .write_clock(ram$1$write_clock),
        .write_data(ram$1$write_data),
        .write_enable(ram$1$write_enable)
    );
    top$parser0$pl$ram$2 ram$2(
        .read_address(ram$2$read_address),
        .read_clock(ram$2$read_clock),
        .read_data(ram$2$read_data),
        .write_address(ram$2$write_address),
        .write_clock(ram$2$write_clock),
        .write_data(ram$2$write_data),
        .write_enable(ram$2$write_enable)
    );
    top$parser0$pl$ram$3 ram$3(
        .read_address(ram$3$read_address),
        .read_clock(ram$3$read_clock),
        .read_data(ram$3$read_data),
        .write_address(ram$3$write_address),
        .write_clock(ram$3$write_clock),
        .write_data(ram$3$write_data),
        .write_enable(ram$3$write_enable)
    );
    top$parser0$pl$ram$4 ram$4(
        .read_address(ram$4$read_address),
        .read_clock(ram$4$read_clock),
        .read_data(ram$4$read_data),
        .write_address(ram$4$write_address),
        .write_clock(ram$4$write_clock),
        .write_data(ram$4$write_data),
        .write_enable(ram$4$write_enable)
    );
    top$parser0$pl$ram$5 ram$5(
        .read_address(ram$5$read_address),
        .read_clock(ram$5$read_clock),
        .read_data(ram$5$read_data),
        .write_address(ram$5$write_address),
        .write_clock(ram$5$write_clock),
        .write_data(ram$5$write_data),
        .write_enable(ram$5$write_enable)
    );
    top$parser0$pl$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$parser0$pl$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$parser0$pl$wr_d wr_d(
        .d(wr_d$d),
        .q(wr_d$q),
        .clock(wr_d$clock)
    );
    top$parser0$pl$count_r count_r(
        .d(count_r$d),
        .q(count_r$q),
        .clock(count_r$clock)
    );
    
    // Update code
    always @(*) begin
        rd$clock = clock;
        wr$clock = clock;
        wr_d$clock = clock;
        count_r$clock = clock;
        rd$d = rd$q;
        wr$d = wr$q;
        wr_d$d = wr_d$q;
        count_r$d = count_r$q;
        empty = rd$q == wr_d$q;
        count = count_r$q;
        full = (wr$q - rd$q) == size;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        popped = 32'h0;
        if (read & ~empty) begin
            popped = 32'h1;
        end
        if (skip) begin
            popped = skip_n;
        end
        rd_next = rd$q + popped;
        rd$d = rd_next;
        stored = wr$q - rd$q;
        count_r$d = stored - popped;
        ram$0$read_clock = clock;
        ram$0$write_clock = clock;
        ram$0$write_address = ((wr$q) & 12'hfff);
        ram$0$write_data = data_in;
        ram$0$write_enable = write & ~full;
        ram$1$read_clock = clock;
        ram$1$write_clock = clock;
        ram$1$write_address = ((wr$q) & 12'hfff);
        ram$1$write_data = data_in;
        ram$1$write_enable = write & ~full;
        ram$2$read_clock = clock;
        ram$2$write_clock = clock;
        ram$2$write_address = ((wr$q) & 12'hfff);
        ram$2$write_data = data_in;
        ram$2$write_enable = write & ~full;
        ram$3$read_clock = clock;
        ram$3$write_clock = clock;
        ram$3$write_address = ((wr$q) & 12'hfff);
        ram$3$write_data = data_in;
        ram$3$write_enable = write & ~full;
        ram$4$read_clock = clock;
        ram$4$write_clock = clock;
        ram$4$write_address = ((wr$q) & 12'hfff);
        ram$4$write_data = data_in;
        ram$4$write_enable = write & ~full;
        ram$5$read_clock = clock;
        ram$5$write_clock = clock;
        ram$5$write_address = ((wr$q) & 12'hfff);
        ram$5$write_data = data_in;
        ram$5$write_enable = write & ~full;
        ram$0$read_address = ((rd_next) & 12'hfff);
        ram$1$read_address = ((rd_next + 32'h1) & 12'hfff);
        ram$2$read_address = ((rd_next + 32'h2) & 12'hfff);
        ram$3$read_address = ((rd_next + 32'h3) & 12'hfff);
        ram$4$read_address = ((rd_next + 32'h4) & 12'hfff);
        ram$5$read_address = ((rd_next + 32'h5) & 12'hfff);
        data_wide = ((ram$0$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((ram$1$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40) | (((ram$2$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h80) | (((ram$3$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hc0) | (((ram$4$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h100) | (((ram$5$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h140);
        data_out = ram$0$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
            count_r$d = 32'h0;
        end
    end
    
endmodule // top$parser0$pl


module top$parser0$pl$count_r(d,q,clock);
    
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
          
endmodule // top$parser0$pl$count_r


module top$parser0$pl$ram$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser0$pl$ram$0


module top$parser0$pl$ram$1(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser0$pl$ram$1


module top$parser0$pl$ram$2(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser0$pl$ram$2


module top$parser0$pl$ram$3(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser0$pl$ram$3


module top$parser0$pl$ram$4(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser0$pl$ram$4


module top$parser0$pl$ram$5(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser0$pl$ram$5


module top$parser0$pl$rd(d,q,clock);
    
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
          
endmodule // top$parser0$pl$rd


module top$parser0$pl$wr(d,q,clock);
    
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
          
endmodule // top$parser0$pl$wr


module top$parser0$pl$wr_d(d,q,clock);
    
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
          
endmodule // top$parser0$pl$wr_d


module top$parser0$plen_big(d,q,clock);
    
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
          
endmodule // top$parser0$plen_big


module top$parser0$rem(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser0$rem


module top$parser0$rem_le0(d,q,clock);
    
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
          
endmodule // top$parser0$rem_le0


module top$parser0$rem_neg(d,q,clock);
    
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
          
endmodule // top$parser0$rem_neg


module top$parser0$seen(d,q,clock);
    
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
          
endmodule // top$parser0$seen


module top$parser0$stored(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser0$stored


module top$parser0$sw_plen(inp,out);
    
    // Module arguments
    input wire  [15:0] inp;
    output reg  [15:0] out;
    
    // Update code (custom)
    always @(*) begin
       out = {inp[7:0], inp[15:8]};
    end
endmodule // top$parser0$sw_plen


module top$parser0$wc(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser0$wc


module top$parser1(clock,reset,rx_tdata,rx_tkeep,rx_tvalid,rx_tlast,rx_tuser,rx_tready,rx_pause,desc,desc_valid,desc_pop,pl_data,pl_empty,pl_wide,pl_count,pl_pop,pl_skip,pl_skip_n,frames_seen);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] rx_tdata;
    input wire  [7:0] rx_tkeep;
    input wire  rx_tvalid;
    input wire  rx_tlast;
    input wire  rx_tuser;
    output reg  rx_tready;
    output reg  rx_pause;
    output reg  [383:0] desc;
    output reg  desc_valid;
    input wire  desc_pop;
    output reg  [63:0] pl_data;
    output reg  pl_empty;
    output reg  [383:0] pl_wide;
    output reg  [12:0] pl_count;
    input wire  pl_pop;
    input wire  pl_skip;
    input wire  [12:0] pl_skip_n;
    output reg  [31:0] frames_seen;
    
    // Constant declarations
    localparam  pause_words = 13'b101101011000;
    localparam  pause_descs = 7'b111110;
    localparam  pending_max = 32'hffffffff;
    localparam  mac = 48'hffff004a4e02;
    localparam  bcast = 48'hffffffffffff;
    localparam  max_words = 12'h468;
    localparam  wmask = 320'hffffffffffffffff;
    localparam  min_q = 16'h7;
    localparam  min_q1 = 16'h6;
    localparam  min_lanes = 8'hf0;
    localparam  max_q = 16'h466;
    localparam  max_q1 = 16'h465;
    localparam  max_lanes = 8'hc0;
    localparam  hb_q = 16'h4;
    localparam  hb_q1 = 16'h3;
    localparam  hb_lanes = 8'h80;
    localparam  plen_word = 16'h3;
    localparam  rem_start = 16'h8;
    localparam  H_PAYLOAD_LEN = 32'he0;
    localparam  H_OPCODE = 32'h78;
    localparam  H_DST = 32'h0;
    localparam  H_VERSION = 32'h70;
    localparam  H_ETHERTYPE = 32'h60;
    localparam  HEADER_BYTES = 32'h28;
    localparam  MIN_FRAME = 32'h3c;
    localparam  MAX_PAYLOAD = 32'h230e;
    localparam  MAX_FRAME = 32'h2336;
    localparam  OP_BUILD = 32'h1;
    localparam  OP_CONTROL_REPLY = 32'h9;
    localparam  OP_RESULT = 32'h3;
    localparam  OP_SPILL = 32'h4;
    localparam  OP_OVERFLOW = 32'h5;
    localparam  OP_ACK = 32'h7;
    localparam  VERSION = 32'h1;
    localparam  ETHERTYPE_LANES = 32'hb588;
    localparam  C_LENGTH = 32'ha;
    localparam  C_TRUNCATED = 32'h2;
    localparam  C_OVERSIZED = 32'h3;
    localparam  C_OPCODE = 32'h7;
    localparam  C_VERSION = 32'h6;
    localparam  C_ETHERTYPE = 32'h5;
    localparam  C_DST_MAC = 32'h4;
    localparam  V_MAC_ERROR = 32'h1;
    localparam  P_LEN = 32'h140;
    localparam  P_VERDICT = 32'h150;
    localparam  P_STORED = 32'h154;
    localparam  P_DROPS = 32'h160;
    localparam  V_NO_FRAME = 32'hf;
    
    // Stub signals
    reg  [15:0] wc$d;
    wire  [15:0] wc$q;
    reg  wc$clock;
    reg  [11:0] stored$d;
    wire  [11:0] stored$q;
    reg  stored$clock;
    reg  [319:0] hdr$d;
    wire  [319:0] hdr$q;
    reg  hdr$clock;
    reg  [31:0] seen$d;
    wire  [31:0] seen$q;
    reg  seen$clock;
    reg  dropping$d;
    wire  dropping$q;
    reg  dropping$clock;
    reg  nodesc$d;
    wire  nodesc$q;
    reg  nodesc$clock;
    reg  [31:0] pending$d;
    wire  [31:0] pending$q;
    reg  pending$clock;
    reg  min_over$d;
    wire  min_over$q;
    reg  min_over$clock;
    reg  min_at$d;
    wire  min_at$q;
    reg  min_at$clock;
    reg  max_over$d;
    wire  max_over$q;
    reg  max_over$clock;
    reg  max_at$d;
    wire  max_at$q;
    reg  max_at$clock;
    reg  hb_over$d;
    wire  hb_over$q;
    reg  hb_over$clock;
    reg  hb_at$d;
    wire  hb_at$q;
    reg  hb_at$clock;
    reg  [15:0] rem$d;
    wire  [15:0] rem$q;
    reg  rem$clock;
    reg  rem_neg$d;
    wire  rem_neg$q;
    reg  rem_neg$clock;
    reg  rem_le0$d;
    wire  rem_le0$q;
    reg  rem_le0$clock;
    reg  [7:0] gt_lanes$d;
    wire  [7:0] gt_lanes$q;
    reg  gt_lanes$clock;
    reg  [7:0] lt_lanes$d;
    wire  [7:0] lt_lanes$q;
    reg  lt_lanes$clock;
    reg  plen_big$d;
    wire  plen_big$q;
    reg  plen_big$clock;
    reg  pl$clock;
    reg  pl$reset;
    reg  pl$write;
    reg  [63:0] pl$data_in;
    wire  pl$full;
    reg  pl$read;
    reg  pl$skip;
    reg  [12:0] pl$skip_n;
    wire  [63:0] pl$data_out;
    wire  [383:0] pl$data_wide;
    wire  [12:0] pl$count;
    wire  pl$empty;
    reg  dq$clock;
    reg  dq$reset;
    reg  dq$write;
    reg  [383:0] dq$data_in;
    wire  dq$full;
    wire  [6:0] dq$count;
    reg  dq$read;
    wire  [383:0] dq$data_out;
    wire  dq$empty;
    reg  [15:0] sw_plen$inp;
    wire  [15:0] sw_plen$out;
    
    // Local signals
    reg  beat;
    reg  [319:0] hdr_next;
    reg  [15:0] last_bytes;
    reg  [15:0] len;
    reg  [15:0] plen;
    reg  [7:0] opcode;
    reg  [47:0] dst;
    reg  [3:0] vcode;
    reg  len_long;
    reg  len_short;
    reg  len_over_min;
    reg  len_over_max;
    reg  len_under_hb;
    reg  nd;
    reg  dr;
    reg  pl_want;
    reg  drop_now;
    reg  [3:0] d_verdict;
    reg  [31:0] d_drops;
    reg  [31:0] pending_inc;
    
    // Sub module instances
    top$parser1$wc wc(
        .d(wc$d),
        .q(wc$q),
        .clock(wc$clock)
    );
    top$parser1$stored stored(
        .d(stored$d),
        .q(stored$q),
        .clock(stored$clock)
    );
    top$parser1$hdr hdr(
        .d(hdr$d),
        .q(hdr$q),
        .clock(hdr$clock)
    );
    top$parser1$seen seen(
        .d(seen$d),
        .q(seen$q),
        .clock(seen$clock)
    );
    top$parser1$dropping dropping(
        .d(dropping$d),
        .q(dropping$q),
        .clock(dropping$clock)
    );
    top$parser1$nodesc nodesc(
        .d(nodesc$d),
        .q(nodesc$q),
        .clock(nodesc$clock)
    );
    top$parser1$pending pending(
        .d(pending$d),
        .q(pending$q),
        .clock(pending$clock)
    );
    top$parser1$min_over min_over(
        .d(min_over$d),
        .q(min_over$q),
        .clock(min_over$clock)
    );
    top$parser1$min_at min_at(
        .d(min_at$d),
        .q(min_at$q),
        .clock(min_at$clock)
    );
    top$parser1$max_over max_over(
        .d(max_over$d),
        .q(max_over$q),
        .clock(max_over$clock)
    );
    top$parser1$max_at max_at(
        .d(max_at$d),
        .q(max_at$q),
        .clock(max_at$clock)
    );
    top$parser1$hb_over hb_over(
        .d(hb_over$d),
        .q(hb_over$q),
        .clock(hb_over$clock)
    );
    top$parser1$hb_at hb_at(
        .d(hb_at$d),
        .q(hb_at$q),
        .clock(hb_at$clock)
    );
    top$parser1$rem rem(
        .d(rem$d),
        .q(rem$q),
        .clock(rem$clock)
    );
    top$parser1$rem_neg rem_neg(
        .d(rem_neg$d),
        .q(rem_neg$q),
        .clock(rem_neg$clock)
    );
    top$parser1$rem_le0 rem_le0(
        .d(rem_le0$d),
        .q(rem_le0$q),
        .clock(rem_le0$clock)
    );
    top$parser1$gt_lanes gt_lanes(
        .d(gt_lanes$d),
        .q(gt_lanes$q),
        .clock(gt_lanes$clock)
    );
    top$parser1$lt_lanes lt_lanes(
        .d(lt_lanes$d),
        .q(lt_lanes$q),
        .clock(lt_lanes$clock)
    );
    top$parser1$plen_big plen_big(
        .d(plen_big$d),
        .q(plen_big$q),
        .clock(plen_big$clock)
    );
    top$parser1$pl pl(
        .clock(pl$clock),
        .reset(pl$reset),
        .write(pl$write),
        .data_in(pl$data_in),
        .full(pl$full),
        .read(pl$read),
        .skip(pl$skip),
        .skip_n(pl$skip_n),
        .data_out(pl$data_out),
        .data_wide(pl$data_wide),
        .count(pl$count),
        .empty(pl$empty)
    );
    top$parser1$dq dq(
        .clock(dq$clock),
        .reset(dq$reset),
        .write(dq$write),
        .data_in(dq$data_in),
        .full(dq$full),
        .count(dq$count),
        .read(dq$read),
        .data_out(dq$data_out),
        .empty(dq$empty)
    );
    top$parser1$sw_plen sw_plen(
        .inp(sw_plen$inp),
        .out(sw_plen$out)
    );
    
    // Update code
    always @(*) begin
        wc$clock = clock;
        stored$clock = clock;
        hdr$clock = clock;
        seen$clock = clock;
        dropping$clock = clock;
        nodesc$clock = clock;
        pending$clock = clock;
        min_over$clock = clock;
        min_at$clock = clock;
        max_over$clock = clock;
        max_at$clock = clock;
        hb_over$clock = clock;
        hb_at$clock = clock;
        rem$clock = clock;
        rem_neg$clock = clock;
        rem_le0$clock = clock;
        gt_lanes$clock = clock;
        lt_lanes$clock = clock;
        plen_big$clock = clock;
        wc$d = wc$q;
        stored$d = stored$q;
        hdr$d = hdr$q;
        seen$d = seen$q;
        dropping$d = dropping$q;
        nodesc$d = nodesc$q;
        pending$d = pending$q;
        min_over$d = min_over$q;
        min_at$d = min_at$q;
        max_over$d = max_over$q;
        max_at$d = max_at$q;
        hb_over$d = hb_over$q;
        hb_at$d = hb_at$q;
        rem$d = rem$q;
        rem_neg$d = rem_neg$q;
        rem_le0$d = rem_le0$q;
        gt_lanes$d = gt_lanes$q;
        lt_lanes$d = lt_lanes$q;
        plen_big$d = plen_big$q;
        pl$clock = clock;
        dq$clock = clock;
        pl$reset = reset;
        dq$reset = reset;
        frames_seen = seen$q;
        rx_tready = 1'b1;
        beat = rx_tvalid;
        rx_pause = (pl$count > pause_words) | (dq$count >= pause_descs);
        hdr_next = hdr$q;
        if (wc$q == 32'h0) begin
            hdr_next = ((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
        end
        if (wc$q == 32'h1) begin
            hdr_next = (hdr$q & wmask) | (((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40);
        end
        if (wc$q == 32'h2) begin
            hdr_next = (hdr$q & ~(wmask << 32'h80)) | (((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h80);
        end
        if (wc$q == 32'h3) begin
            hdr_next = (hdr$q & ~(wmask << 32'hc0)) | (((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hc0);
        end
        if (wc$q == 32'h4) begin
            hdr_next = (hdr$q & ~(wmask << 32'h100)) | (((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h100);
        end
        last_bytes = 32'h0;
        if (rx_tkeep[32'h0]) begin
            last_bytes = 32'h1;
        end
        if (rx_tkeep[32'h1]) begin
            last_bytes = 32'h2;
        end
        if (rx_tkeep[32'h2]) begin
            last_bytes = 32'h3;
        end
        if (rx_tkeep[32'h3]) begin
            last_bytes = 32'h4;
        end
        if (rx_tkeep[32'h4]) begin
            last_bytes = 32'h5;
        end
        if (rx_tkeep[32'h5]) begin
            last_bytes = 32'h6;
        end
        if (rx_tkeep[32'h6]) begin
            last_bytes = 32'h7;
        end
        if (rx_tkeep[32'h7]) begin
            last_bytes = 32'h8;
        end
        len = (wc$q << 32'h3) + last_bytes;
        if (wc$q >= 32'h1fff) begin
            len = 32'hffff;
        end
        sw_plen$inp = hdr_next[(H_PAYLOAD_LEN)+:(16)];
        plen = sw_plen$out;
        opcode = hdr_next[(H_OPCODE)+:(8)];
        dst = hdr_next[(H_DST)+:(48)];
        len_long = rem_neg$q | ((rx_tkeep & gt_lanes$q) != 32'h0);
        len_short = ~rem_le0$q & ((rx_tkeep & lt_lanes$q) == 32'h0);
        len_over_min = min_over$q | (min_at$q & ((rx_tkeep & min_lanes) != 32'h0));
        len_over_max = max_over$q | (max_at$q & ((rx_tkeep & max_lanes) != 32'h0));
        len_under_hb = ~(hb_over$q | (hb_at$q & ((rx_tkeep & hb_lanes) != 32'h0)));
        vcode = 32'h0;
        if (len_long & len_over_min) begin
            vcode = C_LENGTH;
        end
        if (len_short) begin
            vcode = C_TRUNCATED;
        end
        if (plen_big$q | len_over_max) begin
            vcode = C_OVERSIZED;
        end
        if ((opcode < OP_BUILD) | (opcode > OP_CONTROL_REPLY)) begin
            vcode = C_OPCODE;
        end
        if (hdr_next[(H_VERSION)+:(8)] != VERSION) begin
            vcode = C_VERSION;
        end
        if (hdr_next[(H_ETHERTYPE)+:(16)] != ETHERTYPE_LANES) begin
            vcode = C_ETHERTYPE;
        end
        if (len_under_hb) begin
            vcode = C_TRUNCATED;
        end
        if (vcode == 32'h0) begin
            if ((dst != mac) & (dst != bcast)) begin
                vcode = C_DST_MAC;
            end
            else if ((opcode == OP_RESULT) | (opcode == OP_SPILL) | (opcode == OP_OVERFLOW) | (opcode == OP_ACK) | (opcode == OP_CONTROL_REPLY)) begin
                vcode = C_OPCODE;
            end
        end
        if (rx_tuser) begin
            vcode = V_MAC_ERROR;
        end
        nd = nodesc$q;
        dr = dropping$q;
        if (wc$q == 32'h0) begin
            nd = dq$full;
            dr = dq$full;
        end
        pl_want = beat & (wc$q >= 32'h5) & (stored$q < max_words);
        drop_now = dr | (pl_want & pl$full);
        pending_inc = pending$q;
        if (pending$q != pending_max) begin
            pending_inc = pending$q + 32'h1;
        end
        pl$data_in = rx_tdata;
        pl$write = pl_want & ~drop_now;
        d_verdict = vcode;
        d_drops = pending$q;
        if (drop_now) begin
            d_verdict = V_NO_FRAME;
            d_drops = pending_inc;
        end
        if (~beat & (wc$q == 32'h0)) begin
            d_verdict = V_NO_FRAME;
        end
        dq$write = 1'b0;
        dq$data_in = ((hdr_next) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((len) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << P_LEN) | (((d_verdict) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << P_VERDICT) | (((stored$q + ((pl$write) & 12'hfff)) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << P_STORED) | (((d_drops) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << P_DROPS);
        if (~beat & (wc$q == 32'h0) & (pending$q != 32'h0) & ~dq$full) begin
            dq$write = 1'b1;
            pending$d = 32'h0;
        end
        if (beat) begin
            nodesc$d = nd;
            dropping$d = drop_now;
            hdr$d = hdr_next;
            if (wc$q != 32'hffff) begin
                wc$d = wc$q + 32'h1;
            end
            if (pl$write) begin
                stored$d = stored$q + 32'h1;
            end
            min_over$d = wc$q >= min_q;
            min_at$d = wc$q == min_q1;
            max_over$d = wc$q >= max_q;
            max_at$d = wc$q == max_q1;
            hb_over$d = wc$q >= hb_q;
            hb_at$d = wc$q == hb_q1;
            if (wc$q == plen_word) begin
                rem$d = plen + rem_start;
                rem_neg$d = 1'b0;
                rem_le0$d = 1'b0;
                gt_lanes$d = 32'h0;
                lt_lanes$d = 32'h0;
                if (plen == 32'h0) begin
                    lt_lanes$d = 32'h80;
                end
                plen_big$d = plen > MAX_PAYLOAD;
            end
            if (wc$q > plen_word) begin
                rem$d = rem$q - 32'h8;
                rem_neg$d = rem_neg$q | (rem$q < 32'h8);
                rem_le0$d = rem_neg$q | (rem$q <= 32'h8);
                gt_lanes$d = 32'h0;
                lt_lanes$d = 32'h0;
                if (rem$q == 32'h8) begin
                    gt_lanes$d = 32'hff;
                end
                if (rem$q == 32'h9) begin
                    gt_lanes$d = 32'hfe;
                    lt_lanes$d = 32'hff;
                end
                if (rem$q == 32'ha) begin
                    gt_lanes$d = 32'hfc;
                    lt_lanes$d = 32'hfe;
                end
                if (rem$q == 32'hb) begin
                    gt_lanes$d = 32'hf8;
                    lt_lanes$d = 32'hfc;
                end
                if (rem$q == 32'hc) begin
                    gt_lanes$d = 32'hf0;
                    lt_lanes$d = 32'hf8;
                end
                if (rem$q == 32'hd) begin
                    gt_lanes$d = 32'he0;
                    lt_lanes$d = 32'hf0;
                end
                if (rem$q == 32'he) begin
                    gt_lanes$d = 32'hc0;
                    lt_lanes$d = 32'he0;
                end
                if (rem$q == 32'hf) begin
                    gt_lanes$d = 32'h80;
                    lt_lanes$d = 32'hc0;
                end
                if (rem$q == 32'h10) begin
                    lt_lanes$d = 32'h80;
                end
            end
            if (rx_tlast) begin
                if (nd) begin
                    pending$d = pending_inc;
                end
                else begin
                    dq$write = 1'b1;
                    pending$d = 32'h0;
                end
                dropping$d = 1'b0;
                nodesc$d = 1'b0;
                wc$d = 32'h0;
                stored$d = 32'h0;
                seen$d = seen$q + 32'h1;
                min_over$d = 1'b0;
                min_at$d = 1'b0;
                max_over$d = 1'b0;
                max_at$d = 1'b0;
                hb_over$d = 1'b0;
                hb_at$d = 1'b0;
            end
        end
        desc = dq$data_out;
        desc_valid = ~dq$empty;
        dq$read = desc_pop;
        pl_data = pl$data_out;
        pl_empty = pl$empty;
        pl_wide = pl$data_wide;
        pl_count = pl$count;
        pl$read = pl_pop;
        pl$skip = pl_skip;
        pl$skip_n = pl_skip_n;
        if (reset) begin
            wc$d = 32'h0;
            stored$d = 32'h0;
            seen$d = 32'h0;
            dropping$d = 1'b0;
            nodesc$d = 1'b0;
            pending$d = 32'h0;
            min_over$d = 1'b0;
            min_at$d = 1'b0;
            max_over$d = 1'b0;
            max_at$d = 1'b0;
            hb_over$d = 1'b0;
            hb_at$d = 1'b0;
        end
    end
    
endmodule // top$parser1


module top$parser1$dq(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [383:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [383:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [383:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [383:0] ram$write_data;
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
    top$parser1$dq$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$parser1$dq$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$parser1$dq$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$parser1$dq$wr_d wr_d(
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
    
endmodule // top$parser1$dq


module top$parser1$dq$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [383:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [383:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[383:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser1$dq$ram


module top$parser1$dq$rd(d,q,clock);
    
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
          
endmodule // top$parser1$dq$rd


module top$parser1$dq$wr(d,q,clock);
    
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
          
endmodule // top$parser1$dq$wr


module top$parser1$dq$wr_d(d,q,clock);
    
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
          
endmodule // top$parser1$dq$wr_d


module top$parser1$dropping(d,q,clock);
    
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
          
endmodule // top$parser1$dropping


module top$parser1$gt_lanes(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser1$gt_lanes


module top$parser1$hb_at(d,q,clock);
    
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
          
endmodule // top$parser1$hb_at


module top$parser1$hb_over(d,q,clock);
    
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
          
endmodule // top$parser1$hb_over


module top$parser1$hdr(d,q,clock);
    
    // Module arguments
    input wire  [319:0] d;
    output reg  [319:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 320'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser1$hdr


module top$parser1$lt_lanes(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser1$lt_lanes


module top$parser1$max_at(d,q,clock);
    
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
          
endmodule // top$parser1$max_at


module top$parser1$max_over(d,q,clock);
    
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
          
endmodule // top$parser1$max_over


module top$parser1$min_at(d,q,clock);
    
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
          
endmodule // top$parser1$min_at


module top$parser1$min_over(d,q,clock);
    
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
          
endmodule // top$parser1$min_over


module top$parser1$nodesc(d,q,clock);
    
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
          
endmodule // top$parser1$nodesc


module top$parser1$pending(d,q,clock);
    
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
          
endmodule // top$parser1$pending


module top$parser1$pl(clock,reset,write,data_in,full,read,skip,skip_n,data_out,data_wide,count,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [63:0] data_in;
    output reg  full;
    input wire  read;
    input wire  skip;
    input wire  [12:0] skip_n;
    output reg  [63:0] data_out;
    output reg  [383:0] data_wide;
    output reg  [12:0] count;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 13'b1000000000000;
    
    // Stub signals
    reg  [11:0] ram$0$read_address;
    reg  ram$0$read_clock;
    wire  [63:0] ram$0$read_data;
    reg  [11:0] ram$0$write_address;
    reg  ram$0$write_clock;
    reg  [63:0] ram$0$write_data;
    reg  ram$0$write_enable;
    reg  [11:0] ram$1$read_address;
    reg  ram$1$read_clock;
    wire  [63:0] ram$1$read_data;
    reg  [11:0] ram$1$write_address;
    reg  ram$1$write_clock;
    reg  [63:0] ram$1$write_data;
    reg  ram$1$write_enable;
    reg  [11:0] ram$2$read_address;
    reg  ram$2$read_clock;
    wire  [63:0] ram$2$read_data;
    reg  [11:0] ram$2$write_address;
    reg  ram$2$write_clock;
    reg  [63:0] ram$2$write_data;
    reg  ram$2$write_enable;
    reg  [11:0] ram$3$read_address;
    reg  ram$3$read_clock;
    wire  [63:0] ram$3$read_data;
    reg  [11:0] ram$3$write_address;
    reg  ram$3$write_clock;
    reg  [63:0] ram$3$write_data;
    reg  ram$3$write_enable;
    reg  [11:0] ram$4$read_address;
    reg  ram$4$read_clock;
    wire  [63:0] ram$4$read_data;
    reg  [11:0] ram$4$write_address;
    reg  ram$4$write_clock;
    reg  [63:0] ram$4$write_data;
    reg  ram$4$write_enable;
    reg  [11:0] ram$5$read_address;
    reg  ram$5$read_clock;
    wire  [63:0] ram$5$read_data;
    reg  [11:0] ram$5$write_address;
    reg  ram$5$write_clock;
    reg  [63:0] ram$5$write_data;
    reg  ram$5$write_enable;
    reg  [12:0] rd$d;
    wire  [12:0] rd$q;
    reg  rd$clock;
    reg  [12:0] wr$d;
    wire  [12:0] wr$q;
    reg  wr$clock;
    reg  [12:0] wr_d$d;
    wire  [12:0] wr_d$q;
    reg  wr_d$clock;
    reg  [12:0] count_r$d;
    wire  [12:0] count_r$q;
    reg  count_r$clock;
    
    // Local signals
    reg  [12:0] rd_next;
    reg  [12:0] stored;
    reg  [12:0] popped;
    
    // Sub module instances
    top$parser1$pl$ram$0 ram$0(
        .read_address(ram$0$read_address),
        .read_clock(ram$0$read_clock),
        .read_data(ram$0$read_data),
        .write_address(ram$0$write_address),
        .write_clock(ram$0$write_clock),
        .write_data(ram$0$write_data),
        .write_enable(ram$0$write_enable)
    );
    top$parser1$pl$ram$1 ram$1(
        .read_address(ram$1$read_address),
        .read_clock(ram$1$read_clock),
        .read_data(ram$1$read_data),
        .write_address(ram$1$write_address),
        .write_clock(ram$1$write_clock),
        .write_data(ram$1$write_data),
        .write_enable(ram$1$write_enable)
    );
    top$parser1$pl$ram$2 ram$2(
        .read_address(ram$2$read_address),
        .read_clock(ram$2$read_clock),
        .read_data(ram$2$read_data),
        .write_address(ram$2$write_address),
        .write_clock(ram$2$write_clock),
        .write_data(ram$2$write_data),
        .write_enable(ram$2$write_enable)
    );
    top$parser1$pl$ram$3 ram$3(
        .read_address(ram$3$read_address),
        .read_clock(ram$3$read_clock),
        .read_data(ram$3$read_data),
        .write_address(ram$3$write_address),
        .write_clock(ram$3$write_clock),
        .write_data(ram$3$write_data),
        .write_enable(ram$3$write_enable)
    );
    top$parser1$pl$ram$4 ram$4(
        .read_address(ram$4$read_address),
        .read_clock(ram$4$read_clock),
        .read_data(ram$4$read_data),
        .write_address(ram$4$write_address),
        .write_clock(ram$4$write_clock),
        .write_data(ram$4$write_data),
        .write_enable(ram$4$write_enable)
    );
    top$parser1$pl$ram$5 ram$5(
        .read_address(ram$5$read_address),
        .read_clock(ram$5$read_clock),
        .read_data(ram$5$read_data),
        .write_address(ram$5$write_address),
        .write_clock(ram$5$write_clock),
        .write_data(ram$5$write_data),
        .write_enable(ram$5$write_enable)
    );
    top$parser1$pl$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$parser1$pl$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$parser1$pl$wr_d wr_d(
        .d(wr_d$d),
        .q(wr_d$q),
        .clock(wr_d$clock)
    );
    top$parser1$pl$count_r count_r(
        .d(count_r$d),
        .q(count_r$q),
        .clock(count_r$clock)
    );
    
    // Update code
    always @(*) begin
        rd$clock = clock;
        wr$clock = clock;
        wr_d$clock = clock;
        count_r$clock = clock;
        rd$d = rd$q;
        wr$d = wr$q;
        wr_d$d = wr_d$q;
        count_r$d = count_r$q;
        empty = rd$q == wr_d$q;
        count = count_r$q;
        full = (wr$q - rd$q) == size;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        popped = 32'h0;
        if (read & ~empty) begin
            popped = 32'h1;
        end
        if (skip) begin
            popped = skip_n;
        end
        rd_next = rd$q + popped;
        rd$d = rd_next;
        stored = wr$q - rd$q;
        count_r$d = stored - popped;
        ram$0$read_clock = clock;
        ram$0$write_clock = clock;
        ram$0$write_address = ((wr$q) & 12'hfff);
        ram$0$write_data = data_in;
        ram$0$write_enable = write & ~full;
        ram$1$read_clock = clock;
        ram$1$write_clock = clock;
        ram$1$write_address = ((wr$q) & 12'hfff);
        ram$1$write_data = data_in;
        ram$1$write_enable = write & ~full;
        ram$2$read_clock = clock;
        ram$2$write_clock = clock;
        ram$2$write_address = ((wr$q) & 12'hfff);
        ram$2$write_data = data_in;
        ram$2$write_enable = write & ~full;
        ram$3$read_clock = clock;
        ram$3$write_clock = clock;
        ram$3$write_address = ((wr$q) & 12'hfff);
        ram$3$write_data = data_in;
        ram$3$write_enable = write & ~full;
        ram$4$read_clock = clock;
        ram$4$write_clock = clock;
        ram$4$write_address = ((wr$q) & 12'hfff);
        ram$4$write_data = data_in;
        ram$4$write_enable = write & ~full;
        ram$5$read_clock = clock;
        ram$5$write_clock = clock;
        ram$5$write_address = ((wr$q) & 12'hfff);
        ram$5$write_data = data_in;
        ram$5$write_enable = write & ~full;
        ram$0$read_address = ((rd_next) & 12'hfff);
        ram$1$read_address = ((rd_next + 32'h1) & 12'hfff);
        ram$2$read_address = ((rd_next + 32'h2) & 12'hfff);
        ram$3$read_address = ((rd_next + 32'h3) & 12'hfff);
        ram$4$read_address = ((rd_next + 32'h4) & 12'hfff);
        ram$5$read_address = ((rd_next + 32'h5) & 12'hfff);
        data_wide = ((ram$0$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((ram$1$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40) | (((ram$2$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h80) | (((ram$3$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hc0) | (((ram$4$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h100) | (((ram$5$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h140);
        data_out = ram$0$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
            count_r$d = 32'h0;
        end
    end
    
endmodule // top$parser1$pl


module top$parser1$pl$count_r(d,q,clock);
    
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
          
endmodule // top$parser1$pl$count_r


module top$parser1$pl$ram$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser1$pl$ram$0


module top$parser1$pl$ram$1(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser1$pl$ram$1


module top$parser1$pl$ram$2(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser1$pl$ram$2


module top$parser1$pl$ram$3(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser1$pl$ram$3


module top$parser1$pl$ram$4(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser1$pl$ram$4


module top$parser1$pl$ram$5(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser1$pl$ram$5


module top$parser1$pl$rd(d,q,clock);
    
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
          
endmodule // top$parser1$pl$rd


module top$parser1$pl$wr(d,q,clock);
    
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
          
endmodule // top$parser1$pl$wr


module top$parser1$pl$wr_d(d,q,clock);
    
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
          
endmodule // top$parser1$pl$wr_d


module top$parser1$plen_big(d,q,clock);
    
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
          
endmodule // top$parser1$plen_big


module top$parser1$rem(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser1$rem


module top$parser1$rem_le0(d,q,clock);
    
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
          
endmodule // top$parser1$rem_le0


module top$parser1$rem_neg(d,q,clock);
    
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
          
endmodule // top$parser1$rem_neg


module top$parser1$seen(d,q,clock);
    
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
          
endmodule // top$parser1$seen


module top$parser1$stored(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser1$stored


module top$parser1$sw_plen(inp,out);
    
    // Module arguments
    input wire  [15:0] inp;
    output reg  [15:0] out;
    
    // Update code (custom)
    always @(*) begin
       out = {inp[7:0], inp[15:8]};
    end
endmodule // top$parser1$sw_plen


module top$parser1$wc(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser1$wc


module top$parser2(clock,reset,rx_tdata,rx_tkeep,rx_tvalid,rx_tlast,rx_tuser,rx_tready,rx_pause,desc,desc_valid,desc_pop,pl_data,pl_empty,pl_wide,pl_count,pl_pop,pl_skip,pl_skip_n,frames_seen);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] rx_tdata;
    input wire  [7:0] rx_tkeep;
    input wire  rx_tvalid;
    input wire  rx_tlast;
    input wire  rx_tuser;
    output reg  rx_tready;
    output reg  rx_pause;
    output reg  [383:0] desc;
    output reg  desc_valid;
    input wire  desc_pop;
    output reg  [63:0] pl_data;
    output reg  pl_empty;
    output reg  [383:0] pl_wide;
    output reg  [12:0] pl_count;
    input wire  pl_pop;
    input wire  pl_skip;
    input wire  [12:0] pl_skip_n;
    output reg  [31:0] frames_seen;
    
    // Constant declarations
    localparam  pause_words = 13'b101101011000;
    localparam  pause_descs = 7'b111110;
    localparam  pending_max = 32'hffffffff;
    localparam  mac = 48'hffff004a4e02;
    localparam  bcast = 48'hffffffffffff;
    localparam  max_words = 12'h468;
    localparam  wmask = 320'hffffffffffffffff;
    localparam  min_q = 16'h7;
    localparam  min_q1 = 16'h6;
    localparam  min_lanes = 8'hf0;
    localparam  max_q = 16'h466;
    localparam  max_q1 = 16'h465;
    localparam  max_lanes = 8'hc0;
    localparam  hb_q = 16'h4;
    localparam  hb_q1 = 16'h3;
    localparam  hb_lanes = 8'h80;
    localparam  plen_word = 16'h3;
    localparam  rem_start = 16'h8;
    localparam  H_PAYLOAD_LEN = 32'he0;
    localparam  H_OPCODE = 32'h78;
    localparam  H_DST = 32'h0;
    localparam  H_VERSION = 32'h70;
    localparam  H_ETHERTYPE = 32'h60;
    localparam  HEADER_BYTES = 32'h28;
    localparam  MIN_FRAME = 32'h3c;
    localparam  MAX_PAYLOAD = 32'h230e;
    localparam  MAX_FRAME = 32'h2336;
    localparam  OP_BUILD = 32'h1;
    localparam  OP_CONTROL_REPLY = 32'h9;
    localparam  OP_RESULT = 32'h3;
    localparam  OP_SPILL = 32'h4;
    localparam  OP_OVERFLOW = 32'h5;
    localparam  OP_ACK = 32'h7;
    localparam  VERSION = 32'h1;
    localparam  ETHERTYPE_LANES = 32'hb588;
    localparam  C_LENGTH = 32'ha;
    localparam  C_TRUNCATED = 32'h2;
    localparam  C_OVERSIZED = 32'h3;
    localparam  C_OPCODE = 32'h7;
    localparam  C_VERSION = 32'h6;
    localparam  C_ETHERTYPE = 32'h5;
    localparam  C_DST_MAC = 32'h4;
    localparam  V_MAC_ERROR = 32'h1;
    localparam  P_LEN = 32'h140;
    localparam  P_VERDICT = 32'h150;
    localparam  P_STORED = 32'h154;
    localparam  P_DROPS = 32'h160;
    localparam  V_NO_FRAME = 32'hf;
    
    // Stub signals
    reg  [15:0] wc$d;
    wire  [15:0] wc$q;
    reg  wc$clock;
    reg  [11:0] stored$d;
    wire  [11:0] stored$q;
    reg  stored$clock;
    reg  [319:0] hdr$d;
    wire  [319:0] hdr$q;
    reg  hdr$clock;
    reg  [31:0] seen$d;
    wire  [31:0] seen$q;
    reg  seen$clock;
    reg  dropping$d;
    wire  dropping$q;
    reg  dropping$clock;
    reg  nodesc$d;
    wire  nodesc$q;
    reg  nodesc$clock;
    reg  [31:0] pending$d;
    wire  [31:0] pending$q;
    reg  pending$clock;
    reg  min_over$d;
    wire  min_over$q;
    reg  min_over$clock;
    reg  min_at$d;
    wire  min_at$q;
    reg  min_at$clock;
    reg  max_over$d;
    wire  max_over$q;
    reg  max_over$clock;
    reg  max_at$d;
    wire  max_at$q;
    reg  max_at$clock;
    reg  hb_over$d;
    wire  hb_over$q;
    reg  hb_over$clock;
    reg  hb_at$d;
    wire  hb_at$q;
    reg  hb_at$clock;
    reg  [15:0] rem$d;
    wire  [15:0] rem$q;
    reg  rem$clock;
    reg  rem_neg$d;
    wire  rem_neg$q;
    reg  rem_neg$clock;
    reg  rem_le0$d;
    wire  rem_le0$q;
    reg  rem_le0$clock;
    reg  [7:0] gt_lanes$d;
    wire  [7:0] gt_lanes$q;
    reg  gt_lanes$clock;
    reg  [7:0] lt_lanes$d;
    wire  [7:0] lt_lanes$q;
    reg  lt_lanes$clock;
    reg  plen_big$d;
    wire  plen_big$q;
    reg  plen_big$clock;
    reg  pl$clock;
    reg  pl$reset;
    reg  pl$write;
    reg  [63:0] pl$data_in;
    wire  pl$full;
    reg  pl$read;
    reg  pl$skip;
    reg  [12:0] pl$skip_n;
    wire  [63:0] pl$data_out;
    wire  [383:0] pl$data_wide;
    wire  [12:0] pl$count;
    wire  pl$empty;
    reg  dq$clock;
    reg  dq$reset;
    reg  dq$write;
    reg  [383:0] dq$data_in;
    wire  dq$full;
    wire  [6:0] dq$count;
    reg  dq$read;
    wire  [383:0] dq$data_out;
    wire  dq$empty;
    reg  [15:0] sw_plen$inp;
    wire  [15:0] sw_plen$out;
    
    // Local signals
    reg  beat;
    reg  [319:0] hdr_next;
    reg  [15:0] last_bytes;
    reg  [15:0] len;
    reg  [15:0] plen;
    reg  [7:0] opcode;
    reg  [47:0] dst;
    reg  [3:0] vcode;
    reg  len_long;
    reg  len_short;
    reg  len_over_min;
    reg  len_over_max;
    reg  len_under_hb;
    reg  nd;
    reg  dr;
    reg  pl_want;
    reg  drop_now;
    reg  [3:0] d_verdict;
    reg  [31:0] d_drops;
    reg  [31:0] pending_inc;
    
    // Sub module instances
    top$parser2$wc wc(
        .d(wc$d),
        .q(wc$q),
        .clock(wc$clock)
    );
    top$parser2$stored stored(
        .d(stored$d),
        .q(stored$q),
        .clock(stored$clock)
    );
    top$parser2$hdr hdr(
        .d(hdr$d),
        .q(hdr$q),
        .clock(hdr$clock)
    );
    top$parser2$seen seen(
        .d(seen$d),
        .q(seen$q),
        .clock(seen$clock)
    );
    top$parser2$dropping dropping(
        .d(dropping$d),
        .q(dropping$q),
        .clock(dropping$clock)
    );
    top$parser2$nodesc nodesc(
        .d(nodesc$d),
        .q(nodesc$q),
        .clock(nodesc$clock)
    );
    top$parser2$pending pending(
        .d(pending$d),
        .q(pending$q),
        .clock(pending$clock)
    );
    top$parser2$min_over min_over(
        .d(min_over$d),
        .q(min_over$q),
        .clock(min_over$clock)
    );
    top$parser2$min_at min_at(
        .d(min_at$d),
        .q(min_at$q),
        .clock(min_at$clock)
    );
    top$parser2$max_over max_over(
        .d(max_over$d),
        .q(max_over$q),
        .clock(max_over$clock)
    );
    top$parser2$max_at max_at(
        .d(max_at$d),
        .q(max_at$q),
        .clock(max_at$clock)
    );
    top$parser2$hb_over hb_over(
        .d(hb_over$d),
        .q(hb_over$q),
        .clock(hb_over$clock)
    );
    top$parser2$hb_at hb_at(
        .d(hb_at$d),
        .q(hb_at$q),
        .clock(hb_at$clock)
    );
    top$parser2$rem rem(
        .d(rem$d),
        .q(rem$q),
        .clock(rem$clock)
    );
    top$parser2$rem_neg rem_neg(
        .d(rem_neg$d),
        .q(rem_neg$q),
        .clock(rem_neg$clock)
    );
    top$parser2$rem_le0 rem_le0(
        .d(rem_le0$d),
        .q(rem_le0$q),
        .clock(rem_le0$clock)
    );
    top$parser2$gt_lanes gt_lanes(
        .d(gt_lanes$d),
        .q(gt_lanes$q),
        .clock(gt_lanes$clock)
    );
    top$parser2$lt_lanes lt_lanes(
        .d(lt_lanes$d),
        .q(lt_lanes$q),
        .clock(lt_lanes$clock)
    );
    top$parser2$plen_big plen_big(
        .d(plen_big$d),
        .q(plen_big$q),
        .clock(plen_big$clock)
    );
    top$parser2$pl pl(
        .clock(pl$clock),
        .reset(pl$reset),
        .write(pl$write),
        .data_in(pl$data_in),
        .full(pl$full),
        .read(pl$read),
        .skip(pl$skip),
        .skip_n(pl$skip_n),
        .data_out(pl$data_out),
        .data_wide(pl$data_wide),
        .count(pl$count),
        .empty(pl$empty)
    );
    top$parser2$dq dq(
        .clock(dq$clock),
        .reset(dq$reset),
        .write(dq$write),
        .data_in(dq$data_in),
        .full(dq$full),
        .count(dq$count),
        .read(dq$read),
        .data_out(dq$data_out),
        .empty(dq$empty)
    );
    top$parser2$sw_plen sw_plen(
        .inp(sw_plen$inp),
        .out(sw_plen$out)
    );
    
    // Update code
    always @(*) begin
        wc$clock = clock;
        stored$clock = clock;
        hdr$clock = clock;
        seen$clock = clock;
        dropping$clock = clock;
        nodesc$clock = clock;
        pending$clock = clock;
        min_over$clock = clock;
        min_at$clock = clock;
        max_over$clock = clock;
        max_at$clock = clock;
        hb_over$clock = clock;
        hb_at$clock = clock;
        rem$clock = clock;
        rem_neg$clock = clock;
        rem_le0$clock = clock;
        gt_lanes$clock = clock;
        lt_lanes$clock = clock;
        plen_big$clock = clock;
        wc$d = wc$q;
        stored$d = stored$q;
        hdr$d = hdr$q;
        seen$d = seen$q;
        dropping$d = dropping$q;
        nodesc$d = nodesc$q;
        pending$d = pending$q;
        min_over$d = min_over$q;
        min_at$d = min_at$q;
        max_over$d = max_over$q;
        max_at$d = max_at$q;
        hb_over$d = hb_over$q;
        hb_at$d = hb_at$q;
        rem$d = rem$q;
        rem_neg$d = rem_neg$q;
        rem_le0$d = rem_le0$q;
        gt_lanes$d = gt_lanes$q;
        lt_lanes$d = lt_lanes$q;
        plen_big$d = plen_big$q;
        pl$clock = clock;
        dq$clock = clock;
        pl$reset = reset;
        dq$reset = reset;
        frames_seen = seen$q;
        rx_tready = 1'b1;
        beat = rx_tvalid;
        rx_pause = (pl$count > pause_words) | (dq$count >= pause_descs);
        hdr_next = hdr$q;
        if (wc$q == 32'h0) begin
            hdr_next = ((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
        end
        if (wc$q == 32'h1) begin
            hdr_next = (hdr$q & wmask) | (((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40);
        end
        if (wc$q == 32'h2) begin
            hdr_next = (hdr$q & ~(wmask << 32'h80)) | (((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h80);
        end
        if (wc$q == 32'h3) begin
            hdr_next = (hdr$q & ~(wmask << 32'hc0)) | (((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hc0);
        end
        if (wc$q == 32'h4) begin
            hdr_next = (hdr$q & ~(wmask << 32'h100)) | (((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h100);
        end
        last_bytes = 32'h0;
        if (rx_tkeep[32'h0]) begin
            last_bytes = 32'h1;
        end
        if (rx_tkeep[32'h1]) begin
            last_bytes = 32'h2;
        end
        if (rx_tkeep[32'h2]) begin
            last_bytes = 32'h3;
        end
        if (rx_tkeep[32'h3]) begin
            last_bytes = 32'h4;
        end
        if (rx_tkeep[32'h4]) begin
            last_bytes = 32'h5;
        end
        if (rx_tkeep[32'h5]) begin
            last_bytes = 32'h6;
        end
        if (rx_tkeep[32'h6]) begin
            last_bytes = 32'h7;
        end
        if (rx_tkeep[32'h7]) begin
            last_bytes = 32'h8;
        end
        len = (wc$q << 32'h3) + last_bytes;
        if (wc$q >= 32'h1fff) begin
            len = 32'hffff;
        end
        sw_plen$inp = hdr_next[(H_PAYLOAD_LEN)+:(16)];
        plen = sw_plen$out;
        opcode = hdr_next[(H_OPCODE)+:(8)];
        dst = hdr_next[(H_DST)+:(48)];
        len_long = rem_neg$q | ((rx_tkeep & gt_lanes$q) != 32'h0);
        len_short = ~rem_le0$q & ((rx_tkeep & lt_lanes$q) == 32'h0);
        len_over_min = min_over$q | (min_at$q & ((rx_tkeep & min_lanes) != 32'h0));
        len_over_max = max_over$q | (max_at$q & ((rx_tkeep & max_lanes) != 32'h0));
        len_under_hb = ~(hb_over$q | (hb_at$q & ((rx_tkeep & hb_lanes) != 32'h0)));
        vcode = 32'h0;
        if (len_long & len_over_min) begin
            vcode = C_LENGTH;
        end
        if (len_short) begin
            vcode = C_TRUNCATED;
        end
        if (plen_big$q | len_over_max) begin
            vcode = C_OVERSIZED;
        end
        if ((opcode < OP_BUILD) | (opcode > OP_CONTROL_REPLY)) begin
            vcode = C_OPCODE;
        end
        if (hdr_next[(H_VERSION)+:(8)] != VERSION) begin
            vcode = C_VERSION;
        end
        if (hdr_next[(H_ETHERTYPE)+:(16)] != ETHERTYPE_LANES) begin
            vcode = C_ETHERTYPE;
        end
        if (len_under_hb) begin
            vcode = C_TRUNCATED;
        end
        if (vcode == 32'h0) begin
            if ((dst != mac) & (dst != bcast)) begin
                vcode = C_DST_MAC;
            end
            else if ((opcode == OP_RESULT) | (opcode == OP_SPILL) | (opcode == OP_OVERFLOW) | (opcode == OP_ACK) | (opcode == OP_CONTROL_REPLY)) begin
                vcode = C_OPCODE;
            end
        end
        if (rx_tuser) begin
            vcode = V_MAC_ERROR;
        end
        nd = nodesc$q;
        dr = dropping$q;
        if (wc$q == 32'h0) begin
            nd = dq$full;
            dr = dq$full;
        end
        pl_want = beat & (wc$q >= 32'h5) & (stored$q < max_words);
        drop_now = dr | (pl_want & pl$full);
        pending_inc = pending$q;
        if (pending$q != pending_max) begin
            pending_inc = pending$q + 32'h1;
        end
        pl$data_in = rx_tdata;
        pl$write = pl_want & ~drop_now;
        d_verdict = vcode;
        d_drops = pending$q;
        if (drop_now) begin
            d_verdict = V_NO_FRAME;
            d_drops = pending_inc;
        end
        if (~beat & (wc$q == 32'h0)) begin
            d_verdict = V_NO_FRAME;
        end
        dq$write = 1'b0;
        dq$data_in = ((hdr_next) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((len) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << P_LEN) | (((d_verdict) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << P_VERDICT) | (((stored$q + ((pl$write) & 12'hfff)) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << P_STORED) | (((d_drops) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << P_DROPS);
        if (~beat & (wc$q == 32'h0) & (pending$q != 32'h0) & ~dq$full) begin
            dq$write = 1'b1;
            pending$d = 32'h0;
        end
        if (beat) begin
            nodesc$d = nd;
            dropping$d = drop_now;
            hdr$d = hdr_next;
            if (wc$q != 32'hffff) begin
                wc$d = wc$q + 32'h1;
            end
            if (pl$write) begin
                stored$d = stored$q + 32'h1;
            end
            min_over$d = wc$q >= min_q;
            min_at$d = wc$q == min_q1;
            max_over$d = wc$q >= max_q;
            max_at$d = wc$q == max_q1;
            hb_over$d = wc$q >= hb_q;
            hb_at$d = wc$q == hb_q1;
            if (wc$q == plen_word) begin
                rem$d = plen + rem_start;
                rem_neg$d = 1'b0;
                rem_le0$d = 1'b0;
                gt_lanes$d = 32'h0;
                lt_lanes$d = 32'h0;
                if (plen == 32'h0) begin
                    lt_lanes$d = 32'h80;
                end
                plen_big$d = plen > MAX_PAYLOAD;
            end
            if (wc$q > plen_word) begin
                rem$d = rem$q - 32'h8;
                rem_neg$d = rem_neg$q | (rem$q < 32'h8);
                rem_le0$d = rem_neg$q | (rem$q <= 32'h8);
                gt_lanes$d = 32'h0;
                lt_lanes$d = 32'h0;
                if (rem$q == 32'h8) begin
                    gt_lanes$d = 32'hff;
                end
                if (rem$q == 32'h9) begin
                    gt_lanes$d = 32'hfe;
                    lt_lanes$d = 32'hff;
                end
                if (rem$q == 32'ha) begin
                    gt_lanes$d = 32'hfc;
                    lt_lanes$d = 32'hfe;
                end
                if (rem$q == 32'hb) begin
                    gt_lanes$d = 32'hf8;
                    lt_lanes$d = 32'hfc;
                end
                if (rem$q == 32'hc) begin
                    gt_lanes$d = 32'hf0;
                    lt_lanes$d = 32'hf8;
                end
                if (rem$q == 32'hd) begin
                    gt_lanes$d = 32'he0;
                    lt_lanes$d = 32'hf0;
                end
                if (rem$q == 32'he) begin
                    gt_lanes$d = 32'hc0;
                    lt_lanes$d = 32'he0;
                end
                if (rem$q == 32'hf) begin
                    gt_lanes$d = 32'h80;
                    lt_lanes$d = 32'hc0;
                end
                if (rem$q == 32'h10) begin
                    lt_lanes$d = 32'h80;
                end
            end
            if (rx_tlast) begin
                if (nd) begin
                    pending$d = pending_inc;
                end
                else begin
                    dq$write = 1'b1;
                    pending$d = 32'h0;
                end
                dropping$d = 1'b0;
                nodesc$d = 1'b0;
                wc$d = 32'h0;
                stored$d = 32'h0;
                seen$d = seen$q + 32'h1;
                min_over$d = 1'b0;
                min_at$d = 1'b0;
                max_over$d = 1'b0;
                max_at$d = 1'b0;
                hb_over$d = 1'b0;
                hb_at$d = 1'b0;
            end
        end
        desc = dq$data_out;
        desc_valid = ~dq$empty;
        dq$read = desc_pop;
        pl_data = pl$data_out;
        pl_empty = pl$empty;
        pl_wide = pl$data_wide;
        pl_count = pl$count;
        pl$read = pl_pop;
        pl$skip = pl_skip;
        pl$skip_n = pl_skip_n;
        if (reset) begin
            wc$d = 32'h0;
            stored$d = 32'h0;
            seen$d = 32'h0;
            dropping$d = 1'b0;
            nodesc$d = 1'b0;
            pending$d = 32'h0;
            min_over$d = 1'b0;
            min_at$d = 1'b0;
            max_over$d = 1'b0;
            max_at$d = 1'b0;
            hb_over$d = 1'b0;
            hb_at$d = 1'b0;
        end
    end
    
endmodule // top$parser2


module top$parser2$dq(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [383:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [383:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [383:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [383:0] ram$write_data;
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
    top$parser2$dq$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$parser2$dq$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$parser2$dq$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$parser2$dq$wr_d wr_d(
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
    
endmodule // top$parser2$dq


module top$parser2$dq$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [383:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [383:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[383:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser2$dq$ram


module top$parser2$dq$rd(d,q,clock);
    
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
          
endmodule // top$parser2$dq$rd


module top$parser2$dq$wr(d,q,clock);
    
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
          
endmodule // top$parser2$dq$wr


module top$parser2$dq$wr_d(d,q,clock);
    
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
          
endmodule // top$parser2$dq$wr_d


module top$parser2$dropping(d,q,clock);
    
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
          
endmodule // top$parser2$dropping


module top$parser2$gt_lanes(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser2$gt_lanes


module top$parser2$hb_at(d,q,clock);
    
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
          
endmodule // top$parser2$hb_at


module top$parser2$hb_over(d,q,clock);
    
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
          
endmodule // top$parser2$hb_over


module top$parser2$hdr(d,q,clock);
    
    // Module arguments
    input wire  [319:0] d;
    output reg  [319:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 320'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser2$hdr


module top$parser2$lt_lanes(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser2$lt_lanes


module top$parser2$max_at(d,q,clock);
    
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
          
endmodule // top$parser2$max_at


module top$parser2$max_over(d,q,clock);
    
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
          
endmodule // top$parser2$max_over


module top$parser2$min_at(d,q,clock);
    
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
          
endmodule // top$parser2$min_at


module top$parser2$min_over(d,q,clock);
    
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
          
endmodule // top$parser2$min_over


module top$parser2$nodesc(d,q,clock);
    
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
          
endmodule // top$parser2$nodesc


module top$parser2$pending(d,q,clock);
    
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
          
endmodule // top$parser2$pending


module top$parser2$pl(clock,reset,write,data_in,full,read,skip,skip_n,data_out,data_wide,count,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [63:0] data_in;
    output reg  full;
    input wire  read;
    input wire  skip;
    input wire  [12:0] skip_n;
    output reg  [63:0] data_out;
    output reg  [383:0] data_wide;
    output reg  [12:0] count;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 13'b1000000000000;
    
    // Stub signals
    reg  [11:0] ram$0$read_address;
    reg  ram$0$read_clock;
    wire  [63:0] ram$0$read_data;
    reg  [11:0] ram$0$write_address;
    reg  ram$0$write_clock;
    reg  [63:0] ram$0$write_data;
    reg  ram$0$write_enable;
    reg  [11:0] ram$1$read_address;
    reg  ram$1$read_clock;
    wire  [63:0] ram$1$read_data;
    reg  [11:0] ram$1$write_address;
    reg  ram$1$write_clock;
    reg  [63:0] ram$1$write_data;
    reg  ram$1$write_enable;
    reg  [11:0] ram$2$read_address;
    reg  ram$2$read_clock;
    wire  [63:0] ram$2$read_data;
    reg  [11:0] ram$2$write_address;
    reg  ram$2$write_clock;
    reg  [63:0] ram$2$write_data;
    reg  ram$2$write_enable;
    reg  [11:0] ram$3$read_address;
    reg  ram$3$read_clock;
    wire  [63:0] ram$3$read_data;
    reg  [11:0] ram$3$write_address;
    reg  ram$3$write_clock;
    reg  [63:0] ram$3$write_data;
    reg  ram$3$write_enable;
    reg  [11:0] ram$4$read_address;
    reg  ram$4$read_clock;
    wire  [63:0] ram$4$read_data;
    reg  [11:0] ram$4$write_address;
    reg  ram$4$write_clock;
    reg  [63:0] ram$4$write_data;
    reg  ram$4$write_enable;
    reg  [11:0] ram$5$read_address;
    reg  ram$5$read_clock;
    wire  [63:0] ram$5$read_data;
    reg  [11:0] ram$5$write_address;
    reg  ram$5$write_clock;
    reg  [63:0] ram$5$write_data;
    reg  ram$5$write_enable;
    reg  [12:0] rd$d;
    wire  [12:0] rd$q;
    reg  rd$clock;
    reg  [12:0] wr$d;
    wire  [12:0] wr$q;
    reg  wr$clock;
    reg  [12:0] wr_d$d;
    wire  [12:0] wr_d$q;
    reg  wr_d$clock;
    reg  [12:0] count_r$d;
    wire  [12:0] count_r$q;
    reg  count_r$clock;
    
    // Local signals
    reg  [12:0] rd_next;
    reg  [12:0] stored;
    reg  [12:0] popped;
    
    // Sub module instances
    top$parser2$pl$ram$0 ram$0(
        .read_address(ram$0$read_address),
        .read_clock(ram$0$read_clock),
        .read_data(ram$0$read_data),
        .write_address(ram$0$write_address),
        .write_clock(ram$0$write_clock),
        .write_data(ram$0$write_data),
        .write_enable(ram$0$write_enable)
    );
    top$parser2$pl$ram$1 ram$1(
        .read_address(ram$1$read_address),
        .read_clock(ram$1$read_clock),
        .read_data(ram$1$read_data),
        .write_address(ram$1$write_address),
        .write_clock(ram$1$write_clock),
        .write_data(ram$1$write_data),
        .write_enable(ram$1$write_enable)
    );
    top$parser2$pl$ram$2 ram$2(
        .read_address(ram$2$read_address),
        .read_clock(ram$2$read_clock),
        .read_data(ram$2$read_data),
        .write_address(ram$2$write_address),
        .write_clock(ram$2$write_clock),
        .write_data(ram$2$write_data),
        .write_enable(ram$2$write_enable)
    );
    top$parser2$pl$ram$3 ram$3(
        .read_address(ram$3$read_address),
        .read_clock(ram$3$read_clock),
        .read_data(ram$3$read_data),
        .write_address(ram$3$write_address),
        .write_clock(ram$3$write_clock),
        .write_data(ram$3$write_data),
        .write_enable(ram$3$write_enable)
    );
    top$parser2$pl$ram$4 ram$4(
        .read_address(ram$4$read_address),
        .read_clock(ram$4$read_clock),
        .read_data(ram$4$read_data),
        .write_address(ram$4$write_address),
        .write_clock(ram$4$write_clock),
        .write_data(ram$4$write_data),
        .write_enable(ram$4$write_enable)
    );
    top$parser2$pl$ram$5 ram$5(
        .read_address(ram$5$read_address),
        .read_clock(ram$5$read_clock),
        .read_data(ram$5$read_data),
        .write_address(ram$5$write_address),
        .write_clock(ram$5$write_clock),
        .write_data(ram$5$write_data),
        .write_enable(ram$5$write_enable)
    );
    top$parser2$pl$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$parser2$pl$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$parser2$pl$wr_d wr_d(
        .d(wr_d$d),
        .q(wr_d$q),
        .clock(wr_d$clock)
    );
    top$parser2$pl$count_r count_r(
        .d(count_r$d),
        .q(count_r$q),
        .clock(count_r$clock)
    );
    
    // Update code
    always @(*) begin
        rd$clock = clock;
        wr$clock = clock;
        wr_d$clock = clock;
        count_r$clock = clock;
        rd$d = rd$q;
        wr$d = wr$q;
        wr_d$d = wr_d$q;
        count_r$d = count_r$q;
        empty = rd$q == wr_d$q;
        count = count_r$q;
        full = (wr$q - rd$q) == size;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        popped = 32'h0;
        if (read & ~empty) begin
            popped = 32'h1;
        end
        if (skip) begin
            popped = skip_n;
        end
        rd_next = rd$q + popped;
        rd$d = rd_next;
        stored = wr$q - rd$q;
        count_r$d = stored - popped;
        ram$0$read_clock = clock;
        ram$0$write_clock = clock;
        ram$0$write_address = ((wr$q) & 12'hfff);
        ram$0$write_data = data_in;
        ram$0$write_enable = write & ~full;
        ram$1$read_clock = clock;
        ram$1$write_clock = clock;
        ram$1$write_address = ((wr$q) & 12'hfff);
        ram$1$write_data = data_in;
        ram$1$write_enable = write & ~full;
        ram$2$read_clock = clock;
        ram$2$write_clock = clock;
        ram$2$write_address = ((wr$q) & 12'hfff);
        ram$2$write_data = data_in;
        ram$2$write_enable = write & ~full;
        ram$3$read_clock = clock;
        ram$3$write_clock = clock;
        ram$3$write_address = ((wr$q) & 12'hfff);
        ram$3$write_data = data_in;
        ram$3$write_enable = write & ~full;
        ram$4$read_clock = clock;
        ram$4$write_clock = clock;
        ram$4$write_address = ((wr$q) & 12'hfff);
        ram$4$write_data = data_in;
        ram$4$write_enable = write & ~full;
        ram$5$read_clock = clock;
        ram$5$write_clock = clock;
        ram$5$write_address = ((wr$q) & 12'hfff);
        ram$5$write_data = data_in;
        ram$5$write_enable = write & ~full;
        ram$0$read_address = ((rd_next) & 12'hfff);
        ram$1$read_address = ((rd_next + 32'h1) & 12'hfff);
        ram$2$read_address = ((rd_next + 32'h2) & 12'hfff);
        ram$3$read_address = ((rd_next + 32'h3) & 12'hfff);
        ram$4$read_address = ((rd_next + 32'h4) & 12'hfff);
        ram$5$read_address = ((rd_next + 32'h5) & 12'hfff);
        data_wide = ((ram$0$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((ram$1$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40) | (((ram$2$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h80) | (((ram$3$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hc0) | (((ram$4$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h100) | (((ram$5$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h140);
        data_out = ram$0$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
            count_r$d = 32'h0;
        end
    end
    
endmodule // top$parser2$pl


module top$parser2$pl$count_r(d,q,clock);
    
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
          
endmodule // top$parser2$pl$count_r


module top$parser2$pl$ram$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser2$pl$ram$0


module top$parser2$pl$ram$1(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser2$pl$ram$1


module top$parser2$pl$ram$2(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser2$pl$ram$2


module top$parser2$pl$ram$3(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser2$pl$ram$3


module top$parser2$pl$ram$4(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser2$pl$ram$4


module top$parser2$pl$ram$5(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser2$pl$ram$5


module top$parser2$pl$rd(d,q,clock);
    
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
          
endmodule // top$parser2$pl$rd


module top$parser2$pl$wr(d,q,clock);
    
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
          
endmodule // top$parser2$pl$wr


module top$parser2$pl$wr_d(d,q,clock);
    
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
          
endmodule // top$parser2$pl$wr_d


module top$parser2$plen_big(d,q,clock);
    
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
          
endmodule // top$parser2$plen_big


module top$parser2$rem(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser2$rem


module top$parser2$rem_le0(d,q,clock);
    
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
          
endmodule // top$parser2$rem_le0


module top$parser2$rem_neg(d,q,clock);
    
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
          
endmodule // top$parser2$rem_neg


module top$parser2$seen(d,q,clock);
    
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
          
endmodule // top$parser2$seen


module top$parser2$stored(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser2$stored


module top$parser2$sw_plen(inp,out);
    
    // Module arguments
    input wire  [15:0] inp;
    output reg  [15:0] out;
    
    // Update code (custom)
    always @(*) begin
       out = {inp[7:0], inp[15:8]};
    end
endmodule // top$parser2$sw_plen


module top$parser2$wc(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser2$wc


module top$parser3(clock,reset,rx_tdata,rx_tkeep,rx_tvalid,rx_tlast,rx_tuser,rx_tready,rx_pause,desc,desc_valid,desc_pop,pl_data,pl_empty,pl_wide,pl_count,pl_pop,pl_skip,pl_skip_n,frames_seen);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] rx_tdata;
    input wire  [7:0] rx_tkeep;
    input wire  rx_tvalid;
    input wire  rx_tlast;
    input wire  rx_tuser;
    output reg  rx_tready;
    output reg  rx_pause;
    output reg  [383:0] desc;
    output reg  desc_valid;
    input wire  desc_pop;
    output reg  [63:0] pl_data;
    output reg  pl_empty;
    output reg  [383:0] pl_wide;
    output reg  [12:0] pl_count;
    input wire  pl_pop;
    input wire  pl_skip;
    input wire  [12:0] pl_skip_n;
    output reg  [31:0] frames_seen;
    
    // Constant declarations
    localparam  pause_words = 13'b101101011000;
    localparam  pause_descs = 7'b111110;
    localparam  pending_max = 32'hffffffff;
    localparam  mac = 48'hffff004a4e02;
    localparam  bcast = 48'hffffffffffff;
    localparam  max_words = 12'h468;
    localparam  wmask = 320'hffffffffffffffff;
    localparam  min_q = 16'h7;
    localparam  min_q1 = 16'h6;
    localparam  min_lanes = 8'hf0;
    localparam  max_q = 16'h466;
    localparam  max_q1 = 16'h465;
    localparam  max_lanes = 8'hc0;
    localparam  hb_q = 16'h4;
    localparam  hb_q1 = 16'h3;
    localparam  hb_lanes = 8'h80;
    localparam  plen_word = 16'h3;
    localparam  rem_start = 16'h8;
    localparam  H_PAYLOAD_LEN = 32'he0;
    localparam  H_OPCODE = 32'h78;
    localparam  H_DST = 32'h0;
    localparam  H_VERSION = 32'h70;
    localparam  H_ETHERTYPE = 32'h60;
    localparam  HEADER_BYTES = 32'h28;
    localparam  MIN_FRAME = 32'h3c;
    localparam  MAX_PAYLOAD = 32'h230e;
    localparam  MAX_FRAME = 32'h2336;
    localparam  OP_BUILD = 32'h1;
    localparam  OP_CONTROL_REPLY = 32'h9;
    localparam  OP_RESULT = 32'h3;
    localparam  OP_SPILL = 32'h4;
    localparam  OP_OVERFLOW = 32'h5;
    localparam  OP_ACK = 32'h7;
    localparam  VERSION = 32'h1;
    localparam  ETHERTYPE_LANES = 32'hb588;
    localparam  C_LENGTH = 32'ha;
    localparam  C_TRUNCATED = 32'h2;
    localparam  C_OVERSIZED = 32'h3;
    localparam  C_OPCODE = 32'h7;
    localparam  C_VERSION = 32'h6;
    localparam  C_ETHERTYPE = 32'h5;
    localparam  C_DST_MAC = 32'h4;
    localparam  V_MAC_ERROR = 32'h1;
    localparam  P_LEN = 32'h140;
    localparam  P_VERDICT = 32'h150;
    localparam  P_STORED = 32'h154;
    localparam  P_DROPS = 32'h160;
    localparam  V_NO_FRAME = 32'hf;
    
    // Stub signals
    reg  [15:0] wc$d;
    wire  [15:0] wc$q;
    reg  wc$clock;
    reg  [11:0] stored$d;
    wire  [11:0] stored$q;
    reg  stored$clock;
    reg  [319:0] hdr$d;
    wire  [319:0] hdr$q;
    reg  hdr$clock;
    reg  [31:0] seen$d;
    wire  [31:0] seen$q;
    reg  seen$clock;
    reg  dropping$d;
    wire  dropping$q;
    reg  dropping$clock;
    reg  nodesc$d;
    wire  nodesc$q;
    reg  nodesc$clock;
    reg  [31:0] pending$d;
    wire  [31:0] pending$q;
    reg  pending$clock;
    reg  min_over$d;
    wire  min_over$q;
    reg  min_over$clock;
    reg  min_at$d;
    wire  min_at$q;
    reg  min_at$clock;
    reg  max_over$d;
    wire  max_over$q;
    reg  max_over$clock;
    reg  max_at$d;
    wire  max_at$q;
    reg  max_at$clock;
    reg  hb_over$d;
    wire  hb_over$q;
    reg  hb_over$clock;
    reg  hb_at$d;
    wire  hb_at$q;
    reg  hb_at$clock;
    reg  [15:0] rem$d;
    wire  [15:0] rem$q;
    reg  rem$clock;
    reg  rem_neg$d;
    wire  rem_neg$q;
    reg  rem_neg$clock;
    reg  rem_le0$d;
    wire  rem_le0$q;
    reg  rem_le0$clock;
    reg  [7:0] gt_lanes$d;
    wire  [7:0] gt_lanes$q;
    reg  gt_lanes$clock;
    reg  [7:0] lt_lanes$d;
    wire  [7:0] lt_lanes$q;
    reg  lt_lanes$clock;
    reg  plen_big$d;
    wire  plen_big$q;
    reg  plen_big$clock;
    reg  pl$clock;
    reg  pl$reset;
    reg  pl$write;
    reg  [63:0] pl$data_in;
    wire  pl$full;
    reg  pl$read;
    reg  pl$skip;
    reg  [12:0] pl$skip_n;
    wire  [63:0] pl$data_out;
    wire  [383:0] pl$data_wide;
    wire  [12:0] pl$count;
    wire  pl$empty;
    reg  dq$clock;
    reg  dq$reset;
    reg  dq$write;
    reg  [383:0] dq$data_in;
    wire  dq$full;
    wire  [6:0] dq$count;
    reg  dq$read;
    wire  [383:0] dq$data_out;
    wire  dq$empty;
    reg  [15:0] sw_plen$inp;
    wire  [15:0] sw_plen$out;
    
    // Local signals
    reg  beat;
    reg  [319:0] hdr_next;
    reg  [15:0] last_bytes;
    reg  [15:0] len;
    reg  [15:0] plen;
    reg  [7:0] opcode;
    reg  [47:0] dst;
    reg  [3:0] vcode;
    reg  len_long;
    reg  len_short;
    reg  len_over_min;
    reg  len_over_max;
    reg  len_under_hb;
    reg  nd;
    reg  dr;
    reg  pl_want;
    reg  drop_now;
    reg  [3:0] d_verdict;
    reg  [31:0] d_drops;
    reg  [31:0] pending_inc;
    
    // Sub module instances
    top$parser3$wc wc(
        .d(wc$d),
        .q(wc$q),
        .clock(wc$clock)
    );
    top$parser3$stored stored(
        .d(stored$d),
        .q(stored$q),
        .clock(stored$clock)
    );
    top$parser3$hdr hdr(
        .d(hdr$d),
        .q(hdr$q),
        .clock(hdr$clock)
    );
    top$parser3$seen seen(
        .d(seen$d),
        .q(seen$q),
        .clock(seen$clock)
    );
    top$parser3$dropping dropping(
        .d(dropping$d),
        .q(dropping$q),
        .clock(dropping$clock)
    );
    top$parser3$nodesc nodesc(
        .d(nodesc$d),
        .q(nodesc$q),
        .clock(nodesc$clock)
    );
    top$parser3$pending pending(
        .d(pending$d),
        .q(pending$q),
        .clock(pending$clock)
    );
    top$parser3$min_over min_over(
        .d(min_over$d),
        .q(min_over$q),
        .clock(min_over$clock)
    );
    top$parser3$min_at min_at(
        .d(min_at$d),
        .q(min_at$q),
        .clock(min_at$clock)
    );
    top$parser3$max_over max_over(
        .d(max_over$d),
        .q(max_over$q),
        .clock(max_over$clock)
    );
    top$parser3$max_at max_at(
        .d(max_at$d),
        .q(max_at$q),
        .clock(max_at$clock)
    );
    top$parser3$hb_over hb_over(
        .d(hb_over$d),
        .q(hb_over$q),
        .clock(hb_over$clock)
    );
    top$parser3$hb_at hb_at(
        .d(hb_at$d),
        .q(hb_at$q),
        .clock(hb_at$clock)
    );
    top$parser3$rem rem(
        .d(rem$d),
        .q(rem$q),
        .clock(rem$clock)
    );
    top$parser3$rem_neg rem_neg(
        .d(rem_neg$d),
        .q(rem_neg$q),
        .clock(rem_neg$clock)
    );
    top$parser3$rem_le0 rem_le0(
        .d(rem_le0$d),
        .q(rem_le0$q),
        .clock(rem_le0$clock)
    );
    top$parser3$gt_lanes gt_lanes(
        .d(gt_lanes$d),
        .q(gt_lanes$q),
        .clock(gt_lanes$clock)
    );
    top$parser3$lt_lanes lt_lanes(
        .d(lt_lanes$d),
        .q(lt_lanes$q),
        .clock(lt_lanes$clock)
    );
    top$parser3$plen_big plen_big(
        .d(plen_big$d),
        .q(plen_big$q),
        .clock(plen_big$clock)
    );
    top$parser3$pl pl(
        .clock(pl$clock),
        .reset(pl$reset),
        .write(pl$write),
        .data_in(pl$data_in),
        .full(pl$full),
        .read(pl$read),
        .skip(pl$skip),
        .skip_n(pl$skip_n),
        .data_out(pl$data_out),
        .data_wide(pl$data_wide),
        .count(pl$count),
        .empty(pl$empty)
    );
    top$parser3$dq dq(
        .clock(dq$clock),
        .reset(dq$reset),
        .write(dq$write),
        .data_in(dq$data_in),
        .full(dq$full),
        .count(dq$count),
        .read(dq$read),
        .data_out(dq$data_out),
        .empty(dq$empty)
    );
    top$parser3$sw_plen sw_plen(
        .inp(sw_plen$inp),
        .out(sw_plen$out)
    );
    
    // Update code
    always @(*) begin
        wc$clock = clock;
        stored$clock = clock;
        hdr$clock = clock;
        seen$clock = clock;
        dropping$clock = clock;
        nodesc$clock = clock;
        pending$clock = clock;
        min_over$clock = clock;
        min_at$clock = clock;
        max_over$clock = clock;
        max_at$clock = clock;
        hb_over$clock = clock;
        hb_at$clock = clock;
        rem$clock = clock;
        rem_neg$clock = clock;
        rem_le0$clock = clock;
        gt_lanes$clock = clock;
        lt_lanes$clock = clock;
        plen_big$clock = clock;
        wc$d = wc$q;
        stored$d = stored$q;
        hdr$d = hdr$q;
        seen$d = seen$q;
        dropping$d = dropping$q;
        nodesc$d = nodesc$q;
        pending$d = pending$q;
        min_over$d = min_over$q;
        min_at$d = min_at$q;
        max_over$d = max_over$q;
        max_at$d = max_at$q;
        hb_over$d = hb_over$q;
        hb_at$d = hb_at$q;
        rem$d = rem$q;
        rem_neg$d = rem_neg$q;
        rem_le0$d = rem_le0$q;
        gt_lanes$d = gt_lanes$q;
        lt_lanes$d = lt_lanes$q;
        plen_big$d = plen_big$q;
        pl$clock = clock;
        dq$clock = clock;
        pl$reset = reset;
        dq$reset = reset;
        frames_seen = seen$q;
        rx_tready = 1'b1;
        beat = rx_tvalid;
        rx_pause = (pl$count > pause_words) | (dq$count >= pause_descs);
        hdr_next = hdr$q;
        if (wc$q == 32'h0) begin
            hdr_next = ((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
        end
        if (wc$q == 32'h1) begin
            hdr_next = (hdr$q & wmask) | (((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40);
        end
        if (wc$q == 32'h2) begin
            hdr_next = (hdr$q & ~(wmask << 32'h80)) | (((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h80);
        end
        if (wc$q == 32'h3) begin
            hdr_next = (hdr$q & ~(wmask << 32'hc0)) | (((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hc0);
        end
        if (wc$q == 32'h4) begin
            hdr_next = (hdr$q & ~(wmask << 32'h100)) | (((rx_tdata) & 320'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h100);
        end
        last_bytes = 32'h0;
        if (rx_tkeep[32'h0]) begin
            last_bytes = 32'h1;
        end
        if (rx_tkeep[32'h1]) begin
            last_bytes = 32'h2;
        end
        if (rx_tkeep[32'h2]) begin
            last_bytes = 32'h3;
        end
        if (rx_tkeep[32'h3]) begin
            last_bytes = 32'h4;
        end
        if (rx_tkeep[32'h4]) begin
            last_bytes = 32'h5;
        end
        if (rx_tkeep[32'h5]) begin
            last_bytes = 32'h6;
        end
        if (rx_tkeep[32'h6]) begin
            last_bytes = 32'h7;
        end
        if (rx_tkeep[32'h7]) begin
            last_bytes = 32'h8;
        end
        len = (wc$q << 32'h3) + last_bytes;
        if (wc$q >= 32'h1fff) begin
            len = 32'hffff;
        end
        sw_plen$inp = hdr_next[(H_PAYLOAD_LEN)+:(16)];
        plen = sw_plen$out;
        opcode = hdr_next[(H_OPCODE)+:(8)];
        dst = hdr_next[(H_DST)+:(48)];
        len_long = rem_neg$q | ((rx_tkeep & gt_lanes$q) != 32'h0);
        len_short = ~rem_le0$q & ((rx_tkeep & lt_lanes$q) == 32'h0);
        len_over_min = min_over$q | (min_at$q & ((rx_tkeep & min_lanes) != 32'h0));
        len_over_max = max_over$q | (max_at$q & ((rx_tkeep & max_lanes) != 32'h0));
        len_under_hb = ~(hb_over$q | (hb_at$q & ((rx_tkeep & hb_lanes) != 32'h0)));
        vcode = 32'h0;
        if (len_long & len_over_min) begin
            vcode = C_LENGTH;
        end
        if (len_short) begin
            vcode = C_TRUNCATED;
        end
        if (plen_big$q | len_over_max) begin
            vcode = C_OVERSIZED;
        end
        if ((opcode < OP_BUILD) | (opcode > OP_CONTROL_REPLY)) begin
            vcode = C_OPCODE;
        end
        if (hdr_next[(H_VERSION)+:(8)] != VERSION) begin
            vcode = C_VERSION;
        end
        if (hdr_next[(H_ETHERTYPE)+:(16)] != ETHERTYPE_LANES) begin
            vcode = C_ETHERTYPE;
        end
        if (len_under_hb) begin
            vcode = C_TRUNCATED;
        end
        if (vcode == 32'h0) begin
            if ((dst != mac) & (dst != bcast)) begin
                vcode = C_DST_MAC;
            end
            else if ((opcode == OP_RESULT) | (opcode == OP_SPILL) | (opcode == OP_OVERFLOW) | (opcode == OP_ACK) | (opcode == OP_CONTROL_REPLY)) begin
                vcode = C_OPCODE;
            end
        end
        if (rx_tuser) begin
            vcode = V_MAC_ERROR;
        end
        nd = nodesc$q;
        dr = dropping$q;
        if (wc$q == 32'h0) begin
            nd = dq$full;
            dr = dq$full;
        end
        pl_want = beat & (wc$q >= 32'h5) & (stored$q < max_words);
        drop_now = dr | (pl_want & pl$full);
        pending_inc = pending$q;
        if (pending$q != pending_max) begin
            pending_inc = pending$q + 32'h1;
        end
        pl$data_in = rx_tdata;
        pl$write = pl_want & ~drop_now;
        d_verdict = vcode;
        d_drops = pending$q;
        if (drop_now) begin
            d_verdict = V_NO_FRAME;
            d_drops = pending_inc;
        end
        if (~beat & (wc$q == 32'h0)) begin
            d_verdict = V_NO_FRAME;
        end
        dq$write = 1'b0;
        dq$data_in = ((hdr_next) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((len) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << P_LEN) | (((d_verdict) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << P_VERDICT) | (((stored$q + ((pl$write) & 12'hfff)) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << P_STORED) | (((d_drops) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << P_DROPS);
        if (~beat & (wc$q == 32'h0) & (pending$q != 32'h0) & ~dq$full) begin
            dq$write = 1'b1;
            pending$d = 32'h0;
        end
        if (beat) begin
            nodesc$d = nd;
            dropping$d = drop_now;
            hdr$d = hdr_next;
            if (wc$q != 32'hffff) begin
                wc$d = wc$q + 32'h1;
            end
            if (pl$write) begin
                stored$d = stored$q + 32'h1;
            end
            min_over$d = wc$q >= min_q;
            min_at$d = wc$q == min_q1;
            max_over$d = wc$q >= max_q;
            max_at$d = wc$q == max_q1;
            hb_over$d = wc$q >= hb_q;
            hb_at$d = wc$q == hb_q1;
            if (wc$q == plen_word) begin
                rem$d = plen + rem_start;
                rem_neg$d = 1'b0;
                rem_le0$d = 1'b0;
                gt_lanes$d = 32'h0;
                lt_lanes$d = 32'h0;
                if (plen == 32'h0) begin
                    lt_lanes$d = 32'h80;
                end
                plen_big$d = plen > MAX_PAYLOAD;
            end
            if (wc$q > plen_word) begin
                rem$d = rem$q - 32'h8;
                rem_neg$d = rem_neg$q | (rem$q < 32'h8);
                rem_le0$d = rem_neg$q | (rem$q <= 32'h8);
                gt_lanes$d = 32'h0;
                lt_lanes$d = 32'h0;
                if (rem$q == 32'h8) begin
                    gt_lanes$d = 32'hff;
                end
                if (rem$q == 32'h9) begin
                    gt_lanes$d = 32'hfe;
                    lt_lanes$d = 32'hff;
                end
                if (rem$q == 32'ha) begin
                    gt_lanes$d = 32'hfc;
                    lt_lanes$d = 32'hfe;
                end
                if (rem$q == 32'hb) begin
                    gt_lanes$d = 32'hf8;
                    lt_lanes$d = 32'hfc;
                end
                if (rem$q == 32'hc) begin
                    gt_lanes$d = 32'hf0;
                    lt_lanes$d = 32'hf8;
                end
                if (rem$q == 32'hd) begin
                    gt_lanes$d = 32'he0;
                    lt_lanes$d = 32'hf0;
                end
                if (rem$q == 32'he) begin
                    gt_lanes$d = 32'hc0;
                    lt_lanes$d = 32'he0;
                end
                if (rem$q == 32'hf) begin
                    gt_lanes$d = 32'h80;
                    lt_lanes$d = 32'hc0;
                end
                if (rem$q == 32'h10) begin
                    lt_lanes$d = 32'h80;
                end
            end
            if (rx_tlast) begin
                if (nd) begin
                    pending$d = pending_inc;
                end
                else begin
                    dq$write = 1'b1;
                    pending$d = 32'h0;
                end
                dropping$d = 1'b0;
                nodesc$d = 1'b0;
                wc$d = 32'h0;
                stored$d = 32'h0;
                seen$d = seen$q + 32'h1;
                min_over$d = 1'b0;
                min_at$d = 1'b0;
                max_over$d = 1'b0;
                max_at$d = 1'b0;
                hb_over$d = 1'b0;
                hb_at$d = 1'b0;
            end
        end
        desc = dq$data_out;
        desc_valid = ~dq$empty;
        dq$read = desc_pop;
        pl_data = pl$data_out;
        pl_empty = pl$empty;
        pl_wide = pl$data_wide;
        pl_count = pl$count;
        pl$read = pl_pop;
        pl$skip = pl_skip;
        pl$skip_n = pl_skip_n;
        if (reset) begin
            wc$d = 32'h0;
            stored$d = 32'h0;
            seen$d = 32'h0;
            dropping$d = 1'b0;
            nodesc$d = 1'b0;
            pending$d = 32'h0;
            min_over$d = 1'b0;
            min_at$d = 1'b0;
            max_over$d = 1'b0;
            max_at$d = 1'b0;
            hb_over$d = 1'b0;
            hb_at$d = 1'b0;
        end
    end
    
endmodule // top$parser3


module top$parser3$dq(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [383:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [383:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [383:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [383:0] ram$write_data;
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
    top$parser3$dq$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$parser3$dq$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$parser3$dq$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$parser3$dq$wr_d wr_d(
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
    
endmodule // top$parser3$dq


module top$parser3$dq$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [383:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [383:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[383:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser3$dq$ram


module top$parser3$dq$rd(d,q,clock);
    
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
          
endmodule // top$parser3$dq$rd


module top$parser3$dq$wr(d,q,clock);
    
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
          
endmodule // top$parser3$dq$wr


module top$parser3$dq$wr_d(d,q,clock);
    
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
          
endmodule // top$parser3$dq$wr_d


module top$parser3$dropping(d,q,clock);
    
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
          
endmodule // top$parser3$dropping


module top$parser3$gt_lanes(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser3$gt_lanes


module top$parser3$hb_at(d,q,clock);
    
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
          
endmodule // top$parser3$hb_at


module top$parser3$hb_over(d,q,clock);
    
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
          
endmodule // top$parser3$hb_over


module top$parser3$hdr(d,q,clock);
    
    // Module arguments
    input wire  [319:0] d;
    output reg  [319:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 320'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser3$hdr


module top$parser3$lt_lanes(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser3$lt_lanes


module top$parser3$max_at(d,q,clock);
    
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
          
endmodule // top$parser3$max_at


module top$parser3$max_over(d,q,clock);
    
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
          
endmodule // top$parser3$max_over


module top$parser3$min_at(d,q,clock);
    
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
          
endmodule // top$parser3$min_at


module top$parser3$min_over(d,q,clock);
    
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
          
endmodule // top$parser3$min_over


module top$parser3$nodesc(d,q,clock);
    
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
          
endmodule // top$parser3$nodesc


module top$parser3$pending(d,q,clock);
    
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
          
endmodule // top$parser3$pending


module top$parser3$pl(clock,reset,write,data_in,full,read,skip,skip_n,data_out,data_wide,count,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [63:0] data_in;
    output reg  full;
    input wire  read;
    input wire  skip;
    input wire  [12:0] skip_n;
    output reg  [63:0] data_out;
    output reg  [383:0] data_wide;
    output reg  [12:0] count;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 13'b1000000000000;
    
    // Stub signals
    reg  [11:0] ram$0$read_address;
    reg  ram$0$read_clock;
    wire  [63:0] ram$0$read_data;
    reg  [11:0] ram$0$write_address;
    reg  ram$0$write_clock;
    reg  [63:0] ram$0$write_data;
    reg  ram$0$write_enable;
    reg  [11:0] ram$1$read_address;
    reg  ram$1$read_clock;
    wire  [63:0] ram$1$read_data;
    reg  [11:0] ram$1$write_address;
    reg  ram$1$write_clock;
    reg  [63:0] ram$1$write_data;
    reg  ram$1$write_enable;
    reg  [11:0] ram$2$read_address;
    reg  ram$2$read_clock;
    wire  [63:0] ram$2$read_data;
    reg  [11:0] ram$2$write_address;
    reg  ram$2$write_clock;
    reg  [63:0] ram$2$write_data;
    reg  ram$2$write_enable;
    reg  [11:0] ram$3$read_address;
    reg  ram$3$read_clock;
    wire  [63:0] ram$3$read_data;
    reg  [11:0] ram$3$write_address;
    reg  ram$3$write_clock;
    reg  [63:0] ram$3$write_data;
    reg  ram$3$write_enable;
    reg  [11:0] ram$4$read_address;
    reg  ram$4$read_clock;
    wire  [63:0] ram$4$read_data;
    reg  [11:0] ram$4$write_address;
    reg  ram$4$write_clock;
    reg  [63:0] ram$4$write_data;
    reg  ram$4$write_enable;
    reg  [11:0] ram$5$read_address;
    reg  ram$5$read_clock;
    wire  [63:0] ram$5$read_data;
    reg  [11:0] ram$5$write_address;
    reg  ram$5$write_clock;
    reg  [63:0] ram$5$write_data;
    reg  ram$5$write_enable;
    reg  [12:0] rd$d;
    wire  [12:0] rd$q;
    reg  rd$clock;
    reg  [12:0] wr$d;
    wire  [12:0] wr$q;
    reg  wr$clock;
    reg  [12:0] wr_d$d;
    wire  [12:0] wr_d$q;
    reg  wr_d$clock;
    reg  [12:0] count_r$d;
    wire  [12:0] count_r$q;
    reg  count_r$clock;
    
    // Local signals
    reg  [12:0] rd_next;
    reg  [12:0] stored;
    reg  [12:0] popped;
    
    // Sub module instances
    top$parser3$pl$ram$0 ram$0(
        .read_address(ram$0$read_address),
        .read_clock(ram$0$read_clock),
        .read_data(ram$0$read_data),
        .write_address(ram$0$write_address),
        .write_clock(ram$0$write_clock),
        .write_data(ram$0$write_data),
        .write_enable(ram$0$write_enable)
    );
    top$parser3$pl$ram$1 ram$1(
        .read_address(ram$1$read_address),
        .read_clock(ram$1$read_clock),
        .read_data(ram$1$read_data),
        .write_address(ram$1$write_address),
        .write_clock(ram$1$write_clock),
        .write_data(ram$1$write_data),
        .write_enable(ram$1$write_enable)
    );
    top$parser3$pl$ram$2 ram$2(
        .read_address(ram$2$read_address),
        .read_clock(ram$2$read_clock),
        .read_data(ram$2$read_data),
        .write_address(ram$2$write_address),
        .write_clock(ram$2$write_clock),
        .write_data(ram$2$write_data),
        .write_enable(ram$2$write_enable)
    );
    top$parser3$pl$ram$3 ram$3(
        .read_address(ram$3$read_address),
        .read_clock(ram$3$read_clock),
        .read_data(ram$3$read_data),
        .write_address(ram$3$write_address),
        .write_clock(ram$3$write_clock),
        .write_data(ram$3$write_data),
        .write_enable(ram$3$write_enable)
    );
    top$parser3$pl$ram$4 ram$4(
        .read_address(ram$4$read_address),
        .read_clock(ram$4$read_clock),
        .read_data(ram$4$read_data),
        .write_address(ram$4$write_address),
        .write_clock(ram$4$write_clock),
        .write_data(ram$4$write_data),
        .write_enable(ram$4$write_enable)
    );
    top$parser3$pl$ram$5 ram$5(
        .read_address(ram$5$read_address),
        .read_clock(ram$5$read_clock),
        .read_data(ram$5$read_data),
        .write_address(ram$5$write_address),
        .write_clock(ram$5$write_clock),
        .write_data(ram$5$write_data),
        .write_enable(ram$5$write_enable)
    );
    top$parser3$pl$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$parser3$pl$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$parser3$pl$wr_d wr_d(
        .d(wr_d$d),
        .q(wr_d$q),
        .clock(wr_d$clock)
    );
    top$parser3$pl$count_r count_r(
        .d(count_r$d),
        .q(count_r$q),
        .clock(count_r$clock)
    );
    
    // Update code
    always @(*) begin
        rd$clock = clock;
        wr$clock = clock;
        wr_d$clock = clock;
        count_r$clock = clock;
        rd$d = rd$q;
        wr$d = wr$q;
        wr_d$d = wr_d$q;
        count_r$d = count_r$q;
        empty = rd$q == wr_d$q;
        count = count_r$q;
        full = (wr$q - rd$q) == size;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        popped = 32'h0;
        if (read & ~empty) begin
            popped = 32'h1;
        end
        if (skip) begin
            popped = skip_n;
        end
        rd_next = rd$q + popped;
        rd$d = rd_next;
        stored = wr$q - rd$q;
        count_r$d = stored - popped;
        ram$0$read_clock = clock;
        ram$0$write_clock = clock;
        ram$0$write_address = ((wr$q) & 12'hfff);
        ram$0$write_data = data_in;
        ram$0$write_enable = write & ~full;
        ram$1$read_clock = clock;
        ram$1$write_clock = clock;
        ram$1$write_address = ((wr$q) & 12'hfff);
        ram$1$write_data = data_in;
        ram$1$write_enable = write & ~full;
        ram$2$read_clock = clock;
        ram$2$write_clock = clock;
        ram$2$write_address = ((wr$q) & 12'hfff);
        ram$2$write_data = data_in;
        ram$2$write_enable = write & ~full;
        ram$3$read_clock = clock;
        ram$3$write_clock = clock;
        ram$3$write_address = ((wr$q) & 12'hfff);
        ram$3$write_data = data_in;
        ram$3$write_enable = write & ~full;
        ram$4$read_clock = clock;
        ram$4$write_clock = clock;
        ram$4$write_address = ((wr$q) & 12'hfff);
        ram$4$write_data = data_in;
        ram$4$write_enable = write & ~full;
        ram$5$read_clock = clock;
        ram$5$write_clock = clock;
        ram$5$write_address = ((wr$q) & 12'hfff);
        ram$5$write_data = data_in;
        ram$5$write_enable = write & ~full;
        ram$0$read_address = ((rd_next) & 12'hfff);
        ram$1$read_address = ((rd_next + 32'h1) & 12'hfff);
        ram$2$read_address = ((rd_next + 32'h2) & 12'hfff);
        ram$3$read_address = ((rd_next + 32'h3) & 12'hfff);
        ram$4$read_address = ((rd_next + 32'h4) & 12'hfff);
        ram$5$read_address = ((rd_next + 32'h5) & 12'hfff);
        data_wide = ((ram$0$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((ram$1$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40) | (((ram$2$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h80) | (((ram$3$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hc0) | (((ram$4$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h100) | (((ram$5$read_data) & 384'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h140);
        data_out = ram$0$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
            count_r$d = 32'h0;
        end
    end
    
endmodule // top$parser3$pl


module top$parser3$pl$count_r(d,q,clock);
    
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
          
endmodule // top$parser3$pl$count_r


module top$parser3$pl$ram$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser3$pl$ram$0


module top$parser3$pl$ram$1(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser3$pl$ram$1


module top$parser3$pl$ram$2(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser3$pl$ram$2


module top$parser3$pl$ram$3(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser3$pl$ram$3


module top$parser3$pl$ram$4(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser3$pl$ram$4


module top$parser3$pl$ram$5(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$parser3$pl$ram$5


module top$parser3$pl$rd(d,q,clock);
    
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
          
endmodule // top$parser3$pl$rd


module top$parser3$pl$wr(d,q,clock);
    
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
          
endmodule // top$parser3$pl$wr


module top$parser3$pl$wr_d(d,q,clock);
    
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
          
endmodule // top$parser3$pl$wr_d


module top$parser3$plen_big(d,q,clock);
    
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
          
endmodule // top$parser3$plen_big


module top$parser3$rem(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser3$rem


module top$parser3$rem_le0(d,q,clock);
    
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
          
endmodule // top$parser3$rem_le0


module top$parser3$rem_neg(d,q,clock);
    
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
          
endmodule // top$parser3$rem_neg


module top$parser3$seen(d,q,clock);
    
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
          
endmodule // top$parser3$seen


module top$parser3$stored(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser3$stored


module top$parser3$sw_plen(inp,out);
    
    // Module arguments
    input wire  [15:0] inp;
    output reg  [15:0] out;
    
    // Update code (custom)
    always @(*) begin
       out = {inp[7:0], inp[15:8]};
    end
endmodule // top$parser3$sw_plen


module top$parser3$wc(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$parser3$wc


module top$pra0(clock,reset,u_valid,u_addr$0,u_ready,u_rdata$0,u_rempty,u_rpop,idle,waiting,req_valid,req_addr,req_ready,rsp_valid,rsp_rdata);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  u_valid;
    input wire  [31:0] u_addr$0;
    output reg  u_ready;
    output reg  [511:0] u_rdata$0;
    output reg  u_rempty;
    input wire  u_rpop;
    output reg  idle;
    output reg  waiting;
    output reg  req_valid;
    output reg  [31:0] req_addr;
    input wire  req_ready;
    input wire  rsp_valid;
    input wire  [511:0] rsp_rdata;
    
    // Constant declarations
    localparam  credits = 8'h40;
    localparam  unit$0 = 1'b1;
    
    // Stub signals
    reg  arb$clock;
    reg  arb$reset;
    reg  arb$req;
    reg  arb$advance;
    wire  arb$grant;
    wire  arb$any;
    reg  tags$clock;
    reg  tags$reset;
    reg  tags$write;
    reg  tags$data_in;
    wire  tags$full;
    wire  [8:0] tags$count;
    reg  tags$read;
    wire  tags$data_out;
    wire  tags$empty;
    reg  rsp$0$clock;
    reg  rsp$0$reset;
    reg  rsp$0$write;
    reg  [511:0] rsp$0$data_in;
    wire  rsp$0$full;
    wire  [6:0] rsp$0$count;
    reg  rsp$0$read;
    wire  [511:0] rsp$0$data_out;
    wire  rsp$0$empty;
    reg  [7:0] outst$0$d;
    wire  [7:0] outst$0$q;
    reg  outst$0$clock;
    
    // Local signals
    reg  can_read;
    reg  issue;
    reg  pop$0;
    
    // Sub module instances
    top$pra0$arb arb(
        .clock(arb$clock),
        .reset(arb$reset),
        .req(arb$req),
        .advance(arb$advance),
        .grant(arb$grant),
        .any(arb$any)
    );
    top$pra0$tags tags(
        .clock(tags$clock),
        .reset(tags$reset),
        .write(tags$write),
        .data_in(tags$data_in),
        .full(tags$full),
        .count(tags$count),
        .read(tags$read),
        .data_out(tags$data_out),
        .empty(tags$empty)
    );
    top$pra0$rsp$0 rsp$0(
        .clock(rsp$0$clock),
        .reset(rsp$0$reset),
        .write(rsp$0$write),
        .data_in(rsp$0$data_in),
        .full(rsp$0$full),
        .count(rsp$0$count),
        .read(rsp$0$read),
        .data_out(rsp$0$data_out),
        .empty(rsp$0$empty)
    );
    top$pra0$outst$0 outst$0(
        .d(outst$0$d),
        .q(outst$0$q),
        .clock(outst$0$clock)
    );
    
    // Update code
    always @(*) begin
        arb$clock = clock;
        tags$clock = clock;
        arb$reset = reset;
        tags$reset = reset;
        can_read = 32'h0;
        outst$0$clock = clock;
        if (outst$0$q < credits) begin
            can_read = can_read | unit$0;
        end
        arb$req = u_valid & can_read;
        arb$advance = req_ready;
        req_valid = arb$any;
        u_ready = 32'h0;
        if (req_ready) begin
            u_ready = arb$grant;
        end
        req_addr = u_addr$0;
        if ((arb$grant & unit$0) != 32'h0) begin
            req_addr = u_addr$0;
        end
        issue = arb$any & req_ready;
        tags$write = issue;
        tags$data_in = arb$grant;
        tags$read = rsp_valid;
        waiting = ~tags$empty;
        u_rempty = 32'h0;
        idle = 1'b1;
        rsp$0$clock = clock;
        rsp$0$reset = reset;
        rsp$0$write = rsp_valid & ((tags$data_out & unit$0) != 32'h0);
        rsp$0$data_in = rsp_rdata;
        u_rdata$0 = rsp$0$data_out;
        if (rsp$0$empty) begin
            u_rempty = u_rempty | unit$0;
        end
        pop$0 = ((u_rpop & unit$0) != 32'h0) & ~rsp$0$empty;
        rsp$0$read = pop$0;
        outst$0$d = outst$0$q;
        if (issue & ((arb$grant & unit$0) != 32'h0) & ~pop$0) begin
            outst$0$d = outst$0$q + 32'h1;
        end
        if (~(issue & ((arb$grant & unit$0) != 32'h0)) & pop$0) begin
            outst$0$d = outst$0$q - 32'h1;
        end
        if (outst$0$q != 32'h0) begin
            idle = 1'b0;
        end
        if (reset) begin
            outst$0$d = 32'h0;
        end
    end
    
endmodule // top$pra0


module top$pra0$arb(clock,reset,req,advance,grant,any);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  req;
    input wire  advance;
    output reg  grant;
    output reg  any;
    
    // Stub signals
    reg  below$d;
    wire  below$q;
    reg  below$clock;
    
    // Local signals
    reg  above;
    reg  hi;
    reg  pick_from;
    
    // Sub module instances
    top$pra0$arb$below below(
        .d(below$d),
        .q(below$q),
        .clock(below$clock)
    );
    
    // Update code
    always @(*) begin
        below$clock = clock;
        below$d = below$q;
        above = ~((below$q << 32'h1) | 32'h1);
        hi = req & above;
        pick_from = req;
        if (hi != 32'h0) begin
            pick_from = hi;
        end
        grant = pick_from & (~pick_from + 32'h1);
        any = req != 32'h0;
        if (advance & (req != 32'h0)) begin
            below$d = grant - 32'h1;
        end
        if (reset) begin
            below$d = 32'h0;
        end
    end
    
endmodule // top$pra0$arb


module top$pra0$arb$below(d,q,clock);
    
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
          
endmodule // top$pra0$arb$below


module top$pra0$outst$0(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pra0$outst$0


module top$pra0$rsp$0(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [511:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [511:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [511:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [511:0] ram$write_data;
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
    top$pra0$rsp$0$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$pra0$rsp$0$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$pra0$rsp$0$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$pra0$rsp$0$wr_d wr_d(
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
    
endmodule // top$pra0$rsp$0


module top$pra0$rsp$0$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [511:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [511:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[511:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$pra0$rsp$0$ram


module top$pra0$rsp$0$rd(d,q,clock);
    
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
          
endmodule // top$pra0$rsp$0$rd


module top$pra0$rsp$0$wr(d,q,clock);
    
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
          
endmodule // top$pra0$rsp$0$wr


module top$pra0$rsp$0$wr_d(d,q,clock);
    
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
          
endmodule // top$pra0$rsp$0$wr_d


module top$pra0$tags(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  data_in;
    output reg  full;
    output reg  [8:0] count;
    input wire  read;
    output reg  data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 9'b100000000;
    
    // Stub signals
    reg  [7:0] ram$read_address;
    reg  ram$read_clock;
    wire  ram$read_data;
    reg  [7:0] ram$write_address;
    reg  ram$write_clock;
    reg  ram$write_data;
    reg  ram$write_enable;
    reg  [8:0] rd$d;
    wire  [8:0] rd$q;
    reg  rd$clock;
    reg  [8:0] wr$d;
    wire  [8:0] wr$q;
    reg  wr$clock;
    reg  [8:0] wr_d$d;
    wire  [8:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$pra0$tags$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$pra0$tags$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$pra0$tags$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$pra0$tags$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 8'hff);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 8'hff);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 8'hff);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$pra0$tags


module top$pra0$tags$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[0:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$pra0$tags$ram


module top$pra0$tags$rd(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pra0$tags$rd


module top$pra0$tags$wr(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pra0$tags$wr


module top$pra0$tags$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pra0$tags$wr_d


module top$pra1(clock,reset,u_valid,u_addr$0,u_ready,u_rdata$0,u_rempty,u_rpop,idle,waiting,req_valid,req_addr,req_ready,rsp_valid,rsp_rdata);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  u_valid;
    input wire  [31:0] u_addr$0;
    output reg  u_ready;
    output reg  [511:0] u_rdata$0;
    output reg  u_rempty;
    input wire  u_rpop;
    output reg  idle;
    output reg  waiting;
    output reg  req_valid;
    output reg  [31:0] req_addr;
    input wire  req_ready;
    input wire  rsp_valid;
    input wire  [511:0] rsp_rdata;
    
    // Constant declarations
    localparam  credits = 8'h40;
    localparam  unit$0 = 1'b1;
    
    // Stub signals
    reg  arb$clock;
    reg  arb$reset;
    reg  arb$req;
    reg  arb$advance;
    wire  arb$grant;
    wire  arb$any;
    reg  tags$clock;
    reg  tags$reset;
    reg  tags$write;
    reg  tags$data_in;
    wire  tags$full;
    wire  [8:0] tags$count;
    reg  tags$read;
    wire  tags$data_out;
    wire  tags$empty;
    reg  rsp$0$clock;
    reg  rsp$0$reset;
    reg  rsp$0$write;
    reg  [511:0] rsp$0$data_in;
    wire  rsp$0$full;
    wire  [6:0] rsp$0$count;
    reg  rsp$0$read;
    wire  [511:0] rsp$0$data_out;
    wire  rsp$0$empty;
    reg  [7:0] outst$0$d;
    wire  [7:0] outst$0$q;
    reg  outst$0$clock;
    
    // Local signals
    reg  can_read;
    reg  issue;
    reg  pop$0;
    
    // Sub module instances
    top$pra1$arb arb(
        .clock(arb$clock),
        .reset(arb$reset),
        .req(arb$req),
        .advance(arb$advance),
        .grant(arb$grant),
        .any(arb$any)
    );
    top$pra1$tags tags(
        .clock(tags$clock),
        .reset(tags$reset),
        .write(tags$write),
        .data_in(tags$data_in),
        .full(tags$full),
        .count(tags$count),
        .read(tags$read),
        .data_out(tags$data_out),
        .empty(tags$empty)
    );
    top$pra1$rsp$0 rsp$0(
        .clock(rsp$0$clock),
        .reset(rsp$0$reset),
        .write(rsp$0$write),
        .data_in(rsp$0$data_in),
        .full(rsp$0$full),
        .count(rsp$0$count),
        .read(rsp$0$read),
        .data_out(rsp$0$data_out),
        .empty(rsp$0$empty)
    );
    top$pra1$outst$0 outst$0(
        .d(outst$0$d),
        .q(outst$0$q),
        .clock(outst$0$clock)
    );
    
    // Update code
    always @(*) begin
        arb$clock = clock;
        tags$clock = clock;
        arb$reset = reset;
        tags$reset = reset;
        can_read = 32'h0;
        outst$0$clock = clock;
        if (outst$0$q < credits) begin
            can_read = can_read | unit$0;
        end
        arb$req = u_valid & can_read;
        arb$advance = req_ready;
        req_valid = arb$any;
        u_ready = 32'h0;
        if (req_ready) begin
            u_ready = arb$grant;
        end
        req_addr = u_addr$0;
        if ((arb$grant & unit$0) != 32'h0) begin
            req_addr = u_addr$0;
        end
        issue = arb$any & req_ready;
        tags$write = issue;
        tags$data_in = arb$grant;
        tags$read = rsp_valid;
        waiting = ~tags$empty;
        u_rempty = 32'h0;
        idle = 1'b1;
        rsp$0$clock = clock;
        rsp$0$reset = reset;
        rsp$0$write = rsp_valid & ((tags$data_out & unit$0) != 32'h0);
        rsp$0$data_in = rsp_rdata;
        u_rdata$0 = rsp$0$data_out;
        if (rsp$0$empty) begin
            u_rempty = u_rempty | unit$0;
        end
        pop$0 = ((u_rpop & unit$0) != 32'h0) & ~rsp$0$empty;
        rsp$0$read = pop$0;
        outst$0$d = outst$0$q;
        if (issue & ((arb$grant & unit$0) != 32'h0) & ~pop$0) begin
            outst$0$d = outst$0$q + 32'h1;
        end
        if (~(issue & ((arb$grant & unit$0) != 32'h0)) & pop$0) begin
            outst$0$d = outst$0$q - 32'h1;
        end
        if (outst$0$q != 32'h0) begin
            idle = 1'b0;
        end
        if (reset) begin
            outst$0$d = 32'h0;
        end
    end
    
endmodule // top$pra1


module top$pra1$arb(clock,reset,req,advance,grant,any);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  req;
    input wire  advance;
    output reg  grant;
    output reg  any;
    
    // Stub signals
    reg  below$d;
    wire  below$q;
    reg  below$clock;
    
    // Local signals
    reg  above;
    reg  hi;
    reg  pick_from;
    
    // Sub module instances
    top$pra1$arb$below below(
        .d(below$d),
        .q(below$q),
        .clock(below$clock)
    );
    
    // Update code
    always @(*) begin
        below$clock = clock;
        below$d = below$q;
        above = ~((below$q << 32'h1) | 32'h1);
        hi = req & above;
        pick_from = req;
        if (hi != 32'h0) begin
            pick_from = hi;
        end
        grant = pick_from & (~pick_from + 32'h1);
        any = req != 32'h0;
        if (advance & (req != 32'h0)) begin
            below$d = grant - 32'h1;
        end
        if (reset) begin
            below$d = 32'h0;
        end
    end
    
endmodule // top$pra1$arb


module top$pra1$arb$below(d,q,clock);
    
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
          
endmodule // top$pra1$arb$below


module top$pra1$outst$0(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pra1$outst$0


module top$pra1$rsp$0(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [511:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [511:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [511:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [511:0] ram$write_data;
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
    top$pra1$rsp$0$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$pra1$rsp$0$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$pra1$rsp$0$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$pra1$rsp$0$wr_d wr_d(
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
    
endmodule // top$pra1$rsp$0


module top$pra1$rsp$0$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [511:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [511:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[511:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$pra1$rsp$0$ram


module top$pra1$rsp$0$rd(d,q,clock);
    
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
          
endmodule // top$pra1$rsp$0$rd


module top$pra1$rsp$0$wr(d,q,clock);
    
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
          
endmodule // top$pra1$rsp$0$wr


module top$pra1$rsp$0$wr_d(d,q,clock);
    
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
          
endmodule // top$pra1$rsp$0$wr_d


module top$pra1$tags(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  data_in;
    output reg  full;
    output reg  [8:0] count;
    input wire  read;
    output reg  data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 9'b100000000;
    
    // Stub signals
    reg  [7:0] ram$read_address;
    reg  ram$read_clock;
    wire  ram$read_data;
    reg  [7:0] ram$write_address;
    reg  ram$write_clock;
    reg  ram$write_data;
    reg  ram$write_enable;
    reg  [8:0] rd$d;
    wire  [8:0] rd$q;
    reg  rd$clock;
    reg  [8:0] wr$d;
    wire  [8:0] wr$q;
    reg  wr$clock;
    reg  [8:0] wr_d$d;
    wire  [8:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$pra1$tags$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$pra1$tags$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$pra1$tags$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$pra1$tags$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 8'hff);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 8'hff);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 8'hff);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$pra1$tags


module top$pra1$tags$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[0:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$pra1$tags$ram


module top$pra1$tags$rd(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pra1$tags$rd


module top$pra1$tags$wr(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pra1$tags$wr


module top$pra1$tags$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pra1$tags$wr_d


module top$ptag$0(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [1:0] data_in;
    output reg  full;
    output reg  [7:0] count;
    input wire  read;
    output reg  [1:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 8'h80;
    
    // Stub signals
    reg  [6:0] ram$read_address;
    reg  ram$read_clock;
    wire  [1:0] ram$read_data;
    reg  [6:0] ram$write_address;
    reg  ram$write_clock;
    reg  [1:0] ram$write_data;
    reg  ram$write_enable;
    reg  [7:0] rd$d;
    wire  [7:0] rd$q;
    reg  rd$clock;
    reg  [7:0] wr$d;
    wire  [7:0] wr$q;
    reg  wr$clock;
    reg  [7:0] wr_d$d;
    wire  [7:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$ptag$0$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$ptag$0$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$ptag$0$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$ptag$0$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 7'h7f);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 7'h7f);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 7'h7f);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$ptag$0


module top$ptag$0$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [6:0] read_address;
    input wire  read_clock;
    output reg  [1:0] read_data;
    input wire  [6:0] write_address;
    input wire  write_clock;
    input wire  [1:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1:0] mem[127:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$ptag$0$ram


module top$ptag$0$rd(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ptag$0$rd


module top$ptag$0$wr(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ptag$0$wr


module top$ptag$0$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ptag$0$wr_d


module top$pu$0(clock,reset,bucket_bits,dual,tup_valid,tup,tup_ready,out_valid,out_kind,out_tup,out_vals,out_lines,out_ready,busy,inval,m0_valid,m0_addr,m0_ready,m0_rdata,m0_rempty,m0_rpop,m1_valid,m1_addr,m1_ready,m1_rdata,m1_rempty,m1_rpop);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [4:0] bucket_bits;
    input wire  dual;
    input wire  tup_valid;
    input wire  [191:0] tup;
    output reg  tup_ready;
    output reg  out_valid;
    output reg  [1:0] out_kind;
    output reg  [191:0] out_tup;
    output reg  [127:0] out_vals;
    output reg  [1023:0] out_lines;
    input wire  out_ready;
    output reg  busy;
    input wire  inval;
    output reg  m0_valid;
    output reg  [31:0] m0_addr;
    input wire  m0_ready;
    input wire  [511:0] m0_rdata;
    input wire  m0_rempty;
    output reg  m0_rpop;
    output reg  m1_valid;
    output reg  [31:0] m1_addr;
    input wire  m1_ready;
    input wire  [511:0] m1_rdata;
    input wire  m1_rempty;
    output reg  m1_rpop;
    
    // Constant declarations
    localparam  tbit$0 = 2'b1;
    localparam  tbit$1 = 2'b10;
    localparam  tm0 = 32'h0;
    localparam  tm1 = 32'hffffffff;
    localparam  tm2 = 32'h0;
    localparam  tc$0 = 32'h0;
    localparam  tc$1 = 32'h1;
    localparam  cpos$0 = 16'hc0;
    localparam  cpos$1 = 16'hc1;
    localparam  lpos$0 = 16'h0;
    localparam  lpos$1 = 16'h200;
    localparam  hpos$0 = 16'hc2;
    localparam  hpos$1 = 16'hc3;
    localparam  PROBE_BITS = 16'hc0;
    localparam  E_HIT = 16'hc2;
    localparam  E_BK = 16'hc4;
    localparam  E_LINES = 16'h104;
    localparam  O_TUP = 16'h400;
    
    // Stub signals
    reg  in_slice$clock;
    reg  in_slice$reset;
    reg  in_slice$s_valid;
    reg  [191:0] in_slice$s_data;
    wire  in_slice$s_ready;
    wire  in_slice$m_valid;
    wire  [191:0] in_slice$m_data;
    reg  in_slice$m_ready;
    wire  in_slice$busy;
    reg  [63:0] hash$0$key;
    wire  [31:0] hash$0$hash;
    reg  [63:0] hash$1$key;
    wire  [31:0] hash$1$hash;
    reg  cache$0$clock;
    reg  cache$0$reset;
    reg  cache$0$inval;
    reg  [31:0] cache$0$rd_bucket;
    wire  cache$0$hit;
    wire  [511:0] cache$0$line;
    reg  cache$0$fill;
    reg  [31:0] cache$0$fill_bucket;
    reg  [511:0] cache$0$fill_line;
    reg  cache$1$clock;
    reg  cache$1$reset;
    reg  cache$1$inval;
    reg  [31:0] cache$1$rd_bucket;
    wire  cache$1$hit;
    wire  [511:0] cache$1$line;
    reg  cache$1$fill;
    reg  [31:0] cache$1$fill_bucket;
    reg  [511:0] cache$1$fill_line;
    reg  av$d;
    wire  av$q;
    reg  av$clock;
    reg  [191:0] atup$d;
    wire  [191:0] atup$q;
    reg  atup$clock;
    reg  sv$d;
    wire  sv$q;
    reg  sv$clock;
    reg  [191:0] stup$d;
    wire  [191:0] stup$q;
    reg  stup$clock;
    reg  [31:0] sbk$0$d;
    wire  [31:0] sbk$0$q;
    reg  sbk$0$clock;
    reg  [31:0] sbk$1$d;
    wire  [31:0] sbk$1$q;
    reg  sbk$1$clock;
    reg  first$d;
    wire  first$q;
    reg  first$clock;
    reg  shit$0$d;
    wire  shit$0$q;
    reg  shit$0$clock;
    reg  shit$1$d;
    wire  shit$1$q;
    reg  shit$1$clock;
    reg  [511:0] sline$0$d;
    wire  [511:0] sline$0$q;
    reg  sline$0$clock;
    reg  [511:0] sline$1$d;
    wire  [511:0] sline$1$q;
    reg  sline$1$clock;
    reg  fl$clock;
    reg  fl$reset;
    reg  fl$write;
    reg  [1283:0] fl$data_in;
    wire  fl$full;
    wire  [6:0] fl$count;
    reg  fl$read;
    wire  [1283:0] fl$data_out;
    wire  fl$empty;
    reg  rq0$clock;
    reg  rq0$reset;
    reg  rq0$s_write;
    reg  [1:0] rq0$s_mask;
    reg  [63:0] rq0$s_addrs;
    wire  rq0$s_full;
    wire  rq0$m_valid;
    wire  [31:0] rq0$m_addr;
    reg  rq0$m_ready;
    wire  rq0$busy;
    reg  rq1$clock;
    reg  rq1$reset;
    reg  rq1$s_write;
    reg  [1:0] rq1$s_mask;
    reg  [63:0] rq1$s_addrs;
    wire  rq1$s_full;
    wire  rq1$m_valid;
    wire  [31:0] rq1$m_addr;
    reg  rq1$m_ready;
    wire  rq1$busy;
    reg  pk0$clock;
    reg  pk0$reset;
    reg  pk0$s_write;
    reg  [1:0] pk0$s_mask;
    wire  pk0$s_full;
    reg  [511:0] pk0$r_data;
    reg  pk0$r_empty;
    wire  pk0$r_pop;
    wire  pk0$m_valid;
    wire  [511:0] pk0$m_line$0;
    wire  [511:0] pk0$m_line$1;
    reg  pk0$m_ready;
    wire  pk0$busy;
    reg  pk1$clock;
    reg  pk1$reset;
    reg  pk1$s_write;
    reg  [1:0] pk1$s_mask;
    wire  pk1$s_full;
    reg  [511:0] pk1$r_data;
    reg  pk1$r_empty;
    wire  pk1$r_pop;
    wire  pk1$m_valid;
    wire  [511:0] pk1$m_line$0;
    wire  [511:0] pk1$m_line$1;
    reg  pk1$m_ready;
    wire  pk1$busy;
    reg  out$clock;
    reg  out$reset;
    reg  out$s_valid;
    reg  [1215:0] out$s_data;
    wire  out$s_ready;
    wire  out$m_valid;
    wire  [1215:0] out$m_data;
    reg  out$m_ready;
    wire  out$busy;
    reg  [31:0] bmask$d;
    wire  [31:0] bmask$q;
    reg  bmask$clock;
    reg  [511:0] pl$0$inp;
    wire  [1283:0] pl$0$out;
    reg  [511:0] pl$1$inp;
    wire  [1283:0] pl$1$out;
    reg  [31:0] pb$0$inp;
    wire  [1283:0] pb$0$out;
    reg  [31:0] pb$1$inp;
    wire  [1283:0] pb$1$out;
    reg  [31:0] pa$0$inp;
    wire  [63:0] pa$0$out;
    reg  [31:0] pa$1$inp;
    wire  [63:0] pa$1$out;
    reg  [511:0] op$0$inp;
    wire  [1023:0] op$0$out;
    reg  [511:0] op$1$inp;
    wire  [1023:0] op$1$out;
    reg  [511:0] tm$0$line;
    reg  [63:0] tm$0$key;
    wire  tm$0$miss;
    wire  tm$0$amb;
    wire  [63:0] tm$0$val;
    wire  [127:0] tm$0$val_at;
    reg  [511:0] tm$1$line;
    reg  [63:0] tm$1$key;
    wire  tm$1$miss;
    wire  tm$1$amb;
    wire  [63:0] tm$1$val;
    wire  [127:0] tm$1$val_at;
    reg  r_v$d;
    wire  r_v$q;
    reg  r_v$clock;
    reg  [1:0] r_kind$d;
    wire  [1:0] r_kind$q;
    reg  r_kind$clock;
    reg  [127:0] r_vals$d;
    wire  [127:0] r_vals$q;
    reg  r_vals$clock;
    reg  [1023:0] r_lines$d;
    wire  [1023:0] r_lines$q;
    reg  r_lines$clock;
    reg  [191:0] r_tup$d;
    wire  [191:0] r_tup$q;
    reg  r_tup$clock;
    
    // Local signals
    reg  [1023:0] olines;
    reg  [191:0] otup;
    reg  [31:0] hin$0;
    reg  [31:0] hin$1;
    reg  take;
    reg  accept;
    reg  [31:0] bk$0;
    reg  [31:0] bk$1;
    reg  h$0;
    reg  h$1;
    reg  [511:0] hline$0;
    reg  [511:0] hline$1;
    reg  [1283:0] ctlb$0;
    reg  [1283:0] ctlb$1;
    reg  [1283:0] hitb$0;
    reg  [1283:0] hitb$1;
    reg  [1283:0] cl$0;
    reg  [1283:0] cl$1;
    reg  [1283:0] eb$0;
    reg  [1283:0] eb$1;
    reg  [31:0] line$0;
    reg  [31:0] line$1;
    reg  ctl$0;
    reg  ctl$1;
    reg  [63:0] ad$0;
    reg  [63:0] ad$1;
    reg  [63:0] ad$2;
    reg  [1:0] mk0$0;
    reg  [1:0] mk0$1;
    reg  [1:0] mk0$2;
    reg  [1:0] mk1$0;
    reg  [1:0] mk1$1;
    reg  [1:0] mk1$2;
    reg  [63:0] addrs;
    reg  [1:0] mask0;
    reg  [1:0] mask1;
    reg  last;
    reg  [1283:0] ent$0;
    reg  [1283:0] ent$1;
    reg  [1283:0] ent$2;
    reg  hc$0;
    reg  hc$1;
    reg  eh$0;
    reg  eh$1;
    reg  n0$0;
    reg  n0$1;
    reg  n0$2;
    reg  n1$0;
    reg  n1$1;
    reg  n1$2;
    reg  need0;
    reg  need1;
    reg  [511:0] ml$0;
    reg  [511:0] ml$1;
    reg  [511:0] ol$0;
    reg  [511:0] ol$1;
    reg  [1023:0] oa$0;
    reg  [1023:0] oa$1;
    reg  [1023:0] oa$2;
    reg  [1023:0] olines_in;
    reg  can_move;
    reg  tk;
    reg  [127:0] va$0;
    reg  [127:0] va$1;
    reg  [127:0] va$2;
    reg  any_miss;
    reg  any_amb;
    reg  [1:0] c_kind;
    reg  r_take;
    
    // Sub module instances
    top$pu$0$in_slice in_slice(
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
    top$pu$0$hash$0 hash$0(
        .key(hash$0$key),
        .hash(hash$0$hash)
    );
    top$pu$0$hash$1 hash$1(
        .key(hash$1$key),
        .hash(hash$1$hash)
    );
    top$pu$0$cache$0 cache$0(
        .clock(cache$0$clock),
        .reset(cache$0$reset),
        .inval(cache$0$inval),
        .rd_bucket(cache$0$rd_bucket),
        .hit(cache$0$hit),
        .line(cache$0$line),
        .fill(cache$0$fill),
        .fill_bucket(cache$0$fill_bucket),
        .fill_line(cache$0$fill_line)
    );
    top$pu$0$cache$1 cache$1(
        .clock(cache$1$clock),
        .reset(cache$1$reset),
        .inval(cache$1$inval),
        .rd_bucket(cache$1$rd_bucket),
        .hit(cache$1$hit),
        .line(cache$1$line),
        .fill(cache$1$fill),
        .fill_bucket(cache$1$fill_bucket),
        .fill_line(cache$1$fill_line)
    );
    top$pu$0$av av(
        .d(av$d),
        .q(av$q),
        .clock(av$clock)
    );
    top$pu$0$atup atup(
        .d(atup$d),
        .q(atup$q),
        .clock(atup$clock)
    );
    top$pu$0$sv sv(
        .d(sv$d),
        .q(sv$q),
        .clock(sv$clock)
    );
    top$pu$0$stup stup(
        .d(stup$d),
        .q(stup$q),
        .clock(stup$clock)
    );
    top$pu$0$sbk$0 sbk$0(
        .d(sbk$0$d),
        .q(sbk$0$q),
        .clock(sbk$0$clock)
    );
    top$pu$0$sbk$1 sbk$1(
        .d(sbk$1$d),
        .q(sbk$1$q),
        .clock(sbk$1$clock)
    );
    top$pu$0$first first(
        .d(first$d),
        .q(first$q),
        .clock(first$clock)
    );
    top$pu$0$shit$0 shit$0(
        .d(shit$0$d),
        .q(shit$0$q),
        .clock(shit$0$clock)
    );
    top$pu$0$shit$1 shit$1(
        .d(shit$1$d),
        .q(shit$1$q),
        .clock(shit$1$clock)
    );
    top$pu$0$sline$0 sline$0(
        .d(sline$0$d),
        .q(sline$0$q),
        .clock(sline$0$clock)
    );
    top$pu$0$sline$1 sline$1(
        .d(sline$1$d),
        .q(sline$1$q),
        .clock(sline$1$clock)
    );
    top$pu$0$fl fl(
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
    top$pu$0$rq0 rq0(
        .clock(rq0$clock),
        .reset(rq0$reset),
        .s_write(rq0$s_write),
        .s_mask(rq0$s_mask),
        .s_addrs(rq0$s_addrs),
        .s_full(rq0$s_full),
        .m_valid(rq0$m_valid),
        .m_addr(rq0$m_addr),
        .m_ready(rq0$m_ready),
        .busy(rq0$busy)
    );
    top$pu$0$rq1 rq1(
        .clock(rq1$clock),
        .reset(rq1$reset),
        .s_write(rq1$s_write),
        .s_mask(rq1$s_mask),
        .s_addrs(rq1$s_addrs),
        .s_full(rq1$s_full),
        .m_valid(rq1$m_valid),
        .m_addr(rq1$m_addr),
        .m_ready(rq1$m_ready),
        .busy(rq1$busy)
    );
    top$pu$0$pk0 pk0(
        .clock(pk0$clock),
        .reset(pk0$reset),
        .s_write(pk0$s_write),
        .s_mask(pk0$s_mask),
        .s_full(pk0$s_full),
        .r_data(pk0$r_data),
        .r_empty(pk0$r_empty),
        .r_pop(pk0$r_pop),
        .m_valid(pk0$m_valid),
        .m_line$0(pk0$m_line$0),
        .m_line$1(pk0$m_line$1),
        .m_ready(pk0$m_ready),
        .busy(pk0$busy)
    );
    top$pu$0$pk1 pk1(
        .clock(pk1$clock),
        .reset(pk1$reset),
        .s_write(pk1$s_write),
        .s_mask(pk1$s_mask),
        .s_full(pk1$s_full),
        .r_data(pk1$r_data),
        .r_empty(pk1$r_empty),
        .r_pop(pk1$r_pop),
        .m_valid(pk1$m_valid),
        .m_line$0(pk1$m_line$0),
        .m_line$1(pk1$m_line$1),
        .m_ready(pk1$m_ready),
        .busy(pk1$busy)
    );
    top$pu$0$out out(
        .clock(out$clock),
        .reset(out$reset),
        .s_valid(out$s_valid),
        .s_data(out$s_data),
        .s_ready(out$s_ready),
        .m_valid(out$m_valid),
        .m_data(out$m_data),
        .m_ready(out$m_ready),
        .busy(out$busy)
    );
    top$pu$0$bmask bmask(
        .d(bmask$d),
        .q(bmask$q),
        .clock(bmask$clock)
    );
    top$pu$0$pl$0 pl$0(
        .inp(pl$0$inp),
        .out(pl$0$out)
    );
    top$pu$0$pl$1 pl$1(
        .inp(pl$1$inp),
        .out(pl$1$out)
    );
    top$pu$0$pb$0 pb$0(
        .inp(pb$0$inp),
        .out(pb$0$out)
    );
    top$pu$0$pb$1 pb$1(
        .inp(pb$1$inp),
        .out(pb$1$out)
    );
    top$pu$0$pa$0 pa$0(
        .inp(pa$0$inp),
        .out(pa$0$out)
    );
    top$pu$0$pa$1 pa$1(
        .inp(pa$1$inp),
        .out(pa$1$out)
    );
    top$pu$0$op$0 op$0(
        .inp(op$0$inp),
        .out(op$0$out)
    );
    top$pu$0$op$1 op$1(
        .inp(op$1$inp),
        .out(op$1$out)
    );
    top$pu$0$tm$0 tm$0(
        .line(tm$0$line),
        .key(tm$0$key),
        .miss(tm$0$miss),
        .amb(tm$0$amb),
        .val(tm$0$val),
        .val_at(tm$0$val_at)
    );
    top$pu$0$tm$1 tm$1(
        .line(tm$1$line),
        .key(tm$1$key),
        .miss(tm$1$miss),
        .amb(tm$1$amb),
        .val(tm$1$val),
        .val_at(tm$1$val_at)
    );
    top$pu$0$r_v r_v(
        .d(r_v$d),
        .q(r_v$q),
        .clock(r_v$clock)
    );
    top$pu$0$r_kind r_kind(
        .d(r_kind$d),
        .q(r_kind$q),
        .clock(r_kind$clock)
    );
    top$pu$0$r_vals r_vals(
        .d(r_vals$d),
        .q(r_vals$q),
        .clock(r_vals$clock)
    );
    top$pu$0$r_lines r_lines(
        .d(r_lines$d),
        .q(r_lines$q),
        .clock(r_lines$clock)
    );
    top$pu$0$r_tup r_tup(
        .d(r_tup$d),
        .q(r_tup$q),
        .clock(r_tup$clock)
    );
    
    // Update code
    always @(*) begin
        av$clock = clock;
        atup$clock = clock;
        sv$clock = clock;
        stup$clock = clock;
        first$clock = clock;
        bmask$clock = clock;
        r_v$clock = clock;
        r_kind$clock = clock;
        r_vals$clock = clock;
        r_lines$clock = clock;
        r_tup$clock = clock;
        av$d = av$q;
        atup$d = atup$q;
        sv$d = sv$q;
        stup$d = stup$q;
        first$d = first$q;
        bmask$d = bmask$q;
        r_v$d = r_v$q;
        r_kind$d = r_kind$q;
        r_vals$d = r_vals$q;
        r_lines$d = r_lines$q;
        r_tup$d = r_tup$q;
        out$clock = clock;
        out$reset = reset;
        fl$clock = clock;
        in_slice$clock = clock;
        rq0$clock = clock;
        rq1$clock = clock;
        pk0$clock = clock;
        pk1$clock = clock;
        rq0$reset = reset;
        rq1$reset = reset;
        pk0$reset = reset;
        pk1$reset = reset;
        sbk$0$clock = clock;
        shit$0$clock = clock;
        sline$0$clock = clock;
        cache$0$clock = clock;
        sbk$0$d = sbk$0$q;
        cache$0$reset = reset;
        cache$0$inval = inval;
        sbk$1$clock = clock;
        shit$1$clock = clock;
        sline$1$clock = clock;
        cache$1$clock = clock;
        sbk$1$d = sbk$1$q;
        cache$1$reset = reset;
        cache$1$inval = inval;
        fl$reset = reset;
        bmask$d = (((32'h1) & 32'hffffffff) << bucket_bits) - 32'h1;
        hash$0$key = atup$q[(32'h40 * 0)+:(64)];
        hin$0 = hash$0$hash & bmask$q;
        cache$0$rd_bucket = hin$0;
        hash$1$key = atup$q[(32'h40 * 1)+:(64)];
        hin$1 = hash$1$hash & bmask$q;
        cache$1$rd_bucket = hin$1;
        ad$0 = 32'h0;
        mk0$0 = 32'h0;
        mk1$0 = 32'h0;
        ent$0 = ((stup$q) & 1284'hfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
        bk$0 = sbk$0$q;
        h$0 = shit$0$q;
        hline$0 = sline$0$q;
        if (first$q) begin
            h$0 = cache$0$hit;
            hline$0 = cache$0$line;
        end
        shit$0$d = h$0 & ~inval;
        sline$0$d = hline$0;
        line$0 = tc$0 + (bk$0 & tm0) + ((bk$0 << 32'h1) & tm1) + ((bk$0 << 32'h2) & tm2);
        ctl$0 = dual & (bk$0[32'h0] ^ tc$0[32'h0]);
        pa$0$inp = line$0;
        ad$1 = ad$0 | pa$0$out;
        mk0$1 = mk0$0;
        mk1$1 = mk1$0;
        if (~h$0 & ~ctl$0) begin
            mk0$1 = mk0$0 | tbit$0;
        end
        if (~h$0 & ctl$0) begin
            mk1$1 = mk1$0 | tbit$0;
        end
        ctlb$0 = 32'h0;
        if (ctl$0) begin
            ctlb$0 = ((32'h1) & 1284'hfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << cpos$0;
        end
        hitb$0 = 32'h0;
        if (h$0) begin
            hitb$0 = (((32'h1) & 1284'hfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << hpos$0) | cl$0;
        end
        pl$0$inp = hline$0;
        cl$0 = pl$0$out;
        pb$0$inp = bk$0;
        eb$0 = pb$0$out;
        ent$1 = ent$0 | ctlb$0 | hitb$0 | eb$0;
        bk$1 = sbk$1$q;
        h$1 = shit$1$q;
        hline$1 = sline$1$q;
        if (first$q) begin
            h$1 = cache$1$hit;
            hline$1 = cache$1$line;
        end
        shit$1$d = h$1 & ~inval;
        sline$1$d = hline$1;
        line$1 = tc$1 + (bk$1 & tm0) + ((bk$1 << 32'h1) & tm1) + ((bk$1 << 32'h2) & tm2);
        ctl$1 = dual & (bk$1[32'h0] ^ tc$1[32'h0]);
        pa$1$inp = line$1;
        ad$2 = ad$1 | pa$1$out;
        mk0$2 = mk0$1;
        mk1$2 = mk1$1;
        if (~h$1 & ~ctl$1) begin
            mk0$2 = mk0$1 | tbit$1;
        end
        if (~h$1 & ctl$1) begin
            mk1$2 = mk1$1 | tbit$1;
        end
        ctlb$1 = 32'h0;
        if (ctl$1) begin
            ctlb$1 = ((32'h1) & 1284'hfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << cpos$1;
        end
        hitb$1 = 32'h0;
        if (h$1) begin
            hitb$1 = (((32'h1) & 1284'hfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << hpos$1) | cl$1;
        end
        pl$1$inp = hline$1;
        cl$1 = pl$1$out;
        pb$1$inp = bk$1;
        eb$1 = pb$1$out;
        ent$2 = ent$1 | ctlb$1 | hitb$1 | eb$1;
        addrs = ad$2;
        mask0 = mk0$2;
        mask1 = mk1$2;
        fl$data_in = ent$2;
        last = sv$q & ~fl$full & ~rq0$s_full & ~rq1$s_full & ~pk0$s_full & ~pk1$s_full;
        fl$write = last;
        rq0$s_write = last & (mask0 != 32'h0);
        rq1$s_write = last & (mask1 != 32'h0);
        pk0$s_write = last & (mask0 != 32'h0);
        pk1$s_write = last & (mask1 != 32'h0);
        rq0$s_mask = mask0;
        rq1$s_mask = mask1;
        pk0$s_mask = mask0;
        pk1$s_mask = mask1;
        rq0$s_addrs = addrs;
        rq1$s_addrs = addrs;
        m0_valid = rq0$m_valid;
        m0_addr = rq0$m_addr;
        rq0$m_ready = m0_ready;
        m1_valid = rq1$m_valid;
        m1_addr = rq1$m_addr;
        rq1$m_ready = m1_ready;
        pk0$r_data = m0_rdata;
        pk0$r_empty = m0_rempty;
        m0_rpop = pk0$r_pop;
        pk1$r_data = m1_rdata;
        pk1$r_empty = m1_rempty;
        m1_rpop = pk1$r_pop;
        busy = in_slice$busy | ~fl$empty | out$busy | r_v$q | sv$q | av$q;
        accept = av$q & (~sv$q | last);
        in_slice$reset = reset;
        in_slice$s_valid = tup_valid;
        in_slice$s_data = tup;
        tup_ready = in_slice$s_ready;
        in_slice$m_ready = ~av$q | accept;
        take = in_slice$m_valid & in_slice$m_ready;
        if (take) begin
            atup$d = in_slice$m_data;
        end
        av$d = take | (av$q & ~accept);
        if (accept) begin
            sbk$0$d = hin$0;
        end
        if (accept) begin
            sbk$1$d = hin$1;
        end
        first$d = accept;
        if (accept) begin
            stup$d = atup$q;
        end
        sv$d = accept | (sv$q & ~last);
        n0$0 = 1'b0;
        n1$0 = 1'b0;
        oa$0 = 32'h0;
        hc$0 = fl$data_out[PROBE_BITS + 0];
        eh$0 = fl$data_out[E_HIT + 0];
        n0$1 = n0$0 | (~eh$0 & ~hc$0);
        n1$1 = n1$0 | (~eh$0 & hc$0);
        ml$0 = pk0$m_line$0;
        if (hc$0) begin
            ml$0 = pk1$m_line$0;
        end
        ol$0 = ml$0;
        if (eh$0) begin
            ol$0 = fl$data_out[(E_LINES + 32'h200 * 0)+:(512)];
        end
        op$0$inp = ol$0;
        oa$1 = oa$0 | op$0$out;
        hc$1 = fl$data_out[PROBE_BITS + 1];
        eh$1 = fl$data_out[E_HIT + 1];
        n0$2 = n0$1 | (~eh$1 & ~hc$1);
        n1$2 = n1$1 | (~eh$1 & hc$1);
        ml$1 = pk0$m_line$1;
        if (hc$1) begin
            ml$1 = pk1$m_line$1;
        end
        ol$1 = ml$1;
        if (eh$1) begin
            ol$1 = fl$data_out[(E_LINES + 32'h200 * 1)+:(512)];
        end
        op$1$inp = ol$1;
        oa$2 = oa$1 | op$1$out;
        need0 = n0$2;
        need1 = n1$2;
        olines_in = oa$2;
        can_move = out$s_ready;
        tk = ~fl$empty & (~need0 | pk0$m_valid) & (~need1 | pk1$m_valid) & can_move;
        pk0$m_ready = tk & need0;
        pk1$m_ready = tk & need1;
        cache$0$fill = tk & ~eh$0;
        cache$0$fill_bucket = fl$data_out[(E_BK + 32'h20 * 0)+:(32)];
        cache$0$fill_line = ml$0;
        cache$1$fill = tk & ~eh$1;
        cache$1$fill_bucket = fl$data_out[(E_BK + 32'h20 * 1)+:(32)];
        cache$1$fill_line = ml$1;
        fl$read = tk;
        out$s_valid = tk;
        out$s_data = ((olines_in) & 1216'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((fl$data_out[(32'h0)+:(192)]) & 1216'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << O_TUP);
        r_take = out$m_valid & (~r_v$q | out_ready);
        out$m_ready = ~r_v$q | out_ready;
        olines = out$m_data[(32'h0)+:(1024)];
        otup = out$m_data[(O_TUP)+:(192)];
        any_miss = 1'b0;
        any_amb = 1'b0;
        va$0 = 32'h0;
        tm$0$line = olines[(32'h200 * 0)+:(512)];
        tm$0$key = otup[(32'h40 * 0)+:(64)];
        va$1 = va$0 | tm$0$val_at;
        if (tm$0$miss) begin
            any_miss = 1'b1;
        end
        if (tm$0$amb) begin
            any_amb = 1'b1;
        end
        tm$1$line = olines[(32'h200 * 1)+:(512)];
        tm$1$key = otup[(32'h40 * 1)+:(64)];
        va$2 = va$1 | tm$1$val_at;
        if (tm$1$miss) begin
            any_miss = 1'b1;
        end
        if (tm$1$amb) begin
            any_amb = 1'b1;
        end
        c_kind = 32'h1;
        if (any_amb) begin
            c_kind = 32'h2;
        end
        if (any_miss) begin
            c_kind = 32'h0;
        end
        if (out_ready) begin
            r_v$d = 1'b0;
        end
        if (r_take) begin
            r_v$d = 1'b1;
            r_kind$d = c_kind;
            r_vals$d = va$2;
            r_lines$d = olines;
            r_tup$d = otup;
        end
        out_valid = r_v$q;
        out_kind = r_kind$q;
        out_vals = r_vals$q;
        out_lines = r_lines$q;
        out_tup = r_tup$q;
        if (reset) begin
            r_v$d = 1'b0;
            sv$d = 1'b0;
            av$d = 1'b0;
            first$d = 1'b0;
        end
    end
    
endmodule // top$pu$0


module top$pu$0$atup(d,q,clock);
    
    // Module arguments
    input wire  [191:0] d;
    output reg  [191:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 192'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pu$0$atup


module top$pu$0$av(d,q,clock);
    
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
          
endmodule // top$pu$0$av


module top$pu$0$bmask(d,q,clock);
    
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
          
endmodule // top$pu$0$bmask


module top$pu$0$cache$0(clock,reset,inval,rd_bucket,hit,line,fill,fill_bucket,fill_line);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  inval;
    input wire  [31:0] rd_bucket;
    output reg  hit;
    output reg  [511:0] line;
    input wire  fill;
    input wire  [31:0] fill_bucket;
    input wire  [511:0] fill_line;
    
    // Stub signals
    reg  [8:0] ram$read_address;
    reg  ram$read_clock;
    wire  [543:0] ram$read_data;
    reg  [8:0] ram$write_address;
    reg  ram$write_clock;
    reg  [543:0] ram$write_data;
    reg  ram$write_enable;
    reg  [511:0] valid$d;
    wire  [511:0] valid$q;
    reg  valid$clock;
    reg  vq$d;
    wire  vq$q;
    reg  vq$clock;
    reg  [31:0] tq$d;
    wire  [31:0] tq$q;
    reg  tq$clock;
    
    // Local signals
    reg  [8:0] rd_ix;
    reg  [8:0] fill_ix;
    
    // Sub module instances
    top$pu$0$cache$0$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$pu$0$cache$0$valid valid(
        .d(valid$d),
        .q(valid$q),
        .clock(valid$clock)
    );
    top$pu$0$cache$0$vq vq(
        .d(vq$d),
        .q(vq$q),
        .clock(vq$clock)
    );
    top$pu$0$cache$0$tq tq(
        .d(tq$d),
        .q(tq$q),
        .clock(tq$clock)
    );
    
    // Update code
    always @(*) begin
        valid$clock = clock;
        vq$clock = clock;
        tq$clock = clock;
        valid$d = valid$q;
        vq$d = vq$q;
        tq$d = tq$q;
        ram$read_clock = clock;
        ram$write_clock = clock;
        rd_ix = rd_bucket[(32'h0)+:(9)];
        fill_ix = fill_bucket[(32'h0)+:(9)];
        ram$read_address = rd_ix;
        vq$d = valid$q[rd_ix] & ~inval;
        tq$d = rd_bucket;
        hit = vq$q & (ram$read_data[(32'h200)+:(32)] == tq$q);
        line = ram$read_data[(32'h0)+:(512)];
        ram$write_address = fill_ix;
        ram$write_data = ((fill_line) & 544'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((fill_bucket) & 544'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200);
        ram$write_enable = fill & ~inval;
        if (fill) begin
            valid$d = valid$q | (((32'h1) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << fill_ix);
        end
        if (inval | reset) begin
            valid$d = 32'h0;
            vq$d = 1'b0;
        end
    end
    
endmodule // top$pu$0$cache$0


module top$pu$0$cache$0$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [8:0] read_address;
    input wire  read_clock;
    output reg  [543:0] read_data;
    input wire  [8:0] write_address;
    input wire  write_clock;
    input wire  [543:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[543:0] mem[511:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$pu$0$cache$0$ram


module top$pu$0$cache$0$tq(d,q,clock);
    
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
          
endmodule // top$pu$0$cache$0$tq


module top$pu$0$cache$0$valid(d,q,clock);
    
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
          
endmodule // top$pu$0$cache$0$valid


module top$pu$0$cache$0$vq(d,q,clock);
    
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
          
endmodule // top$pu$0$cache$0$vq


module top$pu$0$cache$1(clock,reset,inval,rd_bucket,hit,line,fill,fill_bucket,fill_line);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  inval;
    input wire  [31:0] rd_bucket;
    output reg  hit;
    output reg  [511:0] line;
    input wire  fill;
    input wire  [31:0] fill_bucket;
    input wire  [511:0] fill_line;
    
    // Stub signals
    reg  [8:0] ram$read_address;
    reg  ram$read_clock;
    wire  [543:0] ram$read_data;
    reg  [8:0] ram$write_address;
    reg  ram$write_clock;
    reg  [543:0] ram$write_data;
    reg  ram$write_enable;
    reg  [511:0] valid$d;
    wire  [511:0] valid$q;
    reg  valid$clock;
    reg  vq$d;
    wire  vq$q;
    reg  vq$clock;
    reg  [31:0] tq$d;
    wire  [31:0] tq$q;
    reg  tq$clock;
    
    // Local signals
    reg  [8:0] rd_ix;
    reg  [8:0] fill_ix;
    
    // Sub module instances
    top$pu$0$cache$1$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$pu$0$cache$1$valid valid(
        .d(valid$d),
        .q(valid$q),
        .clock(valid$clock)
    );
    top$pu$0$cache$1$vq vq(
        .d(vq$d),
        .q(vq$q),
        .clock(vq$clock)
    );
    top$pu$0$cache$1$tq tq(
        .d(tq$d),
        .q(tq$q),
        .clock(tq$clock)
    );
    
    // Update code
    always @(*) begin
        valid$clock = clock;
        vq$clock = clock;
        tq$clock = clock;
        valid$d = valid$q;
        vq$d = vq$q;
        tq$d = tq$q;
        ram$read_clock = clock;
        ram$write_clock = clock;
        rd_ix = rd_bucket[(32'h0)+:(9)];
        fill_ix = fill_bucket[(32'h0)+:(9)];
        ram$read_address = rd_ix;
        vq$d = valid$q[rd_ix] & ~inval;
        tq$d = rd_bucket;
        hit = vq$q & (ram$read_data[(32'h200)+:(32)] == tq$q);
        line = ram$read_data[(32'h0)+:(512)];
        ram$write_address = fill_ix;
        ram$write_data = ((fill_line) & 544'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((fill_bucket) & 544'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h200);
        ram$write_enable = fill & ~inval;
        if (fill) begin
            valid$d = valid$q | (((32'h1) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << fill_ix);
        end
        if (inval | reset) begin
            valid$d = 32'h0;
            vq$d = 1'b0;
        end
    end
    
endmodule // top$pu$0$cache$1


module top$pu$0$cache$1$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [8:0] read_address;
    input wire  read_clock;
    output reg  [543:0] read_data;
    input wire  [8:0] write_address;
    input wire  write_clock;
    input wire  [543:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[543:0] mem[511:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$pu$0$cache$1$ram


module top$pu$0$cache$1$tq(d,q,clock);
    
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
          
endmodule // top$pu$0$cache$1$tq


module top$pu$0$cache$1$valid(d,q,clock);
    
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
          
endmodule // top$pu$0$cache$1$valid


module top$pu$0$cache$1$vq(d,q,clock);
    
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
          
endmodule // top$pu$0$cache$1$vq


module top$pu$0$first(d,q,clock);
    
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
          
endmodule // top$pu$0$first


module top$pu$0$fl(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [1283:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [1283:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [1283:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [1283:0] ram$write_data;
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
    top$pu$0$fl$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$pu$0$fl$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$pu$0$fl$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$pu$0$fl$wr_d wr_d(
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
    
endmodule // top$pu$0$fl


module top$pu$0$fl$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [1283:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [1283:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1283:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$pu$0$fl$ram


module top$pu$0$fl$rd(d,q,clock);
    
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
          
endmodule // top$pu$0$fl$rd


module top$pu$0$fl$wr(d,q,clock);
    
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
          
endmodule // top$pu$0$fl$wr


module top$pu$0$fl$wr_d(d,q,clock);
    
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
          
endmodule // top$pu$0$fl$wr_d


module top$pu$0$hash$0(key,hash);
    
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
endmodule // top$pu$0$hash$0


module top$pu$0$hash$1(key,hash);
    
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
endmodule // top$pu$0$hash$1


module top$pu$0$in_slice(clock,reset,s_valid,s_data,s_ready,m_valid,m_data,m_ready,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    input wire  [191:0] s_data;
    output reg  s_ready;
    output reg  m_valid;
    output reg  [191:0] m_data;
    input wire  m_ready;
    output reg  busy;
    
    // Stub signals
    reg  out_v$d;
    wire  out_v$q;
    reg  out_v$clock;
    reg  [191:0] out_d$d;
    wire  [191:0] out_d$q;
    reg  out_d$clock;
    reg  skid_v$d;
    wire  skid_v$q;
    reg  skid_v$clock;
    reg  [191:0] skid_d$d;
    wire  [191:0] skid_d$q;
    reg  skid_d$clock;
    
    // Local signals
    reg  take;
    reg  out_free;
    
    // Sub module instances
    top$pu$0$in_slice$out_v out_v(
        .d(out_v$d),
        .q(out_v$q),
        .clock(out_v$clock)
    );
    top$pu$0$in_slice$out_d out_d(
        .d(out_d$d),
        .q(out_d$q),
        .clock(out_d$clock)
    );
    top$pu$0$in_slice$skid_v skid_v(
        .d(skid_v$d),
        .q(skid_v$q),
        .clock(skid_v$clock)
    );
    top$pu$0$in_slice$skid_d skid_d(
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
    
endmodule // top$pu$0$in_slice


module top$pu$0$in_slice$out_d(d,q,clock);
    
    // Module arguments
    input wire  [191:0] d;
    output reg  [191:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 192'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pu$0$in_slice$out_d


module top$pu$0$in_slice$out_v(d,q,clock);
    
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
          
endmodule // top$pu$0$in_slice$out_v


module top$pu$0$in_slice$skid_d(d,q,clock);
    
    // Module arguments
    input wire  [191:0] d;
    output reg  [191:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 192'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pu$0$in_slice$skid_d


module top$pu$0$in_slice$skid_v(d,q,clock);
    
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
          
endmodule // top$pu$0$in_slice$skid_v


module top$pu$0$op$0(inp,out);
    
    // Module arguments
    input wire  [511:0] inp;
    output reg  [1023:0] out;
    
    // Constant declarations
    localparam  pos = 16'h0;
    
    // Update code (custom)
    always @(*) begin
       out = 1024'd0;
       out[511:0] = inp;
    end
endmodule // top$pu$0$op$0


module top$pu$0$op$1(inp,out);
    
    // Module arguments
    input wire  [511:0] inp;
    output reg  [1023:0] out;
    
    // Constant declarations
    localparam  pos = 16'h200;
    
    // Update code (custom)
    always @(*) begin
       out = 1024'd0;
       out[1023:512] = inp;
    end
endmodule // top$pu$0$op$1


module top$pu$0$out(clock,reset,s_valid,s_data,s_ready,m_valid,m_data,m_ready,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    input wire  [1215:0] s_data;
    output reg  s_ready;
    output reg  m_valid;
    output reg  [1215:0] m_data;
    input wire  m_ready;
    output reg  busy;
    
    // Stub signals
    reg  out_v$d;
    wire  out_v$q;
    reg  out_v$clock;
    reg  [1215:0] out_d$d;
    wire  [1215:0] out_d$q;
    reg  out_d$clock;
    reg  skid_v$d;
    wire  skid_v$q;
    reg  skid_v$clock;
    reg  [1215:0] skid_d$d;
    wire  [1215:0] skid_d$q;
    reg  skid_d$clock;
    
    // Local signals
    reg  take;
    reg  out_free;
    
    // Sub module instances
    top$pu$0$out$out_v out_v(
        .d(out_v$d),
        .q(out_v$q),
        .clock(out_v$clock)
    );
    top$pu$0$out$out_d out_d(
        .d(out_d$d),
        .q(out_d$q),
        .clock(out_d$clock)
    );
    top$pu$0$out$skid_v skid_v(
        .d(skid_v$d),
        .q(skid_v$q),
        .clock(skid_v$clock)
    );
    top$pu$0$out$skid_d skid_d(
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
    
endmodule // top$pu$0$out


module top$pu$0$out$out_d(d,q,clock);
    
    // Module arguments
    input wire  [1215:0] d;
    output reg  [1215:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1216'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pu$0$out$out_d


module top$pu$0$out$out_v(d,q,clock);
    
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
          
endmodule // top$pu$0$out$out_v


module top$pu$0$out$skid_d(d,q,clock);
    
    // Module arguments
    input wire  [1215:0] d;
    output reg  [1215:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1216'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pu$0$out$skid_d


module top$pu$0$out$skid_v(d,q,clock);
    
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
          
endmodule // top$pu$0$out$skid_v


module top$pu$0$pa$0(inp,out);
    
    // Module arguments
    input wire  [31:0] inp;
    output reg  [63:0] out;
    
    // Constant declarations
    localparam  pos = 16'h0;
    
    // Update code (custom)
    always @(*) begin
       out = 64'd0;
       out[31:0] = inp;
    end
endmodule // top$pu$0$pa$0


module top$pu$0$pa$1(inp,out);
    
    // Module arguments
    input wire  [31:0] inp;
    output reg  [63:0] out;
    
    // Constant declarations
    localparam  pos = 16'h20;
    
    // Update code (custom)
    always @(*) begin
       out = 64'd0;
       out[63:32] = inp;
    end
endmodule // top$pu$0$pa$1


module top$pu$0$pb$0(inp,out);
    
    // Module arguments
    input wire  [31:0] inp;
    output reg  [1283:0] out;
    
    // Constant declarations
    localparam  pos = 16'hc4;
    
    // Update code (custom)
    always @(*) begin
       out = 1284'd0;
       out[227:196] = inp;
    end
endmodule // top$pu$0$pb$0


module top$pu$0$pb$1(inp,out);
    
    // Module arguments
    input wire  [31:0] inp;
    output reg  [1283:0] out;
    
    // Constant declarations
    localparam  pos = 16'he4;
    
    // Update code (custom)
    always @(*) begin
       out = 1284'd0;
       out[259:228] = inp;
    end
endmodule // top$pu$0$pb$1


module top$pu$0$pk0(clock,reset,s_write,s_mask,s_full,r_data,r_empty,r_pop,m_valid,m_line$0,m_line$1,m_ready,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_write;
    input wire  [1:0] s_mask;
    output reg  s_full;
    input wire  [511:0] r_data;
    input wire  r_empty;
    output reg  r_pop;
    output reg  m_valid;
    output reg  [511:0] m_line$0;
    output reg  [511:0] m_line$1;
    input wire  m_ready;
    output reg  busy;
    
    // Constant declarations
    localparam  tbit$0 = 2'b1;
    localparam  tbit$1 = 2'b10;
    
    // Stub signals
    reg  q$clock;
    reg  q$reset;
    reg  q$write;
    reg  [1:0] q$data_in;
    wire  q$full;
    wire  [6:0] q$count;
    reg  q$read;
    wire  [1:0] q$data_out;
    wire  q$empty;
    reg  [1:0] done$d;
    wire  [1:0] done$q;
    reg  done$clock;
    reg  full$d;
    wire  full$q;
    reg  full$clock;
    reg  [511:0] acc$0$d;
    wire  [511:0] acc$0$q;
    reg  acc$0$clock;
    reg  [511:0] acc$1$d;
    wire  [511:0] acc$1$q;
    reg  acc$1$clock;
    
    // Local signals
    reg  [1:0] rem;
    reg  [1:0] low;
    reg  more;
    reg  go;
    
    // Sub module instances
    top$pu$0$pk0$q q(
        .clock(q$clock),
        .reset(q$reset),
        .write(q$write),
        .data_in(q$data_in),
        .full(q$full),
        .count(q$count),
        .read(q$read),
        .data_out(q$data_out),
        .empty(q$empty)
    );
    top$pu$0$pk0$done done(
        .d(done$d),
        .q(done$q),
        .clock(done$clock)
    );
    top$pu$0$pk0$full full(
        .d(full$d),
        .q(full$q),
        .clock(full$clock)
    );
    top$pu$0$pk0$acc$0 acc$0(
        .d(acc$0$d),
        .q(acc$0$q),
        .clock(acc$0$clock)
    );
    top$pu$0$pk0$acc$1 acc$1(
        .d(acc$1$d),
        .q(acc$1$q),
        .clock(acc$1$clock)
    );
    
    // Update code
    always @(*) begin
        done$clock = clock;
        full$clock = clock;
        done$d = done$q;
        full$d = full$q;
        q$clock = clock;
        acc$0$clock = clock;
        acc$0$d = acc$0$q;
        m_line$0 = acc$0$q;
        acc$1$clock = clock;
        acc$1$d = acc$1$q;
        m_line$1 = acc$1$q;
        q$reset = reset;
        q$write = s_write;
        q$data_in = s_mask;
        s_full = q$full;
        m_valid = full$q;
        busy = ~q$empty | full$q;
        rem = q$data_out & ~done$q;
        low = rem & (~rem + 32'h1);
        more = (rem & ~low) != 32'h0;
        go = ~q$empty & ~r_empty & (rem != 32'h0) & ~(full$q & ~m_ready);
        r_pop = go;
        if (go & ((low & tbit$0) != 32'h0)) begin
            acc$0$d = r_data;
        end
        if (go & ((low & tbit$1) != 32'h0)) begin
            acc$1$d = r_data;
        end
        q$read = 1'b0;
        full$d = full$q & ~m_ready;
        if (go) begin
            if (more) begin
                done$d = done$q | low;
            end
            else begin
                done$d = 32'h0;
                q$read = 1'b1;
                full$d = 1'b1;
            end
        end
        if (reset) begin
            done$d = 32'h0;
            full$d = 1'b0;
        end
    end
    
endmodule // top$pu$0$pk0


module top$pu$0$pk0$acc$0(d,q,clock);
    
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
          
endmodule // top$pu$0$pk0$acc$0


module top$pu$0$pk0$acc$1(d,q,clock);
    
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
          
endmodule // top$pu$0$pk0$acc$1


module top$pu$0$pk0$done(d,q,clock);
    
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
          
endmodule // top$pu$0$pk0$done


module top$pu$0$pk0$full(d,q,clock);
    
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
          
endmodule // top$pu$0$pk0$full


module top$pu$0$pk0$q(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [1:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [1:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [1:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [1:0] ram$write_data;
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
    top$pu$0$pk0$q$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$pu$0$pk0$q$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$pu$0$pk0$q$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$pu$0$pk0$q$wr_d wr_d(
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
    
endmodule // top$pu$0$pk0$q


module top$pu$0$pk0$q$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [1:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [1:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$pu$0$pk0$q$ram


module top$pu$0$pk0$q$rd(d,q,clock);
    
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
          
endmodule // top$pu$0$pk0$q$rd


module top$pu$0$pk0$q$wr(d,q,clock);
    
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
          
endmodule // top$pu$0$pk0$q$wr


module top$pu$0$pk0$q$wr_d(d,q,clock);
    
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
          
endmodule // top$pu$0$pk0$q$wr_d


module top$pu$0$pk1(clock,reset,s_write,s_mask,s_full,r_data,r_empty,r_pop,m_valid,m_line$0,m_line$1,m_ready,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_write;
    input wire  [1:0] s_mask;
    output reg  s_full;
    input wire  [511:0] r_data;
    input wire  r_empty;
    output reg  r_pop;
    output reg  m_valid;
    output reg  [511:0] m_line$0;
    output reg  [511:0] m_line$1;
    input wire  m_ready;
    output reg  busy;
    
    // Constant declarations
    localparam  tbit$0 = 2'b1;
    localparam  tbit$1 = 2'b10;
    
    // Stub signals
    reg  q$clock;
    reg  q$reset;
    reg  q$write;
    reg  [1:0] q$data_in;
    wire  q$full;
    wire  [6:0] q$count;
    reg  q$read;
    wire  [1:0] q$data_out;
    wire  q$empty;
    reg  [1:0] done$d;
    wire  [1:0] done$q;
    reg  done$clock;
    reg  full$d;
    wire  full$q;
    reg  full$clock;
    reg  [511:0] acc$0$d;
    wire  [511:0] acc$0$q;
    reg  acc$0$clock;
    reg  [511:0] acc$1$d;
    wire  [511:0] acc$1$q;
    reg  acc$1$clock;
    
    // Local signals
    reg  [1:0] rem;
    reg  [1:0] low;
    reg  more;
    reg  go;
    
    // Sub module instances
    top$pu$0$pk1$q q(
        .clock(q$clock),
        .reset(q$reset),
        .write(q$write),
        .data_in(q$data_in),
        .full(q$full),
        .count(q$count),
        .read(q$read),
        .data_out(q$data_out),
        .empty(q$empty)
    );
    top$pu$0$pk1$done done(
        .d(done$d),
        .q(done$q),
        .clock(done$clock)
    );
    top$pu$0$pk1$full full(
        .d(full$d),
        .q(full$q),
        .clock(full$clock)
    );
    top$pu$0$pk1$acc$0 acc$0(
        .d(acc$0$d),
        .q(acc$0$q),
        .clock(acc$0$clock)
    );
    top$pu$0$pk1$acc$1 acc$1(
        .d(acc$1$d),
        .q(acc$1$q),
        .clock(acc$1$clock)
    );
    
    // Update code
    always @(*) begin
        done$clock = clock;
        full$clock = clock;
        done$d = done$q;
        full$d = full$q;
        q$clock = clock;
        acc$0$clock = clock;
        acc$0$d = acc$0$q;
        m_line$0 = acc$0$q;
        acc$1$clock = clock;
        acc$1$d = acc$1$q;
        m_line$1 = acc$1$q;
        q$reset = reset;
        q$write = s_write;
        q$data_in = s_mask;
        s_full = q$full;
        m_valid = full$q;
        busy = ~q$empty | full$q;
        rem = q$data_out & ~done$q;
        low = rem & (~rem + 32'h1);
        more = (rem & ~low) != 32'h0;
        go = ~q$empty & ~r_empty & (rem != 32'h0) & ~(full$q & ~m_ready);
        r_pop = go;
        if (go & ((low & tbit$0) != 32'h0)) begin
            acc$0$d = r_data;
        end
        if (go & ((low & tbit$1) != 32'h0)) begin
            acc$1$d = r_data;
        end
        q$read = 1'b0;
        full$d = full$q & ~m_ready;
        if (go) begin
            if (more) begin
                done$d = done$q | low;
            end
            else begin
                done$d = 32'h0;
                q$read = 1'b1;
                full$d = 1'b1;
            end
        end
        if (reset) begin
            done$d = 32'h0;
            full$d = 1'b0;
        end
    end
    
endmodule // top$pu$0$pk1


module top$pu$0$pk1$acc$0(d,q,clock);
    
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
          
endmodule // top$pu$0$pk1$acc$0


module top$pu$0$pk1$acc$1(d,q,clock);
    
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
          
endmodule // top$pu$0$pk1$acc$1


module top$pu$0$pk1$done(d,q,clock);
    
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
          
endmodule // top$pu$0$pk1$done


module top$pu$0$pk1$full(d,q,clock);
    
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
          
endmodule // top$pu$0$pk1$full


module top$pu$0$pk1$q(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [1:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [1:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [1:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [1:0] ram$write_data;
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
    top$pu$0$pk1$q$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$pu$0$pk1$q$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$pu$0$pk1$q$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$pu$0$pk1$q$wr_d wr_d(
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
    
endmodule // top$pu$0$pk1$q


module top$pu$0$pk1$q$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [1:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [1:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$pu$0$pk1$q$ram


module top$pu$0$pk1$q$rd(d,q,clock);
    
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
          
endmodule // top$pu$0$pk1$q$rd


module top$pu$0$pk1$q$wr(d,q,clock);
    
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
          
endmodule // top$pu$0$pk1$q$wr


module top$pu$0$pk1$q$wr_d(d,q,clock);
    
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
          
endmodule // top$pu$0$pk1$q$wr_d


module top$pu$0$pl$0(inp,out);
    
    // Module arguments
    input wire  [511:0] inp;
    output reg  [1283:0] out;
    
    // Constant declarations
    localparam  pos = 16'h104;
    
    // Update code (custom)
    always @(*) begin
       out = 1284'd0;
       out[771:260] = inp;
    end
endmodule // top$pu$0$pl$0


module top$pu$0$pl$1(inp,out);
    
    // Module arguments
    input wire  [511:0] inp;
    output reg  [1283:0] out;
    
    // Constant declarations
    localparam  pos = 16'h304;
    
    // Update code (custom)
    always @(*) begin
       out = 1284'd0;
       out[1283:772] = inp;
    end
endmodule // top$pu$0$pl$1


module top$pu$0$r_kind(d,q,clock);
    
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
          
endmodule // top$pu$0$r_kind


module top$pu$0$r_lines(d,q,clock);
    
    // Module arguments
    input wire  [1023:0] d;
    output reg  [1023:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1024'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pu$0$r_lines


module top$pu$0$r_tup(d,q,clock);
    
    // Module arguments
    input wire  [191:0] d;
    output reg  [191:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 192'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pu$0$r_tup


module top$pu$0$r_v(d,q,clock);
    
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
          
endmodule // top$pu$0$r_v


module top$pu$0$r_vals(d,q,clock);
    
    // Module arguments
    input wire  [127:0] d;
    output reg  [127:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 128'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pu$0$r_vals


module top$pu$0$rq0(clock,reset,s_write,s_mask,s_addrs,s_full,m_valid,m_addr,m_ready,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_write;
    input wire  [1:0] s_mask;
    input wire  [63:0] s_addrs;
    output reg  s_full;
    output reg  m_valid;
    output reg  [31:0] m_addr;
    input wire  m_ready;
    output reg  busy;
    
    // Constant declarations
    localparam  tbit$0 = 2'b1;
    localparam  tbit$1 = 2'b10;
    localparam  ADDRS_BITS = 16'h40;
    
    // Stub signals
    reg  q$clock;
    reg  q$reset;
    reg  q$write;
    reg  [65:0] q$data_in;
    wire  q$full;
    wire  [2:0] q$count;
    reg  q$read;
    wire  [65:0] q$data_out;
    wire  q$empty;
    reg  [1:0] done$d;
    wire  [1:0] done$q;
    reg  done$clock;
    
    // Local signals
    reg  [1:0] rem;
    reg  [1:0] low;
    reg  more;
    reg  fire;
    
    // Sub module instances
    top$pu$0$rq0$q q(
        .clock(q$clock),
        .reset(q$reset),
        .write(q$write),
        .data_in(q$data_in),
        .full(q$full),
        .count(q$count),
        .read(q$read),
        .data_out(q$data_out),
        .empty(q$empty)
    );
    top$pu$0$rq0$done done(
        .d(done$d),
        .q(done$q),
        .clock(done$clock)
    );
    
    // Update code
    always @(*) begin
        done$clock = clock;
        done$d = done$q;
        q$clock = clock;
        q$reset = reset;
        q$write = s_write;
        q$data_in = ((s_addrs) & 66'h3ffffffffffffffff) | (((s_mask) & 66'h3ffffffffffffffff) << ADDRS_BITS);
        s_full = q$full;
        busy = ~q$empty;
        rem = q$data_out[(ADDRS_BITS)+:(2)] & ~done$q;
        low = rem & (~rem + 32'h1);
        more = (rem & ~low) != 32'h0;
        m_addr = q$data_out[(32'h0)+:(32)];
        if ((low & tbit$0) != 32'h0) begin
            m_addr = q$data_out[(32'h20 * 0)+:(32)];
        end
        if ((low & tbit$1) != 32'h0) begin
            m_addr = q$data_out[(32'h20 * 1)+:(32)];
        end
        m_valid = ~q$empty & (rem != 32'h0);
        fire = m_valid & m_ready;
        q$read = 1'b0;
        if (fire) begin
            if (more) begin
                done$d = done$q | low;
            end
            else begin
                done$d = 32'h0;
                q$read = 1'b1;
            end
        end
        if (reset) begin
            done$d = 32'h0;
        end
    end
    
endmodule // top$pu$0$rq0


module top$pu$0$rq0$done(d,q,clock);
    
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
          
endmodule // top$pu$0$rq0$done


module top$pu$0$rq0$q(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [65:0] data_in;
    output reg  full;
    output reg  [2:0] count;
    input wire  read;
    output reg  [65:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 3'b100;
    
    // Stub signals
    reg  [1:0] ram$read_address;
    reg  ram$read_clock;
    wire  [65:0] ram$read_data;
    reg  [1:0] ram$write_address;
    reg  ram$write_clock;
    reg  [65:0] ram$write_data;
    reg  ram$write_enable;
    reg  [2:0] rd$d;
    wire  [2:0] rd$q;
    reg  rd$clock;
    reg  [2:0] wr$d;
    wire  [2:0] wr$q;
    reg  wr$clock;
    reg  [2:0] wr_d$d;
    wire  [2:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$pu$0$rq0$q$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$pu$0$rq0$q$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$pu$0$rq0$q$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$pu$0$rq0$q$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 2'h3);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 2'h3);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 2'h3);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$pu$0$rq0$q


module top$pu$0$rq0$q$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [1:0] read_address;
    input wire  read_clock;
    output reg  [65:0] read_data;
    input wire  [1:0] write_address;
    input wire  write_clock;
    input wire  [65:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[65:0] mem[3:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$pu$0$rq0$q$ram


module top$pu$0$rq0$q$rd(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pu$0$rq0$q$rd


module top$pu$0$rq0$q$wr(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pu$0$rq0$q$wr


module top$pu$0$rq0$q$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pu$0$rq0$q$wr_d


module top$pu$0$rq1(clock,reset,s_write,s_mask,s_addrs,s_full,m_valid,m_addr,m_ready,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_write;
    input wire  [1:0] s_mask;
    input wire  [63:0] s_addrs;
    output reg  s_full;
    output reg  m_valid;
    output reg  [31:0] m_addr;
    input wire  m_ready;
    output reg  busy;
    
    // Constant declarations
    localparam  tbit$0 = 2'b1;
    localparam  tbit$1 = 2'b10;
    localparam  ADDRS_BITS = 16'h40;
    
    // Stub signals
    reg  q$clock;
    reg  q$reset;
    reg  q$write;
    reg  [65:0] q$data_in;
    wire  q$full;
    wire  [2:0] q$count;
    reg  q$read;
    wire  [65:0] q$data_out;
    wire  q$empty;
    reg  [1:0] done$d;
    wire  [1:0] done$q;
    reg  done$clock;
    
    // Local signals
    reg  [1:0] rem;
    reg  [1:0] low;
    reg  more;
    reg  fire;
    
    // Sub module instances
    top$pu$0$rq1$q q(
        .clock(q$clock),
        .reset(q$reset),
        .write(q$write),
        .data_in(q$data_in),
        .full(q$full),
        .count(q$count),
        .read(q$read),
        .data_out(q$data_out),
        .empty(q$empty)
    );
    top$pu$0$rq1$done done(
        .d(done$d),
        .q(done$q),
        .clock(done$clock)
    );
    
    // Update code
    always @(*) begin
        done$clock = clock;
        done$d = done$q;
        q$clock = clock;
        q$reset = reset;
        q$write = s_write;
        q$data_in = ((s_addrs) & 66'h3ffffffffffffffff) | (((s_mask) & 66'h3ffffffffffffffff) << ADDRS_BITS);
        s_full = q$full;
        busy = ~q$empty;
        rem = q$data_out[(ADDRS_BITS)+:(2)] & ~done$q;
        low = rem & (~rem + 32'h1);
        more = (rem & ~low) != 32'h0;
        m_addr = q$data_out[(32'h0)+:(32)];
        if ((low & tbit$0) != 32'h0) begin
            m_addr = q$data_out[(32'h20 * 0)+:(32)];
        end
        if ((low & tbit$1) != 32'h0) begin
            m_addr = q$data_out[(32'h20 * 1)+:(32)];
        end
        m_valid = ~q$empty & (rem != 32'h0);
        fire = m_valid & m_ready;
        q$read = 1'b0;
        if (fire) begin
            if (more) begin
                done$d = done$q | low;
            end
            else begin
                done$d = 32'h0;
                q$read = 1'b1;
            end
        end
        if (reset) begin
            done$d = 32'h0;
        end
    end
    
endmodule // top$pu$0$rq1


module top$pu$0$rq1$done(d,q,clock);
    
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
          
endmodule // top$pu$0$rq1$done


module top$pu$0$rq1$q(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [65:0] data_in;
    output reg  full;
    output reg  [2:0] count;
    input wire  read;
    output reg  [65:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 3'b100;
    
    // Stub signals
    reg  [1:0] ram$read_address;
    reg  ram$read_clock;
    wire  [65:0] ram$read_data;
    reg  [1:0] ram$write_address;
    reg  ram$write_clock;
    reg  [65:0] ram$write_data;
    reg  ram$write_enable;
    reg  [2:0] rd$d;
    wire  [2:0] rd$q;
    reg  rd$clock;
    reg  [2:0] wr$d;
    wire  [2:0] wr$q;
    reg  wr$clock;
    reg  [2:0] wr_d$d;
    wire  [2:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$pu$0$rq1$q$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$pu$0$rq1$q$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$pu$0$rq1$q$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$pu$0$rq1$q$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 2'h3);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 2'h3);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 2'h3);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$pu$0$rq1$q


module top$pu$0$rq1$q$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [1:0] read_address;
    input wire  read_clock;
    output reg  [65:0] read_data;
    input wire  [1:0] write_address;
    input wire  write_clock;
    input wire  [65:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[65:0] mem[3:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$pu$0$rq1$q$ram


module top$pu$0$rq1$q$rd(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pu$0$rq1$q$rd


module top$pu$0$rq1$q$wr(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pu$0$rq1$q$wr


module top$pu$0$rq1$q$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pu$0$rq1$q$wr_d


module top$pu$0$sbk$0(d,q,clock);
    
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
          
endmodule // top$pu$0$sbk$0


module top$pu$0$sbk$1(d,q,clock);
    
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
          
endmodule // top$pu$0$sbk$1


module top$pu$0$shit$0(d,q,clock);
    
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
          
endmodule // top$pu$0$shit$0


module top$pu$0$shit$1(d,q,clock);
    
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
          
endmodule // top$pu$0$shit$1


module top$pu$0$sline$0(d,q,clock);
    
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
          
endmodule // top$pu$0$sline$0


module top$pu$0$sline$1(d,q,clock);
    
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
          
endmodule // top$pu$0$sline$1


module top$pu$0$stup(d,q,clock);
    
    // Module arguments
    input wire  [191:0] d;
    output reg  [191:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 192'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pu$0$stup


module top$pu$0$sv(d,q,clock);
    
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
          
endmodule // top$pu$0$sv


module top$pu$0$tm$0(line,key,miss,amb,val,val_at);
    
    // Module arguments
    input wire  [511:0] line;
    input wire  [63:0] key;
    output reg  miss;
    output reg  amb;
    output reg  [63:0] val;
    output reg  [127:0] val_at;
    
    // Constant declarations
    localparam  pos = 16'h0;
    localparam  SLOT_BITS = 16'h80;
    
    // Local signals
    reg  [6:0] cnt;
    reg  m$0;
    reg  m$1;
    reg  m$2;
    reg  any;
    reg  multi;
    
    // Update code
    always @(*) begin
        cnt = line[(32'h1f8)+:(7)];
        val = 32'h0;
        m$0 = (cnt > 0) & (line[(SLOT_BITS * 0)+:(64)] == key);
        if (m$0) begin
            val = line[(SLOT_BITS * 0 + 32'h40)+:(64)];
        end
        m$1 = (cnt > 1) & (line[(SLOT_BITS * 1)+:(64)] == key);
        if (m$1) begin
            val = line[(SLOT_BITS * 1 + 32'h40)+:(64)];
        end
        m$2 = (cnt > 2) & (line[(SLOT_BITS * 2)+:(64)] == key);
        if (m$2) begin
            val = line[(SLOT_BITS * 2 + 32'h40)+:(64)];
        end
        any = 1'b0;
        multi = 1'b0;
        if (m$0) begin
            any = 1'b1;
        end
        if ((0 < 0) & m$0 & m$0) begin
            multi = 1'b1;
        end
        if ((0 < 1) & m$0 & m$1) begin
            multi = 1'b1;
        end
        if ((0 < 2) & m$0 & m$2) begin
            multi = 1'b1;
        end
        if (m$1) begin
            any = 1'b1;
        end
        if ((1 < 0) & m$1 & m$0) begin
            multi = 1'b1;
        end
        if ((1 < 1) & m$1 & m$1) begin
            multi = 1'b1;
        end
        if ((1 < 2) & m$1 & m$2) begin
            multi = 1'b1;
        end
        if (m$2) begin
            any = 1'b1;
        end
        if ((2 < 0) & m$2 & m$0) begin
            multi = 1'b1;
        end
        if ((2 < 1) & m$2 & m$1) begin
            multi = 1'b1;
        end
        if ((2 < 2) & m$2 & m$2) begin
            multi = 1'b1;
        end
        val_at = ((val) & 128'hffffffffffffffffffffffffffffffff) << pos;
        miss = ~any & ~line[32'h1ff];
        amb = multi | line[32'h1ff];
    end
    
endmodule // top$pu$0$tm$0


module top$pu$0$tm$1(line,key,miss,amb,val,val_at);
    
    // Module arguments
    input wire  [511:0] line;
    input wire  [63:0] key;
    output reg  miss;
    output reg  amb;
    output reg  [63:0] val;
    output reg  [127:0] val_at;
    
    // Constant declarations
    localparam  pos = 16'h40;
    localparam  SLOT_BITS = 16'h80;
    
    // Local signals
    reg  [6:0] cnt;
    reg  m$0;
    reg  m$1;
    reg  m$2;
    reg  any;
    reg  multi;
    
    // Update code
    always @(*) begin
        cnt = line[(32'h1f8)+:(7)];
        val = 32'h0;
        m$0 = (cnt > 0) & (line[(SLOT_BITS * 0)+:(64)] == key);
        if (m$0) begin
            val = line[(SLOT_BITS * 0 + 32'h40)+:(64)];
        end
        m$1 = (cnt > 1) & (line[(SLOT_BITS * 1)+:(64)] == key);
        if (m$1) begin
            val = line[(SLOT_BITS * 1 + 32'h40)+:(64)];
        end
        m$2 = (cnt > 2) & (line[(SLOT_BITS * 2)+:(64)] == key);
        if (m$2) begin
            val = line[(SLOT_BITS * 2 + 32'h40)+:(64)];
        end
        any = 1'b0;
        multi = 1'b0;
        if (m$0) begin
            any = 1'b1;
        end
        if ((0 < 0) & m$0 & m$0) begin
            multi = 1'b1;
        end
        if ((0 < 1) & m$0 & m$1) begin
            multi = 1'b1;
        end
        if ((0 < 2) & m$0 & m$2) begin
            multi = 1'b1;
        end
        if (m$1) begin
            any = 1'b1;
        end
        if ((1 < 0) & m$1 & m$0) begin
            multi = 1'b1;
        end
        if ((1 < 1) & m$1 & m$1) begin
            multi = 1'b1;
        end
        if ((1 < 2) & m$1 & m$2) begin
            multi = 1'b1;
        end
        if (m$2) begin
            any = 1'b1;
        end
        if ((2 < 0) & m$2 & m$0) begin
            multi = 1'b1;
        end
        if ((2 < 1) & m$2 & m$1) begin
            multi = 1'b1;
        end
        if ((2 < 2) & m$2 & m$2) begin
            multi = 1'b1;
        end
        val_at = ((val) & 128'hffffffffffffffffffffffffffffffff) << pos;
        miss = ~any & ~line[32'h1ff];
        amb = multi | line[32'h1ff];
    end
    
endmodule // top$pu$0$tm$1


module top$ra$0(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [63:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [63:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [63:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [63:0] ram$write_data;
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
    top$ra$0$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$ra$0$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$ra$0$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$ra$0$wr_d wr_d(
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
    
endmodule // top$ra$0


module top$ra$0$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$ra$0$ram


module top$ra$0$rd(d,q,clock);
    
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
          
endmodule // top$ra$0$rd


module top$ra$0$wr(d,q,clock);
    
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
          
endmodule // top$ra$0$wr


module top$ra$0$wr_d(d,q,clock);
    
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
          
endmodule // top$ra$0$wr_d


module top$ra$1(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [63:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [63:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [63:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [63:0] ram$write_data;
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
    top$ra$1$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$ra$1$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$ra$1$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$ra$1$wr_d wr_d(
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
    
endmodule // top$ra$1


module top$ra$1$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$ra$1$ram


module top$ra$1$rd(d,q,clock);
    
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
          
endmodule // top$ra$1$rd


module top$ra$1$wr(d,q,clock);
    
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
          
endmodule // top$ra$1$wr


module top$ra$1$wr_d(d,q,clock);
    
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
          
endmodule // top$ra$1$wr_d


module top$ra$2(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [63:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [63:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [63:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [63:0] ram$write_data;
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
    top$ra$2$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$ra$2$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$ra$2$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$ra$2$wr_d wr_d(
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
    
endmodule // top$ra$2


module top$ra$2$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$ra$2$ram


module top$ra$2$rd(d,q,clock);
    
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
          
endmodule // top$ra$2$rd


module top$ra$2$wr(d,q,clock);
    
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
          
endmodule // top$ra$2$wr


module top$ra$2$wr_d(d,q,clock);
    
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
          
endmodule // top$ra$2$wr_d


module top$ra$3(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [63:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [63:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [63:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [63:0] ram$write_data;
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
    top$ra$3$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$ra$3$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$ra$3$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$ra$3$wr_d wr_d(
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
    
endmodule // top$ra$3


module top$ra$3$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$ra$3$ram


module top$ra$3$rd(d,q,clock);
    
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
          
endmodule // top$ra$3$rd


module top$ra$3$wr(d,q,clock);
    
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
          
endmodule // top$ra$3$wr


module top$ra$3$wr_d(d,q,clock);
    
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
          
endmodule // top$ra$3$wr_d


module top$ro$0(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [127:0] data_in;
    output reg  full;
    output reg  [10:0] count;
    input wire  read;
    output reg  [127:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 11'b10000000000;
    
    // Stub signals
    reg  [9:0] ram$read_address;
    reg  ram$read_clock;
    wire  [127:0] ram$read_data;
    reg  [9:0] ram$write_address;
    reg  ram$write_clock;
    reg  [127:0] ram$write_data;
    reg  ram$write_enable;
    reg  [10:0] rd$d;
    wire  [10:0] rd$q;
    reg  rd$clock;
    reg  [10:0] wr$d;
    wire  [10:0] wr$q;
    reg  wr$clock;
    reg  [10:0] wr_d$d;
    wire  [10:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$ro$0$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$ro$0$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$ro$0$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$ro$0$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 10'h3ff);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 10'h3ff);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 10'h3ff);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$ro$0


module top$ro$0$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [9:0] read_address;
    input wire  read_clock;
    output reg  [127:0] read_data;
    input wire  [9:0] write_address;
    input wire  write_clock;
    input wire  [127:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[127:0] mem[1023:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$ro$0$ram


module top$ro$0$rd(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ro$0$rd


module top$ro$0$wr(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ro$0$wr


module top$ro$0$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ro$0$wr_d


module top$ro$1(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [127:0] data_in;
    output reg  full;
    output reg  [10:0] count;
    input wire  read;
    output reg  [127:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 11'b10000000000;
    
    // Stub signals
    reg  [9:0] ram$read_address;
    reg  ram$read_clock;
    wire  [127:0] ram$read_data;
    reg  [9:0] ram$write_address;
    reg  ram$write_clock;
    reg  [127:0] ram$write_data;
    reg  ram$write_enable;
    reg  [10:0] rd$d;
    wire  [10:0] rd$q;
    reg  rd$clock;
    reg  [10:0] wr$d;
    wire  [10:0] wr$q;
    reg  wr$clock;
    reg  [10:0] wr_d$d;
    wire  [10:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$ro$1$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$ro$1$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$ro$1$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$ro$1$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 10'h3ff);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 10'h3ff);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 10'h3ff);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$ro$1


module top$ro$1$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [9:0] read_address;
    input wire  read_clock;
    output reg  [127:0] read_data;
    input wire  [9:0] write_address;
    input wire  write_clock;
    input wire  [127:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[127:0] mem[1023:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$ro$1$ram


module top$ro$1$rd(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ro$1$rd


module top$ro$1$wr(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ro$1$wr


module top$ro$1$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ro$1$wr_d


module top$ro$2(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [127:0] data_in;
    output reg  full;
    output reg  [10:0] count;
    input wire  read;
    output reg  [127:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 11'b10000000000;
    
    // Stub signals
    reg  [9:0] ram$read_address;
    reg  ram$read_clock;
    wire  [127:0] ram$read_data;
    reg  [9:0] ram$write_address;
    reg  ram$write_clock;
    reg  [127:0] ram$write_data;
    reg  ram$write_enable;
    reg  [10:0] rd$d;
    wire  [10:0] rd$q;
    reg  rd$clock;
    reg  [10:0] wr$d;
    wire  [10:0] wr$q;
    reg  wr$clock;
    reg  [10:0] wr_d$d;
    wire  [10:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$ro$2$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$ro$2$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$ro$2$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$ro$2$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 10'h3ff);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 10'h3ff);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 10'h3ff);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$ro$2


module top$ro$2$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [9:0] read_address;
    input wire  read_clock;
    output reg  [127:0] read_data;
    input wire  [9:0] write_address;
    input wire  write_clock;
    input wire  [127:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[127:0] mem[1023:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$ro$2$ram


module top$ro$2$rd(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ro$2$rd


module top$ro$2$wr(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ro$2$wr


module top$ro$2$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ro$2$wr_d


module top$ro$3(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [127:0] data_in;
    output reg  full;
    output reg  [10:0] count;
    input wire  read;
    output reg  [127:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 11'b10000000000;
    
    // Stub signals
    reg  [9:0] ram$read_address;
    reg  ram$read_clock;
    wire  [127:0] ram$read_data;
    reg  [9:0] ram$write_address;
    reg  ram$write_clock;
    reg  [127:0] ram$write_data;
    reg  ram$write_enable;
    reg  [10:0] rd$d;
    wire  [10:0] rd$q;
    reg  rd$clock;
    reg  [10:0] wr$d;
    wire  [10:0] wr$q;
    reg  wr$clock;
    reg  [10:0] wr_d$d;
    wire  [10:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$ro$3$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$ro$3$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$ro$3$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$ro$3$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 10'h3ff);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 10'h3ff);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 10'h3ff);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$ro$3


module top$ro$3$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [9:0] read_address;
    input wire  read_clock;
    output reg  [127:0] read_data;
    input wire  [9:0] write_address;
    input wire  write_clock;
    input wire  [127:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[127:0] mem[1023:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$ro$3$ram


module top$ro$3$rd(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ro$3$rd


module top$ro$3$wr(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ro$3$wr


module top$ro$3$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ro$3$wr_d


module top$rr$0(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [319:0] data_in;
    output reg  full;
    output reg  [8:0] count;
    input wire  read;
    output reg  [319:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 9'b100000000;
    
    // Stub signals
    reg  [7:0] ram$read_address;
    reg  ram$read_clock;
    wire  [319:0] ram$read_data;
    reg  [7:0] ram$write_address;
    reg  ram$write_clock;
    reg  [319:0] ram$write_data;
    reg  ram$write_enable;
    reg  [8:0] rd$d;
    wire  [8:0] rd$q;
    reg  rd$clock;
    reg  [8:0] wr$d;
    wire  [8:0] wr$q;
    reg  wr$clock;
    reg  [8:0] wr_d$d;
    wire  [8:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$rr$0$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$rr$0$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$rr$0$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$rr$0$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 8'hff);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 8'hff);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 8'hff);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$rr$0


module top$rr$0$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [319:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [319:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[319:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$rr$0$ram


module top$rr$0$rd(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rr$0$rd


module top$rr$0$wr(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rr$0$wr


module top$rr$0$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rr$0$wr_d


module top$rr$1(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [319:0] data_in;
    output reg  full;
    output reg  [8:0] count;
    input wire  read;
    output reg  [319:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 9'b100000000;
    
    // Stub signals
    reg  [7:0] ram$read_address;
    reg  ram$read_clock;
    wire  [319:0] ram$read_data;
    reg  [7:0] ram$write_address;
    reg  ram$write_clock;
    reg  [319:0] ram$write_data;
    reg  ram$write_enable;
    reg  [8:0] rd$d;
    wire  [8:0] rd$q;
    reg  rd$clock;
    reg  [8:0] wr$d;
    wire  [8:0] wr$q;
    reg  wr$clock;
    reg  [8:0] wr_d$d;
    wire  [8:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$rr$1$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$rr$1$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$rr$1$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$rr$1$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 8'hff);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 8'hff);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 8'hff);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$rr$1


module top$rr$1$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [319:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [319:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[319:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$rr$1$ram


module top$rr$1$rd(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rr$1$rd


module top$rr$1$wr(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rr$1$wr


module top$rr$1$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rr$1$wr_d


module top$rr$2(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [319:0] data_in;
    output reg  full;
    output reg  [8:0] count;
    input wire  read;
    output reg  [319:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 9'b100000000;
    
    // Stub signals
    reg  [7:0] ram$read_address;
    reg  ram$read_clock;
    wire  [319:0] ram$read_data;
    reg  [7:0] ram$write_address;
    reg  ram$write_clock;
    reg  [319:0] ram$write_data;
    reg  ram$write_enable;
    reg  [8:0] rd$d;
    wire  [8:0] rd$q;
    reg  rd$clock;
    reg  [8:0] wr$d;
    wire  [8:0] wr$q;
    reg  wr$clock;
    reg  [8:0] wr_d$d;
    wire  [8:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$rr$2$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$rr$2$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$rr$2$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$rr$2$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 8'hff);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 8'hff);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 8'hff);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$rr$2


module top$rr$2$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [319:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [319:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[319:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$rr$2$ram


module top$rr$2$rd(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rr$2$rd


module top$rr$2$wr(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rr$2$wr


module top$rr$2$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rr$2$wr_d


module top$rr$3(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [319:0] data_in;
    output reg  full;
    output reg  [8:0] count;
    input wire  read;
    output reg  [319:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 9'b100000000;
    
    // Stub signals
    reg  [7:0] ram$read_address;
    reg  ram$read_clock;
    wire  [319:0] ram$read_data;
    reg  [7:0] ram$write_address;
    reg  ram$write_clock;
    reg  [319:0] ram$write_data;
    reg  ram$write_enable;
    reg  [8:0] rd$d;
    wire  [8:0] rd$q;
    reg  rd$clock;
    reg  [8:0] wr$d;
    wire  [8:0] wr$q;
    reg  wr$clock;
    reg  [8:0] wr_d$d;
    wire  [8:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$rr$3$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$rr$3$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$rr$3$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$rr$3$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 8'hff);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 8'hff);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 8'hff);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$rr$3


module top$rr$3$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [319:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [319:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[319:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$rr$3$ram


module top$rr$3$rd(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rr$3$rd


module top$rr$3$wr(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rr$3$wr


module top$rr$3$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rr$3$wr_d


module top$rs$0(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [1215:0] data_in;
    output reg  full;
    output reg  [9:0] count;
    input wire  read;
    output reg  [1215:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 10'b1000000000;
    
    // Stub signals
    reg  [8:0] ram$read_address;
    reg  ram$read_clock;
    wire  [1215:0] ram$read_data;
    reg  [8:0] ram$write_address;
    reg  ram$write_clock;
    reg  [1215:0] ram$write_data;
    reg  ram$write_enable;
    reg  [9:0] rd$d;
    wire  [9:0] rd$q;
    reg  rd$clock;
    reg  [9:0] wr$d;
    wire  [9:0] wr$q;
    reg  wr$clock;
    reg  [9:0] wr_d$d;
    wire  [9:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$rs$0$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$rs$0$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$rs$0$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$rs$0$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 9'h1ff);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 9'h1ff);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 9'h1ff);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$rs$0


module top$rs$0$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [8:0] read_address;
    input wire  read_clock;
    output reg  [1215:0] read_data;
    input wire  [8:0] write_address;
    input wire  write_clock;
    input wire  [1215:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1215:0] mem[511:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$rs$0$ram


module top$rs$0$rd(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rs$0$rd


module top$rs$0$wr(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rs$0$wr


module top$rs$0$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rs$0$wr_d


module top$rs$1(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [1215:0] data_in;
    output reg  full;
    output reg  [9:0] count;
    input wire  read;
    output reg  [1215:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 10'b1000000000;
    
    // Stub signals
    reg  [8:0] ram$read_address;
    reg  ram$read_clock;
    wire  [1215:0] ram$read_data;
    reg  [8:0] ram$write_address;
    reg  ram$write_clock;
    reg  [1215:0] ram$write_data;
    reg  ram$write_enable;
    reg  [9:0] rd$d;
    wire  [9:0] rd$q;
    reg  rd$clock;
    reg  [9:0] wr$d;
    wire  [9:0] wr$q;
    reg  wr$clock;
    reg  [9:0] wr_d$d;
    wire  [9:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$rs$1$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$rs$1$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$rs$1$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$rs$1$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 9'h1ff);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 9'h1ff);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 9'h1ff);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$rs$1


module top$rs$1$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [8:0] read_address;
    input wire  read_clock;
    output reg  [1215:0] read_data;
    input wire  [8:0] write_address;
    input wire  write_clock;
    input wire  [1215:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1215:0] mem[511:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$rs$1$ram


module top$rs$1$rd(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rs$1$rd


module top$rs$1$wr(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rs$1$wr


module top$rs$1$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rs$1$wr_d


module top$rs$2(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [1215:0] data_in;
    output reg  full;
    output reg  [9:0] count;
    input wire  read;
    output reg  [1215:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 10'b1000000000;
    
    // Stub signals
    reg  [8:0] ram$read_address;
    reg  ram$read_clock;
    wire  [1215:0] ram$read_data;
    reg  [8:0] ram$write_address;
    reg  ram$write_clock;
    reg  [1215:0] ram$write_data;
    reg  ram$write_enable;
    reg  [9:0] rd$d;
    wire  [9:0] rd$q;
    reg  rd$clock;
    reg  [9:0] wr$d;
    wire  [9:0] wr$q;
    reg  wr$clock;
    reg  [9:0] wr_d$d;
    wire  [9:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$rs$2$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$rs$2$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$rs$2$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$rs$2$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 9'h1ff);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 9'h1ff);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 9'h1ff);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$rs$2


module top$rs$2$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [8:0] read_address;
    input wire  read_clock;
    output reg  [1215:0] read_data;
    input wire  [8:0] write_address;
    input wire  write_clock;
    input wire  [1215:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1215:0] mem[511:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$rs$2$ram


module top$rs$2$rd(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rs$2$rd


module top$rs$2$wr(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rs$2$wr


module top$rs$2$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rs$2$wr_d


module top$rs$3(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [1215:0] data_in;
    output reg  full;
    output reg  [9:0] count;
    input wire  read;
    output reg  [1215:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 10'b1000000000;
    
    // Stub signals
    reg  [8:0] ram$read_address;
    reg  ram$read_clock;
    wire  [1215:0] ram$read_data;
    reg  [8:0] ram$write_address;
    reg  ram$write_clock;
    reg  [1215:0] ram$write_data;
    reg  ram$write_enable;
    reg  [9:0] rd$d;
    wire  [9:0] rd$q;
    reg  rd$clock;
    reg  [9:0] wr$d;
    wire  [9:0] wr$q;
    reg  wr$clock;
    reg  [9:0] wr_d$d;
    wire  [9:0] wr_d$q;
    reg  wr_d$clock;
    
    // Sub module instances
    top$rs$3$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$rs$3$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$rs$3$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$rs$3$wr_d wr_d(
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
        ram$write_address = ((wr$q) & 9'h1ff);
        ram$write_data = data_in;
        ram$write_enable = write & ~full;
        if (write & ~full) begin
            wr$d = wr$q + 32'h1;
        end
        wr_d$d = wr$q;
        ram$read_address = ((rd$q) & 9'h1ff);
        if (read & ~empty) begin
            rd$d = rd$q + 32'h1;
            ram$read_address = ((rd$q + 32'h1) & 9'h1ff);
        end
        data_out = ram$read_data;
        if (reset) begin
            rd$d = 32'h0;
            wr$d = 32'h0;
            wr_d$d = 32'h0;
        end
    end
    
endmodule // top$rs$3


module top$rs$3$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [8:0] read_address;
    input wire  read_clock;
    output reg  [1215:0] read_data;
    input wire  [8:0] write_address;
    input wire  write_clock;
    input wire  [1215:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1215:0] mem[511:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$rs$3$ram


module top$rs$3$rd(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rs$3$rd


module top$rs$3$wr(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rs$3$wr


module top$rs$3$wr_d(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rs$3$wr_d


module top$stamp(clock,reset,cfg_clear,per_port,write$0,write$1,write$2,write$3,d_in$0,d_in$1,d_in$2,d_in$3,d_out$0,d_out$1,d_out$2,d_out$3);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  cfg_clear;
    input wire  per_port;
    input wire  write$0;
    input wire  write$1;
    input wire  write$2;
    input wire  write$3;
    input wire  [335:0] d_in$0;
    input wire  [335:0] d_in$1;
    input wire  [335:0] d_in$2;
    input wire  [335:0] d_in$3;
    output reg  [335:0] d_out$0;
    output reg  [335:0] d_out$1;
    output reg  [335:0] d_out$2;
    output reg  [335:0] d_out$3;
    
    // Constant declarations
    localparam  mask32 = 336'hffffffff;
    localparam  D_OWN_SEQ = 32'h144;
    localparam  H_SEQ = 32'hc0;
    
    // Stub signals
    reg  [31:0] seq$0$d;
    wire  [31:0] seq$0$q;
    reg  seq$0$clock;
    reg  [31:0] seq$1$d;
    wire  [31:0] seq$1$q;
    reg  seq$1$clock;
    reg  [31:0] seq$2$d;
    wire  [31:0] seq$2$q;
    reg  seq$2$clock;
    reg  [31:0] seq$3$d;
    wire  [31:0] seq$3$q;
    reg  seq$3$clock;
    reg  [31:0] sw$0$inp;
    wire  [31:0] sw$0$out;
    reg  [31:0] sw$1$inp;
    wire  [31:0] sw$1$out;
    reg  [31:0] sw$2$inp;
    wire  [31:0] sw$2$out;
    reg  [31:0] sw$3$inp;
    wire  [31:0] sw$3$out;
    
    // Local signals
    reg  own$0;
    reg  own$1;
    reg  own$2;
    reg  own$3;
    reg  [31:0] before$0;
    reg  [31:0] before$1;
    reg  [31:0] before$2;
    reg  [31:0] before$3;
    reg  [31:0] taken;
    
    // Sub module instances
    top$stamp$seq$0 seq$0(
        .d(seq$0$d),
        .q(seq$0$q),
        .clock(seq$0$clock)
    );
    top$stamp$seq$1 seq$1(
        .d(seq$1$d),
        .q(seq$1$q),
        .clock(seq$1$clock)
    );
    top$stamp$seq$2 seq$2(
        .d(seq$2$d),
        .q(seq$2$q),
        .clock(seq$2$clock)
    );
    top$stamp$seq$3 seq$3(
        .d(seq$3$d),
        .q(seq$3$q),
        .clock(seq$3$clock)
    );
    top$stamp$sw$0 sw$0(
        .inp(sw$0$inp),
        .out(sw$0$out)
    );
    top$stamp$sw$1 sw$1(
        .inp(sw$1$inp),
        .out(sw$1$out)
    );
    top$stamp$sw$2 sw$2(
        .inp(sw$2$inp),
        .out(sw$2$out)
    );
    top$stamp$sw$3 sw$3(
        .inp(sw$3$inp),
        .out(sw$3$out)
    );
    
    // Update code
    always @(*) begin
        seq$0$clock = clock;
        seq$0$d = seq$0$q;
        own$0 = write$0 & d_in$0[D_OWN_SEQ];
        seq$1$clock = clock;
        seq$1$d = seq$1$q;
        own$1 = write$1 & d_in$1[D_OWN_SEQ];
        seq$2$clock = clock;
        seq$2$d = seq$2$q;
        own$2 = write$2 & d_in$2[D_OWN_SEQ];
        seq$3$clock = clock;
        seq$3$d = seq$3$q;
        own$3 = write$3 & d_in$3[D_OWN_SEQ];
        before$0 = 32'h0;
        before$1 = ((own$0) & 32'hffffffff);
        before$2 = before$1 + ((own$1) & 32'hffffffff);
        before$3 = before$2 + ((own$2) & 32'hffffffff);
        taken = before$3 + ((own$3) & 32'hffffffff);
        sw$0$inp = seq$0$q + before$0;
        if (per_port) begin
            sw$0$inp = seq$0$q;
            if (own$0) begin
                seq$0$d = seq$0$q + 32'h1;
            end
        end
        sw$1$inp = seq$0$q + before$1;
        if (per_port) begin
            sw$1$inp = seq$1$q;
            if (own$1) begin
                seq$1$d = seq$1$q + 32'h1;
            end
        end
        sw$2$inp = seq$0$q + before$2;
        if (per_port) begin
            sw$2$inp = seq$2$q;
            if (own$2) begin
                seq$2$d = seq$2$q + 32'h1;
            end
        end
        sw$3$inp = seq$0$q + before$3;
        if (per_port) begin
            sw$3$inp = seq$3$q;
            if (own$3) begin
                seq$3$d = seq$3$q + 32'h1;
            end
        end
        d_out$0 = d_in$0;
        if (d_in$0[D_OWN_SEQ]) begin
            d_out$0 = (d_in$0 & ~(mask32 << H_SEQ)) | (((sw$0$out) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_SEQ);
        end
        d_out$1 = d_in$1;
        if (d_in$1[D_OWN_SEQ]) begin
            d_out$1 = (d_in$1 & ~(mask32 << H_SEQ)) | (((sw$1$out) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_SEQ);
        end
        d_out$2 = d_in$2;
        if (d_in$2[D_OWN_SEQ]) begin
            d_out$2 = (d_in$2 & ~(mask32 << H_SEQ)) | (((sw$2$out) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_SEQ);
        end
        d_out$3 = d_in$3;
        if (d_in$3[D_OWN_SEQ]) begin
            d_out$3 = (d_in$3 & ~(mask32 << H_SEQ)) | (((sw$3$out) & 336'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << H_SEQ);
        end
        if (~per_port) begin
            seq$0$d = seq$0$q + taken;
        end
        if (cfg_clear | reset) begin
            seq$0$d = 32'h0;
        end
        if (cfg_clear | reset) begin
            seq$1$d = 32'h0;
        end
        if (cfg_clear | reset) begin
            seq$2$d = 32'h0;
        end
        if (cfg_clear | reset) begin
            seq$3$d = 32'h0;
        end
    end
    
endmodule // top$stamp


module top$stamp$seq$0(d,q,clock);
    
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
          
endmodule // top$stamp$seq$0


module top$stamp$seq$1(d,q,clock);
    
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
          
endmodule // top$stamp$seq$1


module top$stamp$seq$2(d,q,clock);
    
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
          
endmodule // top$stamp$seq$2


module top$stamp$seq$3(d,q,clock);
    
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
          
endmodule // top$stamp$seq$3


module top$stamp$sw$0(inp,out);
    
    // Module arguments
    input wire  [31:0] inp;
    output reg  [31:0] out;
    
    // Update code (custom)
    always @(*) begin
       out = {inp[7:0], inp[15:8], inp[23:16], inp[31:24]};
    end
endmodule // top$stamp$sw$0


module top$stamp$sw$1(inp,out);
    
    // Module arguments
    input wire  [31:0] inp;
    output reg  [31:0] out;
    
    // Update code (custom)
    always @(*) begin
       out = {inp[7:0], inp[15:8], inp[23:16], inp[31:24]};
    end
endmodule // top$stamp$sw$1


module top$stamp$sw$2(inp,out);
    
    // Module arguments
    input wire  [31:0] inp;
    output reg  [31:0] out;
    
    // Update code (custom)
    always @(*) begin
       out = {inp[7:0], inp[15:8], inp[23:16], inp[31:24]};
    end
endmodule // top$stamp$sw$2


module top$stamp$sw$3(inp,out);
    
    // Module arguments
    input wire  [31:0] inp;
    output reg  [31:0] out;
    
    // Update code (custom)
    always @(*) begin
       out = {inp[7:0], inp[15:8], inp[23:16], inp[31:24]};
    end
endmodule // top$stamp$sw$3


module top$sum_s0f(d,q,clock);
    
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
          
endmodule // top$sum_s0f


module top$sum_s0t(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sum_s0t


module top$sum_s1a(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sum_s1a


module top$sum_s1f(d,q,clock);
    
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
          
endmodule // top$sum_s1f


module top$sum_s1t(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sum_s1t
