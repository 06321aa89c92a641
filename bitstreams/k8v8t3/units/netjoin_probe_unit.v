

module netjoin_probe_unit(clock,reset,bucket_bits,dual,tup_valid,tup,tup_ready,out_valid,out_kind,out_tup,out_vals,out_lines,out_ready,busy,inval,m0_valid,m0_addr,m0_ready,m0_rdata,m0_rempty,m0_rpop,m1_valid,m1_addr,m1_ready,m1_rdata,m1_rempty,m1_rpop);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [4:0] bucket_bits;
    input wire  dual;
    input wire  tup_valid;
    input wire  [255:0] tup;
    output reg  tup_ready;
    output reg  out_valid;
    output reg  [1:0] out_kind;
    output reg  [255:0] out_tup;
    output reg  [191:0] out_vals;
    output reg  [1535:0] out_lines;
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
    localparam  m512 = 1536'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff;
    localparam  tm0 = 32'hffffffff;
    localparam  tm1 = 32'hffffffff;
    localparam  tm2 = 32'h0;
    localparam  tc$0 = 32'h0;
    localparam  tc$1 = 32'h1;
    localparam  tc$2 = 32'h2;
    localparam  cpos$0 = 16'h100;
    localparam  cpos$1 = 16'h101;
    localparam  cpos$2 = 16'h102;
    localparam  lpos$0 = 16'h0;
    localparam  lpos$1 = 16'h200;
    localparam  lpos$2 = 16'h400;
    localparam  hpos$0 = 16'h103;
    localparam  hpos$1 = 16'h104;
    localparam  hpos$2 = 16'h105;
    localparam  PROBE_BITS = 16'h100;
    localparam  E_HIT = 16'h103;
    localparam  E_BK = 16'h106;
    localparam  E_LINES = 16'h166;
    
    // Stub signals
    reg  in_slice$clock;
    reg  in_slice$reset;
    reg  in_slice$s_valid;
    reg  [255:0] in_slice$s_data;
    wire  in_slice$s_ready;
    wire  in_slice$m_valid;
    wire  [255:0] in_slice$m_data;
    reg  in_slice$m_ready;
    wire  in_slice$busy;
    reg  [63:0] hash$0$key;
    wire  [31:0] hash$0$hash;
    reg  [63:0] hash$1$key;
    wire  [31:0] hash$1$hash;
    reg  [63:0] hash$2$key;
    wire  [31:0] hash$2$hash;
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
    reg  cache$2$clock;
    reg  cache$2$reset;
    reg  cache$2$inval;
    reg  [31:0] cache$2$rd_bucket;
    wire  cache$2$hit;
    wire  [511:0] cache$2$line;
    reg  cache$2$fill;
    reg  [31:0] cache$2$fill_bucket;
    reg  [511:0] cache$2$fill_line;
    reg  av$d;
    wire  av$q;
    reg  av$clock;
    reg  [255:0] atup$d;
    wire  [255:0] atup$q;
    reg  atup$clock;
    reg  sv$d;
    wire  sv$q;
    reg  sv$clock;
    reg  [255:0] stup$d;
    wire  [255:0] stup$q;
    reg  stup$clock;
    reg  [31:0] sbk$0$d;
    wire  [31:0] sbk$0$q;
    reg  sbk$0$clock;
    reg  [31:0] sbk$1$d;
    wire  [31:0] sbk$1$q;
    reg  sbk$1$clock;
    reg  [31:0] sbk$2$d;
    wire  [31:0] sbk$2$q;
    reg  sbk$2$clock;
    reg  first$d;
    wire  first$q;
    reg  first$clock;
    reg  shit$0$d;
    wire  shit$0$q;
    reg  shit$0$clock;
    reg  shit$1$d;
    wire  shit$1$q;
    reg  shit$1$clock;
    reg  shit$2$d;
    wire  shit$2$q;
    reg  shit$2$clock;
    reg  [511:0] sline$0$d;
    wire  [511:0] sline$0$q;
    reg  sline$0$clock;
    reg  [511:0] sline$1$d;
    wire  [511:0] sline$1$q;
    reg  sline$1$clock;
    reg  [511:0] sline$2$d;
    wire  [511:0] sline$2$q;
    reg  sline$2$clock;
    reg  fl$clock;
    reg  fl$reset;
    reg  fl$write;
    reg  [1893:0] fl$data_in;
    wire  fl$full;
    wire  [6:0] fl$count;
    reg  fl$read;
    wire  [1893:0] fl$data_out;
    wire  fl$empty;
    reg  done$0$d;
    wire  done$0$q;
    reg  done$0$clock;
    reg  done$1$d;
    wire  done$1$q;
    reg  done$1$clock;
    reg  done$2$d;
    wire  done$2$q;
    reg  done$2$clock;
    reg  got$0$d;
    wire  got$0$q;
    reg  got$0$clock;
    reg  got$1$d;
    wire  got$1$q;
    reg  got$1$clock;
    reg  got$2$d;
    wire  got$2$q;
    reg  got$2$clock;
    reg  [1535:0] heads$d;
    wire  [1535:0] heads$q;
    reg  heads$clock;
    reg  ofull$d;
    wire  ofull$q;
    reg  ofull$clock;
    reg  [1535:0] olines$d;
    wire  [1535:0] olines$q;
    reg  olines$clock;
    reg  [255:0] otup$d;
    wire  [255:0] otup$q;
    reg  otup$clock;
    reg  [511:0] pl$0$inp;
    wire  [1893:0] pl$0$out;
    reg  [511:0] pl$1$inp;
    wire  [1893:0] pl$1$out;
    reg  [511:0] pl$2$inp;
    wire  [1893:0] pl$2$out;
    reg  [31:0] pb$0$inp;
    wire  [1893:0] pb$0$out;
    reg  [31:0] pb$1$inp;
    wire  [1893:0] pb$1$out;
    reg  [31:0] pb$2$inp;
    wire  [1893:0] pb$2$out;
    reg  [511:0] tm$0$line;
    reg  [63:0] tm$0$key;
    wire  tm$0$miss;
    wire  tm$0$amb;
    wire  [63:0] tm$0$val;
    wire  [191:0] tm$0$val_at;
    reg  [511:0] tm$1$line;
    reg  [63:0] tm$1$key;
    wire  tm$1$miss;
    wire  tm$1$amb;
    wire  [63:0] tm$1$val;
    wire  [191:0] tm$1$val_at;
    reg  [511:0] tm$2$line;
    reg  [63:0] tm$2$key;
    wire  tm$2$miss;
    wire  tm$2$amb;
    wire  [63:0] tm$2$val;
    wire  [191:0] tm$2$val_at;
    
    // Local signals
    reg  [31:0] bmask;
    reg  [31:0] hin$0;
    reg  [31:0] hin$1;
    reg  [31:0] hin$2;
    reg  take;
    reg  accept;
    reg  [31:0] bk$0;
    reg  [31:0] bk$1;
    reg  [31:0] bk$2;
    reg  h$0;
    reg  h$1;
    reg  h$2;
    reg  [511:0] hline$0;
    reg  [511:0] hline$1;
    reg  [511:0] hline$2;
    reg  nd$0;
    reg  nd$1;
    reg  nd$2;
    reg  [1893:0] ctlb$0;
    reg  [1893:0] ctlb$1;
    reg  [1893:0] ctlb$2;
    reg  [1893:0] hitb$0;
    reg  [1893:0] hitb$1;
    reg  [1893:0] hitb$2;
    reg  fc$0;
    reg  fc$1;
    reg  fc$2;
    reg  [1893:0] cl$0;
    reg  [1893:0] cl$1;
    reg  [1893:0] cl$2;
    reg  [1893:0] eb$0;
    reg  [1893:0] eb$1;
    reg  [1893:0] eb$2;
    reg  [31:0] line$0;
    reg  [31:0] line$1;
    reg  [31:0] line$2;
    reg  ctl$0;
    reg  ctl$1;
    reg  ctl$2;
    reg  f0$0;
    reg  f0$1;
    reg  f0$2;
    reg  f0$3;
    reg  f1$0;
    reg  f1$1;
    reg  f1$2;
    reg  f1$3;
    reg  w0$0;
    reg  w0$1;
    reg  w0$2;
    reg  w1$0;
    reg  w1$1;
    reg  w1$2;
    reg  v0;
    reg  v1;
    reg  can_issue;
    reg  rd0;
    reg  rd1;
    reg  is$0;
    reg  is$1;
    reg  is$2;
    reg  all$0;
    reg  all$1;
    reg  all$2;
    reg  all$3;
    reg  last;
    reg  [1893:0] ent$0;
    reg  [1893:0] ent$1;
    reg  [1893:0] ent$2;
    reg  [1893:0] ent$3;
    reg  hc$0;
    reg  hc$1;
    reg  hc$2;
    reg  eh$0;
    reg  eh$1;
    reg  eh$2;
    reg  gt$0;
    reg  gt$1;
    reg  gt$2;
    reg  [1535:0] hm$0;
    reg  [1535:0] hm$1;
    reg  [1535:0] hm$2;
    reg  [1535:0] hm$3;
    reg  [1535:0] hmb$0;
    reg  [1535:0] hmb$1;
    reg  [1535:0] hmb$2;
    reg  [1535:0] hmall;
    reg  g0$0;
    reg  g0$1;
    reg  g0$2;
    reg  g0$3;
    reg  g1$0;
    reg  g1$1;
    reg  g1$2;
    reg  g1$3;
    reg  s0$0;
    reg  s0$1;
    reg  s0$2;
    reg  s1$0;
    reg  s1$1;
    reg  s1$2;
    reg  a0;
    reg  a1;
    reg  cm$0;
    reg  cm$1;
    reg  cm$2;
    reg  cm$3;
    reg  cmpl;
    reg  can_move;
    reg  pgo;
    reg  p0;
    reg  p1;
    reg  [15:0] bsh0;
    reg  [15:0] bsh1;
    reg  [1535:0] hn1;
    reg  [1535:0] hn2;
    reg  [191:0] va$0;
    reg  [191:0] va$1;
    reg  [191:0] va$2;
    reg  [191:0] va$3;
    reg  any_miss;
    reg  any_amb;
    
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
    top$hash$0 hash$0(
        .key(hash$0$key),
        .hash(hash$0$hash)
    );
    top$hash$1 hash$1(
        .key(hash$1$key),
        .hash(hash$1$hash)
    );
    top$hash$2 hash$2(
        .key(hash$2$key),
        .hash(hash$2$hash)
    );
    top$cache$0 cache$0(
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
    top$cache$1 cache$1(
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
    top$cache$2 cache$2(
        .clock(cache$2$clock),
        .reset(cache$2$reset),
        .inval(cache$2$inval),
        .rd_bucket(cache$2$rd_bucket),
        .hit(cache$2$hit),
        .line(cache$2$line),
        .fill(cache$2$fill),
        .fill_bucket(cache$2$fill_bucket),
        .fill_line(cache$2$fill_line)
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
    top$sv sv(
        .d(sv$d),
        .q(sv$q),
        .clock(sv$clock)
    );
    top$stup stup(
        .d(stup$d),
        .q(stup$q),
        .clock(stup$clock)
    );
    top$sbk$0 sbk$0(
        .d(sbk$0$d),
        .q(sbk$0$q),
        .clock(sbk$0$clock)
    );
    top$sbk$1 sbk$1(
        .d(sbk$1$d),
        .q(sbk$1$q),
        .clock(sbk$1$clock)
    );
    top$sbk$2 sbk$2(
        .d(sbk$2$d),
        .q(sbk$2$q),
        .clock(sbk$2$clock)
    );
    top$first first(
        .d(first$d),
        .q(first$q),
        .clock(first$clock)
    );
    top$shit$0 shit$0(
        .d(shit$0$d),
        .q(shit$0$q),
        .clock(shit$0$clock)
    );
    top$shit$1 shit$1(
        .d(shit$1$d),
        .q(shit$1$q),
        .clock(shit$1$clock)
    );
    top$shit$2 shit$2(
        .d(shit$2$d),
        .q(shit$2$q),
        .clock(shit$2$clock)
    );
    top$sline$0 sline$0(
        .d(sline$0$d),
        .q(sline$0$q),
        .clock(sline$0$clock)
    );
    top$sline$1 sline$1(
        .d(sline$1$d),
        .q(sline$1$q),
        .clock(sline$1$clock)
    );
    top$sline$2 sline$2(
        .d(sline$2$d),
        .q(sline$2$q),
        .clock(sline$2$clock)
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
    top$done$0 done$0(
        .d(done$0$d),
        .q(done$0$q),
        .clock(done$0$clock)
    );
    top$done$1 done$1(
        .d(done$1$d),
        .q(done$1$q),
        .clock(done$1$clock)
    );
    top$done$2 done$2(
        .d(done$2$d),
        .q(done$2$q),
        .clock(done$2$clock)
    );
    top$got$0 got$0(
        .d(got$0$d),
        .q(got$0$q),
        .clock(got$0$clock)
    );
    top$got$1 got$1(
        .d(got$1$d),
        .q(got$1$q),
        .clock(got$1$clock)
    );
    top$got$2 got$2(
        .d(got$2$d),
        .q(got$2$q),
        .clock(got$2$clock)
    );
    top$heads heads(
        .d(heads$d),
        .q(heads$q),
        .clock(heads$clock)
    );
    top$ofull ofull(
        .d(ofull$d),
        .q(ofull$q),
        .clock(ofull$clock)
    );
    top$olines olines(
        .d(olines$d),
        .q(olines$q),
        .clock(olines$clock)
    );
    top$otup otup(
        .d(otup$d),
        .q(otup$q),
        .clock(otup$clock)
    );
    top$pl$0 pl$0(
        .inp(pl$0$inp),
        .out(pl$0$out)
    );
    top$pl$1 pl$1(
        .inp(pl$1$inp),
        .out(pl$1$out)
    );
    top$pl$2 pl$2(
        .inp(pl$2$inp),
        .out(pl$2$out)
    );
    top$pb$0 pb$0(
        .inp(pb$0$inp),
        .out(pb$0$out)
    );
    top$pb$1 pb$1(
        .inp(pb$1$inp),
        .out(pb$1$out)
    );
    top$pb$2 pb$2(
        .inp(pb$2$inp),
        .out(pb$2$out)
    );
    top$tm$0 tm$0(
        .line(tm$0$line),
        .key(tm$0$key),
        .miss(tm$0$miss),
        .amb(tm$0$amb),
        .val(tm$0$val),
        .val_at(tm$0$val_at)
    );
    top$tm$1 tm$1(
        .line(tm$1$line),
        .key(tm$1$key),
        .miss(tm$1$miss),
        .amb(tm$1$amb),
        .val(tm$1$val),
        .val_at(tm$1$val_at)
    );
    top$tm$2 tm$2(
        .line(tm$2$line),
        .key(tm$2$key),
        .miss(tm$2$miss),
        .amb(tm$2$amb),
        .val(tm$2$val),
        .val_at(tm$2$val_at)
    );
    
    // Update code
    always @(*) begin
        heads$clock = clock;
        ofull$clock = clock;
        olines$clock = clock;
        otup$clock = clock;
        av$clock = clock;
        atup$clock = clock;
        sv$clock = clock;
        stup$clock = clock;
        first$clock = clock;
        heads$d = heads$q;
        ofull$d = ofull$q;
        olines$d = olines$q;
        otup$d = otup$q;
        av$d = av$q;
        atup$d = atup$q;
        sv$d = sv$q;
        stup$d = stup$q;
        first$d = first$q;
        fl$clock = clock;
        in_slice$clock = clock;
        done$0$clock = clock;
        got$0$clock = clock;
        sbk$0$clock = clock;
        shit$0$clock = clock;
        sline$0$clock = clock;
        cache$0$clock = clock;
        done$0$d = done$0$q;
        got$0$d = got$0$q;
        sbk$0$d = sbk$0$q;
        cache$0$reset = reset;
        cache$0$inval = inval;
        done$1$clock = clock;
        got$1$clock = clock;
        sbk$1$clock = clock;
        shit$1$clock = clock;
        sline$1$clock = clock;
        cache$1$clock = clock;
        done$1$d = done$1$q;
        got$1$d = got$1$q;
        sbk$1$d = sbk$1$q;
        cache$1$reset = reset;
        cache$1$inval = inval;
        done$2$clock = clock;
        got$2$clock = clock;
        sbk$2$clock = clock;
        shit$2$clock = clock;
        sline$2$clock = clock;
        cache$2$clock = clock;
        done$2$d = done$2$q;
        got$2$d = got$2$q;
        sbk$2$d = sbk$2$q;
        cache$2$reset = reset;
        cache$2$inval = inval;
        fl$reset = reset;
        bmask = (((32'h1) & 32'hffffffff) << bucket_bits) - 32'h1;
        hash$0$key = atup$q[(32'h40 * 0)+:(64)];
        hin$0 = hash$0$hash & bmask;
        cache$0$rd_bucket = hin$0;
        hash$1$key = atup$q[(32'h40 * 1)+:(64)];
        hin$1 = hash$1$hash & bmask;
        cache$1$rd_bucket = hin$1;
        hash$2$key = atup$q[(32'h40 * 2)+:(64)];
        hin$2 = hash$2$hash & bmask;
        cache$2$rd_bucket = hin$2;
        f0$0 = 1'b0;
        f1$0 = 1'b0;
        m0_addr = line$0;
        m1_addr = line$0;
        bk$0 = sbk$0$q;
        h$0 = shit$0$q;
        hline$0 = sline$0$q;
        if (first$q) begin
            h$0 = cache$0$hit;
            hline$0 = cache$0$line;
        end
        shit$0$d = h$0 & ~inval;
        sline$0$d = hline$0;
        nd$0 = ~done$0$q & ~h$0;
        line$0 = tc$0 + (bk$0 & tm0) + ((bk$0 << 32'h1) & tm1) + ((bk$0 << 32'h2) & tm2);
        ctl$0 = dual & (bk$0[32'h0] ^ tc$0[32'h0]);
        w0$0 = nd$0 & ~ctl$0 & ~f0$0;
        w1$0 = nd$0 & ctl$0 & ~f1$0;
        f0$1 = f0$0 | (nd$0 & ~ctl$0);
        f1$1 = f1$0 | (nd$0 & ctl$0);
        if (w0$0) begin
            m0_addr = line$0;
        end
        if (w1$0) begin
            m1_addr = line$0;
        end
        bk$1 = sbk$1$q;
        h$1 = shit$1$q;
        hline$1 = sline$1$q;
        if (first$q) begin
            h$1 = cache$1$hit;
            hline$1 = cache$1$line;
        end
        shit$1$d = h$1 & ~inval;
        sline$1$d = hline$1;
        nd$1 = ~done$1$q & ~h$1;
        line$1 = tc$1 + (bk$1 & tm0) + ((bk$1 << 32'h1) & tm1) + ((bk$1 << 32'h2) & tm2);
        ctl$1 = dual & (bk$1[32'h0] ^ tc$1[32'h0]);
        w0$1 = nd$1 & ~ctl$1 & ~f0$1;
        w1$1 = nd$1 & ctl$1 & ~f1$1;
        f0$2 = f0$1 | (nd$1 & ~ctl$1);
        f1$2 = f1$1 | (nd$1 & ctl$1);
        if (w0$1) begin
            m0_addr = line$1;
        end
        if (w1$1) begin
            m1_addr = line$1;
        end
        bk$2 = sbk$2$q;
        h$2 = shit$2$q;
        hline$2 = sline$2$q;
        if (first$q) begin
            h$2 = cache$2$hit;
            hline$2 = cache$2$line;
        end
        shit$2$d = h$2 & ~inval;
        sline$2$d = hline$2;
        nd$2 = ~done$2$q & ~h$2;
        line$2 = tc$2 + (bk$2 & tm0) + ((bk$2 << 32'h1) & tm1) + ((bk$2 << 32'h2) & tm2);
        ctl$2 = dual & (bk$2[32'h0] ^ tc$2[32'h0]);
        w0$2 = nd$2 & ~ctl$2 & ~f0$2;
        w1$2 = nd$2 & ctl$2 & ~f1$2;
        f0$3 = f0$2 | (nd$2 & ~ctl$2);
        f1$3 = f1$2 | (nd$2 & ctl$2);
        if (w0$2) begin
            m0_addr = line$2;
        end
        if (w1$2) begin
            m1_addr = line$2;
        end
        v0 = f0$3;
        v1 = f1$3;
        can_issue = sv$q & ~fl$full;
        m0_valid = can_issue & v0;
        m1_valid = can_issue & v1;
        rd0 = m0_valid & m0_ready;
        rd1 = m1_valid & m1_ready;
        all$0 = 1'b1;
        ent$0 = ((stup$q) & 1894'h3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
        is$0 = (w0$0 & rd0) | (w1$0 & rd1);
        all$1 = all$0 & (done$0$q | is$0 | h$0);
        ctlb$0 = 32'h0;
        if (ctl$0) begin
            ctlb$0 = ((32'h1) & 1894'h3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << cpos$0;
        end
        fc$0 = ~done$0$q & ~is$0;
        hitb$0 = 32'h0;
        if (fc$0) begin
            hitb$0 = (((32'h1) & 1894'h3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << hpos$0) | cl$0;
        end
        pl$0$inp = hline$0;
        cl$0 = pl$0$out;
        pb$0$inp = bk$0;
        eb$0 = pb$0$out;
        ent$1 = ent$0 | ctlb$0 | hitb$0 | eb$0;
        is$1 = (w0$1 & rd0) | (w1$1 & rd1);
        all$2 = all$1 & (done$1$q | is$1 | h$1);
        ctlb$1 = 32'h0;
        if (ctl$1) begin
            ctlb$1 = ((32'h1) & 1894'h3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << cpos$1;
        end
        fc$1 = ~done$1$q & ~is$1;
        hitb$1 = 32'h0;
        if (fc$1) begin
            hitb$1 = (((32'h1) & 1894'h3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << hpos$1) | cl$1;
        end
        pl$1$inp = hline$1;
        cl$1 = pl$1$out;
        pb$1$inp = bk$1;
        eb$1 = pb$1$out;
        ent$2 = ent$1 | ctlb$1 | hitb$1 | eb$1;
        is$2 = (w0$2 & rd0) | (w1$2 & rd1);
        all$3 = all$2 & (done$2$q | is$2 | h$2);
        ctlb$2 = 32'h0;
        if (ctl$2) begin
            ctlb$2 = ((32'h1) & 1894'h3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << cpos$2;
        end
        fc$2 = ~done$2$q & ~is$2;
        hitb$2 = 32'h0;
        if (fc$2) begin
            hitb$2 = (((32'h1) & 1894'h3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << hpos$2) | cl$2;
        end
        pl$2$inp = hline$2;
        cl$2 = pl$2$out;
        pb$2$inp = bk$2;
        eb$2 = pb$2$out;
        ent$3 = ent$2 | ctlb$2 | hitb$2 | eb$2;
        last = all$3 & can_issue;
        fl$data_in = ent$3;
        busy = in_slice$busy | ~fl$empty | ofull$q | sv$q | av$q;
        done$0$d = (done$0$q | is$0) & ~last;
        done$1$d = (done$1$q | is$1) & ~last;
        done$2$d = (done$2$q | is$2) & ~last;
        fl$write = last;
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
        if (accept) begin
            sbk$2$d = hin$2;
        end
        first$d = accept;
        if (accept) begin
            stup$d = atup$q;
        end
        sv$d = accept | (sv$q & ~last);
        g0$0 = 1'b0;
        g1$0 = 1'b0;
        bsh0 = 32'h0;
        bsh1 = 32'h0;
        hm$0 = 32'h0;
        hc$0 = fl$data_out[PROBE_BITS + 0];
        eh$0 = fl$data_out[E_HIT + 0];
        gt$0 = got$0$q | eh$0;
        s0$0 = ~gt$0 & ~hc$0 & ~g0$0;
        s1$0 = ~gt$0 & hc$0 & ~g1$0;
        g0$1 = g0$0 | (~gt$0 & ~hc$0);
        g1$1 = g1$0 | (~gt$0 & hc$0);
        hmb$0 = 32'h0;
        if (eh$0) begin
            hmb$0 = m512 << lpos$0;
        end
        hm$1 = hm$0 | hmb$0;
        if (s0$0) begin
            bsh0 = lpos$0;
        end
        if (s1$0) begin
            bsh1 = lpos$0;
        end
        hc$1 = fl$data_out[PROBE_BITS + 1];
        eh$1 = fl$data_out[E_HIT + 1];
        gt$1 = got$1$q | eh$1;
        s0$1 = ~gt$1 & ~hc$1 & ~g0$1;
        s1$1 = ~gt$1 & hc$1 & ~g1$1;
        g0$2 = g0$1 | (~gt$1 & ~hc$1);
        g1$2 = g1$1 | (~gt$1 & hc$1);
        hmb$1 = 32'h0;
        if (eh$1) begin
            hmb$1 = m512 << lpos$1;
        end
        hm$2 = hm$1 | hmb$1;
        if (s0$1) begin
            bsh0 = lpos$1;
        end
        if (s1$1) begin
            bsh1 = lpos$1;
        end
        hc$2 = fl$data_out[PROBE_BITS + 2];
        eh$2 = fl$data_out[E_HIT + 2];
        gt$2 = got$2$q | eh$2;
        s0$2 = ~gt$2 & ~hc$2 & ~g0$2;
        s1$2 = ~gt$2 & hc$2 & ~g1$2;
        g0$3 = g0$2 | (~gt$2 & ~hc$2);
        g1$3 = g1$2 | (~gt$2 & hc$2);
        hmb$2 = 32'h0;
        if (eh$2) begin
            hmb$2 = m512 << lpos$2;
        end
        hm$3 = hm$2 | hmb$2;
        if (s0$2) begin
            bsh0 = lpos$2;
        end
        if (s1$2) begin
            bsh1 = lpos$2;
        end
        a0 = ~fl$empty & g0$3 & ~m0_rempty;
        a1 = ~fl$empty & g1$3 & ~m1_rempty;
        cm$0 = 1'b1;
        cm$1 = cm$0 & (gt$0 | (s0$0 & a0) | (s1$0 & a1));
        cm$2 = cm$1 & (gt$1 | (s0$1 & a0) | (s1$1 & a1));
        cm$3 = cm$2 & (gt$2 | (s0$2 & a0) | (s1$2 & a1));
        cmpl = cm$3 & ~fl$empty;
        hmall = hm$3;
        can_move = ~ofull$q | out_ready;
        pgo = ~cmpl | can_move;
        p0 = a0 & pgo;
        p1 = a1 & pgo;
        m0_rpop = p0;
        m1_rpop = p1;
        hn1 = heads$q;
        if (p0) begin
            hn1 = (heads$q & ~(m512 << bsh0)) | (((m0_rdata) & 1536'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << bsh0);
        end
        hn2 = hn1;
        if (p1) begin
            hn2 = (hn1 & ~(m512 << bsh1)) | (((m1_rdata) & 1536'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << bsh1);
        end
        heads$d = hn2;
        cache$0$fill = (s0$0 & p0) | (s1$0 & p1);
        cache$0$fill_bucket = fl$data_out[(E_BK + 32'h20 * 0)+:(32)];
        cache$0$fill_line = m0_rdata;
        if (s1$0 & p1) begin
            cache$0$fill_line = m1_rdata;
        end
        cache$1$fill = (s0$1 & p0) | (s1$1 & p1);
        cache$1$fill_bucket = fl$data_out[(E_BK + 32'h20 * 1)+:(32)];
        cache$1$fill_line = m0_rdata;
        if (s1$1 & p1) begin
            cache$1$fill_line = m1_rdata;
        end
        cache$2$fill = (s0$2 & p0) | (s1$2 & p1);
        cache$2$fill_bucket = fl$data_out[(E_BK + 32'h20 * 2)+:(32)];
        cache$2$fill_line = m0_rdata;
        if (s1$2 & p1) begin
            cache$2$fill_line = m1_rdata;
        end
        got$0$d = got$0$q | (s0$0 & p0) | (s1$0 & p1);
        if (cmpl & can_move) begin
            got$0$d = 1'b0;
        end
        got$1$d = got$1$q | (s0$1 & p0) | (s1$1 & p1);
        if (cmpl & can_move) begin
            got$1$d = 1'b0;
        end
        got$2$d = got$2$q | (s0$2 & p0) | (s1$2 & p1);
        if (cmpl & can_move) begin
            got$2$d = 1'b0;
        end
        fl$read = 1'b0;
        if (ofull$q & out_ready) begin
            ofull$d = 1'b0;
        end
        if (cmpl & can_move) begin
            fl$read = 1'b1;
            ofull$d = 1'b1;
            olines$d = (hn2 & ~hmall) | (fl$data_out[(E_LINES)+:(1536)] & hmall);
            otup$d = fl$data_out[(32'h0)+:(256)];
        end
        any_miss = 1'b0;
        any_amb = 1'b0;
        va$0 = 32'h0;
        tm$0$line = olines$q[(32'h200 * 0)+:(512)];
        tm$0$key = otup$q[(32'h40 * 0)+:(64)];
        va$1 = va$0 | tm$0$val_at;
        if (tm$0$miss) begin
            any_miss = 1'b1;
        end
        if (tm$0$amb) begin
            any_amb = 1'b1;
        end
        tm$1$line = olines$q[(32'h200 * 1)+:(512)];
        tm$1$key = otup$q[(32'h40 * 1)+:(64)];
        va$2 = va$1 | tm$1$val_at;
        if (tm$1$miss) begin
            any_miss = 1'b1;
        end
        if (tm$1$amb) begin
            any_amb = 1'b1;
        end
        tm$2$line = olines$q[(32'h200 * 2)+:(512)];
        tm$2$key = otup$q[(32'h40 * 2)+:(64)];
        va$3 = va$2 | tm$2$val_at;
        if (tm$2$miss) begin
            any_miss = 1'b1;
        end
        if (tm$2$amb) begin
            any_amb = 1'b1;
        end
        out_vals = va$3;
        out_lines = olines$q;
        out_valid = ofull$q;
        out_kind = 32'h1;
        if (any_amb) begin
            out_kind = 32'h2;
        end
        if (any_miss) begin
            out_kind = 32'h0;
        end
        out_tup = otup$q;
        if (reset) begin
            ofull$d = 1'b0;
            sv$d = 1'b0;
            av$d = 1'b0;
            first$d = 1'b0;
            done$0$d = 1'b0;
            got$0$d = 1'b0;
            done$1$d = 1'b0;
            got$1$d = 1'b0;
            done$2$d = 1'b0;
            got$2$d = 1'b0;
        end
    end
    
endmodule // top


module top$atup(d,q,clock);
    
    // Module arguments
    input wire  [255:0] d;
    output reg  [255:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 256'h0;
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


module top$cache$0(clock,reset,inval,rd_bucket,hit,line,fill,fill_bucket,fill_line);
    
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
    top$cache$0$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$cache$0$valid valid(
        .d(valid$d),
        .q(valid$q),
        .clock(valid$clock)
    );
    top$cache$0$vq vq(
        .d(vq$d),
        .q(vq$q),
        .clock(vq$clock)
    );
    top$cache$0$tq tq(
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
    
endmodule // top$cache$0


module top$cache$0$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$cache$0$ram


module top$cache$0$tq(d,q,clock);
    
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
          
endmodule // top$cache$0$tq


module top$cache$0$valid(d,q,clock);
    
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
          
endmodule // top$cache$0$valid


module top$cache$0$vq(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cache$0$vq


module top$cache$1(clock,reset,inval,rd_bucket,hit,line,fill,fill_bucket,fill_line);
    
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
    top$cache$1$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$cache$1$valid valid(
        .d(valid$d),
        .q(valid$q),
        .clock(valid$clock)
    );
    top$cache$1$vq vq(
        .d(vq$d),
        .q(vq$q),
        .clock(vq$clock)
    );
    top$cache$1$tq tq(
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
    
endmodule // top$cache$1


module top$cache$1$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$cache$1$ram


module top$cache$1$tq(d,q,clock);
    
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
          
endmodule // top$cache$1$tq


module top$cache$1$valid(d,q,clock);
    
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
          
endmodule // top$cache$1$valid


module top$cache$1$vq(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cache$1$vq


module top$cache$2(clock,reset,inval,rd_bucket,hit,line,fill,fill_bucket,fill_line);
    
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
    top$cache$2$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$cache$2$valid valid(
        .d(valid$d),
        .q(valid$q),
        .clock(valid$clock)
    );
    top$cache$2$vq vq(
        .d(vq$d),
        .q(vq$q),
        .clock(vq$clock)
    );
    top$cache$2$tq tq(
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
    
endmodule // top$cache$2


module top$cache$2$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$cache$2$ram


module top$cache$2$tq(d,q,clock);
    
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
          
endmodule // top$cache$2$tq


module top$cache$2$valid(d,q,clock);
    
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
          
endmodule // top$cache$2$valid


module top$cache$2$vq(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cache$2$vq


module top$done$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$done$0


module top$done$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$done$1


module top$done$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$done$2


module top$first(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$first


module top$fl(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [1893:0] data_in;
    output reg  full;
    output reg  [6:0] count;
    input wire  read;
    output reg  [1893:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [1893:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [1893:0] ram$write_data;
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
    output reg  [1893:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [1893:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[1893:0] mem[63:0];
    
    
    
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


module top$got$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$got$0


module top$got$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$got$1


module top$got$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$got$2


module top$hash$0(key,hash);
    
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
endmodule // top$hash$0


module top$hash$1(key,hash);
    
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
endmodule // top$hash$1


module top$hash$2(key,hash);
    
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
endmodule // top$hash$2


module top$heads(d,q,clock);
    
    // Module arguments
    input wire  [1535:0] d;
    output reg  [1535:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1536'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$heads


module top$in_slice(clock,reset,s_valid,s_data,s_ready,m_valid,m_data,m_ready,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    input wire  [255:0] s_data;
    output reg  s_ready;
    output reg  m_valid;
    output reg  [255:0] m_data;
    input wire  m_ready;
    output reg  busy;
    
    // Stub signals
    reg  out_v$d;
    wire  out_v$q;
    reg  out_v$clock;
    reg  [255:0] out_d$d;
    wire  [255:0] out_d$q;
    reg  out_d$clock;
    reg  skid_v$d;
    wire  skid_v$q;
    reg  skid_v$clock;
    reg  [255:0] skid_d$d;
    wire  [255:0] skid_d$q;
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
    input wire  [255:0] d;
    output reg  [255:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 256'h0;
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
    input wire  [255:0] d;
    output reg  [255:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 256'h0;
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


module top$ofull(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$ofull


module top$olines(d,q,clock);
    
    // Module arguments
    input wire  [1535:0] d;
    output reg  [1535:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1536'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$olines


module top$otup(d,q,clock);
    
    // Module arguments
    input wire  [255:0] d;
    output reg  [255:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 256'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$otup


module top$pb$0(inp,out);
    
    // Module arguments
    input wire  [31:0] inp;
    output reg  [1893:0] out;
    
    // Constant declarations
    localparam  pos = 16'h106;
    
    // Update code (custom)
    always @(*) begin
       out = 1894'd0;
       out[293:262] = inp;
    end
endmodule // top$pb$0


module top$pb$1(inp,out);
    
    // Module arguments
    input wire  [31:0] inp;
    output reg  [1893:0] out;
    
    // Constant declarations
    localparam  pos = 16'h126;
    
    // Update code (custom)
    always @(*) begin
       out = 1894'd0;
       out[325:294] = inp;
    end
endmodule // top$pb$1


module top$pb$2(inp,out);
    
    // Module arguments
    input wire  [31:0] inp;
    output reg  [1893:0] out;
    
    // Constant declarations
    localparam  pos = 16'h146;
    
    // Update code (custom)
    always @(*) begin
       out = 1894'd0;
       out[357:326] = inp;
    end
endmodule // top$pb$2


module top$pl$0(inp,out);
    
    // Module arguments
    input wire  [511:0] inp;
    output reg  [1893:0] out;
    
    // Constant declarations
    localparam  pos = 16'h166;
    
    // Update code (custom)
    always @(*) begin
       out = 1894'd0;
       out[869:358] = inp;
    end
endmodule // top$pl$0


module top$pl$1(inp,out);
    
    // Module arguments
    input wire  [511:0] inp;
    output reg  [1893:0] out;
    
    // Constant declarations
    localparam  pos = 16'h366;
    
    // Update code (custom)
    always @(*) begin
       out = 1894'd0;
       out[1381:870] = inp;
    end
endmodule // top$pl$1


module top$pl$2(inp,out);
    
    // Module arguments
    input wire  [511:0] inp;
    output reg  [1893:0] out;
    
    // Constant declarations
    localparam  pos = 16'h566;
    
    // Update code (custom)
    always @(*) begin
       out = 1894'd0;
       out[1893:1382] = inp;
    end
endmodule // top$pl$2


module top$sbk$0(d,q,clock);
    
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
          
endmodule // top$sbk$0


module top$sbk$1(d,q,clock);
    
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
          
endmodule // top$sbk$1


module top$sbk$2(d,q,clock);
    
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
          
endmodule // top$sbk$2


module top$shit$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$shit$0


module top$shit$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$shit$1


module top$shit$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$shit$2


module top$sline$0(d,q,clock);
    
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
          
endmodule // top$sline$0


module top$sline$1(d,q,clock);
    
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
          
endmodule // top$sline$1


module top$sline$2(d,q,clock);
    
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
          
endmodule // top$sline$2


module top$stup(d,q,clock);
    
    // Module arguments
    input wire  [255:0] d;
    output reg  [255:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 256'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$stup


module top$sv(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sv


module top$tm$0(line,key,miss,amb,val,val_at);
    
    // Module arguments
    input wire  [511:0] line;
    input wire  [63:0] key;
    output reg  miss;
    output reg  amb;
    output reg  [63:0] val;
    output reg  [191:0] val_at;
    
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
        val_at = ((val) & 192'hffffffffffffffffffffffffffffffffffffffffffffffff) << pos;
        miss = ~any & ~line[32'h1ff];
        amb = multi | line[32'h1ff];
    end
    
endmodule // top$tm$0


module top$tm$1(line,key,miss,amb,val,val_at);
    
    // Module arguments
    input wire  [511:0] line;
    input wire  [63:0] key;
    output reg  miss;
    output reg  amb;
    output reg  [63:0] val;
    output reg  [191:0] val_at;
    
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
        val_at = ((val) & 192'hffffffffffffffffffffffffffffffffffffffffffffffff) << pos;
        miss = ~any & ~line[32'h1ff];
        amb = multi | line[32'h1ff];
    end
    
endmodule // top$tm$1


module top$tm$2(line,key,miss,amb,val,val_at);
    
    // Module arguments
    input wire  [511:0] line;
    input wire  [63:0] key;
    output reg  miss;
    output reg  amb;
    output reg  [63:0] val;
    output reg  [191:0] val_at;
    
    // Constant declarations
    localparam  pos = 16'h80;
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
        val_at = ((val) & 192'hffffffffffffffffffffffffffffffffffffffffffffffff) << pos;
        miss = ~any & ~line[32'h1ff];
        amb = multi | line[32'h1ff];
    end
    
endmodule // top$tm$2
