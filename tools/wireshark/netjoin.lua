-- Wireshark / tshark dissector for NetJoin frames (EtherType 0x88B5).
-- The wire format is docs/PROTOCOL.md; offsets follow proto/src/header.rs.
--
-- Install (one command, your personal plugin folder):
--   mkdir -p ~/.local/lib/wireshark/plugins && cp tools/wireshark/netjoin.lua ~/.local/lib/wireshark/plugins/
-- or for one run:  tshark -X lua_script:tools/wireshark/netjoin.lua -r capture.pcap
--
-- Tuples are split by the signature (key, value and table counts) of the
-- last LOAD_SIGNATURE seen in the capture; without one, a tuple is shown as
-- payload_len / tuple_count raw bytes.
--
-- CONTROL and CONTROL_REPLY payloads end with the authentication trailer
-- (PROTOCOL.md §5.4: counter u64, tag u64). The tag is shown, not checked:
-- the dissector has no key. For a capture of a switch in open mode (no
-- trailer), clear the preference "Authenticated control".

local netjoin = Proto("netjoin", "NetJoin in-network join")

local opcodes = {
  [1] = "BUILD", [2] = "PROBE", [3] = "RESULT", [4] = "SPILL", [5] = "OVERFLOW",
  [6] = "END", [7] = "ACK", [8] = "CONTROL", [9] = "CONTROL_REPLY",
}
local commands = { [1] = "RESET", [2] = "LOAD_SIGNATURE", [3] = "CONFIGURE", [4] = "READ_COUNTERS",
  [5] = "READ_QUERY_COUNTERS", [6] = "RELEASE" }
local statuses = { [0] = "OK", [1] = "UNSUPPORTED_SIGNATURE", [2] = "MALFORMED", [3] = "NO_MEMORY", [4] = "NO_SIGNATURE",
  [5] = "BUSY", [6] = "NO_QUERY" }
local phases = { [0xFE] = "build", [0xFF] = "probe" }
-- READ_COUNTERS, in wire order (PROTOCOL.md §8, proto/src/counters.rs).
local counter_names = {
  [0] = "frames_in", "frames_accepted", "drop_truncated", "drop_oversized",
  "drop_dst_mac", "drop_ethertype", "drop_version", "drop_opcode",
  "drop_query_id", "drop_token", "drop_length", "drop_source", "drop_table",
  "drop_duplicate", "drop_out_of_order", "drop_phase", "drop_mac_error",
  "drop_input_full", "control_frames", "inserts", "overflows", "probes",
  "matches", "misses", "spills", "result_tuples", "frames_out", "filtered",
  "drop_auth", "drop_replay",
}
-- Bytes of the trailer at the end of a CONTROL or CONTROL_REPLY payload.
local TRAILER = 16

netjoin.prefs.auth = Pref.bool("Authenticated control", true,
  "CONTROL and CONTROL_REPLY payloads end with a 16-byte trailer (counter, tag; PROTOCOL.md §5.4). Clear for a switch in open mode.")

local f = netjoin.fields
f.version = ProtoField.uint8("netjoin.version", "Version")
f.opcode = ProtoField.uint8("netjoin.opcode", "Opcode", base.DEC, opcodes)
f.query_id = ProtoField.uint16("netjoin.query_id", "Query id")
f.source = ProtoField.uint16("netjoin.source", "Source", base.HEX)
f.table = ProtoField.uint8("netjoin.table", "Table / phase / command")
f.command = ProtoField.uint8("netjoin.command", "Control command", base.DEC, commands)
f.flags = ProtoField.uint8("netjoin.flags", "Flags", base.HEX)
f.ack_request = ProtoField.bool("netjoin.flags.ack_request", "ACK requested", 8, nil, 0x01)
f.status = ProtoField.uint8("netjoin.status", "Status", base.DEC, statuses)
f.tuple_count = ProtoField.uint16("netjoin.tuple_count", "Tuple count")
f.seq = ProtoField.uint32("netjoin.seq", "Sequence number")
f.payload_len = ProtoField.uint16("netjoin.payload_len", "Payload length")
f.token = ProtoField.uint64("netjoin.token", "Token", base.HEX)
f.sig_id = ProtoField.string("netjoin.sig.id", "Signature id")
f.sig_k = ProtoField.uint16("netjoin.sig.key_bytes", "Key bytes")
f.sig_v = ProtoField.uint16("netjoin.sig.value_bytes", "Value bytes")
f.sig_t = ProtoField.uint16("netjoin.sig.tables", "Tables")
f.ack = ProtoField.uint32("netjoin.ack", "Next expected sequence number")
f.conf_token = ProtoField.uint64("netjoin.conf.token", "Query token", base.HEX)
f.conf_bits = ProtoField.uint8("netjoin.conf.bucket_bits", "Bucket bits")
f.conf_sources = ProtoField.uint8("netjoin.conf.num_sources", "Sources")
f.conf_payload = ProtoField.uint16("netjoin.conf.max_payload", "Max payload")
f.conf_sink = ProtoField.ether("netjoin.conf.sink", "Sink MAC")
f.conf_flags = ProtoField.uint8("netjoin.conf.flags", "Flags", base.HEX)
f.conf_filter = ProtoField.uint8("netjoin.conf.filter_bits", "Filter bits")
f.conf_route = ProtoField.bool("netjoin.conf.flags.to_source", "Results to their source", 8, nil, 0x01)
f.conf_shape = ProtoField.bool("netjoin.conf.flags.payload_only", "RESULT without the probe's keys", 8, nil, 0x02)
f.conf_context = ProtoField.uint8("netjoin.conf.flags.context", "Query context (PROTOCOL.md §5.5)", base.DEC, nil, 0x0C)
f.conf_onchip = ProtoField.uint8("netjoin.conf.flags.onchip", "Tables on chip (bit t: table t)", base.HEX, nil, 0xF0)
f.counter = ProtoField.uint64("netjoin.counter", "Counter")
f.drop_auth = ProtoField.uint64("netjoin.counters.drop_auth", "drop_auth")
f.drop_replay = ProtoField.uint64("netjoin.counters.drop_replay", "drop_replay")
f.auth = ProtoField.bytes("netjoin.auth", "Authentication trailer")
f.auth_counter = ProtoField.uint64("netjoin.auth.counter", "Control counter")
f.auth_tag = ProtoField.uint64("netjoin.auth.tag", "Tag (SipHash-2-4)", base.HEX)
f.counts_frames = ProtoField.uint32("netjoin.counts.frames", "Frames")
f.counts_tuples = ProtoField.uint64("netjoin.counts.tuples", "Tuples")
f.counts_aux = ProtoField.uint64("netjoin.counts.aux", "Aux")
f.tuple = ProtoField.bytes("netjoin.tuple", "Tuple")
f.key = ProtoField.uint64("netjoin.key", "Key", base.DEC)
f.value = ProtoField.bytes("netjoin.value", "Value")
f.payload = ProtoField.bytes("netjoin.tuple_payload", "Payload")
f.bucket = ProtoField.bytes("netjoin.bucket", "Raw bucket")

-- Wireshark hands an EtherType's dissector the frame after the 14-byte
-- Ethernet header, so offsets here are proto/src/header.rs's less 14.
local PAYLOAD = 26

-- The signature last loaded in this capture (first pass, in file order).
local sig = nil

local function key_item(tree, buf, at, k)
  -- Keys are big-endian, at most 8 bytes.
  tree:add(f.key, buf(at, k), buf(at, k):uint64())
end

local function tuples(tree, buf, op, count, width)
  for i = 0, count - 1 do
    local at = PAYLOAD + i * width
    local t = tree:add(f.tuple, buf(at, width))
    t:set_text(string.format("Tuple %d (%d B)", i, width))
    if sig ~= nil then
      local k, v, tabs = sig.k, sig.v, sig.t
      if op == 1 or op == 5 then -- BUILD, OVERFLOW: key, value
        key_item(t, buf, at, k)
        t:add(f.value, buf(at + k, v))
      elseif op == 2 or op == 3 or op == 4 then -- PROBE, RESULT, SPILL: keys, payload, ...
        for j = 0, tabs - 1 do key_item(t, buf, at + j * k, k) end
        t:add(f.payload, buf(at + tabs * k, v))
        local rest = at + tabs * k + v
        local extra = (width - tabs * k - v) / tabs
        for j = 0, tabs - 1 do
          if op == 3 then t:add(f.value, buf(rest + j * extra, extra))
          elseif op == 4 then t:add(f.bucket, buf(rest + j * extra, extra)) end
        end
      end
    end
  end
end

function netjoin.dissector(buf, pinfo, root)
  if buf:len() < PAYLOAD then return 0 end
  pinfo.cols.protocol = "NetJoin"
  local op = buf(1, 1):uint()
  local tree = root:add(netjoin, buf(0, math.min(buf:len(), PAYLOAD + buf(14, 2):uint())))
  tree:add(f.version, buf(0, 1))
  tree:add(f.opcode, buf(1, 1))
  tree:add(f.query_id, buf(2, 2))
  tree:add(f.source, buf(4, 2))
  tree:add(f.table, buf(6, 1))
  local fl = tree:add(f.flags, buf(7, 1))
  tree:add(f.tuple_count, buf(8, 2))
  tree:add(f.seq, buf(10, 4))
  tree:add(f.payload_len, buf(14, 2))
  tree:add(f.token, buf(18, 8))
  local count, plen = buf(8, 2):uint(), buf(14, 2):uint()
  if PAYLOAD + plen > buf:len() then
    tree:add_expert_info(PI_MALFORMED, PI_ERROR, "payload_len runs past the frame")
    return buf:len()
  end
  local name = opcodes[op] or string.format("opcode %d", op)
  local info = string.format("%s seq=%d", name, buf(10, 4):uint())
  if op == 8 or op == 9 then
    local cmd = buf(6, 1):uint()
    tree:add(f.command, buf(6, 1))
    info = string.format("%s %s", name, commands[cmd] or "?")
    if op == 9 then
      tree:add(f.status, buf(7, 1))
      info = info .. " " .. (statuses[buf(7, 1):uint()] or "?")
    end
    -- The record is the payload less the trailer (PROTOCOL.md §5.4).
    local rlen = plen
    if netjoin.prefs.auth then
      if plen >= TRAILER and plen % 8 == 0 then
        rlen = plen - TRAILER
        local at = PAYLOAD + rlen
        local a = tree:add(f.auth, buf(at, TRAILER))
        a:add(f.auth_counter, buf(at, 8))
        a:add(f.auth_tag, buf(at + 8, 8))
        info = info .. " ctr=" .. tostring(buf(at, 8):uint64())
      else
        tree:add_expert_info(PI_MALFORMED, PI_WARN, "no room for the authentication trailer (16 B or more, a multiple of 8)")
        rlen = -1
      end
    end
    if cmd == 2 and rlen == 40 then
      tree:add(f.sig_id, buf(26, 32))
      tree:add(f.sig_k, buf(58, 2))
      tree:add(f.sig_v, buf(60, 2))
      tree:add(f.sig_t, buf(62, 2))
      if op == 8 then
        sig = { k = buf(58, 2):uint(), v = buf(60, 2):uint(), t = buf(62, 2):uint() }
      end
    elseif cmd == 3 and rlen == 24 then
      tree:add(f.conf_token, buf(26, 8))
      tree:add(f.conf_bits, buf(34, 1))
      tree:add(f.conf_sources, buf(35, 1))
      tree:add(f.conf_payload, buf(36, 2))
      tree:add(f.conf_sink, buf(38, 6))
      local cf = tree:add(f.conf_flags, buf(44, 1))
      cf:add(f.conf_route, buf(44, 1))
      cf:add(f.conf_shape, buf(44, 1))
      cf:add(f.conf_context, buf(44, 1))
      cf:add(f.conf_onchip, buf(44, 1))
      tree:add(f.conf_filter, buf(45, 1))
    elseif (cmd == 4 or cmd == 5) and op == 9 and rlen > 0 then
      for i = 0, math.floor(rlen / 8) - 1 do
        local at = PAYLOAD + 8 * i
        if i == 28 then tree:add(f.drop_auth, buf(at, 8))
        elseif i == 29 then tree:add(f.drop_replay, buf(at, 8))
        else
          local c = tree:add(f.counter, buf(at, 8))
          c:set_text(string.format("Counter %d %s: %s", i, counter_names[i] or "?", tostring(buf(at, 8):uint64())))
        end
      end
    end
  elseif op == 6 or op == 7 then
    info = string.format("%s %s phase seq=%d", name, phases[buf(6, 1):uint()] or "?", buf(10, 4):uint())
    if plen == 24 then
      tree:add(f.counts_frames, buf(26, 4))
      if op == 7 then
        tree:add(f.ack, buf(30, 4))
        info = info .. string.format(" ack=%d", buf(30, 4):uint())
      end
      tree:add(f.counts_tuples, buf(34, 8))
      tree:add(f.counts_aux, buf(42, 8))
    end
  elseif count > 0 and plen % count == 0 then
    tuples(tree, buf, op, count, plen / count)
    info = string.format("%s seq=%d %d tuples", name, buf(10, 4):uint(), count)
  end
  if bit.band(buf(7, 1):uint(), 1) == 1 and op ~= 9 then
    fl:add(f.ack_request, buf(7, 1))
  end
  pinfo.cols.info = info
  return buf:len()
end

DissectorTable.get("ethertype"):add(0x88B5, netjoin)
