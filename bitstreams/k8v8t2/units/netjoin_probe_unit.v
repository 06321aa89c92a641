

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
    output reg  [1023:0] out_lines;
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
    localparam  m512 = 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff;
    localparam  tm0 = 32'h0;
    localparam  tm1 = 32'hffffffff;
    localparam  tm2 = 32'h0;
    localparam  tlast = 4'h1;
    localparam  pshift = 16'hc0;
    localparam  PROBE_BITS = 16'hc0;
    
    // Stub signals
    reg  [63:0] hash$key;
    wire  [31:0] hash$hash;
    reg  fl$clock;
    reg  fl$reset;
    reg  fl$write;
    reg  [193:0] fl$data_in;
    wire  fl$full;
    wire  [4:0] fl$count;
    reg  fl$read;
    wire  [193:0] fl$data_out;
    wire  fl$empty;
    reg  [3:0] ti$d;
    wire  [3:0] ti$q;
    reg  ti$clock;
    reg  [1:0] ctrls$d;
    wire  [1:0] ctrls$q;
    reg  ctrls$clock;
    reg  [3:0] ci$d;
    wire  [3:0] ci$q;
    reg  ci$clock;
    reg  full$d;
    wire  full$q;
    reg  full$clock;
    reg  [1023:0] heads$d;
    wire  [1023:0] heads$q;
    reg  heads$clock;
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
    
    // Local signals
    reg  [15:0] bsh;
    reg  [511:0] rdata;
    reg  [127:0] va$0;
    reg  [127:0] va$1;
    reg  [127:0] va$2;
    reg  [63:0] key;
    reg  [31:0] bucket;
    reg  [31:0] line;
    reg  ctrl;
    reg  rd_go;
    reg  last_issue;
    reg  h_ctrl;
    reg  h_have;
    reg  any_miss;
    reg  any_amb;
    
    // Sub module instances
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
    top$ti ti(
        .d(ti$d),
        .q(ti$q),
        .clock(ti$clock)
    );
    top$ctrls ctrls(
        .d(ctrls$d),
        .q(ctrls$q),
        .clock(ctrls$clock)
    );
    top$ci ci(
        .d(ci$d),
        .q(ci$q),
        .clock(ci$clock)
    );
    top$full full(
        .d(full$d),
        .q(full$q),
        .clock(full$clock)
    );
    top$heads heads(
        .d(heads$d),
        .q(heads$q),
        .clock(heads$clock)
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
    
    // Update code
    always @(*) begin
        ti$clock = clock;
        ctrls$clock = clock;
        ci$clock = clock;
        full$clock = clock;
        heads$clock = clock;
        ti$d = ti$q;
        ctrls$d = ctrls$q;
        ci$d = ci$q;
        full$d = full$q;
        heads$d = heads$q;
        fl$clock = clock;
        fl$reset = reset;
        key = tup[(32'h0)+:(64)];
        if (ti$q == 0) begin
            key = tup[(32'h40 * 0)+:(64)];
        end
        if (ti$q == 1) begin
            key = tup[(32'h40 * 1)+:(64)];
        end
        hash$key = key;
        bucket = hash$hash & ((((32'h1) & 32'hffffffff) << bucket_bits) - 32'h1);
        line = ((ti$q) & 32'hffffffff) + (bucket & tm0) + ((bucket << 32'h1) & tm1) + ((bucket << 32'h2) & tm2);
        ctrl = dual & (bucket[32'h0] ^ ti$q[32'h0]);
        last_issue = ti$q == tlast;
        m0_valid = 1'b0;
        m1_valid = 1'b0;
        m0_addr = line;
        m1_addr = line;
        rd_go = 1'b0;
        if (tup_valid & ~fl$full) begin
            if (ctrl) begin
                m1_valid = 1'b1;
                rd_go = m1_ready;
            end
            else begin
                m0_valid = 1'b1;
                rd_go = m0_ready;
            end
        end
        if (rd_go) begin
            ctrls$d = (ctrls$q & ~(1 << (ti$q)) | ((ctrl) << (ti$q)));
            ti$d = ti$q + 32'h1;
            if (last_issue) begin
                ti$d = 32'h0;
            end
        end
        tup_ready = rd_go & last_issue;
        fl$write = rd_go & last_issue;
        fl$data_in = ((tup) & 194'h3ffffffffffffffffffffffffffffffffffffffffffffffff) | ((((ctrls$q & ~(1 << (ti$q)) | ((ctrl) << (ti$q)))) & 194'h3ffffffffffffffffffffffffffffffffffffffffffffffff) << pshift);
        h_ctrl = fl$data_out[PROBE_BITS];
        if (ci$q == 0) begin
            h_ctrl = fl$data_out[PROBE_BITS + 0];
        end
        if (ci$q == 1) begin
            h_ctrl = fl$data_out[PROBE_BITS + 1];
        end
        h_have = ~fl$empty & ~full$q & ~m0_rempty;
        if (h_ctrl) begin
            h_have = ~fl$empty & ~full$q & ~m1_rempty;
        end
        m0_rpop = h_have & ~h_ctrl;
        m1_rpop = h_have & h_ctrl;
        rdata = m0_rdata;
        if (h_ctrl) begin
            rdata = m1_rdata;
        end
        bsh = ((ci$q) & 16'hffff) << 32'h9;
        if (h_have) begin
            heads$d = (heads$q & ~(m512 << bsh)) | (((rdata) & 1024'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << bsh);
            ci$d = ci$q + 32'h1;
            if (ci$q == tlast) begin
                ci$d = 32'h0;
                full$d = 1'b1;
            end
        end
        any_miss = 1'b0;
        any_amb = 1'b0;
        va$0 = 32'h0;
        tm$0$line = heads$q[(32'h200 * 0)+:(512)];
        tm$0$key = fl$data_out[(32'h40 * 0)+:(64)];
        va$1 = va$0 | tm$0$val_at;
        if (tm$0$miss) begin
            any_miss = 1'b1;
        end
        if (tm$0$amb) begin
            any_amb = 1'b1;
        end
        tm$1$line = heads$q[(32'h200 * 1)+:(512)];
        tm$1$key = fl$data_out[(32'h40 * 1)+:(64)];
        va$2 = va$1 | tm$1$val_at;
        if (tm$1$miss) begin
            any_miss = 1'b1;
        end
        if (tm$1$amb) begin
            any_amb = 1'b1;
        end
        out_vals = va$2;
        out_lines = heads$q;
        out_valid = full$q;
        out_kind = 32'h1;
        if (any_amb) begin
            out_kind = 32'h2;
        end
        if (any_miss) begin
            out_kind = 32'h0;
        end
        out_tup = fl$data_out[(32'h0)+:(192)];
        fl$read = 1'b0;
        if (full$q & out_ready) begin
            full$d = 1'b0;
            fl$read = 1'b1;
        end
        busy = ~fl$empty | (ti$q != 32'h0) | full$q;
        if (reset) begin
            ti$d = 32'h0;
            ci$d = 32'h0;
            full$d = 1'b0;
        end
    end
    
endmodule // top


module top$ci(d,q,clock);
    
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
          
endmodule // top$ci


module top$ctrls(d,q,clock);
    
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
          
endmodule // top$ctrls


module top$fl(clock,reset,write,data_in,full,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [193:0] data_in;
    output reg  full;
    output reg  [4:0] count;
    input wire  read;
    output reg  [193:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 5'b10000;
    
    // Stub signals
    reg  [3:0] ram$read_address;
    reg  ram$read_clock;
    wire  [193:0] ram$read_data;
    reg  [3:0] ram$write_address;
    reg  ram$write_clock;
    reg  [193:0] ram$write_data;
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
    
endmodule // top$fl


module top$fl$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [193:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [193:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[193:0] mem[15:0];
    
    
    
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
          
endmodule // top$fl$rd


module top$fl$wr(d,q,clock);
    
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
          
endmodule // top$fl$wr


module top$fl$wr_d(d,q,clock);
    
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
          
endmodule // top$fl$wr_d


module top$full(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$full


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


module top$heads(d,q,clock);
    
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
          
endmodule // top$heads


module top$ti(d,q,clock);
    
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
          
endmodule // top$ti


module top$tm$0(line,key,miss,amb,val,val_at);
    
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
    
endmodule // top$tm$0


module top$tm$1(line,key,miss,amb,val,val_at);
    
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
    
endmodule // top$tm$1
