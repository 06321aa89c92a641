//! Writes the generated Verilog of the RTL units to bitstreams/<sig>/units/.
fn main() {
    let sig = netjoin_hdl::sig::signature();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../bitstreams").join(sig.id()).join("units");
    std::fs::create_dir_all(&dir).unwrap();
    for (name, v) in netjoin_hdl::gen::units() {
        std::fs::write(dir.join(format!("{name}.v")), v).unwrap();
        println!("{}", dir.join(format!("{name}.v")).display());
    }
}
