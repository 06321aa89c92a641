//! Writes the generated Verilog: the whole switch to
//! bitstreams/<sig>/netjoin_switch.v and the units to bitstreams/<sig>/units/.
fn main() {
    let sig = netjoin_hdl::sig::signature();
    let base = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../bitstreams")
        .join(sig.id());
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
