#!/usr/bin/env python3
"""How long touching fresh memory takes on this machine, right after the
previous block was freed and after waiting: on a VM whose guest reports
freed pages to the host (virtio-balloon free page reporting), memory freed
and reported must be faulted in by the host again on its next first touch.

    python3 scripts/fresh_memory.py [MiB] [reps]

Prints, for each wait between free and the next allocation, the time per
GiB to allocate and touch the block (mmap, one write per 4 KiB page), and
the page-reporting counter's growth if the kernel exposes it."""
import mmap, sys, time

MIB = int(sys.argv[1]) if len(sys.argv) > 1 else 512
REPS = int(sys.argv[2]) if len(sys.argv) > 2 else 5
REPORTED = "/sys/module/page_reporting/parameters/reported_kib"


def reported():
    try:
        return int(open(REPORTED).read())
    except OSError:
        return None


def touch_once():
    n = MIB << 20
    t = time.perf_counter()
    m = mmap.mmap(-1, n)
    for off in range(0, n, 4096):
        m[off] = 1
    s = time.perf_counter() - t
    m.close()
    return s


for wait in [0.0, 0.5, 3.0]:
    times = []
    r0 = reported()
    for _ in range(REPS):
        time.sleep(wait)
        times.append(touch_once())
    r1 = reported()
    per_gib = sorted(t * 1024 / MIB for t in times)
    grew = "" if r0 is None else f", page reporting +{(r1 - r0) / 1024:.0f} MiB"
    print(f"wait {wait:3.1f} s before each: {', '.join(f'{x:.2f}' for x in per_gib)} s per GiB touched{grew}")
