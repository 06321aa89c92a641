//! Writes the generated Verilog: the whole switch to
//! bitstreams/<id>/netjoin_switch.v and the units to bitstreams/<id>/units/,
//! `<id>` the build's catalog id (`sig::signature_id`: k8v8t3c2), or to the
//! directory given as the only argument (e.g. for a lint run).
fn main() {
    let base = match std::env::args_os().nth(1) {
        Some(dir) => std::path::PathBuf::from(dir),
        None => std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../bitstreams")
            .join(netjoin_hdl::sig::signature_id()),
    };
    let dir = base.join("units");
    std::fs::create_dir_all(&dir).unwrap();
    let top = base.join("netjoin_switch.v");
    std::fs::write(&top, netjoin_hdl::generate()).unwrap();
    println!("{}", top.display());
    for (name, v) in netjoin_hdl::gen::units() {
        std::fs::write(dir.join(format!("{name}.v")), v).unwrap();
        println!("{}", dir.join(format!("{name}.v")).display());
    }
}
