fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let synth = args.iter().any(|a| a == "--synth");
    let ids: Vec<String> = args.into_iter().filter(|a| a != "--synth").collect();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    netjoin_bitstreams::ops::build(dir, &ids, synth, &mut |m| eprintln!("{m}")).unwrap();
}
