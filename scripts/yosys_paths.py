#!/usr/bin/env python3
"""Longest combinational paths of a flattened Yosys netlist, weighted by an
estimated delay per cell and counted in LUT levels.

Yosys's `ltp` (what `netjoin bitstreams build --synth` records as
`longest_path_cells`) counts cells: a path of 16 CARRY4 steps and a few LUTs
outranks a path of 16 LUTs, although the LUTs take three times as long.
This script reads the netlist `write_json` wrote after `synth_xilinx` and
`flatten`, gives each mapped cell an estimated delay (Virtex-7 -2 with a
typical route; see the W_* constants) and prints the worst paths, one per
endpoint register, with their LUT levels and the modules they cross.
It is an estimate for comparing designs, not a timing analysis: that needs
Vivado with placement and routing.

    yosys -q -p 'read_verilog bitstreams/k8v8t3/netjoin_switch.v; \\
        synth_xilinx -family xc7 -top netjoin_switch; flatten; opt_clean; \\
        write_json /tmp/k8v8t3.json'
    python3 scripts/yosys_paths.py /tmp/k8v8t3.json [--top N] [--detail K] \\
        [--quasi-static 'bucket_bits|c_(qid|tok|bits|nsrc|mp|sink|route|res|sp|ov)\\$q']

Each section ends with a count: the endpoints whose path is estimated
over --budget (6.4 ns by default, one cycle at 156.25 MHz) and how many
LUT levels the endpoints' paths have. With --quasi-static, paths that
start at registers which change only while the pipeline is idle
(CONFIGURE's fields: a timing constraint would make them multicycle) are
listed in a section of their own, not with the rest.
"""
import argparse
import collections
import json
import re
import sys

W_LUT = 0.50       # a LUT and the route into it
W_MUXF = 0.25      # MUXF7 / MUXF8: dedicated, no route
W_CARRY_CI = 0.10  # carry in to out through one CARRY4
W_CARRY_IN = 0.45  # S / DI into a CARRY4 (entering the chain)
W_LUTRAM = 0.90    # distributed RAM or SRL: address to data out, with a route
ADDRESS_PORT = re.compile(r"^(A\d*|ADDR[A-D]|DPRA\d*|RADR\d*)$")


def timing_edges(cell):
    """(input port, output port, delay, LUT levels) for a mapped cell, or
    None if the cell starts and ends paths (flip-flops, block RAM, DSP,
    I/O buffers)."""
    t = cell["type"]
    dirs = cell["port_directions"]
    ins = [p for p, d in dirs.items() if d == "input"]
    outs = [p for p, d in dirs.items() if d == "output"]
    if t.startswith("LUT"):
        return [(i, o, W_LUT, 1) for i in ins for o in outs]
    if t in ("MUXF7", "MUXF8"):
        return [(i, o, W_MUXF, 0) for i in ins for o in outs]
    if t == "CARRY4":
        return [(i, o, W_CARRY_CI if i in ("CI", "CYINIT") else W_CARRY_IN, 0) for i in ins for o in outs]
    if t == "INV":
        return [(i, o, 0.0, 0) for i in ins for o in outs]
    if (t.startswith("RAM") and not t.startswith("RAMB")) or t.startswith("SRL"):
        return [(i, o, W_LUTRAM, 1) for i in ins if ADDRESS_PORT.match(i) for o in outs]
    return None


def module_of(cell_name):
    """The module path a flattened cell came from (`engine.src`, `bu`)."""
    parts = re.findall(r"\\([A-Za-z_][\w$]*)\.", cell_name)
    return ".".join(parts[:3]) if parts else "top"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("netlist", help="write_json output of a flattened synth_xilinx netlist")
    ap.add_argument("--module", default="netjoin_switch")
    ap.add_argument("--top", type=int, default=12, help="endpoints to list")
    ap.add_argument("--detail", type=int, default=1, help="of these, print the cells of the first K")
    ap.add_argument("--budget", type=float, default=6.4, metavar="NS",
                    help="count the endpoints whose path is estimated over this (default 6.4 ns: 156.25 MHz)")
    ap.add_argument("--quasi-static", metavar="REGEX",
                    help="registers (net names) that change only while the pipeline is idle: paths from them "
                         "are multicycle in the timing constraints, so they are listed apart, not with the rest")
    a = ap.parse_args()
    if not a.budget > 0:
        sys.exit(f"yosys_paths: --budget {a.budget} is not a positive number of ns")
    try:
        quasi_rx = re.compile(a.quasi_static) if a.quasi_static else None
    except re.error as e:
        sys.exit(f"yosys_paths: --quasi-static {a.quasi_static!r} is not a regular expression: {e}")
    try:
        design = json.load(open(a.netlist))
        m = design["modules"][a.module]
    except (OSError, ValueError, KeyError) as e:
        sys.exit(f"yosys_paths: cannot read module {a.module} from {a.netlist}: {e}")
    names = {}
    for net, n in m["netnames"].items():
        for b in n["bits"]:
            if isinstance(b, int) and (b not in names or (names[b].startswith("$") and not net.startswith("$"))):
                names[b] = net
    fanout = collections.defaultdict(list)
    indeg = collections.Counter()
    kinds = collections.Counter()
    edges_of = {cname: timing_edges(c) for cname, c in m["cells"].items()}
    for cname, c in m["cells"].items():
        edges = edges_of[cname]
        if edges is None:
            kinds[c["type"]] += 1
            continue
        conn = c["connections"]
        for i, o, w, lv in edges:
            for bi in conn.get(i, []):
                if not isinstance(bi, int):
                    continue
                for bo in conn.get(o, []):
                    if isinstance(bo, int):
                        fanout[bi].append((bo, w, lv, cname, c["type"]))
                        indeg[bo] += 1
    nodes = set(fanout) | set(indeg)
    starts = {b for b in nodes if indeg[b] == 0}
    quasi = set()
    if quasi_rx:
        quasi = {b for b in starts if quasi_rx.search(names.get(b, ""))}
        if not quasi:
            print(f"warning: --quasi-static {a.quasi_static!r} names no register that starts a path", file=sys.stderr)
    # Endpoints: the inputs of cells that end paths (a flip-flop's D, CE
    # and R, block RAM, DSP and output ports) and a LUT RAM's write side,
    # grouped by the register they load (bits of one register are one row).
    ends = []
    for cname, c in m["cells"].items():
        edges = edges_of[cname]
        through = {i for i, _, _, _ in edges} if edges else set()
        dirs = c["port_directions"]
        conn = c["connections"]
        if edges is None and c["type"].startswith("FD"):
            q = [b for b in conn.get("Q", []) if isinstance(b, int)]
            label = names.get(q[0], cname) if q else cname
        else:
            label = f"{module_of(cname)} {c['type']}"
        key = re.sub(r"\$(d|q)$", "", re.sub(r"\[\d+\]$", "", label))
        for port, d in dirs.items():
            if d != "input" or port in through:
                continue
            ends += [(key, b) for b in conn.get(port, []) if isinstance(b, int)]
    print(f"{len(m['cells'])} cells; path ends: {', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))}")
    timing = propagate(nodes, fanout, indeg, quasi)
    if timing[3] < len(nodes):
        print(f"warning: {len(nodes) - timing[3]} nets lie on combinational loops and are left out", file=sys.stderr)
    report(timing, ends, names, a.top, a.detail, a.budget)
    if quasi:
        # the same analysis from the quasi-static registers alone
        print(f"\nfrom quasi-static registers ({len(quasi)} bits matching {a.quasi_static!r}): "
              f"multicycle paths, not counted above")
        report(propagate(nodes, fanout, indeg, starts - quasi), ends, names, a.top, a.detail, a.budget)


def propagate(nodes, fanout, indeg, silent):
    """Worst arrival, LUT levels and predecessor of every net, in
    topological order; paths from the start nets in `silent` are left out.
    Also returns how many nets were ordered (the rest lie on loops)."""
    arrival = collections.defaultdict(float)
    levels = collections.defaultdict(int)
    pred = {}
    reached = set()
    remaining = dict(indeg)
    queue = collections.deque(b for b in nodes if indeg[b] == 0)
    done = 0
    while queue:
        b = queue.popleft()
        done += 1
        live = b in reached or (indeg[b] == 0 and b not in silent)
        for bo, w, lv, cname, ctype in fanout.get(b, ()):
            if live and (bo not in reached or arrival[b] + w >= arrival[bo]):
                arrival[bo] = arrival[b] + w
                levels[bo] = levels[b] + lv
                pred[bo] = (b, cname, ctype)
                reached.add(bo)
            remaining[bo] -= 1
            if remaining[bo] == 0:
                queue.append(bo)
    return arrival, levels, pred, done


def report(timing, ends, names, top, detail, budget):
    """Prints the worst path into each endpoint register, worst first, then
    how many endpoints have a path over the budget and how deep they are."""
    arrival, levels, pred, _ = timing
    best = {}
    for key, b in ends:
        if b in pred and (key not in best or arrival[b] > arrival[best[key]]):
            best[key] = b
    # (a register loaded straight from another or from a port has no path)
    rows = sorted(best.items(), key=lambda kv: -arrival[kv[1]])
    print("estimate (ns)  LUT levels  cells  start -> endpoint (modules crossed)")
    for n, (key, b) in enumerate(rows[:top]):
        chain = []
        x = b
        while x in pred:
            px, cname, ctype = pred[x]
            chain.append((cname, ctype, names.get(x, "")))  # the cell and the net it drives
            x = px
        chain.reverse()
        crossed = []
        for cname, _, _ in chain:
            mod = module_of(cname)
            if not crossed or crossed[-1] != mod:
                crossed.append(mod)
        start = names.get(x, f"net {x}")
        print(f"{arrival[b]:13.2f}  {levels[b]:10d}  {len(chain):5d}  {start} -> {key} ({' > '.join(crossed)})")
        if n < detail:
            for cname, ctype, net in chain:
                print(f"{'':20}{ctype:8} {module_of(cname):24} {net[:90]}")

    over = [b for _, b in rows if arrival[b] > budget]
    deep = collections.Counter(levels[b] for _, b in rows)
    print(f"endpoints with a path: {len(rows)}; estimated over {budget:.2f} ns: {len(over)} of {len(rows)}; "
          f"by LUT levels: {', '.join(f'{lv}: {deep[lv]}' for lv in sorted(deep, reverse=True))}")

if __name__ == "__main__":
    main()
