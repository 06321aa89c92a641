

module netjoin_parser(clock,reset,rx_tdata,rx_tkeep,rx_tvalid,rx_tlast,rx_tuser,rx_tready,rx_pause,desc,desc_valid,desc_pop,pl_data,pl_empty,pl_wide,pl_count,pl_pop,pl_skip,pl_skip_n,frames_seen);
    
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
    localparam  rem_at$0 = 16'h8;
    localparam  rem_at$1 = 16'h9;
    localparam  rem_at$2 = 16'ha;
    localparam  rem_at$3 = 16'hb;
    localparam  rem_at$4 = 16'hc;
    localparam  rem_at$5 = 16'hd;
    localparam  rem_at$6 = 16'he;
    localparam  rem_at$7 = 16'hf;
    localparam  rem_at$8 = 16'h10;
    localparam  gt_mask$0 = 8'hff;
    localparam  gt_mask$1 = 8'hfe;
    localparam  gt_mask$2 = 8'hfc;
    localparam  gt_mask$3 = 8'hf8;
    localparam  gt_mask$4 = 8'hf0;
    localparam  gt_mask$5 = 8'he0;
    localparam  gt_mask$6 = 8'hc0;
    localparam  gt_mask$7 = 8'h80;
    localparam  gt_mask$8 = 8'h0;
    localparam  lt_mask$0 = 8'h0;
    localparam  lt_mask$1 = 8'hff;
    localparam  lt_mask$2 = 8'hfe;
    localparam  lt_mask$3 = 8'hfc;
    localparam  lt_mask$4 = 8'hf8;
    localparam  lt_mask$5 = 8'hf0;
    localparam  lt_mask$6 = 8'he0;
    localparam  lt_mask$7 = 8'hc0;
    localparam  lt_mask$8 = 8'h80;
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
    localparam  VERSION = 32'h2;
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
    wire  dq$full_q;
    wire  [6:0] dq$count;
    reg  dq$read;
    wire  [383:0] dq$data_out;
    wire  dq$empty;
    reg  [15:0] sw_plen$inp;
    wire  [15:0] sw_plen$out;
    reg  [15:0] flen$words;
    reg  [7:0] flen$tkeep;
    wire  [15:0] flen$last_bytes;
    wire  [15:0] flen$len;
    
    // Local signals
    reg  beat;
    reg  [319:0] hdr_next;
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
    top$wc wc(
        .d(wc$d),
        .q(wc$q),
        .clock(wc$clock)
    );
    top$stored stored(
        .d(stored$d),
        .q(stored$q),
        .clock(stored$clock)
    );
    top$hdr hdr(
        .d(hdr$d),
        .q(hdr$q),
        .clock(hdr$clock)
    );
    top$seen seen(
        .d(seen$d),
        .q(seen$q),
        .clock(seen$clock)
    );
    top$dropping dropping(
        .d(dropping$d),
        .q(dropping$q),
        .clock(dropping$clock)
    );
    top$nodesc nodesc(
        .d(nodesc$d),
        .q(nodesc$q),
        .clock(nodesc$clock)
    );
    top$pending pending(
        .d(pending$d),
        .q(pending$q),
        .clock(pending$clock)
    );
    top$min_over min_over(
        .d(min_over$d),
        .q(min_over$q),
        .clock(min_over$clock)
    );
    top$min_at min_at(
        .d(min_at$d),
        .q(min_at$q),
        .clock(min_at$clock)
    );
    top$max_over max_over(
        .d(max_over$d),
        .q(max_over$q),
        .clock(max_over$clock)
    );
    top$max_at max_at(
        .d(max_at$d),
        .q(max_at$q),
        .clock(max_at$clock)
    );
    top$hb_over hb_over(
        .d(hb_over$d),
        .q(hb_over$q),
        .clock(hb_over$clock)
    );
    top$hb_at hb_at(
        .d(hb_at$d),
        .q(hb_at$q),
        .clock(hb_at$clock)
    );
    top$rem rem(
        .d(rem$d),
        .q(rem$q),
        .clock(rem$clock)
    );
    top$rem_neg rem_neg(
        .d(rem_neg$d),
        .q(rem_neg$q),
        .clock(rem_neg$clock)
    );
    top$rem_le0 rem_le0(
        .d(rem_le0$d),
        .q(rem_le0$q),
        .clock(rem_le0$clock)
    );
    top$gt_lanes gt_lanes(
        .d(gt_lanes$d),
        .q(gt_lanes$q),
        .clock(gt_lanes$clock)
    );
    top$lt_lanes lt_lanes(
        .d(lt_lanes$d),
        .q(lt_lanes$q),
        .clock(lt_lanes$clock)
    );
    top$plen_big plen_big(
        .d(plen_big$d),
        .q(plen_big$q),
        .clock(plen_big$clock)
    );
    top$pl pl(
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
    top$dq dq(
        .clock(dq$clock),
        .reset(dq$reset),
        .write(dq$write),
        .data_in(dq$data_in),
        .full(dq$full),
        .full_q(dq$full_q),
        .count(dq$count),
        .read(dq$read),
        .data_out(dq$data_out),
        .empty(dq$empty)
    );
    top$sw_plen sw_plen(
        .inp(sw_plen$inp),
        .out(sw_plen$out)
    );
    top$flen flen(
        .words(flen$words),
        .tkeep(flen$tkeep),
        .last_bytes(flen$last_bytes),
        .len(flen$len)
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
        flen$words = wc$q;
        flen$tkeep = rx_tkeep;
        len = flen$len;
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
                if (rem$q == rem_at$0) begin
                    gt_lanes$d = gt_mask$0;
                    lt_lanes$d = lt_mask$0;
                end
                if (rem$q == rem_at$1) begin
                    gt_lanes$d = gt_mask$1;
                    lt_lanes$d = lt_mask$1;
                end
                if (rem$q == rem_at$2) begin
                    gt_lanes$d = gt_mask$2;
                    lt_lanes$d = lt_mask$2;
                end
                if (rem$q == rem_at$3) begin
                    gt_lanes$d = gt_mask$3;
                    lt_lanes$d = lt_mask$3;
                end
                if (rem$q == rem_at$4) begin
                    gt_lanes$d = gt_mask$4;
                    lt_lanes$d = lt_mask$4;
                end
                if (rem$q == rem_at$5) begin
                    gt_lanes$d = gt_mask$5;
                    lt_lanes$d = lt_mask$5;
                end
                if (rem$q == rem_at$6) begin
                    gt_lanes$d = gt_mask$6;
                    lt_lanes$d = lt_mask$6;
                end
                if (rem$q == rem_at$7) begin
                    gt_lanes$d = gt_mask$7;
                    lt_lanes$d = lt_mask$7;
                end
                if (rem$q == rem_at$8) begin
                    gt_lanes$d = gt_mask$8;
                    lt_lanes$d = lt_mask$8;
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
    
endmodule // top


module top$dq(clock,reset,write,data_in,full,full_q,count,read,data_out,empty);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [383:0] data_in;
    output reg  full;
    output reg  full_q;
    output reg  [6:0] count;
    input wire  read;
    output reg  [383:0] data_out;
    output reg  empty;
    
    // Constant declarations
    localparam  size = 7'b1000000;
    localparam  size_less_one = 7'b111111;
    
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
    reg  full_r$d;
    wire  full_r$q;
    reg  full_r$clock;
    
    // Sub module instances
    top$dq$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$dq$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$dq$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$dq$wr_d wr_d(
        .d(wr_d$d),
        .q(wr_d$q),
        .clock(wr_d$clock)
    );
    top$dq$full_r full_r(
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
    
endmodule // top$dq


module top$dq$full_r(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dq$full_r


module top$dq$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$dq$ram


module top$dq$rd(d,q,clock);
    
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
          
endmodule // top$dq$rd


module top$dq$wr(d,q,clock);
    
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
          
endmodule // top$dq$wr


module top$dq$wr_d(d,q,clock);
    
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
          
endmodule // top$dq$wr_d


module top$dropping(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dropping


module top$flen(words,tkeep,last_bytes,len);
    
    // Module arguments
    input wire  [15:0] words;
    input wire  [7:0] tkeep;
    output reg  [15:0] last_bytes;
    output reg  [15:0] len;
    
    // Update code
    always @(*) begin
        last_bytes = 32'h0;
        if (tkeep[32'h0]) begin
            last_bytes = 32'h1;
        end
        if (tkeep[32'h1]) begin
            last_bytes = 32'h2;
        end
        if (tkeep[32'h2]) begin
            last_bytes = 32'h3;
        end
        if (tkeep[32'h3]) begin
            last_bytes = 32'h4;
        end
        if (tkeep[32'h4]) begin
            last_bytes = 32'h5;
        end
        if (tkeep[32'h5]) begin
            last_bytes = 32'h6;
        end
        if (tkeep[32'h6]) begin
            last_bytes = 32'h7;
        end
        if (tkeep[32'h7]) begin
            last_bytes = 32'h8;
        end
        len = (words << 32'h3) + last_bytes;
        if (words >= 32'h1fff) begin
            len = 32'hffff;
        end
    end
    
endmodule // top$flen


module top$gt_lanes(d,q,clock);
    
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
          
endmodule // top$gt_lanes


module top$hb_at(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$hb_at


module top$hb_over(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$hb_over


module top$hdr(d,q,clock);
    
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
          
endmodule // top$hdr


module top$lt_lanes(d,q,clock);
    
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
          
endmodule // top$lt_lanes


module top$max_at(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$max_at


module top$max_over(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$max_over


module top$min_at(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$min_at


module top$min_over(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$min_over


module top$nodesc(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$nodesc


module top$pending(d,q,clock);
    
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
          
endmodule // top$pending


module top$pl(clock,reset,write,data_in,full,read,skip,skip_n,data_out,data_wide,count,empty);
    
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
    top$pl$ram$0 ram$0(
        .read_address(ram$0$read_address),
        .read_clock(ram$0$read_clock),
        .read_data(ram$0$read_data),
        .write_address(ram$0$write_address),
        .write_clock(ram$0$write_clock),
        .write_data(ram$0$write_data),
        .write_enable(ram$0$write_enable)
    );
    top$pl$ram$1 ram$1(
        .read_address(ram$1$read_address),
        .read_clock(ram$1$read_clock),
        .read_data(ram$1$read_data),
        .write_address(ram$1$write_address),
        .write_clock(ram$1$write_clock),
        .write_data(ram$1$write_data),
        .write_enable(ram$1$write_enable)
    );
    top$pl$ram$2 ram$2(
        .read_address(ram$2$read_address),
        .read_clock(ram$2$read_clock),
        .read_data(ram$2$read_data),
        .write_address(ram$2$write_address),
        .write_clock(ram$2$write_clock),
        .write_data(ram$2$write_data),
        .write_enable(ram$2$write_enable)
    );
    top$pl$ram$3 ram$3(
        .read_address(ram$3$read_address),
        .read_clock(ram$3$read_clock),
        .read_data(ram$3$read_data),
        .write_address(ram$3$write_address),
        .write_clock(ram$3$write_clock),
        .write_data(ram$3$write_data),
        .write_enable(ram$3$write_enable)
    );
    top$pl$ram$4 ram$4(
        .read_address(ram$4$read_address),
        .read_clock(ram$4$read_clock),
        .read_data(ram$4$read_data),
        .write_address(ram$4$write_address),
        .write_clock(ram$4$write_clock),
        .write_data(ram$4$write_data),
        .write_enable(ram$4$write_enable)
    );
    top$pl$ram$5 ram$5(
        .read_address(ram$5$read_address),
        .read_clock(ram$5$read_clock),
        .read_data(ram$5$read_data),
        .write_address(ram$5$write_address),
        .write_clock(ram$5$write_clock),
        .write_data(ram$5$write_data),
        .write_enable(ram$5$write_enable)
    );
    top$pl$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    top$pl$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$pl$wr_d wr_d(
        .d(wr_d$d),
        .q(wr_d$q),
        .clock(wr_d$clock)
    );
    top$pl$count_r count_r(
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
    
endmodule // top$pl


module top$pl$count_r(d,q,clock);
    
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
          
endmodule // top$pl$count_r


module top$pl$ram$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$pl$ram$0


module top$pl$ram$1(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$pl$ram$1


module top$pl$ram$2(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$pl$ram$2


module top$pl$ram$3(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$pl$ram$3


module top$pl$ram$4(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$pl$ram$4


module top$pl$ram$5(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$pl$ram$5


module top$pl$rd(d,q,clock);
    
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
          
endmodule // top$pl$rd


module top$pl$wr(d,q,clock);
    
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
          
endmodule // top$pl$wr


module top$pl$wr_d(d,q,clock);
    
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
          
endmodule // top$pl$wr_d


module top$plen_big(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$plen_big


module top$rem(d,q,clock);
    
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
          
endmodule // top$rem


module top$rem_le0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rem_le0


module top$rem_neg(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rem_neg


module top$seen(d,q,clock);
    
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
          
endmodule // top$seen


module top$stored(d,q,clock);
    
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
          
endmodule // top$stored


module top$sw_plen(inp,out);
    
    // Module arguments
    input wire  [15:0] inp;
    output reg  [15:0] out;
    
    // Update code (custom)
    always @(*) begin
       out = {inp[7:0], inp[15:8]};
    end
endmodule // top$sw_plen


module top$wc(d,q,clock);
    
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
          
endmodule // top$wc
