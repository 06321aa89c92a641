#!/usr/bin/env python3
"""Finds import circles between the files of each crate.

A file `a.rs` imports `b.rs` when it names `crate::b` (or `super::b` from a
child module, or `self::b`... for a crate root). Prints every strongly
connected group of two or more files and exits 1 if there is one.
Usage: scripts/import_cycles.py [crate dirs...] (default: every workspace crate)
"""
import os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def crates():
    out = []
    for dirpath, dirnames, filenames in os.walk(ROOT):
        dirnames[:] = [d for d in dirnames if d not in ("target", ".git", "node_modules")]
        if "Cargo.toml" in filenames and os.path.isdir(os.path.join(dirpath, "src")):
            out.append(dirpath)
    return sorted(out)

def module_files(src):
    """module path (tuple) -> file, for every .rs under src."""
    mods = {}
    for dirpath, _, filenames in os.walk(src):
        for f in filenames:
            if not f.endswith(".rs"):
                continue
            rel = os.path.relpath(os.path.join(dirpath, f), src)[:-3].split(os.sep)
            if rel[-1] in ("lib", "main") and len(rel) == 1:
                path = ()
            elif rel[-1] == "mod":
                path = tuple(rel[:-1])
            elif rel[0] == "bin":
                continue  # binaries are crates of their own
            else:
                path = tuple(rel)
            mods[path] = os.path.join(dirpath, f)
    return mods

TEST_MOD = re.compile(r"^\s*#\[cfg\(test\)\]\s*\n\s*mod\s+\w+\s*\{", re.M)

def strip(text):
    text = re.sub(r"//[^\n]*", "", text)
    m = TEST_MOD.search(text)
    if m:  # test modules may reach anywhere in their crate
        text = text[: m.start()]
    return text

def refs(text, here, mods):
    """Modules named by `crate::a::b`, `super::x`, and `use crate::{a, b::c}`."""
    found = set()
    def resolve(parts):
        for n in range(len(parts), 0, -1):
            if tuple(parts[:n]) in mods:
                return tuple(parts[:n])
        return None
    for m in re.finditer(r"\b(crate|super|self)((?:::\w+)*)(::\{([^;]*?)\})?", text):
        head, tail, brace = m.group(1), m.group(2), m.group(4)
        base = {"crate": [], "super": list(here[:-1]), "self": list(here)}[head]
        prefix = base + [p for p in tail.split("::") if p]
        paths = [prefix]
        if brace:
            # top-level items of the brace list
            depth, item, items = 0, "", []
            for ch in brace:
                if ch == "{":
                    depth += 1
                elif ch == "}":
                    depth -= 1
                if ch == "," and depth == 0:
                    items.append(item); item = ""
                else:
                    item += ch
            items.append(item)
            paths = [prefix + [p.strip() for p in it.split("{")[0].split("::") if p.strip() and p.strip() != "self"] for it in items if it.strip()]
        for p in paths:
            r = resolve(p)
            if r is not None and r != here and r != ():
                found.add(r)
    return found

def sccs(graph):
    index, low, stack, on, out, i = {}, {}, [], set(), [], [0]
    def visit(v):
        index[v] = low[v] = i[0]; i[0] += 1; stack.append(v); on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w); low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop(); on.discard(w); comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(comp)
    sys.setrecursionlimit(10000)
    for v in graph:
        if v not in index:
            visit(v)
    return out

def main():
    dirs = sys.argv[1:] or crates()
    bad = 0
    for d in dirs:
        src = os.path.join(os.path.abspath(d), "src")
        mods = module_files(src)
        graph = {}
        for path, f in mods.items():
            with open(f) as fh:
                text = strip(fh.read())
            # a parent declaring `mod child` is not an import
            graph[path] = {r for r in refs(text, path, mods) if r[: len(path)] != path or path == ()}
        for comp in sccs(graph):
            bad += 1
            names = sorted(mods[p][len(ROOT) + 1:] for p in comp)
            print("import circle: " + " <-> ".join(names))
    sys.exit(1 if bad else 0)

main()
