

module netjoin_probe_unit(clock,reset,bucket_bits,dual,tup_valid,tup,tup_ready,out_valid,out_kind,out_tup,out_vals,out_lines,out_ready,busy,m0_valid,m0_addr,m0_ready,m0_rdata,m0_rempty,m0_rpop,m1_valid,m1_addr,m1_ready,m1_rdata,m1_rempty,m1_rpop);
    
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
    output reg  [511:0] out_lines;
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
    localparam  m512 = 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff;
    localparam  tm0 = 32'hffffffff;
    localparam  tm1 = 32'h0;
    localparam  tm2 = 32'h0;
    localparam  tc$0 = 32'h0;
    localparam  cpos$0 = 16'hc0;
    localparam  lpos$0 = 16'h0;
    localparam  PROBE_BITS = 16'hc0;
    
    // Stub signals
    reg  [63:0] hash$0$key;
    wire  [31:0] hash$0$hash;
    reg  fl$clock;
    reg  fl$reset;
    reg  fl$write;
    reg  [192:0] fl$data_in;
    wire  fl$full;
    wire  [5:0] fl$count;
    reg  fl$read;
    wire  [192:0] fl$data_out;
    wire  fl$empty;
    reg  done$0$d;
    wire  done$0$q;
    reg  done$0$clock;
    reg  got$0$d;
    wire  got$0$q;
    reg  got$0$clock;
    reg  [511:0] heads$d;
    wire  [511:0] heads$q;
    reg  heads$clock;
    reg  ofull$d;
    wire  ofull$q;
    reg  ofull$clock;
    reg  [511:0] olines$d;
    wire  [511:0] olines$q;
    reg  olines$clock;
    reg  [191:0] otup$d;
    wire  [191:0] otup$q;
    reg  otup$clock;
    reg  [511:0] tm$0$line;
    reg  [63:0] tm$0$key;
    wire  tm$0$miss;
    wire  tm$0$amb;
    wire  [127:0] tm$0$val;
    wire  [127:0] tm$0$val_at;
    
    // Local signals
    reg  [31:0] bmask;
    reg  [31:0] bk$0;
    reg  [31:0] line$0;
    reg  ctl$0;
    reg  f0$0;
    reg  f0$1;
    reg  f1$0;
    reg  f1$1;
    reg  w0$0;
    reg  w1$0;
    reg  v0;
    reg  v1;
    reg  can_issue;
    reg  rd0;
    reg  rd1;
    reg  is$0;
    reg  all$0;
    reg  all$1;
    reg  last;
    reg  [192:0] ent$0;
    reg  [192:0] ent$1;
    reg  dany$0;
    reg  dany$1;
    reg  hc$0;
    reg  g0$0;
    reg  g0$1;
    reg  g1$0;
    reg  g1$1;
    reg  s0$0;
    reg  s1$0;
    reg  a0;
    reg  a1;
    reg  cm$0;
    reg  cm$1;
    reg  cmpl;
    reg  can_move;
    reg  pgo;
    reg  p0;
    reg  p1;
    reg  [15:0] bsh0;
    reg  [15:0] bsh1;
    reg  [511:0] hn1;
    reg  [511:0] hn2;
    reg  [127:0] va$0;
    reg  [127:0] va$1;
    reg  any_miss;
    reg  any_amb;
    
    // Sub module instances
    top$hash$0 hash$0(
        .key(hash$0$key),
        .hash(hash$0$hash)
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
    top$got$0 got$0(
        .d(got$0$d),
        .q(got$0$q),
        .clock(got$0$clock)
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
        v0 = f0$1;
        v1 = f1$1;
        can_issue = tup_valid & ~fl$full;
        m0_valid = can_issue & v0;
        m1_valid = can_issue & v1;
        rd0 = m0_valid & m0_ready;
        rd1 = m1_valid & m1_ready;
        all$0 = 1'b1;
        dany$0 = 1'b0;
        ent$0 = ((tup) & 193'h1ffffffffffffffffffffffffffffffffffffffffffffffff);
        is$0 = (w0$0 & rd0) | (w1$0 & rd1);
        all$1 = all$0 & (done$0$q | is$0);
        dany$1 = dany$0 | done$0$q;
        ent$1 = ent$0;
        if (ctl$0) begin
            ent$1 = ent$0 | (((32'h1) & 193'h1ffffffffffffffffffffffffffffffffffffffffffffffff) << cpos$0);
        end
        last = all$1 & can_issue;
        fl$data_in = ent$1;
        busy = ~fl$empty | ofull$q | dany$1;
        done$0$d = (done$0$q | is$0) & ~last;
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
        a0 = ~fl$empty & g0$1 & ~m0_rempty;
        a1 = ~fl$empty & g1$1 & ~m1_rempty;
        cm$0 = 1'b1;
        cm$1 = cm$0 & (got$0$q | (s0$0 & a0) | (s1$0 & a1));
        cmpl = cm$1 & ~fl$empty;
        can_move = ~ofull$q | out_ready;
        pgo = ~cmpl | can_move;
        p0 = a0 & pgo;
        p1 = a1 & pgo;
        m0_rpop = p0;
        m1_rpop = p1;
        hn1 = heads$q;
        if (p0) begin
            hn1 = (heads$q & ~(m512 << bsh0)) | (((m0_rdata) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << bsh0);
        end
        hn2 = hn1;
        if (p1) begin
            hn2 = (hn1 & ~(m512 << bsh1)) | (((m1_rdata) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << bsh1);
        end
        heads$d = hn2;
        got$0$d = got$0$q | (s0$0 & p0) | (s1$0 & p1);
        if (cmpl & can_move) begin
            got$0$d = 1'b0;
        end
        fl$read = 1'b0;
        if (ofull$q & out_ready) begin
            ofull$d = 1'b0;
        end
        if (cmpl & can_move) begin
            fl$read = 1'b1;
            ofull$d = 1'b1;
            olines$d = hn2;
            otup$d = fl$data_out[(32'h0)+:(192)];
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
        out_vals = va$1;
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


module top$fl(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [192:0] data_in;
    output reg  full;
    output reg  [5:0] count;
    input wire  read;
    output reg  [192:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 6'b100000;
    
    // Stub signals
    reg  [4:0] ram$read_address;
    reg  ram$read_clock;
    wire  [192:0] ram$read_data;
    reg  [4:0] ram$write_address;
    reg  ram$write_clock;
    reg  [192:0] ram$write_data;
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
    output reg  [192:0] read_data;
    input wire  [4:0] write_address;
    input wire  write_clock;
    input wire  [192:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[192:0] mem[31:0];
    
    
    
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


module top$heads(d,q,clock);
    
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
          
endmodule // top$olines


module top$otup(d,q,clock);
    
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
          
endmodule // top$otup


module top$tm$0(line,key,miss,amb,val,val_at);
    
    // Module arguments
    input wire  [511:0] line;
    input wire  [63:0] key;
    output reg  miss;
    output reg  amb;
    output reg  [127:0] val;
    output reg  [127:0] val_at;
    
    // Constant declarations
    localparam  pos = 16'h0;
    localparam  SLOT_BITS = 16'hc0;
    
    // Local signals
    reg  [6:0] cnt;
    reg  m$0;
    reg  m$1;
    reg  any;
    reg  multi;
    
    // Update code
    always @(*) begin
        cnt = line[(32'h1f8)+:(7)];
        val = 32'h0;
        m$0 = (cnt > 0) & (line[(SLOT_BITS * 0)+:(64)] == key);
        if (m$0) begin
            val = line[(SLOT_BITS * 0 + 32'h40)+:(128)];
        end
        m$1 = (cnt > 1) & (line[(SLOT_BITS * 1)+:(64)] == key);
        if (m$1) begin
            val = line[(SLOT_BITS * 1 + 32'h40)+:(128)];
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
        if (m$1) begin
            any = 1'b1;
        end
        if ((1 < 0) & m$1 & m$0) begin
            multi = 1'b1;
        end
        if ((1 < 1) & m$1 & m$1) begin
            multi = 1'b1;
        end
        val_at = ((val) & 128'hffffffffffffffffffffffffffffffff) << pos;
        miss = ~any & ~line[32'h1ff];
        amb = multi | line[32'h1ff];
    end
    
endmodule // top$tm$0
