

module netjoin_probe_unit(clock,reset,bucket_bits,dual,tup_valid,tup,tup_ready,out_valid,out_kind,out_tup,out_vals,out_lines,out_ready,busy,m0_valid,m0_addr,m0_ready,m0_rdata,m0_rempty,m0_rpop,m1_valid,m1_addr,m1_ready,m1_rdata,m1_rempty,m1_rpop);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [4:0] bucket_bits;
    input wire  dual;
    input wire  tup_valid;
    input wire  [319:0] tup;
    output reg  tup_ready;
    output reg  out_valid;
    output reg  [1:0] out_kind;
    output reg  [319:0] out_tup;
    output reg  [255:0] out_vals;
    output reg  [2047:0] out_lines;
    input wire  out_ready;
    output reg  busy;
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
    localparam  m512 = 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff;
    localparam  tm0 = 32'h0;
    localparam  tm1 = 32'h0;
    localparam  tm2 = 32'hffffffff;
    localparam  tc$0 = 32'h0;
    localparam  tc$1 = 32'h1;
    localparam  tc$2 = 32'h2;
    localparam  tc$3 = 32'h3;
    localparam  cpos$0 = 16'h140;
    localparam  cpos$1 = 16'h141;
    localparam  cpos$2 = 16'h142;
    localparam  cpos$3 = 16'h143;
    localparam  lpos$0 = 16'h0;
    localparam  lpos$1 = 16'h200;
    localparam  lpos$2 = 16'h400;
    localparam  lpos$3 = 16'h600;
    localparam  PROBE_BITS = 16'h140;
    
    // Stub signals
    reg  [63:0] hash$0$key;
    wire  [31:0] hash$0$hash;
    reg  [63:0] hash$1$key;
    wire  [31:0] hash$1$hash;
    reg  [63:0] hash$2$key;
    wire  [31:0] hash$2$hash;
    reg  [63:0] hash$3$key;
    wire  [31:0] hash$3$hash;
    reg  fl$clock;
    reg  fl$reset;
    reg  fl$write;
    reg  [323:0] fl$data_in;
    wire  fl$full;
    wire  [5:0] fl$count;
    reg  fl$read;
    wire  [323:0] fl$data_out;
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
    reg  done$3$d;
    wire  done$3$q;
    reg  done$3$clock;
    reg  got$0$d;
    wire  got$0$q;
    reg  got$0$clock;
    reg  got$1$d;
    wire  got$1$q;
    reg  got$1$clock;
    reg  got$2$d;
    wire  got$2$q;
    reg  got$2$clock;
    reg  got$3$d;
    wire  got$3$q;
    reg  got$3$clock;
    reg  [2047:0] heads$d;
    wire  [2047:0] heads$q;
    reg  heads$clock;
    reg  ofull$d;
    wire  ofull$q;
    reg  ofull$clock;
    reg  [2047:0] olines$d;
    wire  [2047:0] olines$q;
    reg  olines$clock;
    reg  [319:0] otup$d;
    wire  [319:0] otup$q;
    reg  otup$clock;
    reg  [511:0] tm$0$line;
    reg  [63:0] tm$0$key;
    wire  tm$0$miss;
    wire  tm$0$amb;
    wire  [63:0] tm$0$val;
    wire  [255:0] tm$0$val_at;
    reg  [511:0] tm$1$line;
    reg  [63:0] tm$1$key;
    wire  tm$1$miss;
    wire  tm$1$amb;
    wire  [63:0] tm$1$val;
    wire  [255:0] tm$1$val_at;
    reg  [511:0] tm$2$line;
    reg  [63:0] tm$2$key;
    wire  tm$2$miss;
    wire  tm$2$amb;
    wire  [63:0] tm$2$val;
    wire  [255:0] tm$2$val_at;
    reg  [511:0] tm$3$line;
    reg  [63:0] tm$3$key;
    wire  tm$3$miss;
    wire  tm$3$amb;
    wire  [63:0] tm$3$val;
    wire  [255:0] tm$3$val_at;
    
    // Local signals
    reg  [31:0] bmask;
    reg  [31:0] bk$0;
    reg  [31:0] bk$1;
    reg  [31:0] bk$2;
    reg  [31:0] bk$3;
    reg  [31:0] line$0;
    reg  [31:0] line$1;
    reg  [31:0] line$2;
    reg  [31:0] line$3;
    reg  ctl$0;
    reg  ctl$1;
    reg  ctl$2;
    reg  ctl$3;
    reg  f0$0;
    reg  f0$1;
    reg  f0$2;
    reg  f0$3;
    reg  f0$4;
    reg  f1$0;
    reg  f1$1;
    reg  f1$2;
    reg  f1$3;
    reg  f1$4;
    reg  w0$0;
    reg  w0$1;
    reg  w0$2;
    reg  w0$3;
    reg  w1$0;
    reg  w1$1;
    reg  w1$2;
    reg  w1$3;
    reg  v0;
    reg  v1;
    reg  can_issue;
    reg  rd0;
    reg  rd1;
    reg  is$0;
    reg  is$1;
    reg  is$2;
    reg  is$3;
    reg  all$0;
    reg  all$1;
    reg  all$2;
    reg  all$3;
    reg  all$4;
    reg  last;
    reg  [323:0] ent$0;
    reg  [323:0] ent$1;
    reg  [323:0] ent$2;
    reg  [323:0] ent$3;
    reg  [323:0] ent$4;
    reg  dany$0;
    reg  dany$1;
    reg  dany$2;
    reg  dany$3;
    reg  dany$4;
    reg  hc$0;
    reg  hc$1;
    reg  hc$2;
    reg  hc$3;
    reg  g0$0;
    reg  g0$1;
    reg  g0$2;
    reg  g0$3;
    reg  g0$4;
    reg  g1$0;
    reg  g1$1;
    reg  g1$2;
    reg  g1$3;
    reg  g1$4;
    reg  s0$0;
    reg  s0$1;
    reg  s0$2;
    reg  s0$3;
    reg  s1$0;
    reg  s1$1;
    reg  s1$2;
    reg  s1$3;
    reg  a0;
    reg  a1;
    reg  cm$0;
    reg  cm$1;
    reg  cm$2;
    reg  cm$3;
    reg  cm$4;
    reg  cmpl;
    reg  can_move;
    reg  pgo;
    reg  p0;
    reg  p1;
    reg  [15:0] bsh0;
    reg  [15:0] bsh1;
    reg  [2047:0] hn1;
    reg  [2047:0] hn2;
    reg  [255:0] va$0;
    reg  [255:0] va$1;
    reg  [255:0] va$2;
    reg  [255:0] va$3;
    reg  [255:0] va$4;
    reg  any_miss;
    reg  any_amb;
    
    // Sub module instances
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
    top$hash$3 hash$3(
        .key(hash$3$key),
        .hash(hash$3$hash)
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
    top$done$3 done$3(
        .d(done$3$d),
        .q(done$3$q),
        .clock(done$3$clock)
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
    top$got$3 got$3(
        .d(got$3$d),
        .q(got$3$q),
        .clock(got$3$clock)
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
    top$tm$3 tm$3(
        .line(tm$3$line),
        .key(tm$3$key),
        .miss(tm$3$miss),
        .amb(tm$3$amb),
        .val(tm$3$val),
        .val_at(tm$3$val_at)
    );
    
    // Update code
    always @(*) begin
        heads$clock = clock;
        ofull$clock = clock;
        olines$clock = clock;
        otup$clock = clock;
        heads$d = heads$q;
        ofull$d = ofull$q;
        olines$d = olines$q;
        otup$d = otup$q;
        fl$clock = clock;
        done$0$clock = clock;
        got$0$clock = clock;
        done$0$d = done$0$q;
        got$0$d = got$0$q;
        done$1$clock = clock;
        got$1$clock = clock;
        done$1$d = done$1$q;
        got$1$d = got$1$q;
        done$2$clock = clock;
        got$2$clock = clock;
        done$2$d = done$2$q;
        got$2$d = got$2$q;
        done$3$clock = clock;
        got$3$clock = clock;
        done$3$d = done$3$q;
        got$3$d = got$3$q;
        fl$reset = reset;
        bmask = (((32'h1) & 32'hffffffff) << bucket_bits) - 32'h1;
        f0$0 = 1'b0;
        f1$0 = 1'b0;
        m0_addr = line$0;
        m1_addr = line$0;
        hash$0$key = tup[(32'h40 * 0)+:(64)];
        bk$0 = hash$0$hash & bmask;
        line$0 = tc$0 + (bk$0 & tm0) + ((bk$0 << 32'h1) & tm1) + ((bk$0 << 32'h2) & tm2);
        ctl$0 = dual & (bk$0[32'h0] ^ tc$0[32'h0]);
        w0$0 = ~done$0$q & ~ctl$0 & ~f0$0;
        w1$0 = ~done$0$q & ctl$0 & ~f1$0;
        f0$1 = f0$0 | (~done$0$q & ~ctl$0);
        f1$1 = f1$0 | (~done$0$q & ctl$0);
        if (w0$0) begin
            m0_addr = line$0;
        end
        if (w1$0) begin
            m1_addr = line$0;
        end
        hash$1$key = tup[(32'h40 * 1)+:(64)];
        bk$1 = hash$1$hash & bmask;
        line$1 = tc$1 + (bk$1 & tm0) + ((bk$1 << 32'h1) & tm1) + ((bk$1 << 32'h2) & tm2);
        ctl$1 = dual & (bk$1[32'h0] ^ tc$1[32'h0]);
        w0$1 = ~done$1$q & ~ctl$1 & ~f0$1;
        w1$1 = ~done$1$q & ctl$1 & ~f1$1;
        f0$2 = f0$1 | (~done$1$q & ~ctl$1);
        f1$2 = f1$1 | (~done$1$q & ctl$1);
        if (w0$1) begin
            m0_addr = line$1;
        end
        if (w1$1) begin
            m1_addr = line$1;
        end
        hash$2$key = tup[(32'h40 * 2)+:(64)];
        bk$2 = hash$2$hash & bmask;
        line$2 = tc$2 + (bk$2 & tm0) + ((bk$2 << 32'h1) & tm1) + ((bk$2 << 32'h2) & tm2);
        ctl$2 = dual & (bk$2[32'h0] ^ tc$2[32'h0]);
        w0$2 = ~done$2$q & ~ctl$2 & ~f0$2;
        w1$2 = ~done$2$q & ctl$2 & ~f1$2;
        f0$3 = f0$2 | (~done$2$q & ~ctl$2);
        f1$3 = f1$2 | (~done$2$q & ctl$2);
        if (w0$2) begin
            m0_addr = line$2;
        end
        if (w1$2) begin
            m1_addr = line$2;
        end
        hash$3$key = tup[(32'h40 * 3)+:(64)];
        bk$3 = hash$3$hash & bmask;
        line$3 = tc$3 + (bk$3 & tm0) + ((bk$3 << 32'h1) & tm1) + ((bk$3 << 32'h2) & tm2);
        ctl$3 = dual & (bk$3[32'h0] ^ tc$3[32'h0]);
        w0$3 = ~done$3$q & ~ctl$3 & ~f0$3;
        w1$3 = ~done$3$q & ctl$3 & ~f1$3;
        f0$4 = f0$3 | (~done$3$q & ~ctl$3);
        f1$4 = f1$3 | (~done$3$q & ctl$3);
        if (w0$3) begin
            m0_addr = line$3;
        end
        if (w1$3) begin
            m1_addr = line$3;
        end
        v0 = f0$4;
        v1 = f1$4;
        can_issue = tup_valid & ~fl$full;
        m0_valid = can_issue & v0;
        m1_valid = can_issue & v1;
        rd0 = m0_valid & m0_ready;
        rd1 = m1_valid & m1_ready;
        all$0 = 1'b1;
        dany$0 = 1'b0;
        ent$0 = ((tup) & 324'hfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
        is$0 = (w0$0 & rd0) | (w1$0 & rd1);
        all$1 = all$0 & (done$0$q | is$0);
        dany$1 = dany$0 | done$0$q;
        ent$1 = ent$0;
        if (ctl$0) begin
            ent$1 = ent$0 | (((32'h1) & 324'hfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << cpos$0);
        end
        is$1 = (w0$1 & rd0) | (w1$1 & rd1);
        all$2 = all$1 & (done$1$q | is$1);
        dany$2 = dany$1 | done$1$q;
        ent$2 = ent$1;
        if (ctl$1) begin
            ent$2 = ent$1 | (((32'h1) & 324'hfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << cpos$1);
        end
        is$2 = (w0$2 & rd0) | (w1$2 & rd1);
        all$3 = all$2 & (done$2$q | is$2);
        dany$3 = dany$2 | done$2$q;
        ent$3 = ent$2;
        if (ctl$2) begin
            ent$3 = ent$2 | (((32'h1) & 324'hfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << cpos$2);
        end
        is$3 = (w0$3 & rd0) | (w1$3 & rd1);
        all$4 = all$3 & (done$3$q | is$3);
        dany$4 = dany$3 | done$3$q;
        ent$4 = ent$3;
        if (ctl$3) begin
            ent$4 = ent$3 | (((32'h1) & 324'hfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << cpos$3);
        end
        last = all$4 & can_issue;
        fl$data_in = ent$4;
        busy = ~fl$empty | ofull$q | dany$4;
        done$0$d = (done$0$q | is$0) & ~last;
        done$1$d = (done$1$q | is$1) & ~last;
        done$2$d = (done$2$q | is$2) & ~last;
        done$3$d = (done$3$q | is$3) & ~last;
        tup_ready = last;
        fl$write = last;
        g0$0 = 1'b0;
        g1$0 = 1'b0;
        bsh0 = 32'h0;
        bsh1 = 32'h0;
        hc$0 = fl$data_out[PROBE_BITS + 0];
        s0$0 = ~got$0$q & ~hc$0 & ~g0$0;
        s1$0 = ~got$0$q & hc$0 & ~g1$0;
        g0$1 = g0$0 | (~got$0$q & ~hc$0);
        g1$1 = g1$0 | (~got$0$q & hc$0);
        if (s0$0) begin
            bsh0 = lpos$0;
        end
        if (s1$0) begin
            bsh1 = lpos$0;
        end
        hc$1 = fl$data_out[PROBE_BITS + 1];
        s0$1 = ~got$1$q & ~hc$1 & ~g0$1;
        s1$1 = ~got$1$q & hc$1 & ~g1$1;
        g0$2 = g0$1 | (~got$1$q & ~hc$1);
        g1$2 = g1$1 | (~got$1$q & hc$1);
        if (s0$1) begin
            bsh0 = lpos$1;
        end
        if (s1$1) begin
            bsh1 = lpos$1;
        end
        hc$2 = fl$data_out[PROBE_BITS + 2];
        s0$2 = ~got$2$q & ~hc$2 & ~g0$2;
        s1$2 = ~got$2$q & hc$2 & ~g1$2;
        g0$3 = g0$2 | (~got$2$q & ~hc$2);
        g1$3 = g1$2 | (~got$2$q & hc$2);
        if (s0$2) begin
            bsh0 = lpos$2;
        end
        if (s1$2) begin
            bsh1 = lpos$2;
        end
        hc$3 = fl$data_out[PROBE_BITS + 3];
        s0$3 = ~got$3$q & ~hc$3 & ~g0$3;
        s1$3 = ~got$3$q & hc$3 & ~g1$3;
        g0$4 = g0$3 | (~got$3$q & ~hc$3);
        g1$4 = g1$3 | (~got$3$q & hc$3);
        if (s0$3) begin
            bsh0 = lpos$3;
        end
        if (s1$3) begin
            bsh1 = lpos$3;
        end
        a0 = ~fl$empty & g0$4 & ~m0_rempty;
        a1 = ~fl$empty & g1$4 & ~m1_rempty;
        cm$0 = 1'b1;
        cm$1 = cm$0 & (got$0$q | (s0$0 & a0) | (s1$0 & a1));
        cm$2 = cm$1 & (got$1$q | (s0$1 & a0) | (s1$1 & a1));
        cm$3 = cm$2 & (got$2$q | (s0$2 & a0) | (s1$2 & a1));
        cm$4 = cm$3 & (got$3$q | (s0$3 & a0) | (s1$3 & a1));
        cmpl = cm$4 & ~fl$empty;
        can_move = ~ofull$q | out_ready;
        pgo = ~cmpl | can_move;
        p0 = a0 & pgo;
        p1 = a1 & pgo;
        m0_rpop = p0;
        m1_rpop = p1;
        hn1 = heads$q;
        if (p0) begin
            hn1 = (heads$q & ~(m512 << bsh0)) | (((m0_rdata) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << bsh0);
        end
        hn2 = hn1;
        if (p1) begin
            hn2 = (hn1 & ~(m512 << bsh1)) | (((m1_rdata) & 2048'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << bsh1);
        end
        heads$d = hn2;
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
        got$3$d = got$3$q | (s0$3 & p0) | (s1$3 & p1);
        if (cmpl & can_move) begin
            got$3$d = 1'b0;
        end
        fl$read = 1'b0;
        if (ofull$q & out_ready) begin
            ofull$d = 1'b0;
        end
        if (cmpl & can_move) begin
            fl$read = 1'b1;
            ofull$d = 1'b1;
            olines$d = hn2;
            otup$d = fl$data_out[(32'h0)+:(320)];
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
        tm$3$line = olines$q[(32'h200 * 3)+:(512)];
        tm$3$key = otup$q[(32'h40 * 3)+:(64)];
        va$4 = va$3 | tm$3$val_at;
        if (tm$3$miss) begin
            any_miss = 1'b1;
        end
        if (tm$3$amb) begin
            any_amb = 1'b1;
        end
        out_vals = va$4;
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
            done$0$d = 1'b0;
            got$0$d = 1'b0;
            done$1$d = 1'b0;
            got$1$d = 1'b0;
            done$2$d = 1'b0;
            got$2$d = 1'b0;
            done$3$d = 1'b0;
            got$3$d = 1'b0;
        end
    end
    
endmodule // top


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


module top$done$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$done$3


module top$fl(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [323:0] data_in;
    output reg  full;
    output reg  [5:0] count;
    input wire  read;
    output reg  [323:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 6'b100000;
    
    // Stub signals
    reg  [4:0] ram$read_address;
    reg  ram$read_clock;
    wire  [323:0] ram$read_data;
    reg  [4:0] ram$write_address;
    reg  ram$write_clock;
    reg  [323:0] ram$write_data;
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


module top$fl$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [4:0] read_address;
    input wire  read_clock;
    output reg  [323:0] read_data;
    input wire  [4:0] write_address;
    input wire  write_clock;
    input wire  [323:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[323:0] mem[31:0];
    
    
    
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


module top$got$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$got$3


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


module top$hash$3(key,hash);
    
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
endmodule // top$hash$3


module top$heads(d,q,clock);
    
    // Module arguments
    input wire  [2047:0] d;
    output reg  [2047:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2048'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$heads


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
    input wire  [2047:0] d;
    output reg  [2047:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2048'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$olines


module top$otup(d,q,clock);
    
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
          
endmodule // top$otup


module top$tm$0(line,key,miss,amb,val,val_at);
    
    // Module arguments
    input wire  [511:0] line;
    input wire  [63:0] key;
    output reg  miss;
    output reg  amb;
    output reg  [63:0] val;
    output reg  [255:0] val_at;
    
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
        val_at = ((val) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << pos;
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
    output reg  [255:0] val_at;
    
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
        val_at = ((val) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << pos;
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
    output reg  [255:0] val_at;
    
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
        val_at = ((val) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << pos;
        miss = ~any & ~line[32'h1ff];
        amb = multi | line[32'h1ff];
    end
    
endmodule // top$tm$2


module top$tm$3(line,key,miss,amb,val,val_at);
    
    // Module arguments
    input wire  [511:0] line;
    input wire  [63:0] key;
    output reg  miss;
    output reg  amb;
    output reg  [63:0] val;
    output reg  [255:0] val_at;
    
    // Constant declarations
    localparam  pos = 16'hc0;
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
        val_at = ((val) & 256'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << pos;
        miss = ~any & ~line[32'h1ff];
        amb = multi | line[32'h1ff];
    end
    
endmodule // top$tm$3
