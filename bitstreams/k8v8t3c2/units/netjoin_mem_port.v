

module netjoin_mem_port(clock,reset,u_valid,u_write,u_addr,u_wdata,u_wstrb,u_ready,u_wready,u_rdata,u_rempty,u_rpop,idle,req_valid,req_write,req_addr,req_wdata,req_wstrb,req_ready,rsp_valid,rsp_rdata);
    
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
    wire  rsp$full_q;
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
    top$rsp rsp(
        .clock(rsp$clock),
        .reset(rsp$reset),
        .write(rsp$write),
        .data_in(rsp$data_in),
        .full(rsp$full),
        .full_q(rsp$full_q),
        .count(rsp$count),
        .read(rsp$read),
        .data_out(rsp$data_out),
        .empty(rsp$empty)
    );
    top$outst outst(
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
    
endmodule // top


module top$outst(d,q,clock);
    
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
          
endmodule // top$outst


module top$rsp(clock,reset,write,data_in,full,full_q,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [511:0] data_in;
    output reg  full;
    output reg  full_q;
    output reg  [6:0] count;
    input wire  read;
    output reg  [511:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    localparam  size_less_one = 7'b111111;
    
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
    reg  full_r$d;
    wire  full_r$q;
    reg  full_r$clock;
    
    // Sub module instances
    top$rsp$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$rsp$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$rsp$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$rsp$wr_d wr_d(
        .d(wr_d$d),
        .q(wr_d$q),
        .clock(wr_d$clock)
    );
    top$rsp$full_r full_r(
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
    
endmodule // top$rsp


module top$rsp$full_r(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rsp$full_r


module top$rsp$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$rsp$ram


module top$rsp$rd(d,q,clock);
    
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
          
endmodule // top$rsp$rd


module top$rsp$wr(d,q,clock);
    
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
          
endmodule // top$rsp$wr


module top$rsp$wr_d(d,q,clock);
    
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
          
endmodule // top$rsp$wr_d
