//! The committed Verilog is what the Rust source generates (the Verilator
//! harness and synthesis use the file, the tests use the Rust model of it).

#[test]
fn committed_switch_verilog_is_up_to_date() {
    // (the crate's build: k8v8t3c2, two query contexts)
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../bitstreams")
        .join(netjoin_hdl::sig::signature_id())
        .join("netjoin_switch.v");
    let committed =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let generated = netjoin_hdl::generate();
    assert!(
        committed == generated,
        "{} is stale: run `cargo run -p netjoin-hdl --release --bin gen-verilog`",
        path.display()
    );
    for port in [
        "rx3_tuser",
        "tx0_tready",
        "mem1_rsp_rdata",
        "mem1_req_wstrb",
        "cnt_rsp_rdata",
        "cnt_wr_data",
        "dbg_commit_port",
    ] {
        assert!(generated.contains(port), "port {port}");
    }
    assert!(generated.contains("module netjoin_switch("));
}
