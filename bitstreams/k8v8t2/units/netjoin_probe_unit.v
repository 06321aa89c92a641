

module netjoin_probe_unit(clock,reset,bucket_bits,dual,tup_valid,tup,tup_ready,out_valid,out_kind,out_tup,out_vals,out_lines,out_ready,busy,inval,m0_valid,m0_addr,m0_ready,m0_rdata,m0_rempty,m0_rpop,m1_valid,m1_addr,m1_ready,m1_rdata,m1_rempty,m1_rpop,filter_bits,f_ins_valid,f_ins_table,f_ins_idx,f_clear,f_clearing,f_dbg_en,f_dbg_addr,f_ctx,f_dbg_bits,filtered,onchip,oc_wr,oc_wr_table,oc_wr_bucket,oc_wr_data,oc_wr_strb,oc_dbg_en,oc_dbg_table,oc_dbg_bucket,oc_dbg_line);
    
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
    input wire  [4:0] filter_bits;
    input wire  f_ins_valid;
    input wire  [7:0] f_ins_table;
    input wire  [35:0] f_ins_idx;
    input wire  f_clear;
    output reg  f_clearing;
    input wire  f_dbg_en;
    input wire  [17:0] f_dbg_addr;
    input wire  [1:0] f_ctx;
    output reg  [3:0] f_dbg_bits;
    output reg  filtered;
    input wire  [3:0] onchip;
    input wire  oc_wr;
    input wire  [1:0] oc_wr_table;
    input wire  [13:0] oc_wr_bucket;
    input wire  [511:0] oc_wr_data;
    input wire  [63:0] oc_wr_strb;
    input wire  oc_dbg_en;
    input wire  [1:0] oc_dbg_table;
    input wire  [13:0] oc_dbg_bucket;
    output reg  [511:0] oc_dbg_line;
    
    // Constant declarations
    localparam  PROBE_BITS = 16'hc0;
    localparam  E_HIT = 16'hc2;
    localparam  E_BK = 16'hc4;
    localparam  E_LINES = 16'h104;
    localparam  E_REJ = 16'h504;
    localparam  KEY_BITS = 16'h40;
    
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
    reg  lookup$clock;
    reg  lookup$reset;
    reg  [4:0] lookup$bucket_bits;
    reg  [3:0] lookup$onchip;
    reg  [63:0] lookup$key$0;
    reg  [63:0] lookup$key$1;
    wire  [31:0] lookup$bucket$0;
    wire  [31:0] lookup$bucket$1;
    wire  lookup$hit$0;
    wire  lookup$hit$1;
    wire  [511:0] lookup$line$0;
    wire  [511:0] lookup$line$1;
    wire  lookup$pass$0;
    wire  lookup$pass$1;
    reg  lookup$inval;
    reg  lookup$fill$0;
    reg  lookup$fill$1;
    reg  [31:0] lookup$fill_bucket$0;
    reg  [31:0] lookup$fill_bucket$1;
    reg  [511:0] lookup$fill_line$0;
    reg  [511:0] lookup$fill_line$1;
    reg  [4:0] lookup$filter_bits;
    reg  lookup$f_ins_valid;
    reg  [7:0] lookup$f_ins_table;
    reg  [35:0] lookup$f_ins_idx;
    reg  lookup$f_clear;
    wire  lookup$f_clearing;
    reg  lookup$f_dbg_en;
    reg  [17:0] lookup$f_dbg_addr;
    reg  [1:0] lookup$f_ctx;
    wire  [3:0] lookup$f_dbg_bits;
    reg  lookup$oc_wr;
    reg  [1:0] lookup$oc_wr_table;
    reg  [13:0] lookup$oc_wr_bucket;
    reg  [511:0] lookup$oc_wr_data;
    reg  [63:0] lookup$oc_wr_strb;
    reg  lookup$oc_dbg_en;
    reg  [1:0] lookup$oc_dbg_table;
    reg  [13:0] lookup$oc_dbg_bucket;
    wire  [511:0] lookup$oc_dbg_line;
    reg  av$d;
    wire  av$q;
    reg  av$clock;
    reg  [191:0] atup$d;
    wire  [191:0] atup$q;
    reg  atup$clock;
    reg  stage$clock;
    reg  stage$reset;
    reg  stage$take;
    reg  [191:0] stage$tup;
    reg  [31:0] stage$bucket$0;
    reg  [31:0] stage$bucket$1;
    reg  stage$hit$0;
    reg  stage$hit$1;
    reg  [511:0] stage$line$0;
    reg  [511:0] stage$line$1;
    reg  stage$pass$0;
    reg  stage$pass$1;
    reg  stage$inval;
    reg  stage$dual;
    wire  stage$valid;
    reg  stage$leave;
    wire  [63:0] stage$addrs;
    wire  [1:0] stage$mask0;
    wire  [1:0] stage$mask1;
    wire  [1284:0] stage$entry;
    reg  fl$clock;
    reg  fl$reset;
    reg  fl$write;
    reg  [1284:0] fl$data_in;
    wire  fl$full;
    wire  fl$full_q;
    wire  [6:0] fl$count;
    reg  fl$read;
    wire  [1284:0] fl$data_out;
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
    reg  cmb$clock;
    reg  cmb$reset;
    reg  cmb$s_valid;
    wire  cmb$s_ready;
    reg  [1023:0] cmb$s_lines;
    reg  [191:0] cmb$s_tup;
    reg  cmb$s_rej;
    wire  cmb$out_valid;
    wire  [1:0] cmb$out_kind;
    wire  [191:0] cmb$out_tup;
    wire  [127:0] cmb$out_vals;
    wire  [1023:0] cmb$out_lines;
    reg  cmb$out_ready;
    wire  cmb$filtered;
    wire  cmb$busy;
    reg  [511:0] op$0$inp;
    wire  [1023:0] op$0$out;
    reg  [511:0] op$1$inp;
    wire  [1023:0] op$1$out;
    
    // Local signals
    reg  take;
    reg  accept;
    reg  last;
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
    top$lookup lookup(
        .clock(lookup$clock),
        .reset(lookup$reset),
        .bucket_bits(lookup$bucket_bits),
        .onchip(lookup$onchip),
        .key$0(lookup$key$0),
        .key$1(lookup$key$1),
        .bucket$0(lookup$bucket$0),
        .bucket$1(lookup$bucket$1),
        .hit$0(lookup$hit$0),
        .hit$1(lookup$hit$1),
        .line$0(lookup$line$0),
        .line$1(lookup$line$1),
        .pass$0(lookup$pass$0),
        .pass$1(lookup$pass$1),
        .inval(lookup$inval),
        .fill$0(lookup$fill$0),
        .fill$1(lookup$fill$1),
        .fill_bucket$0(lookup$fill_bucket$0),
        .fill_bucket$1(lookup$fill_bucket$1),
        .fill_line$0(lookup$fill_line$0),
        .fill_line$1(lookup$fill_line$1),
        .filter_bits(lookup$filter_bits),
        .f_ins_valid(lookup$f_ins_valid),
        .f_ins_table(lookup$f_ins_table),
        .f_ins_idx(lookup$f_ins_idx),
        .f_clear(lookup$f_clear),
        .f_clearing(lookup$f_clearing),
        .f_dbg_en(lookup$f_dbg_en),
        .f_dbg_addr(lookup$f_dbg_addr),
        .f_ctx(lookup$f_ctx),
        .f_dbg_bits(lookup$f_dbg_bits),
        .oc_wr(lookup$oc_wr),
        .oc_wr_table(lookup$oc_wr_table),
        .oc_wr_bucket(lookup$oc_wr_bucket),
        .oc_wr_data(lookup$oc_wr_data),
        .oc_wr_strb(lookup$oc_wr_strb),
        .oc_dbg_en(lookup$oc_dbg_en),
        .oc_dbg_table(lookup$oc_dbg_table),
        .oc_dbg_bucket(lookup$oc_dbg_bucket),
        .oc_dbg_line(lookup$oc_dbg_line)
    );
    top$av av(
        .d(av$d),
        .q(av$q),
        .clock(av$clock)
    );
    top$atup atup(
        .d(atup$d),
        .q(atup$q),
        .clock(atup$clock)
    );
    top$stage stage(
        .clock(stage$clock),
        .reset(stage$reset),
        .take(stage$take),
        .tup(stage$tup),
        .bucket$0(stage$bucket$0),
        .bucket$1(stage$bucket$1),
        .hit$0(stage$hit$0),
        .hit$1(stage$hit$1),
        .line$0(stage$line$0),
        .line$1(stage$line$1),
        .pass$0(stage$pass$0),
        .pass$1(stage$pass$1),
        .inval(stage$inval),
        .dual(stage$dual),
        .valid(stage$valid),
        .leave(stage$leave),
        .addrs(stage$addrs),
        .mask0(stage$mask0),
        .mask1(stage$mask1),
        .entry(stage$entry)
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
    top$rq0 rq0(
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
    top$rq1 rq1(
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
    top$pk0 pk0(
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
    top$pk1 pk1(
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
    top$cmb cmb(
        .clock(cmb$clock),
        .reset(cmb$reset),
        .s_valid(cmb$s_valid),
        .s_ready(cmb$s_ready),
        .s_lines(cmb$s_lines),
        .s_tup(cmb$s_tup),
        .s_rej(cmb$s_rej),
        .out_valid(cmb$out_valid),
        .out_kind(cmb$out_kind),
        .out_tup(cmb$out_tup),
        .out_vals(cmb$out_vals),
        .out_lines(cmb$out_lines),
        .out_ready(cmb$out_ready),
        .filtered(cmb$filtered),
        .busy(cmb$busy)
    );
    top$op$0 op$0(
        .inp(op$0$inp),
        .out(op$0$out)
    );
    top$op$1 op$1(
        .inp(op$1$inp),
        .out(op$1$out)
    );
    
    // Update code
    always @(*) begin
        av$clock = clock;
        atup$clock = clock;
        av$d = av$q;
        atup$d = atup$q;
        fl$clock = clock;
        in_slice$clock = clock;
        stage$clock = clock;
        rq0$clock = clock;
        rq1$clock = clock;
        pk0$clock = clock;
        pk1$clock = clock;
        cmb$clock = clock;
        stage$reset = reset;
        rq0$reset = reset;
        rq1$reset = reset;
        pk0$reset = reset;
        pk1$reset = reset;
        fl$reset = reset;
        cmb$reset = reset;
        lookup$clock = clock;
        lookup$reset = reset;
        lookup$bucket_bits = bucket_bits;
        lookup$onchip = onchip;
        lookup$inval = inval;
        lookup$filter_bits = filter_bits;
        lookup$f_ins_valid = f_ins_valid;
        lookup$f_ins_table = f_ins_table;
        lookup$f_ins_idx = f_ins_idx;
        lookup$f_clear = f_clear;
        f_clearing = lookup$f_clearing;
        lookup$f_dbg_en = f_dbg_en;
        lookup$f_dbg_addr = f_dbg_addr;
        lookup$f_ctx = f_ctx;
        f_dbg_bits = lookup$f_dbg_bits;
        lookup$oc_wr = oc_wr;
        lookup$oc_wr_table = oc_wr_table;
        lookup$oc_wr_bucket = oc_wr_bucket;
        lookup$oc_wr_data = oc_wr_data;
        lookup$oc_wr_strb = oc_wr_strb;
        lookup$oc_dbg_en = oc_dbg_en;
        lookup$oc_dbg_table = oc_dbg_table;
        lookup$oc_dbg_bucket = oc_dbg_bucket;
        oc_dbg_line = lookup$oc_dbg_line;
        lookup$key$0 = atup$q[(KEY_BITS * 0)+:(64)];
        stage$bucket$0 = lookup$bucket$0;
        stage$hit$0 = lookup$hit$0;
        stage$line$0 = lookup$line$0;
        stage$pass$0 = lookup$pass$0;
        lookup$key$1 = atup$q[(KEY_BITS * 1)+:(64)];
        stage$bucket$1 = lookup$bucket$1;
        stage$hit$1 = lookup$hit$1;
        stage$line$1 = lookup$line$1;
        stage$pass$1 = lookup$pass$1;
        stage$tup = atup$q;
        stage$inval = inval;
        stage$dual = dual;
        fl$data_in = stage$entry;
        last = stage$valid & ~fl$full & ~rq0$s_full & ~rq1$s_full & ~pk0$s_full & ~pk1$s_full;
        stage$leave = last;
        fl$write = last;
        rq0$s_write = last & (stage$mask0 != 32'h0);
        rq1$s_write = last & (stage$mask1 != 32'h0);
        pk0$s_write = last & (stage$mask0 != 32'h0);
        pk1$s_write = last & (stage$mask1 != 32'h0);
        rq0$s_mask = stage$mask0;
        rq1$s_mask = stage$mask1;
        pk0$s_mask = stage$mask0;
        pk1$s_mask = stage$mask1;
        rq0$s_addrs = stage$addrs;
        rq1$s_addrs = stage$addrs;
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
        busy = in_slice$busy | ~fl$empty | cmb$busy | stage$valid | av$q;
        accept = av$q & (~stage$valid | last);
        stage$take = accept;
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
        can_move = cmb$s_ready;
        tk = ~fl$empty & (~need0 | pk0$m_valid) & (~need1 | pk1$m_valid) & can_move;
        pk0$m_ready = tk & need0;
        pk1$m_ready = tk & need1;
        lookup$fill$0 = tk & ~eh$0;
        lookup$fill_bucket$0 = fl$data_out[(E_BK + 32'h20 * 0)+:(32)];
        lookup$fill_line$0 = ml$0;
        lookup$fill$1 = tk & ~eh$1;
        lookup$fill_bucket$1 = fl$data_out[(E_BK + 32'h20 * 1)+:(32)];
        lookup$fill_line$1 = ml$1;
        fl$read = tk;
        cmb$s_valid = tk;
        cmb$s_lines = olines_in;
        cmb$s_tup = fl$data_out[(32'h0)+:(192)];
        cmb$s_rej = fl$data_out[E_REJ];
        cmb$out_ready = out_ready;
        out_valid = cmb$out_valid;
        out_kind = cmb$out_kind;
        out_vals = cmb$out_vals;
        out_lines = cmb$out_lines;
        out_tup = cmb$out_tup;
        filtered = cmb$filtered;
        if (reset) begin
            av$d = 1'b0;
        end
    end
    
endmodule // top


module top$atup(d,q,clock);
    
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
          
endmodule // top$atup


module top$av(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$av


module top$cmb(clock,reset,s_valid,s_ready,s_lines,s_tup,s_rej,out_valid,out_kind,out_tup,out_vals,out_lines,out_ready,filtered,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    output reg  s_ready;
    input wire  [1023:0] s_lines;
    input wire  [191:0] s_tup;
    input wire  s_rej;
    output reg  out_valid;
    output reg  [1:0] out_kind;
    output reg  [191:0] out_tup;
    output reg  [127:0] out_vals;
    output reg  [1023:0] out_lines;
    input wire  out_ready;
    output reg  filtered;
    output reg  busy;
    
    // Constant declarations
    localparam  O_TUP = 16'h400;
    localparam  O_REJ = 16'h4c0;
    localparam  KEY_BITS = 16'h40;
    
    // Stub signals
    reg  out$clock;
    reg  out$reset;
    reg  out$s_valid;
    reg  [1216:0] out$s_data;
    wire  out$s_ready;
    wire  out$m_valid;
    wire  [1216:0] out$m_data;
    reg  out$m_ready;
    wire  out$busy;
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
    reg  [127:0] va$0;
    reg  [127:0] va$1;
    reg  [127:0] va$2;
    reg  any_miss;
    reg  any_amb;
    reg  [1:0] c_kind;
    reg  r_take;
    
    // Sub module instances
    top$cmb$out out(
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
    top$cmb$tm$0 tm$0(
        .line(tm$0$line),
        .key(tm$0$key),
        .miss(tm$0$miss),
        .amb(tm$0$amb),
        .val(tm$0$val),
        .val_at(tm$0$val_at)
    );
    top$cmb$tm$1 tm$1(
        .line(tm$1$line),
        .key(tm$1$key),
        .miss(tm$1$miss),
        .amb(tm$1$amb),
        .val(tm$1$val),
        .val_at(tm$1$val_at)
    );
    top$cmb$r_v r_v(
        .d(r_v$d),
        .q(r_v$q),
        .clock(r_v$clock)
    );
    top$cmb$r_kind r_kind(
        .d(r_kind$d),
        .q(r_kind$q),
        .clock(r_kind$clock)
    );
    top$cmb$r_vals r_vals(
        .d(r_vals$d),
        .q(r_vals$q),
        .clock(r_vals$clock)
    );
    top$cmb$r_lines r_lines(
        .d(r_lines$d),
        .q(r_lines$q),
        .clock(r_lines$clock)
    );
    top$cmb$r_tup r_tup(
        .d(r_tup$d),
        .q(r_tup$q),
        .clock(r_tup$clock)
    );
    
    // Update code
    always @(*) begin
        r_v$clock = clock;
        r_kind$clock = clock;
        r_vals$clock = clock;
        r_lines$clock = clock;
        r_tup$clock = clock;
        r_v$d = r_v$q;
        r_kind$d = r_kind$q;
        r_vals$d = r_vals$q;
        r_lines$d = r_lines$q;
        r_tup$d = r_tup$q;
        out$clock = clock;
        out$reset = reset;
        out$s_valid = s_valid;
        s_ready = out$s_ready;
        out$s_data = ((s_lines) & 1217'h1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((s_tup) & 1217'h1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << O_TUP) | (((s_rej) & 1217'h1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << O_REJ);
        busy = out$busy | r_v$q;
        r_take = out$m_valid & (~r_v$q | out_ready);
        out$m_ready = ~r_v$q | out_ready;
        olines = out$m_data[(32'h0)+:(1024)];
        otup = out$m_data[(O_TUP)+:(192)];
        any_miss = 1'b0;
        any_amb = 1'b0;
        va$0 = 32'h0;
        tm$0$line = olines[(32'h200 * 0)+:(512)];
        tm$0$key = otup[(KEY_BITS * 0)+:(64)];
        va$1 = va$0 | tm$0$val_at;
        if (tm$0$miss) begin
            any_miss = 1'b1;
        end
        if (tm$0$amb) begin
            any_amb = 1'b1;
        end
        tm$1$line = olines[(32'h200 * 1)+:(512)];
        tm$1$key = otup[(KEY_BITS * 1)+:(64)];
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
        if (any_miss | out$m_data[O_REJ]) begin
            c_kind = 32'h0;
        end
        filtered = r_take & out$m_data[O_REJ];
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
        end
    end
    
endmodule // top$cmb


module top$cmb$out(clock,reset,s_valid,s_data,s_ready,m_valid,m_data,m_ready,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    input wire  [1216:0] s_data;
    output reg  s_ready;
    output reg  m_valid;
    output reg  [1216:0] m_data;
    input wire  m_ready;
    output reg  busy;
    
    // Stub signals
    reg  out_v$d;
    wire  out_v$q;
    reg  out_v$clock;
    reg  [1216:0] out_d$d;
    wire  [1216:0] out_d$q;
    reg  out_d$clock;
    reg  skid_v$d;
    wire  skid_v$q;
    reg  skid_v$clock;
    reg  [1216:0] skid_d$d;
    wire  [1216:0] skid_d$q;
    reg  skid_d$clock;
    
    // Local signals
    reg  take;
    reg  out_free;
    
    // Sub module instances
    top$cmb$out$out_v out_v(
        .d(out_v$d),
        .q(out_v$q),
        .clock(out_v$clock)
    );
    top$cmb$out$out_d out_d(
        .d(out_d$d),
        .q(out_d$q),
        .clock(out_d$clock)
    );
    top$cmb$out$skid_v skid_v(
        .d(skid_v$d),
        .q(skid_v$q),
        .clock(skid_v$clock)
    );
    top$cmb$out$skid_d skid_d(
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
    
endmodule // top$cmb$out


module top$cmb$out$out_d(d,q,clock);
    
    // Module arguments
    input wire  [1216:0] d;
    output reg  [1216:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1217'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cmb$out$out_d


module top$cmb$out$out_v(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cmb$out$out_v


module top$cmb$out$skid_d(d,q,clock);
    
    // Module arguments
    input wire  [1216:0] d;
    output reg  [1216:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1217'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cmb$out$skid_d


module top$cmb$out$skid_v(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cmb$out$skid_v


module top$cmb$r_kind(d,q,clock);
    
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
          
endmodule // top$cmb$r_kind


module top$cmb$r_lines(d,q,clock);
    
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
          
endmodule // top$cmb$r_lines


module top$cmb$r_tup(d,q,clock);
    
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
          
endmodule // top$cmb$r_tup


module top$cmb$r_v(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cmb$r_v


module top$cmb$r_vals(d,q,clock);
    
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
          
endmodule // top$cmb$r_vals


module top$cmb$tm$0(line,key,miss,amb,val,val_at);
    
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
    localparam  KEY_BITS = 16'h40;
    
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
            val = line[(SLOT_BITS * 0 + KEY_BITS)+:(64)];
        end
        m$1 = (cnt > 1) & (line[(SLOT_BITS * 1)+:(64)] == key);
        if (m$1) begin
            val = line[(SLOT_BITS * 1 + KEY_BITS)+:(64)];
        end
        m$2 = (cnt > 2) & (line[(SLOT_BITS * 2)+:(64)] == key);
        if (m$2) begin
            val = line[(SLOT_BITS * 2 + KEY_BITS)+:(64)];
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
    
endmodule // top$cmb$tm$0


module top$cmb$tm$1(line,key,miss,amb,val,val_at);
    
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
    localparam  KEY_BITS = 16'h40;
    
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
            val = line[(SLOT_BITS * 0 + KEY_BITS)+:(64)];
        end
        m$1 = (cnt > 1) & (line[(SLOT_BITS * 1)+:(64)] == key);
        if (m$1) begin
            val = line[(SLOT_BITS * 1 + KEY_BITS)+:(64)];
        end
        m$2 = (cnt > 2) & (line[(SLOT_BITS * 2)+:(64)] == key);
        if (m$2) begin
            val = line[(SLOT_BITS * 2 + KEY_BITS)+:(64)];
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
    
endmodule // top$cmb$tm$1


module top$fl(clock,reset,write,data_in,full,full_q,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [1284:0] data_in;
    output reg  full;
    output reg  full_q;
    output reg  [6:0] count;
    input wire  read;
    output reg  [1284:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    localparam  size_less_one = 7'b111111;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [1284:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [1284:0] ram$write_data;
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
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [1284:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [1284:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1284:0] mem[63:0];
    
    
    
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


module top$in_slice(clock,reset,s_valid,s_data,s_ready,m_valid,m_data,m_ready,busy);
    
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


module top$lookup(clock,reset,bucket_bits,onchip,key$0,key$1,bucket$0,bucket$1,hit$0,hit$1,line$0,line$1,pass$0,pass$1,inval,fill$0,fill$1,fill_bucket$0,fill_bucket$1,fill_line$0,fill_line$1,filter_bits,f_ins_valid,f_ins_table,f_ins_idx,f_clear,f_clearing,f_dbg_en,f_dbg_addr,f_ctx,f_dbg_bits,oc_wr,oc_wr_table,oc_wr_bucket,oc_wr_data,oc_wr_strb,oc_dbg_en,oc_dbg_table,oc_dbg_bucket,oc_dbg_line);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [4:0] bucket_bits;
    input wire  [3:0] onchip;
    input wire  [63:0] key$0;
    input wire  [63:0] key$1;
    output reg  [31:0] bucket$0;
    output reg  [31:0] bucket$1;
    output reg  hit$0;
    output reg  hit$1;
    output reg  [511:0] line$0;
    output reg  [511:0] line$1;
    output reg  pass$0;
    output reg  pass$1;
    input wire  inval;
    input wire  fill$0;
    input wire  fill$1;
    input wire  [31:0] fill_bucket$0;
    input wire  [31:0] fill_bucket$1;
    input wire  [511:0] fill_line$0;
    input wire  [511:0] fill_line$1;
    input wire  [4:0] filter_bits;
    input wire  f_ins_valid;
    input wire  [7:0] f_ins_table;
    input wire  [35:0] f_ins_idx;
    input wire  f_clear;
    output reg  f_clearing;
    input wire  f_dbg_en;
    input wire  [17:0] f_dbg_addr;
    input wire  [1:0] f_ctx;
    output reg  [3:0] f_dbg_bits;
    input wire  oc_wr;
    input wire  [1:0] oc_wr_table;
    input wire  [13:0] oc_wr_bucket;
    input wire  [511:0] oc_wr_data;
    input wire  [63:0] oc_wr_strb;
    input wire  oc_dbg_en;
    input wire  [1:0] oc_dbg_table;
    input wire  [13:0] oc_dbg_bucket;
    output reg  [511:0] oc_dbg_line;
    
    // Constant declarations
    localparam  onchip_bits = 5'b1110;
    localparam  tc2$0 = 2'b0;
    localparam  tc2$1 = 2'b1;
    
    // Stub signals
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
    reg  store$0$clock;
    reg  store$0$reset;
    reg  [13:0] store$0$rd_bucket;
    wire  [511:0] store$0$line;
    reg  store$0$wr;
    reg  [13:0] store$0$wr_bucket;
    reg  [511:0] store$0$wr_data;
    reg  [63:0] store$0$wr_strb;
    reg  store$0$clear;
    reg  [13:0] store$0$clear_last;
    wire  store$0$clearing;
    reg  store$1$clock;
    reg  store$1$reset;
    reg  [13:0] store$1$rd_bucket;
    wire  [511:0] store$1$line;
    reg  store$1$wr;
    reg  [13:0] store$1$wr_bucket;
    reg  [511:0] store$1$wr_data;
    reg  [63:0] store$1$wr_strb;
    reg  store$1$clear;
    reg  [13:0] store$1$clear_last;
    wire  store$1$clearing;
    reg  [63:0] fhash$0$key;
    wire  [35:0] fhash$0$idx;
    reg  [63:0] fhash$1$key;
    wire  [35:0] fhash$1$idx;
    reg  filter$clock;
    reg  filter$reset;
    reg  [4:0] filter$bits;
    reg  [1:0] filter$ctx;
    reg  [35:0] filter$q_idx$0;
    reg  [35:0] filter$q_idx$1;
    wire  filter$q_pass$0;
    wire  filter$q_pass$1;
    reg  filter$i_valid;
    reg  [7:0] filter$i_table;
    reg  [35:0] filter$i_idx;
    reg  filter$clear;
    wire  filter$clearing;
    reg  filter$dbg_en;
    reg  [17:0] filter$dbg_addr;
    wire  [3:0] filter$dbg_bits;
    reg  oc$0$d;
    wire  oc$0$q;
    reg  oc$0$clock;
    reg  oc$1$d;
    wire  oc$1$q;
    reg  oc$1$clock;
    reg  [31:0] tmask$0$d;
    wire  [31:0] tmask$0$q;
    reg  tmask$0$clock;
    reg  [31:0] tmask$1$d;
    wire  [31:0] tmask$1$q;
    reg  tmask$1$clock;
    reg  [13:0] olast$d;
    wire  [13:0] olast$q;
    reg  olast$clock;
    reg  [1:0] dbg_t$d;
    wire  [1:0] dbg_t$q;
    reg  dbg_t$clock;
    
    // Local signals
    reg  [4:0] obits;
    reg  [31:0] omask;
    reg  oclr$0;
    reg  oclr$1;
    reg  oclr$2;
    
    // Sub module instances
    top$lookup$hash$0 hash$0(
        .key(hash$0$key),
        .hash(hash$0$hash)
    );
    top$lookup$hash$1 hash$1(
        .key(hash$1$key),
        .hash(hash$1$hash)
    );
    top$lookup$cache$0 cache$0(
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
    top$lookup$cache$1 cache$1(
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
    top$lookup$store$0 store$0(
        .clock(store$0$clock),
        .reset(store$0$reset),
        .rd_bucket(store$0$rd_bucket),
        .line(store$0$line),
        .wr(store$0$wr),
        .wr_bucket(store$0$wr_bucket),
        .wr_data(store$0$wr_data),
        .wr_strb(store$0$wr_strb),
        .clear(store$0$clear),
        .clear_last(store$0$clear_last),
        .clearing(store$0$clearing)
    );
    top$lookup$store$1 store$1(
        .clock(store$1$clock),
        .reset(store$1$reset),
        .rd_bucket(store$1$rd_bucket),
        .line(store$1$line),
        .wr(store$1$wr),
        .wr_bucket(store$1$wr_bucket),
        .wr_data(store$1$wr_data),
        .wr_strb(store$1$wr_strb),
        .clear(store$1$clear),
        .clear_last(store$1$clear_last),
        .clearing(store$1$clearing)
    );
    top$lookup$fhash$0 fhash$0(
        .key(fhash$0$key),
        .idx(fhash$0$idx)
    );
    top$lookup$fhash$1 fhash$1(
        .key(fhash$1$key),
        .idx(fhash$1$idx)
    );
    top$lookup$filter filter(
        .clock(filter$clock),
        .reset(filter$reset),
        .bits(filter$bits),
        .ctx(filter$ctx),
        .q_idx$0(filter$q_idx$0),
        .q_idx$1(filter$q_idx$1),
        .q_pass$0(filter$q_pass$0),
        .q_pass$1(filter$q_pass$1),
        .i_valid(filter$i_valid),
        .i_table(filter$i_table),
        .i_idx(filter$i_idx),
        .clear(filter$clear),
        .clearing(filter$clearing),
        .dbg_en(filter$dbg_en),
        .dbg_addr(filter$dbg_addr),
        .dbg_bits(filter$dbg_bits)
    );
    top$lookup$oc$0 oc$0(
        .d(oc$0$d),
        .q(oc$0$q),
        .clock(oc$0$clock)
    );
    top$lookup$oc$1 oc$1(
        .d(oc$1$d),
        .q(oc$1$q),
        .clock(oc$1$clock)
    );
    top$lookup$tmask$0 tmask$0(
        .d(tmask$0$d),
        .q(tmask$0$q),
        .clock(tmask$0$clock)
    );
    top$lookup$tmask$1 tmask$1(
        .d(tmask$1$d),
        .q(tmask$1$q),
        .clock(tmask$1$clock)
    );
    top$lookup$olast olast(
        .d(olast$d),
        .q(olast$q),
        .clock(olast$clock)
    );
    top$lookup$dbg_t dbg_t(
        .d(dbg_t$d),
        .q(dbg_t$q),
        .clock(dbg_t$clock)
    );
    
    // Update code
    always @(*) begin
        olast$clock = clock;
        dbg_t$clock = clock;
        olast$d = olast$q;
        dbg_t$d = dbg_t$q;
        filter$clock = clock;
        filter$reset = reset;
        filter$bits = filter_bits;
        filter$i_valid = f_ins_valid;
        filter$i_table = f_ins_table;
        filter$i_idx = f_ins_idx;
        filter$clear = f_clear;
        filter$dbg_en = f_dbg_en;
        filter$dbg_addr = f_dbg_addr;
        filter$ctx = f_ctx;
        f_dbg_bits = filter$dbg_bits;
        obits = bucket_bits;
        if (bucket_bits > onchip_bits) begin
            obits = onchip_bits;
        end
        omask = (((32'h1) & 32'hffffffff) << obits) - 32'h1;
        olast$d = 32'h0;
        if (onchip != 32'h0) begin
            olast$d = omask[(32'h0)+:(14)];
        end
        dbg_t$d = oc_dbg_table;
        oc_dbg_line = 32'h0;
        oclr$0 = filter$clearing;
        oc$0$clock = clock;
        tmask$0$clock = clock;
        oc$0$d = onchip[0];
        tmask$0$d = (((32'h1) & 32'hffffffff) << bucket_bits) - 32'h1;
        if (onchip[0]) begin
            tmask$0$d = omask;
        end
        hash$0$key = key$0;
        bucket$0 = hash$0$hash & tmask$0$q;
        cache$0$clock = clock;
        cache$0$reset = reset;
        cache$0$inval = inval;
        cache$0$rd_bucket = bucket$0;
        cache$0$fill = fill$0;
        cache$0$fill_bucket = fill_bucket$0;
        cache$0$fill_line = fill_line$0;
        store$0$clock = clock;
        store$0$reset = reset;
        store$0$rd_bucket = bucket$0[(32'h0)+:(14)];
        if (oc_dbg_en) begin
            store$0$rd_bucket = oc_dbg_bucket;
        end
        store$0$wr = oc_wr & (oc_wr_table == tc2$0);
        store$0$wr_bucket = oc_wr_bucket;
        store$0$wr_data = oc_wr_data;
        store$0$wr_strb = oc_wr_strb;
        store$0$clear = f_clear;
        store$0$clear_last = olast$q;
        oclr$1 = oclr$0 | store$0$clearing;
        if (dbg_t$q == tc2$0) begin
            oc_dbg_line = store$0$line;
        end
        hit$0 = cache$0$hit | oc$0$q;
        line$0 = cache$0$line;
        if (oc$0$q) begin
            line$0 = store$0$line;
        end
        fhash$0$key = key$0;
        filter$q_idx$0 = fhash$0$idx;
        pass$0 = filter$q_pass$0;
        oc$1$clock = clock;
        tmask$1$clock = clock;
        oc$1$d = onchip[1];
        tmask$1$d = (((32'h1) & 32'hffffffff) << bucket_bits) - 32'h1;
        if (onchip[1]) begin
            tmask$1$d = omask;
        end
        hash$1$key = key$1;
        bucket$1 = hash$1$hash & tmask$1$q;
        cache$1$clock = clock;
        cache$1$reset = reset;
        cache$1$inval = inval;
        cache$1$rd_bucket = bucket$1;
        cache$1$fill = fill$1;
        cache$1$fill_bucket = fill_bucket$1;
        cache$1$fill_line = fill_line$1;
        store$1$clock = clock;
        store$1$reset = reset;
        store$1$rd_bucket = bucket$1[(32'h0)+:(14)];
        if (oc_dbg_en) begin
            store$1$rd_bucket = oc_dbg_bucket;
        end
        store$1$wr = oc_wr & (oc_wr_table == tc2$1);
        store$1$wr_bucket = oc_wr_bucket;
        store$1$wr_data = oc_wr_data;
        store$1$wr_strb = oc_wr_strb;
        store$1$clear = f_clear;
        store$1$clear_last = olast$q;
        oclr$2 = oclr$1 | store$1$clearing;
        if (dbg_t$q == tc2$1) begin
            oc_dbg_line = store$1$line;
        end
        hit$1 = cache$1$hit | oc$1$q;
        line$1 = cache$1$line;
        if (oc$1$q) begin
            line$1 = store$1$line;
        end
        fhash$1$key = key$1;
        filter$q_idx$1 = fhash$1$idx;
        pass$1 = filter$q_pass$1;
        f_clearing = oclr$2;
    end
    
endmodule // top$lookup


module top$lookup$cache$0(clock,reset,inval,rd_bucket,hit,line,fill,fill_bucket,fill_line);
    
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
    top$lookup$cache$0$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$lookup$cache$0$valid valid(
        .d(valid$d),
        .q(valid$q),
        .clock(valid$clock)
    );
    top$lookup$cache$0$vq vq(
        .d(vq$d),
        .q(vq$q),
        .clock(vq$clock)
    );
    top$lookup$cache$0$tq tq(
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
    
endmodule // top$lookup$cache$0


module top$lookup$cache$0$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$lookup$cache$0$ram


module top$lookup$cache$0$tq(d,q,clock);
    
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
          
endmodule // top$lookup$cache$0$tq


module top$lookup$cache$0$valid(d,q,clock);
    
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
          
endmodule // top$lookup$cache$0$valid


module top$lookup$cache$0$vq(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lookup$cache$0$vq


module top$lookup$cache$1(clock,reset,inval,rd_bucket,hit,line,fill,fill_bucket,fill_line);
    
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
    top$lookup$cache$1$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$lookup$cache$1$valid valid(
        .d(valid$d),
        .q(valid$q),
        .clock(valid$clock)
    );
    top$lookup$cache$1$vq vq(
        .d(vq$d),
        .q(vq$q),
        .clock(vq$clock)
    );
    top$lookup$cache$1$tq tq(
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
    
endmodule // top$lookup$cache$1


module top$lookup$cache$1$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$lookup$cache$1$ram


module top$lookup$cache$1$tq(d,q,clock);
    
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
          
endmodule // top$lookup$cache$1$tq


module top$lookup$cache$1$valid(d,q,clock);
    
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
          
endmodule // top$lookup$cache$1$valid


module top$lookup$cache$1$vq(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lookup$cache$1$vq


module top$lookup$dbg_t(d,q,clock);
    
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
          
endmodule // top$lookup$dbg_t


module top$lookup$fhash$0(key,idx);
    
    // Module arguments
    input wire  [63:0] key;
    output reg  [35:0] idx;
    
    // Update code (custom)
    always @(*) begin
       idx[0] = ^(key & 64'h49a0612bd3bb6f99);
       idx[1] = ^(key & 64'h526c3b3356f7b4cf);
       idx[2] = ^(key & 64'h4466ea54a445eeb7);
       idx[3] = ^(key & 64'h18719e21505989f8);
       idx[4] = ^(key & 64'hf0003cf4201d92dc);
       idx[5] = ^(key & 64'h60e9aec6965ed800);
       idx[6] = ^(key & 64'h40dd93d7ae1e95b8);
       idx[7] = ^(key & 64'h80d73d2f09104b22);
       idx[8] = ^(key & 64'h00491b31887d0ba2);
       idx[9] = ^(key & 64'h00faf17ef8640658);
       idx[10] = ^(key & 64'h007cd414b2d9ed78);
       idx[11] = ^(key & 64'h0078fcfbb8f187f9);
       idx[12] = ^(key & 64'h0030ac25360479c8);
       idx[13] = ^(key & 64'h00a0c3ddaa486fc2);
       idx[14] = ^(key & 64'h0040c6edf3a919bd);
       idx[15] = ^(key & 64'h0080bea734ece675);
       idx[16] = ^(key & 64'h000095d7fff06985);
       idx[17] = ^(key & 64'h0000ce613fc30900);
       idx[18] = ^(key & 64'h31db326dc641113d);
       idx[19] = ^(key & 64'h2a477276a65c21d7);
       idx[20] = ^(key & 64'hcc4c8700da73b945);
       idx[21] = ^(key & 64'h28a778ab4fa5faf5);
       idx[22] = ^(key & 64'h902a4ac8897092c7);
       idx[23] = ^(key & 64'h20feffa27cb3a084);
       idx[24] = ^(key & 64'hc0aa76d671a7e5f2);
       idx[25] = ^(key & 64'h80400073d1017ce4);
       idx[26] = ^(key & 64'h00f3febca069873d);
       idx[27] = ^(key & 64'h001eaf4cfbeb44b8);
       idx[28] = ^(key & 64'h008c08a208ef5364);
       idx[29] = ^(key & 64'h00a8301f5466d570);
       idx[30] = ^(key & 64'h0050938af63761b6);
       idx[31] = ^(key & 64'h0020184fa69bf80d);
       idx[32] = ^(key & 64'h0040a9469ec717a0);
       idx[33] = ^(key & 64'h0080ed1d7c602f1d);
       idx[34] = ^(key & 64'h000013d870ab3b72);
       idx[35] = ^(key & 64'h00007ebfc5d7fed9);
    end
endmodule // top$lookup$fhash$0


module top$lookup$fhash$1(key,idx);
    
    // Module arguments
    input wire  [63:0] key;
    output reg  [35:0] idx;
    
    // Update code (custom)
    always @(*) begin
       idx[0] = ^(key & 64'h49a0612bd3bb6f99);
       idx[1] = ^(key & 64'h526c3b3356f7b4cf);
       idx[2] = ^(key & 64'h4466ea54a445eeb7);
       idx[3] = ^(key & 64'h18719e21505989f8);
       idx[4] = ^(key & 64'hf0003cf4201d92dc);
       idx[5] = ^(key & 64'h60e9aec6965ed800);
       idx[6] = ^(key & 64'h40dd93d7ae1e95b8);
       idx[7] = ^(key & 64'h80d73d2f09104b22);
       idx[8] = ^(key & 64'h00491b31887d0ba2);
       idx[9] = ^(key & 64'h00faf17ef8640658);
       idx[10] = ^(key & 64'h007cd414b2d9ed78);
       idx[11] = ^(key & 64'h0078fcfbb8f187f9);
       idx[12] = ^(key & 64'h0030ac25360479c8);
       idx[13] = ^(key & 64'h00a0c3ddaa486fc2);
       idx[14] = ^(key & 64'h0040c6edf3a919bd);
       idx[15] = ^(key & 64'h0080bea734ece675);
       idx[16] = ^(key & 64'h000095d7fff06985);
       idx[17] = ^(key & 64'h0000ce613fc30900);
       idx[18] = ^(key & 64'h31db326dc641113d);
       idx[19] = ^(key & 64'h2a477276a65c21d7);
       idx[20] = ^(key & 64'hcc4c8700da73b945);
       idx[21] = ^(key & 64'h28a778ab4fa5faf5);
       idx[22] = ^(key & 64'h902a4ac8897092c7);
       idx[23] = ^(key & 64'h20feffa27cb3a084);
       idx[24] = ^(key & 64'hc0aa76d671a7e5f2);
       idx[25] = ^(key & 64'h80400073d1017ce4);
       idx[26] = ^(key & 64'h00f3febca069873d);
       idx[27] = ^(key & 64'h001eaf4cfbeb44b8);
       idx[28] = ^(key & 64'h008c08a208ef5364);
       idx[29] = ^(key & 64'h00a8301f5466d570);
       idx[30] = ^(key & 64'h0050938af63761b6);
       idx[31] = ^(key & 64'h0020184fa69bf80d);
       idx[32] = ^(key & 64'h0040a9469ec717a0);
       idx[33] = ^(key & 64'h0080ed1d7c602f1d);
       idx[34] = ^(key & 64'h000013d870ab3b72);
       idx[35] = ^(key & 64'h00007ebfc5d7fed9);
    end
endmodule // top$lookup$fhash$1


module top$lookup$filter(clock,reset,bits,ctx,q_idx$0,q_idx$1,q_pass$0,q_pass$1,i_valid,i_table,i_idx,clear,clearing,dbg_en,dbg_addr,dbg_bits);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [4:0] bits;
    input wire  [1:0] ctx;
    input wire  [35:0] q_idx$0;
    input wire  [35:0] q_idx$1;
    output reg  q_pass$0;
    output reg  q_pass$1;
    input wire  i_valid;
    input wire  [7:0] i_table;
    input wire  [35:0] i_idx;
    input wire  clear;
    output reg  clearing;
    input wire  dbg_en;
    input wire  [17:0] dbg_addr;
    output reg  [3:0] dbg_bits;
    
    // Constant declarations
    localparam  tc$0 = 8'h0;
    localparam  tc$1 = 8'h1;
    localparam  p0$0 = 16'h0;
    localparam  p0$1 = 16'h2;
    localparam  p1$0 = 16'h1;
    localparam  p1$1 = 16'h3;
    localparam  FILTER_ADDR_BITS = 16'h12;
    
    // Stub signals
    reg  [17:0] ram0$0$read_address;
    reg  ram0$0$read_clock;
    wire  ram0$0$read_data;
    reg  [17:0] ram0$0$write_address;
    reg  ram0$0$write_clock;
    reg  ram0$0$write_data;
    reg  ram0$0$write_enable;
    reg  [17:0] ram0$1$read_address;
    reg  ram0$1$read_clock;
    wire  ram0$1$read_data;
    reg  [17:0] ram0$1$write_address;
    reg  ram0$1$write_clock;
    reg  ram0$1$write_data;
    reg  ram0$1$write_enable;
    reg  [17:0] ram1$0$read_address;
    reg  ram1$0$read_clock;
    wire  ram1$0$read_data;
    reg  [17:0] ram1$0$write_address;
    reg  ram1$0$write_clock;
    reg  ram1$0$write_data;
    reg  ram1$0$write_enable;
    reg  [17:0] ram1$1$read_address;
    reg  ram1$1$read_clock;
    wire  ram1$1$read_data;
    reg  [17:0] ram1$1$write_address;
    reg  ram1$1$write_clock;
    reg  ram1$1$write_data;
    reg  ram1$1$write_enable;
    reg  [17:0] qa0$0$a;
    reg  [1:0] qa0$0$ctx;
    wire  [17:0] qa0$0$out;
    reg  [17:0] qa0$1$a;
    reg  [1:0] qa0$1$ctx;
    wire  [17:0] qa0$1$out;
    reg  [17:0] qa1$0$a;
    reg  [1:0] qa1$0$ctx;
    wire  [17:0] qa1$0$out;
    reg  [17:0] qa1$1$a;
    reg  [1:0] qa1$1$ctx;
    wire  [17:0] qa1$1$out;
    reg  [17:0] mask$d;
    wire  [17:0] mask$q;
    reg  mask$clock;
    reg  on$d;
    wire  on$q;
    reg  on$clock;
    reg  crun$d;
    wire  crun$q;
    reg  crun$clock;
    reg  [17:0] caddr$d;
    wire  [17:0] caddr$q;
    reg  caddr$clock;
    reg  iv$d;
    wire  iv$q;
    reg  iv$clock;
    reg  [7:0] it$d;
    wire  [7:0] it$q;
    reg  it$clock;
    reg  [35:0] ii$d;
    wire  [35:0] ii$q;
    reg  ii$clock;
    
    // Local signals
    reg  [17:0] base;
    reg  [17:0] wa0;
    reg  [17:0] wa1;
    reg  [17:0] wc;
    reg  [17:0] ia0;
    reg  [17:0] ia1;
    reg  [3:0] db$0;
    reg  [3:0] db$1;
    reg  [3:0] db$2;
    reg  [3:0] b0$0;
    reg  [3:0] b0$1;
    reg  [3:0] b1$0;
    reg  [3:0] b1$1;
    
    // Sub module instances
    top$lookup$filter$ram0$0 ram0$0(
        .read_address(ram0$0$read_address),
        .read_clock(ram0$0$read_clock),
        .read_data(ram0$0$read_data),
        .write_address(ram0$0$write_address),
        .write_clock(ram0$0$write_clock),
        .write_data(ram0$0$write_data),
        .write_enable(ram0$0$write_enable)
    );
    top$lookup$filter$ram0$1 ram0$1(
        .read_address(ram0$1$read_address),
        .read_clock(ram0$1$read_clock),
        .read_data(ram0$1$read_data),
        .write_address(ram0$1$write_address),
        .write_clock(ram0$1$write_clock),
        .write_data(ram0$1$write_data),
        .write_enable(ram0$1$write_enable)
    );
    top$lookup$filter$ram1$0 ram1$0(
        .read_address(ram1$0$read_address),
        .read_clock(ram1$0$read_clock),
        .read_data(ram1$0$read_data),
        .write_address(ram1$0$write_address),
        .write_clock(ram1$0$write_clock),
        .write_data(ram1$0$write_data),
        .write_enable(ram1$0$write_enable)
    );
    top$lookup$filter$ram1$1 ram1$1(
        .read_address(ram1$1$read_address),
        .read_clock(ram1$1$read_clock),
        .read_data(ram1$1$read_data),
        .write_address(ram1$1$write_address),
        .write_clock(ram1$1$write_clock),
        .write_data(ram1$1$write_data),
        .write_enable(ram1$1$write_enable)
    );
    top$lookup$filter$qa0$0 qa0$0(
        .a(qa0$0$a),
        .ctx(qa0$0$ctx),
        .out(qa0$0$out)
    );
    top$lookup$filter$qa0$1 qa0$1(
        .a(qa0$1$a),
        .ctx(qa0$1$ctx),
        .out(qa0$1$out)
    );
    top$lookup$filter$qa1$0 qa1$0(
        .a(qa1$0$a),
        .ctx(qa1$0$ctx),
        .out(qa1$0$out)
    );
    top$lookup$filter$qa1$1 qa1$1(
        .a(qa1$1$a),
        .ctx(qa1$1$ctx),
        .out(qa1$1$out)
    );
    top$lookup$filter$mask mask(
        .d(mask$d),
        .q(mask$q),
        .clock(mask$clock)
    );
    top$lookup$filter$on on(
        .d(on$d),
        .q(on$q),
        .clock(on$clock)
    );
    top$lookup$filter$crun crun(
        .d(crun$d),
        .q(crun$q),
        .clock(crun$clock)
    );
    top$lookup$filter$caddr caddr(
        .d(caddr$d),
        .q(caddr$q),
        .clock(caddr$clock)
    );
    top$lookup$filter$iv iv(
        .d(iv$d),
        .q(iv$q),
        .clock(iv$clock)
    );
    top$lookup$filter$it it(
        .d(it$d),
        .q(it$q),
        .clock(it$clock)
    );
    top$lookup$filter$ii ii(
        .d(ii$d),
        .q(ii$q),
        .clock(ii$clock)
    );
    
    // Update code
    always @(*) begin
        mask$clock = clock;
        on$clock = clock;
        crun$clock = clock;
        caddr$clock = clock;
        iv$clock = clock;
        it$clock = clock;
        ii$clock = clock;
        mask$d = mask$q;
        on$d = on$q;
        crun$d = crun$q;
        caddr$d = caddr$q;
        iv$d = iv$q;
        it$d = it$q;
        ii$d = ii$q;
        mask$d = (((32'h1) & 18'h3ffff) << bits) - 32'h1;
        on$d = bits != 32'h0;
        iv$d = i_valid & on$q;
        it$d = i_table;
        ii$d = i_idx;
        ia0 = ii$q[(32'h0)+:(18)] & mask$q;
        ia1 = ii$q[(FILTER_ADDR_BITS)+:(18)] & mask$q;
        base = ((ctx) & 18'h3ffff) << FILTER_ADDR_BITS;
        wa0 = base | ((ia0) & 18'h3ffff);
        wa1 = base | ((ia1) & 18'h3ffff);
        wc = base | ((caddr$q) & 18'h3ffff);
        clearing = crun$q;
        if (crun$q) begin
            caddr$d = caddr$q + 32'h1;
            if (caddr$q == mask$q) begin
                crun$d = 1'b0;
            end
        end
        if (clear) begin
            crun$d = 1'b1;
            caddr$d = 32'h0;
        end
        if (reset) begin
            crun$d = 1'b0;
            iv$d = 1'b0;
        end
        db$0 = 32'h0;
        ram0$0$read_clock = clock;
        ram0$0$write_clock = clock;
        ram1$0$read_clock = clock;
        ram1$0$write_clock = clock;
        ram0$0$write_address = wa0;
        ram1$0$write_address = wa1;
        ram0$0$write_data = 1'b1;
        ram1$0$write_data = 1'b1;
        ram0$0$write_enable = iv$q & (it$q == tc$0);
        ram1$0$write_enable = iv$q & (it$q == tc$0);
        if (crun$q) begin
            ram0$0$write_address = wc;
            ram1$0$write_address = wc;
            ram0$0$write_data = 1'b0;
            ram1$0$write_data = 1'b0;
            ram0$0$write_enable = 1'b1;
            ram1$0$write_enable = 1'b1;
        end
        qa0$0$ctx = ctx;
        qa1$0$ctx = ctx;
        qa0$0$a = q_idx$0[(32'h0)+:(18)] & mask$q;
        qa1$0$a = q_idx$0[(FILTER_ADDR_BITS)+:(18)] & mask$q;
        ram0$0$read_address = qa0$0$out;
        ram1$0$read_address = qa1$0$out;
        if (dbg_en) begin
            ram0$0$read_address = dbg_addr;
            ram1$0$read_address = dbg_addr;
        end
        q_pass$0 = ~on$q | (ram0$0$read_data & ram1$0$read_data);
        b0$0 = 32'h0;
        if (ram0$0$read_data) begin
            b0$0 = ((32'h1) & 4'hf) << p0$0;
        end
        b1$0 = 32'h0;
        if (ram1$0$read_data) begin
            b1$0 = ((32'h1) & 4'hf) << p1$0;
        end
        db$1 = db$0 | b0$0 | b1$0;
        ram0$1$read_clock = clock;
        ram0$1$write_clock = clock;
        ram1$1$read_clock = clock;
        ram1$1$write_clock = clock;
        ram0$1$write_address = wa0;
        ram1$1$write_address = wa1;
        ram0$1$write_data = 1'b1;
        ram1$1$write_data = 1'b1;
        ram0$1$write_enable = iv$q & (it$q == tc$1);
        ram1$1$write_enable = iv$q & (it$q == tc$1);
        if (crun$q) begin
            ram0$1$write_address = wc;
            ram1$1$write_address = wc;
            ram0$1$write_data = 1'b0;
            ram1$1$write_data = 1'b0;
            ram0$1$write_enable = 1'b1;
            ram1$1$write_enable = 1'b1;
        end
        qa0$1$ctx = ctx;
        qa1$1$ctx = ctx;
        qa0$1$a = q_idx$1[(32'h0)+:(18)] & mask$q;
        qa1$1$a = q_idx$1[(FILTER_ADDR_BITS)+:(18)] & mask$q;
        ram0$1$read_address = qa0$1$out;
        ram1$1$read_address = qa1$1$out;
        if (dbg_en) begin
            ram0$1$read_address = dbg_addr;
            ram1$1$read_address = dbg_addr;
        end
        q_pass$1 = ~on$q | (ram0$1$read_data & ram1$1$read_data);
        b0$1 = 32'h0;
        if (ram0$1$read_data) begin
            b0$1 = ((32'h1) & 4'hf) << p0$1;
        end
        b1$1 = 32'h0;
        if (ram1$1$read_data) begin
            b1$1 = ((32'h1) & 4'hf) << p1$1;
        end
        db$2 = db$1 | b0$1 | b1$1;
        dbg_bits = db$2;
    end
    
endmodule // top$lookup$filter


module top$lookup$filter$caddr(d,q,clock);
    
    // Module arguments
    input wire  [17:0] d;
    output reg  [17:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 18'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lookup$filter$caddr


module top$lookup$filter$crun(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lookup$filter$crun


module top$lookup$filter$ii(d,q,clock);
    
    // Module arguments
    input wire  [35:0] d;
    output reg  [35:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 36'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lookup$filter$ii


module top$lookup$filter$it(d,q,clock);
    
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
          
endmodule // top$lookup$filter$it


module top$lookup$filter$iv(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lookup$filter$iv


module top$lookup$filter$mask(d,q,clock);
    
    // Module arguments
    input wire  [17:0] d;
    output reg  [17:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 18'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lookup$filter$mask


module top$lookup$filter$on(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lookup$filter$on


module top$lookup$filter$qa0$0(a,ctx,out);
    
    // Module arguments
    input wire  [17:0] a;
    input wire  [1:0] ctx;
    output reg  [17:0] out;
    
    // Constant declarations
    localparam  FILTER_ADDR_BITS = 16'h12;
    
    // Update code
    always @(*) begin
        out = (((ctx) & 18'h3ffff) << FILTER_ADDR_BITS) | ((a) & 18'h3ffff);
    end
    
endmodule // top$lookup$filter$qa0$0


module top$lookup$filter$qa0$1(a,ctx,out);
    
    // Module arguments
    input wire  [17:0] a;
    input wire  [1:0] ctx;
    output reg  [17:0] out;
    
    // Constant declarations
    localparam  FILTER_ADDR_BITS = 16'h12;
    
    // Update code
    always @(*) begin
        out = (((ctx) & 18'h3ffff) << FILTER_ADDR_BITS) | ((a) & 18'h3ffff);
    end
    
endmodule // top$lookup$filter$qa0$1


module top$lookup$filter$qa1$0(a,ctx,out);
    
    // Module arguments
    input wire  [17:0] a;
    input wire  [1:0] ctx;
    output reg  [17:0] out;
    
    // Constant declarations
    localparam  FILTER_ADDR_BITS = 16'h12;
    
    // Update code
    always @(*) begin
        out = (((ctx) & 18'h3ffff) << FILTER_ADDR_BITS) | ((a) & 18'h3ffff);
    end
    
endmodule // top$lookup$filter$qa1$0


module top$lookup$filter$qa1$1(a,ctx,out);
    
    // Module arguments
    input wire  [17:0] a;
    input wire  [1:0] ctx;
    output reg  [17:0] out;
    
    // Constant declarations
    localparam  FILTER_ADDR_BITS = 16'h12;
    
    // Update code
    always @(*) begin
        out = (((ctx) & 18'h3ffff) << FILTER_ADDR_BITS) | ((a) & 18'h3ffff);
    end
    
endmodule // top$lookup$filter$qa1$1


module top$lookup$filter$ram0$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [17:0] read_address;
    input wire  read_clock;
    output reg  read_data;
    input wire  [17:0] write_address;
    input wire  write_clock;
    input wire  write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[0:0] mem[262143:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$lookup$filter$ram0$0


module top$lookup$filter$ram0$1(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [17:0] read_address;
    input wire  read_clock;
    output reg  read_data;
    input wire  [17:0] write_address;
    input wire  write_clock;
    input wire  write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[0:0] mem[262143:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$lookup$filter$ram0$1


module top$lookup$filter$ram1$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [17:0] read_address;
    input wire  read_clock;
    output reg  read_data;
    input wire  [17:0] write_address;
    input wire  write_clock;
    input wire  write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[0:0] mem[262143:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$lookup$filter$ram1$0


module top$lookup$filter$ram1$1(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [17:0] read_address;
    input wire  read_clock;
    output reg  read_data;
    input wire  [17:0] write_address;
    input wire  write_clock;
    input wire  write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[0:0] mem[262143:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$lookup$filter$ram1$1


module top$lookup$hash$0(key,hash);
    
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
endmodule // top$lookup$hash$0


module top$lookup$hash$1(key,hash);
    
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
endmodule // top$lookup$hash$1


module top$lookup$oc$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lookup$oc$0


module top$lookup$oc$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lookup$oc$1


module top$lookup$olast(d,q,clock);
    
    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 14'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lookup$olast


module top$lookup$store$0(clock,reset,rd_bucket,line,wr,wr_bucket,wr_data,wr_strb,clear,clear_last,clearing);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [13:0] rd_bucket;
    output reg  [511:0] line;
    input wire  wr;
    input wire  [13:0] wr_bucket;
    input wire  [511:0] wr_data;
    input wire  [63:0] wr_strb;
    input wire  clear;
    input wire  [13:0] clear_last;
    output reg  clearing;
    
    // Constant declarations
    localparam  status_off = 16'h1f8;
    localparam  SLOT_BITS = 16'h80;
    localparam  SLOT_BYTES = 16'h10;
    
    // Stub signals
    reg  [13:0] lane$0$read_address;
    reg  lane$0$read_clock;
    wire  [127:0] lane$0$read_data;
    reg  [13:0] lane$0$write_address;
    reg  lane$0$write_clock;
    reg  [127:0] lane$0$write_data;
    reg  lane$0$write_enable;
    reg  [13:0] lane$1$read_address;
    reg  lane$1$read_clock;
    wire  [127:0] lane$1$read_data;
    reg  [13:0] lane$1$write_address;
    reg  lane$1$write_clock;
    reg  [127:0] lane$1$write_data;
    reg  lane$1$write_enable;
    reg  [13:0] lane$2$read_address;
    reg  lane$2$read_clock;
    wire  [127:0] lane$2$read_data;
    reg  [13:0] lane$2$write_address;
    reg  lane$2$write_clock;
    reg  [127:0] lane$2$write_data;
    reg  lane$2$write_enable;
    reg  [13:0] status$read_address;
    reg  status$read_clock;
    wire  [7:0] status$read_data;
    reg  [13:0] status$write_address;
    reg  status$write_clock;
    reg  [7:0] status$write_data;
    reg  status$write_enable;
    reg  crun$d;
    wire  crun$q;
    reg  crun$clock;
    reg  [13:0] caddr$d;
    wire  [13:0] caddr$q;
    reg  caddr$clock;
    reg  [13:0] clast$d;
    wire  [13:0] clast$q;
    reg  clast$clock;
    reg  [127:0] lp$0$inp;
    wire  [511:0] lp$0$out;
    reg  [127:0] lp$1$inp;
    wire  [511:0] lp$1$out;
    reg  [127:0] lp$2$inp;
    wire  [511:0] lp$2$out;
    
    // Local signals
    reg  [511:0] ln$0;
    reg  [511:0] ln$1;
    reg  [511:0] ln$2;
    reg  [511:0] ln$3;
    
    // Sub module instances
    top$lookup$store$0$lane$0 lane$0(
        .read_address(lane$0$read_address),
        .read_clock(lane$0$read_clock),
        .read_data(lane$0$read_data),
        .write_address(lane$0$write_address),
        .write_clock(lane$0$write_clock),
        .write_data(lane$0$write_data),
        .write_enable(lane$0$write_enable)
    );
    top$lookup$store$0$lane$1 lane$1(
        .read_address(lane$1$read_address),
        .read_clock(lane$1$read_clock),
        .read_data(lane$1$read_data),
        .write_address(lane$1$write_address),
        .write_clock(lane$1$write_clock),
        .write_data(lane$1$write_data),
        .write_enable(lane$1$write_enable)
    );
    top$lookup$store$0$lane$2 lane$2(
        .read_address(lane$2$read_address),
        .read_clock(lane$2$read_clock),
        .read_data(lane$2$read_data),
        .write_address(lane$2$write_address),
        .write_clock(lane$2$write_clock),
        .write_data(lane$2$write_data),
        .write_enable(lane$2$write_enable)
    );
    top$lookup$store$0$status status(
        .read_address(status$read_address),
        .read_clock(status$read_clock),
        .read_data(status$read_data),
        .write_address(status$write_address),
        .write_clock(status$write_clock),
        .write_data(status$write_data),
        .write_enable(status$write_enable)
    );
    top$lookup$store$0$crun crun(
        .d(crun$d),
        .q(crun$q),
        .clock(crun$clock)
    );
    top$lookup$store$0$caddr caddr(
        .d(caddr$d),
        .q(caddr$q),
        .clock(caddr$clock)
    );
    top$lookup$store$0$clast clast(
        .d(clast$d),
        .q(clast$q),
        .clock(clast$clock)
    );
    top$lookup$store$0$lp$0 lp$0(
        .inp(lp$0$inp),
        .out(lp$0$out)
    );
    top$lookup$store$0$lp$1 lp$1(
        .inp(lp$1$inp),
        .out(lp$1$out)
    );
    top$lookup$store$0$lp$2 lp$2(
        .inp(lp$2$inp),
        .out(lp$2$out)
    );
    
    // Update code
    always @(*) begin
        crun$clock = clock;
        caddr$clock = clock;
        clast$clock = clock;
        crun$d = crun$q;
        caddr$d = caddr$q;
        clast$d = clast$q;
        clearing = crun$q;
        if (crun$q) begin
            caddr$d = caddr$q + 32'h1;
            if (caddr$q == clast$q) begin
                crun$d = 1'b0;
            end
        end
        if (clear) begin
            crun$d = 1'b1;
            caddr$d = 32'h0;
            clast$d = clear_last;
        end
        if (reset) begin
            crun$d = 1'b0;
        end
        status$read_clock = clock;
        status$write_clock = clock;
        status$read_address = rd_bucket;
        status$write_address = wr_bucket;
        status$write_data = wr_data[(32'h1f8)+:(8)];
        status$write_enable = wr & wr_strb[32'h3f];
        if (crun$q) begin
            status$write_address = caddr$q;
            status$write_data = 32'h0;
            status$write_enable = 1'b1;
        end
        ln$0 = ((status$read_data) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << status_off;
        lane$0$read_clock = clock;
        lane$0$write_clock = clock;
        lane$0$read_address = rd_bucket;
        lane$0$write_address = wr_bucket;
        lane$0$write_data = wr_data[(SLOT_BITS * 0)+:(128)];
        lane$0$write_enable = wr & wr_strb[SLOT_BYTES * 0];
        if (crun$q) begin
            lane$0$write_address = caddr$q;
            lane$0$write_data = 32'h0;
            lane$0$write_enable = 1'b1;
        end
        lp$0$inp = lane$0$read_data;
        ln$1 = ln$0 | lp$0$out;
        lane$1$read_clock = clock;
        lane$1$write_clock = clock;
        lane$1$read_address = rd_bucket;
        lane$1$write_address = wr_bucket;
        lane$1$write_data = wr_data[(SLOT_BITS * 1)+:(128)];
        lane$1$write_enable = wr & wr_strb[SLOT_BYTES * 1];
        if (crun$q) begin
            lane$1$write_address = caddr$q;
            lane$1$write_data = 32'h0;
            lane$1$write_enable = 1'b1;
        end
        lp$1$inp = lane$1$read_data;
        ln$2 = ln$1 | lp$1$out;
        lane$2$read_clock = clock;
        lane$2$write_clock = clock;
        lane$2$read_address = rd_bucket;
        lane$2$write_address = wr_bucket;
        lane$2$write_data = wr_data[(SLOT_BITS * 2)+:(128)];
        lane$2$write_enable = wr & wr_strb[SLOT_BYTES * 2];
        if (crun$q) begin
            lane$2$write_address = caddr$q;
            lane$2$write_data = 32'h0;
            lane$2$write_enable = 1'b1;
        end
        lp$2$inp = lane$2$read_data;
        ln$3 = ln$2 | lp$2$out;
        line = ln$3;
    end
    
endmodule // top$lookup$store$0


module top$lookup$store$0$caddr(d,q,clock);
    
    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 14'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lookup$store$0$caddr


module top$lookup$store$0$clast(d,q,clock);
    
    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 14'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lookup$store$0$clast


module top$lookup$store$0$crun(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lookup$store$0$crun


module top$lookup$store$0$lane$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [13:0] read_address;
    input wire  read_clock;
    output reg  [127:0] read_data;
    input wire  [13:0] write_address;
    input wire  write_clock;
    input wire  [127:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[127:0] mem[16383:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$lookup$store$0$lane$0


module top$lookup$store$0$lane$1(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [13:0] read_address;
    input wire  read_clock;
    output reg  [127:0] read_data;
    input wire  [13:0] write_address;
    input wire  write_clock;
    input wire  [127:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[127:0] mem[16383:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$lookup$store$0$lane$1


module top$lookup$store$0$lane$2(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [13:0] read_address;
    input wire  read_clock;
    output reg  [127:0] read_data;
    input wire  [13:0] write_address;
    input wire  write_clock;
    input wire  [127:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[127:0] mem[16383:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$lookup$store$0$lane$2


module top$lookup$store$0$lp$0(inp,out);
    
    // Module arguments
    input wire  [127:0] inp;
    output reg  [511:0] out;
    
    // Constant declarations
    localparam  pos = 16'h0;
    
    // Update code (custom)
    always @(*) begin
       out = 512'd0;
       out[127:0] = inp;
    end
endmodule // top$lookup$store$0$lp$0


module top$lookup$store$0$lp$1(inp,out);
    
    // Module arguments
    input wire  [127:0] inp;
    output reg  [511:0] out;
    
    // Constant declarations
    localparam  pos = 16'h80;
    
    // Update code (custom)
    always @(*) begin
       out = 512'd0;
       out[255:128] = inp;
    end
endmodule // top$lookup$store$0$lp$1


module top$lookup$store$0$lp$2(inp,out);
    
    // Module arguments
    input wire  [127:0] inp;
    output reg  [511:0] out;
    
    // Constant declarations
    localparam  pos = 16'h100;
    
    // Update code (custom)
    always @(*) begin
       out = 512'd0;
       out[383:256] = inp;
    end
endmodule // top$lookup$store$0$lp$2


module top$lookup$store$0$status(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [13:0] read_address;
    input wire  read_clock;
    output reg  [7:0] read_data;
    input wire  [13:0] write_address;
    input wire  write_clock;
    input wire  [7:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[7:0] mem[16383:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$lookup$store$0$status


module top$lookup$store$1(clock,reset,rd_bucket,line,wr,wr_bucket,wr_data,wr_strb,clear,clear_last,clearing);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [13:0] rd_bucket;
    output reg  [511:0] line;
    input wire  wr;
    input wire  [13:0] wr_bucket;
    input wire  [511:0] wr_data;
    input wire  [63:0] wr_strb;
    input wire  clear;
    input wire  [13:0] clear_last;
    output reg  clearing;
    
    // Constant declarations
    localparam  status_off = 16'h1f8;
    localparam  SLOT_BITS = 16'h80;
    localparam  SLOT_BYTES = 16'h10;
    
    // Stub signals
    reg  [13:0] lane$0$read_address;
    reg  lane$0$read_clock;
    wire  [127:0] lane$0$read_data;
    reg  [13:0] lane$0$write_address;
    reg  lane$0$write_clock;
    reg  [127:0] lane$0$write_data;
    reg  lane$0$write_enable;
    reg  [13:0] lane$1$read_address;
    reg  lane$1$read_clock;
    wire  [127:0] lane$1$read_data;
    reg  [13:0] lane$1$write_address;
    reg  lane$1$write_clock;
    reg  [127:0] lane$1$write_data;
    reg  lane$1$write_enable;
    reg  [13:0] lane$2$read_address;
    reg  lane$2$read_clock;
    wire  [127:0] lane$2$read_data;
    reg  [13:0] lane$2$write_address;
    reg  lane$2$write_clock;
    reg  [127:0] lane$2$write_data;
    reg  lane$2$write_enable;
    reg  [13:0] status$read_address;
    reg  status$read_clock;
    wire  [7:0] status$read_data;
    reg  [13:0] status$write_address;
    reg  status$write_clock;
    reg  [7:0] status$write_data;
    reg  status$write_enable;
    reg  crun$d;
    wire  crun$q;
    reg  crun$clock;
    reg  [13:0] caddr$d;
    wire  [13:0] caddr$q;
    reg  caddr$clock;
    reg  [13:0] clast$d;
    wire  [13:0] clast$q;
    reg  clast$clock;
    reg  [127:0] lp$0$inp;
    wire  [511:0] lp$0$out;
    reg  [127:0] lp$1$inp;
    wire  [511:0] lp$1$out;
    reg  [127:0] lp$2$inp;
    wire  [511:0] lp$2$out;
    
    // Local signals
    reg  [511:0] ln$0;
    reg  [511:0] ln$1;
    reg  [511:0] ln$2;
    reg  [511:0] ln$3;
    
    // Sub module instances
    top$lookup$store$1$lane$0 lane$0(
        .read_address(lane$0$read_address),
        .read_clock(lane$0$read_clock),
        .read_data(lane$0$read_data),
        .write_address(lane$0$write_address),
        .write_clock(lane$0$write_clock),
        .write_data(lane$0$write_data),
        .write_enable(lane$0$write_enable)
    );
    top$lookup$store$1$lane$1 lane$1(
        .read_address(lane$1$read_address),
        .read_clock(lane$1$read_clock),
        .read_data(lane$1$read_data),
        .write_address(lane$1$write_address),
        .write_clock(lane$1$write_clock),
        .write_data(lane$1$write_data),
        .write_enable(lane$1$write_enable)
    );
    top$lookup$store$1$lane$2 lane$2(
        .read_address(lane$2$read_address),
        .read_clock(lane$2$read_clock),
        .read_data(lane$2$read_data),
        .write_address(lane$2$write_address),
        .write_clock(lane$2$write_clock),
        .write_data(lane$2$write_data),
        .write_enable(lane$2$write_enable)
    );
    top$lookup$store$1$status status(
        .read_address(status$read_address),
        .read_clock(status$read_clock),
        .read_data(status$read_data),
        .write_address(status$write_address),
        .write_clock(status$write_clock),
        .write_data(status$write_data),
        .write_enable(status$write_enable)
    );
    top$lookup$store$1$crun crun(
        .d(crun$d),
        .q(crun$q),
        .clock(crun$clock)
    );
    top$lookup$store$1$caddr caddr(
        .d(caddr$d),
        .q(caddr$q),
        .clock(caddr$clock)
    );
    top$lookup$store$1$clast clast(
        .d(clast$d),
        .q(clast$q),
        .clock(clast$clock)
    );
    top$lookup$store$1$lp$0 lp$0(
        .inp(lp$0$inp),
        .out(lp$0$out)
    );
    top$lookup$store$1$lp$1 lp$1(
        .inp(lp$1$inp),
        .out(lp$1$out)
    );
    top$lookup$store$1$lp$2 lp$2(
        .inp(lp$2$inp),
        .out(lp$2$out)
    );
    
    // Update code
    always @(*) begin
        crun$clock = clock;
        caddr$clock = clock;
        clast$clock = clock;
        crun$d = crun$q;
        caddr$d = caddr$q;
        clast$d = clast$q;
        clearing = crun$q;
        if (crun$q) begin
            caddr$d = caddr$q + 32'h1;
            if (caddr$q == clast$q) begin
                crun$d = 1'b0;
            end
        end
        if (clear) begin
            crun$d = 1'b1;
            caddr$d = 32'h0;
            clast$d = clear_last;
        end
        if (reset) begin
            crun$d = 1'b0;
        end
        status$read_clock = clock;
        status$write_clock = clock;
        status$read_address = rd_bucket;
        status$write_address = wr_bucket;
        status$write_data = wr_data[(32'h1f8)+:(8)];
        status$write_enable = wr & wr_strb[32'h3f];
        if (crun$q) begin
            status$write_address = caddr$q;
            status$write_data = 32'h0;
            status$write_enable = 1'b1;
        end
        ln$0 = ((status$read_data) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << status_off;
        lane$0$read_clock = clock;
        lane$0$write_clock = clock;
        lane$0$read_address = rd_bucket;
        lane$0$write_address = wr_bucket;
        lane$0$write_data = wr_data[(SLOT_BITS * 0)+:(128)];
        lane$0$write_enable = wr & wr_strb[SLOT_BYTES * 0];
        if (crun$q) begin
            lane$0$write_address = caddr$q;
            lane$0$write_data = 32'h0;
            lane$0$write_enable = 1'b1;
        end
        lp$0$inp = lane$0$read_data;
        ln$1 = ln$0 | lp$0$out;
        lane$1$read_clock = clock;
        lane$1$write_clock = clock;
        lane$1$read_address = rd_bucket;
        lane$1$write_address = wr_bucket;
        lane$1$write_data = wr_data[(SLOT_BITS * 1)+:(128)];
        lane$1$write_enable = wr & wr_strb[SLOT_BYTES * 1];
        if (crun$q) begin
            lane$1$write_address = caddr$q;
            lane$1$write_data = 32'h0;
            lane$1$write_enable = 1'b1;
        end
        lp$1$inp = lane$1$read_data;
        ln$2 = ln$1 | lp$1$out;
        lane$2$read_clock = clock;
        lane$2$write_clock = clock;
        lane$2$read_address = rd_bucket;
        lane$2$write_address = wr_bucket;
        lane$2$write_data = wr_data[(SLOT_BITS * 2)+:(128)];
        lane$2$write_enable = wr & wr_strb[SLOT_BYTES * 2];
        if (crun$q) begin
            lane$2$write_address = caddr$q;
            lane$2$write_data = 32'h0;
            lane$2$write_enable = 1'b1;
        end
        lp$2$inp = lane$2$read_data;
        ln$3 = ln$2 | lp$2$out;
        line = ln$3;
    end
    
endmodule // top$lookup$store$1


module top$lookup$store$1$caddr(d,q,clock);
    
    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 14'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lookup$store$1$caddr


module top$lookup$store$1$clast(d,q,clock);
    
    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 14'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lookup$store$1$clast


module top$lookup$store$1$crun(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$lookup$store$1$crun


module top$lookup$store$1$lane$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [13:0] read_address;
    input wire  read_clock;
    output reg  [127:0] read_data;
    input wire  [13:0] write_address;
    input wire  write_clock;
    input wire  [127:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[127:0] mem[16383:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$lookup$store$1$lane$0


module top$lookup$store$1$lane$1(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [13:0] read_address;
    input wire  read_clock;
    output reg  [127:0] read_data;
    input wire  [13:0] write_address;
    input wire  write_clock;
    input wire  [127:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[127:0] mem[16383:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$lookup$store$1$lane$1


module top$lookup$store$1$lane$2(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [13:0] read_address;
    input wire  read_clock;
    output reg  [127:0] read_data;
    input wire  [13:0] write_address;
    input wire  write_clock;
    input wire  [127:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[127:0] mem[16383:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$lookup$store$1$lane$2


module top$lookup$store$1$lp$0(inp,out);
    
    // Module arguments
    input wire  [127:0] inp;
    output reg  [511:0] out;
    
    // Constant declarations
    localparam  pos = 16'h0;
    
    // Update code (custom)
    always @(*) begin
       out = 512'd0;
       out[127:0] = inp;
    end
endmodule // top$lookup$store$1$lp$0


module top$lookup$store$1$lp$1(inp,out);
    
    // Module arguments
    input wire  [127:0] inp;
    output reg  [511:0] out;
    
    // Constant declarations
    localparam  pos = 16'h80;
    
    // Update code (custom)
    always @(*) begin
       out = 512'd0;
       out[255:128] = inp;
    end
endmodule // top$lookup$store$1$lp$1


module top$lookup$store$1$lp$2(inp,out);
    
    // Module arguments
    input wire  [127:0] inp;
    output reg  [511:0] out;
    
    // Constant declarations
    localparam  pos = 16'h100;
    
    // Update code (custom)
    always @(*) begin
       out = 512'd0;
       out[383:256] = inp;
    end
endmodule // top$lookup$store$1$lp$2


module top$lookup$store$1$status(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [13:0] read_address;
    input wire  read_clock;
    output reg  [7:0] read_data;
    input wire  [13:0] write_address;
    input wire  write_clock;
    input wire  [7:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[7:0] mem[16383:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$lookup$store$1$status


module top$lookup$tmask$0(d,q,clock);
    
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
          
endmodule // top$lookup$tmask$0


module top$lookup$tmask$1(d,q,clock);
    
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
          
endmodule // top$lookup$tmask$1


module top$op$0(inp,out);
    
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
endmodule // top$op$0


module top$op$1(inp,out);
    
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
endmodule // top$op$1


module top$pk0(clock,reset,s_write,s_mask,s_full,r_data,r_empty,r_pop,m_valid,m_line$0,m_line$1,m_ready,busy);
    
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
    wire  q$full_q;
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
    top$pk0$q q(
        .clock(q$clock),
        .reset(q$reset),
        .write(q$write),
        .data_in(q$data_in),
        .full(q$full),
        .full_q(q$full_q),
        .count(q$count),
        .read(q$read),
        .data_out(q$data_out),
        .empty(q$empty)
    );
    top$pk0$done done(
        .d(done$d),
        .q(done$q),
        .clock(done$clock)
    );
    top$pk0$full full(
        .d(full$d),
        .q(full$q),
        .clock(full$clock)
    );
    top$pk0$acc$0 acc$0(
        .d(acc$0$d),
        .q(acc$0$q),
        .clock(acc$0$clock)
    );
    top$pk0$acc$1 acc$1(
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
    
endmodule // top$pk0


module top$pk0$acc$0(d,q,clock);
    
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
          
endmodule // top$pk0$acc$0


module top$pk0$acc$1(d,q,clock);
    
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
          
endmodule // top$pk0$acc$1


module top$pk0$done(d,q,clock);
    
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
          
endmodule // top$pk0$done


module top$pk0$full(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pk0$full


module top$pk0$q(clock,reset,write,data_in,full,full_q,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [1:0] data_in;
    output reg  full;
    output reg  full_q;
    output reg  [6:0] count;
    input wire  read;
    output reg  [1:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    localparam  size_less_one = 7'b111111;
    
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
    reg  full_r$d;
    wire  full_r$q;
    reg  full_r$clock;
    
    // Sub module instances
    top$pk0$q$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$pk0$q$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$pk0$q$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$pk0$q$wr_d wr_d(
        .d(wr_d$d),
        .q(wr_d$q),
        .clock(wr_d$clock)
    );
    top$pk0$q$full_r full_r(
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
    
endmodule // top$pk0$q


module top$pk0$q$full_r(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pk0$q$full_r


module top$pk0$q$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$pk0$q$ram


module top$pk0$q$rd(d,q,clock);
    
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
          
endmodule // top$pk0$q$rd


module top$pk0$q$wr(d,q,clock);
    
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
          
endmodule // top$pk0$q$wr


module top$pk0$q$wr_d(d,q,clock);
    
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
          
endmodule // top$pk0$q$wr_d


module top$pk1(clock,reset,s_write,s_mask,s_full,r_data,r_empty,r_pop,m_valid,m_line$0,m_line$1,m_ready,busy);
    
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
    wire  q$full_q;
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
    top$pk1$q q(
        .clock(q$clock),
        .reset(q$reset),
        .write(q$write),
        .data_in(q$data_in),
        .full(q$full),
        .full_q(q$full_q),
        .count(q$count),
        .read(q$read),
        .data_out(q$data_out),
        .empty(q$empty)
    );
    top$pk1$done done(
        .d(done$d),
        .q(done$q),
        .clock(done$clock)
    );
    top$pk1$full full(
        .d(full$d),
        .q(full$q),
        .clock(full$clock)
    );
    top$pk1$acc$0 acc$0(
        .d(acc$0$d),
        .q(acc$0$q),
        .clock(acc$0$clock)
    );
    top$pk1$acc$1 acc$1(
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
    
endmodule // top$pk1


module top$pk1$acc$0(d,q,clock);
    
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
          
endmodule // top$pk1$acc$0


module top$pk1$acc$1(d,q,clock);
    
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
          
endmodule // top$pk1$acc$1


module top$pk1$done(d,q,clock);
    
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
          
endmodule // top$pk1$done


module top$pk1$full(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pk1$full


module top$pk1$q(clock,reset,write,data_in,full,full_q,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [1:0] data_in;
    output reg  full;
    output reg  full_q;
    output reg  [6:0] count;
    input wire  read;
    output reg  [1:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    localparam  size_less_one = 7'b111111;
    
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
    reg  full_r$d;
    wire  full_r$q;
    reg  full_r$clock;
    
    // Sub module instances
    top$pk1$q$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$pk1$q$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$pk1$q$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$pk1$q$wr_d wr_d(
        .d(wr_d$d),
        .q(wr_d$q),
        .clock(wr_d$clock)
    );
    top$pk1$q$full_r full_r(
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
    
endmodule // top$pk1$q


module top$pk1$q$full_r(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pk1$q$full_r


module top$pk1$q$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$pk1$q$ram


module top$pk1$q$rd(d,q,clock);
    
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
          
endmodule // top$pk1$q$rd


module top$pk1$q$wr(d,q,clock);
    
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
          
endmodule // top$pk1$q$wr


module top$pk1$q$wr_d(d,q,clock);
    
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
          
endmodule // top$pk1$q$wr_d


module top$rq0(clock,reset,s_write,s_mask,s_addrs,s_full,m_valid,m_addr,m_ready,busy);
    
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
    wire  q$full_q;
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
    top$rq0$q q(
        .clock(q$clock),
        .reset(q$reset),
        .write(q$write),
        .data_in(q$data_in),
        .full(q$full),
        .full_q(q$full_q),
        .count(q$count),
        .read(q$read),
        .data_out(q$data_out),
        .empty(q$empty)
    );
    top$rq0$done done(
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
    
endmodule // top$rq0


module top$rq0$done(d,q,clock);
    
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
          
endmodule // top$rq0$done


module top$rq0$q(clock,reset,write,data_in,full,full_q,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [65:0] data_in;
    output reg  full;
    output reg  full_q;
    output reg  [2:0] count;
    input wire  read;
    output reg  [65:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 3'b100;
    localparam  size_less_one = 3'b11;
    
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
    reg  full_r$d;
    wire  full_r$q;
    reg  full_r$clock;
    
    // Sub module instances
    top$rq0$q$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$rq0$q$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$rq0$q$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$rq0$q$wr_d wr_d(
        .d(wr_d$d),
        .q(wr_d$q),
        .clock(wr_d$clock)
    );
    top$rq0$q$full_r full_r(
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
    
endmodule // top$rq0$q


module top$rq0$q$full_r(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rq0$q$full_r


module top$rq0$q$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$rq0$q$ram


module top$rq0$q$rd(d,q,clock);
    
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
          
endmodule // top$rq0$q$rd


module top$rq0$q$wr(d,q,clock);
    
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
          
endmodule // top$rq0$q$wr


module top$rq0$q$wr_d(d,q,clock);
    
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
          
endmodule // top$rq0$q$wr_d


module top$rq1(clock,reset,s_write,s_mask,s_addrs,s_full,m_valid,m_addr,m_ready,busy);
    
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
    wire  q$full_q;
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
    top$rq1$q q(
        .clock(q$clock),
        .reset(q$reset),
        .write(q$write),
        .data_in(q$data_in),
        .full(q$full),
        .full_q(q$full_q),
        .count(q$count),
        .read(q$read),
        .data_out(q$data_out),
        .empty(q$empty)
    );
    top$rq1$done done(
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
    
endmodule // top$rq1


module top$rq1$done(d,q,clock);
    
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
          
endmodule // top$rq1$done


module top$rq1$q(clock,reset,write,data_in,full,full_q,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [65:0] data_in;
    output reg  full;
    output reg  full_q;
    output reg  [2:0] count;
    input wire  read;
    output reg  [65:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 3'b100;
    localparam  size_less_one = 3'b11;
    
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
    reg  full_r$d;
    wire  full_r$q;
    reg  full_r$clock;
    
    // Sub module instances
    top$rq1$q$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$rq1$q$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$rq1$q$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$rq1$q$wr_d wr_d(
        .d(wr_d$d),
        .q(wr_d$q),
        .clock(wr_d$clock)
    );
    top$rq1$q$full_r full_r(
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
    
endmodule // top$rq1$q


module top$rq1$q$full_r(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rq1$q$full_r


module top$rq1$q$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$rq1$q$ram


module top$rq1$q$rd(d,q,clock);
    
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
          
endmodule // top$rq1$q$rd


module top$rq1$q$wr(d,q,clock);
    
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
          
endmodule // top$rq1$q$wr


module top$rq1$q$wr_d(d,q,clock);
    
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
          
endmodule // top$rq1$q$wr_d


module top$stage(clock,reset,take,tup,bucket$0,bucket$1,hit$0,hit$1,line$0,line$1,pass$0,pass$1,inval,dual,valid,leave,addrs,mask0,mask1,entry);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  take;
    input wire  [191:0] tup;
    input wire  [31:0] bucket$0;
    input wire  [31:0] bucket$1;
    input wire  hit$0;
    input wire  hit$1;
    input wire  [511:0] line$0;
    input wire  [511:0] line$1;
    input wire  pass$0;
    input wire  pass$1;
    input wire  inval;
    input wire  dual;
    output reg  valid;
    input wire  leave;
    output reg  [63:0] addrs;
    output reg  [1:0] mask0;
    output reg  [1:0] mask1;
    output reg  [1284:0] entry;
    
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
    localparam  hpos$0 = 16'hc2;
    localparam  hpos$1 = 16'hc3;
    localparam  E_REJ = 16'h504;
    
    // Stub signals
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
    reg  sfp$0$d;
    wire  sfp$0$q;
    reg  sfp$0$clock;
    reg  sfp$1$d;
    wire  sfp$1$q;
    reg  sfp$1$clock;
    reg  [511:0] pl$0$inp;
    wire  [1284:0] pl$0$out;
    reg  [511:0] pl$1$inp;
    wire  [1284:0] pl$1$out;
    reg  [31:0] pb$0$inp;
    wire  [1284:0] pb$0$out;
    reg  [31:0] pb$1$inp;
    wire  [1284:0] pb$1$out;
    reg  [31:0] pa$0$inp;
    wire  [63:0] pa$0$out;
    reg  [31:0] pa$1$inp;
    wire  [63:0] pa$1$out;
    
    // Local signals
    reg  h$0;
    reg  h$1;
    reg  [511:0] hline$0;
    reg  [511:0] hline$1;
    reg  fp$0;
    reg  fp$1;
    reg  rj$0;
    reg  rj$1;
    reg  rj$2;
    reg  rej;
    reg  nr$0;
    reg  nr$1;
    reg  [31:0] bk$0;
    reg  [31:0] bk$1;
    reg  [31:0] addr$0;
    reg  [31:0] addr$1;
    reg  ctl$0;
    reg  ctl$1;
    reg  [1284:0] ctlb$0;
    reg  [1284:0] ctlb$1;
    reg  [1284:0] hitb$0;
    reg  [1284:0] hitb$1;
    reg  [1284:0] cl$0;
    reg  [1284:0] cl$1;
    reg  [1284:0] eb$0;
    reg  [1284:0] eb$1;
    reg  [63:0] ad$0;
    reg  [63:0] ad$1;
    reg  [63:0] ad$2;
    reg  [1:0] mk0$0;
    reg  [1:0] mk0$1;
    reg  [1:0] mk0$2;
    reg  [1:0] mk1$0;
    reg  [1:0] mk1$1;
    reg  [1:0] mk1$2;
    reg  [1284:0] ent$0;
    reg  [1284:0] ent$1;
    reg  [1284:0] ent$2;
    
    // Sub module instances
    top$stage$sv sv(
        .d(sv$d),
        .q(sv$q),
        .clock(sv$clock)
    );
    top$stage$stup stup(
        .d(stup$d),
        .q(stup$q),
        .clock(stup$clock)
    );
    top$stage$sbk$0 sbk$0(
        .d(sbk$0$d),
        .q(sbk$0$q),
        .clock(sbk$0$clock)
    );
    top$stage$sbk$1 sbk$1(
        .d(sbk$1$d),
        .q(sbk$1$q),
        .clock(sbk$1$clock)
    );
    top$stage$first first(
        .d(first$d),
        .q(first$q),
        .clock(first$clock)
    );
    top$stage$shit$0 shit$0(
        .d(shit$0$d),
        .q(shit$0$q),
        .clock(shit$0$clock)
    );
    top$stage$shit$1 shit$1(
        .d(shit$1$d),
        .q(shit$1$q),
        .clock(shit$1$clock)
    );
    top$stage$sline$0 sline$0(
        .d(sline$0$d),
        .q(sline$0$q),
        .clock(sline$0$clock)
    );
    top$stage$sline$1 sline$1(
        .d(sline$1$d),
        .q(sline$1$q),
        .clock(sline$1$clock)
    );
    top$stage$sfp$0 sfp$0(
        .d(sfp$0$d),
        .q(sfp$0$q),
        .clock(sfp$0$clock)
    );
    top$stage$sfp$1 sfp$1(
        .d(sfp$1$d),
        .q(sfp$1$q),
        .clock(sfp$1$clock)
    );
    top$stage$pl$0 pl$0(
        .inp(pl$0$inp),
        .out(pl$0$out)
    );
    top$stage$pl$1 pl$1(
        .inp(pl$1$inp),
        .out(pl$1$out)
    );
    top$stage$pb$0 pb$0(
        .inp(pb$0$inp),
        .out(pb$0$out)
    );
    top$stage$pb$1 pb$1(
        .inp(pb$1$inp),
        .out(pb$1$out)
    );
    top$stage$pa$0 pa$0(
        .inp(pa$0$inp),
        .out(pa$0$out)
    );
    top$stage$pa$1 pa$1(
        .inp(pa$1$inp),
        .out(pa$1$out)
    );
    
    // Update code
    always @(*) begin
        sv$clock = clock;
        stup$clock = clock;
        first$clock = clock;
        sv$d = sv$q;
        stup$d = stup$q;
        first$d = first$q;
        sfp$0$clock = clock;
        sbk$0$clock = clock;
        shit$0$clock = clock;
        sline$0$clock = clock;
        sbk$0$d = sbk$0$q;
        sfp$1$clock = clock;
        sbk$1$clock = clock;
        shit$1$clock = clock;
        sline$1$clock = clock;
        sbk$1$d = sbk$1$q;
        valid = sv$q;
        rj$0 = 1'b0;
        fp$0 = sfp$0$q;
        if (first$q) begin
            fp$0 = pass$0;
        end
        sfp$0$d = fp$0;
        rj$1 = rj$0 | ~fp$0;
        fp$1 = sfp$1$q;
        if (first$q) begin
            fp$1 = pass$1;
        end
        sfp$1$d = fp$1;
        rj$2 = rj$1 | ~fp$1;
        rej = rj$2;
        ad$0 = 32'h0;
        mk0$0 = 32'h0;
        mk1$0 = 32'h0;
        ent$0 = ((stup$q) & 1285'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((rej) & 1285'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << E_REJ);
        bk$0 = sbk$0$q;
        h$0 = shit$0$q;
        hline$0 = sline$0$q;
        if (first$q) begin
            h$0 = hit$0;
            hline$0 = line$0;
        end
        shit$0$d = h$0 & ~inval;
        nr$0 = h$0 | rej;
        sline$0$d = hline$0;
        addr$0 = tc$0 + (bk$0 & tm0) + ((bk$0 << 32'h1) & tm1) + ((bk$0 << 32'h2) & tm2);
        ctl$0 = dual & (bk$0[32'h0] ^ tc$0[32'h0]);
        pa$0$inp = addr$0;
        ad$1 = ad$0 | pa$0$out;
        mk0$1 = mk0$0;
        mk1$1 = mk1$0;
        if (~nr$0 & ~ctl$0) begin
            mk0$1 = mk0$0 | tbit$0;
        end
        if (~nr$0 & ctl$0) begin
            mk1$1 = mk1$0 | tbit$0;
        end
        ctlb$0 = 32'h0;
        if (ctl$0) begin
            ctlb$0 = ((32'h1) & 1285'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << cpos$0;
        end
        hitb$0 = 32'h0;
        if (nr$0) begin
            hitb$0 = (((32'h1) & 1285'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << hpos$0) | cl$0;
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
            h$1 = hit$1;
            hline$1 = line$1;
        end
        shit$1$d = h$1 & ~inval;
        nr$1 = h$1 | rej;
        sline$1$d = hline$1;
        addr$1 = tc$1 + (bk$1 & tm0) + ((bk$1 << 32'h1) & tm1) + ((bk$1 << 32'h2) & tm2);
        ctl$1 = dual & (bk$1[32'h0] ^ tc$1[32'h0]);
        pa$1$inp = addr$1;
        ad$2 = ad$1 | pa$1$out;
        mk0$2 = mk0$1;
        mk1$2 = mk1$1;
        if (~nr$1 & ~ctl$1) begin
            mk0$2 = mk0$1 | tbit$1;
        end
        if (~nr$1 & ctl$1) begin
            mk1$2 = mk1$1 | tbit$1;
        end
        ctlb$1 = 32'h0;
        if (ctl$1) begin
            ctlb$1 = ((32'h1) & 1285'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << cpos$1;
        end
        hitb$1 = 32'h0;
        if (nr$1) begin
            hitb$1 = (((32'h1) & 1285'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << hpos$1) | cl$1;
        end
        pl$1$inp = hline$1;
        cl$1 = pl$1$out;
        pb$1$inp = bk$1;
        eb$1 = pb$1$out;
        ent$2 = ent$1 | ctlb$1 | hitb$1 | eb$1;
        addrs = ad$2;
        mask0 = mk0$2;
        mask1 = mk1$2;
        entry = ent$2;
        if (take) begin
            sbk$0$d = bucket$0;
        end
        if (take) begin
            sbk$1$d = bucket$1;
        end
        first$d = take;
        if (take) begin
            stup$d = tup;
        end
        sv$d = take | (sv$q & ~leave);
        if (reset) begin
            sv$d = 1'b0;
            first$d = 1'b0;
        end
    end
    
endmodule // top$stage


module top$stage$first(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$stage$first


module top$stage$pa$0(inp,out);
    
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
endmodule // top$stage$pa$0


module top$stage$pa$1(inp,out);
    
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
endmodule // top$stage$pa$1


module top$stage$pb$0(inp,out);
    
    // Module arguments
    input wire  [31:0] inp;
    output reg  [1284:0] out;
    
    // Constant declarations
    localparam  pos = 16'hc4;
    
    // Update code (custom)
    always @(*) begin
       out = 1285'd0;
       out[227:196] = inp;
    end
endmodule // top$stage$pb$0


module top$stage$pb$1(inp,out);
    
    // Module arguments
    input wire  [31:0] inp;
    output reg  [1284:0] out;
    
    // Constant declarations
    localparam  pos = 16'he4;
    
    // Update code (custom)
    always @(*) begin
       out = 1285'd0;
       out[259:228] = inp;
    end
endmodule // top$stage$pb$1


module top$stage$pl$0(inp,out);
    
    // Module arguments
    input wire  [511:0] inp;
    output reg  [1284:0] out;
    
    // Constant declarations
    localparam  pos = 16'h104;
    
    // Update code (custom)
    always @(*) begin
       out = 1285'd0;
       out[771:260] = inp;
    end
endmodule // top$stage$pl$0


module top$stage$pl$1(inp,out);
    
    // Module arguments
    input wire  [511:0] inp;
    output reg  [1284:0] out;
    
    // Constant declarations
    localparam  pos = 16'h304;
    
    // Update code (custom)
    always @(*) begin
       out = 1285'd0;
       out[1283:772] = inp;
    end
endmodule // top$stage$pl$1


module top$stage$sbk$0(d,q,clock);
    
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
          
endmodule // top$stage$sbk$0


module top$stage$sbk$1(d,q,clock);
    
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
          
endmodule // top$stage$sbk$1


module top$stage$sfp$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$stage$sfp$0


module top$stage$sfp$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$stage$sfp$1


module top$stage$shit$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$stage$shit$0


module top$stage$shit$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$stage$shit$1


module top$stage$sline$0(d,q,clock);
    
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
          
endmodule // top$stage$sline$0


module top$stage$sline$1(d,q,clock);
    
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
          
endmodule // top$stage$sline$1


module top$stage$stup(d,q,clock);
    
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
          
endmodule // top$stage$stup


module top$stage$sv(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$stage$sv
