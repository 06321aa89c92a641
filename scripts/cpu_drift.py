#!/usr/bin/env python3
"""Times a fixed CPU workload again and again for SECONDS (default 60) and
prints the mean wall and CPU time per repetition in a dozen windows: shows
whether this machine's cores keep their speed while busy. Run one per core
at once to load them all, e.g.
    python3 scripts/cpu_drift.py 60 & python3 scripts/cpu_drift.py 60; wait
(docs/PERFORMANCE.md, "This machine's repeatability")."""
import os
import sys
import time

seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 60.0
if seconds <= 0:
    sys.exit(f"cpu_drift: SECONDS must be positive, got {sys.argv[1]}")
t_end = time.time() + seconds
reps = []
while time.time() < t_end:
    wall, cpu = time.perf_counter(), time.process_time()
    s = 0
    for i in range(2_000_000):
        s += i
    reps.append((time.perf_counter() - wall, time.process_time() - cpu))
size = max(1, len(reps) // 12)
for k in range(0, len(reps), size):
    w = reps[k:k + size]
    print(f"{os.getpid()} reps {k:4}-{k + len(w):4}: wall {sum(x[0] for x in w) / len(w) * 1e3:6.1f} ms, "
          f"cpu {sum(x[1] for x in w) / len(w) * 1e3:6.1f} ms per repetition")
