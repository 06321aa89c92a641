//! What the cluster's corpus tests share: TPC-H at SF 0.01 in four
//! partitions and SSB derived from it, sessions, and running a query.

#![allow(dead_code)]

use netjoin_compiler::compare::{Rows, TPCH_TABLES};
use netjoin_compiler::datafusion::prelude::SessionContext;
use netjoin_compiler::gen::{gen_tpch, TpchArgs};
use netjoin_compiler::{
    new_session, register_table, SessionOptions, SignatureCatalog, Strategy, SwitchKind,
};
use netjoin_proto::Signature;
use std::path::{Path, PathBuf};

/// The tests read this process's task and finished-switch reports by
/// difference, and the TLS test its log: one cluster at a time.
pub static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

pub const WORKERS: usize = 4;
pub const SF: f64 = 0.01;

pub struct Scratch(pub PathBuf);
impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub fn opts(strategy: Strategy) -> SessionOptions {
    SessionOptions {
        workers: WORKERS,
        strategy,
        switch: SwitchKind::Model,
        ..Default::default()
    }
}

/// A catalog of the k8v8 and k8v16 pipelines of one to four tables, and
/// with `narrow` also k4v4t3: the tests choose their widths whatever
/// bitstreams/ holds.
pub fn catalog(narrow: bool) -> SignatureCatalog {
    let mut ids: Vec<String> = (1..=4)
        .flat_map(|t| [8, 16].map(|v| format!("k8v{v}t{t}")))
        .collect();
    if narrow {
        ids.push("k4v4t3".into());
    }
    let sigs = ids
        .iter()
        .map(|id| Signature::parse_id(id).expect("a signature id"))
        .collect();
    SignatureCatalog::of(
        sigs,
        if narrow {
            "test catalog with k4v4t3"
        } else {
            "test catalog of 8-byte keys"
        },
    )
}

/// [`opts`] choosing among [`catalog`]`(narrow)`.
pub fn opts_in(strategy: Strategy, narrow: bool) -> SessionOptions {
    SessionOptions {
        signatures: Some(catalog(narrow)),
        ..opts(strategy)
    }
}

pub async fn register_all(ctx: &SessionContext, dir: &Path, tables: &[&str]) {
    for t in tables {
        register_table(ctx, t, &dir.join(t))
            .await
            .unwrap_or_else(|e| panic!("register {t}: {e:#}"));
    }
}

pub async fn rows(ctx: &SessionContext, label: &str, sql: &str) -> Result<Rows, String> {
    let df = ctx
        .sql(sql)
        .await
        .map_err(|e| format!("{label}: planning failed: {e:#}"))?;
    Rows::collect(df)
        .await
        .map_err(|e| format!("{label}: execution failed: {e:#}"))
}

pub async fn generate(dir: &Path) -> (PathBuf, PathBuf) {
    let (tpch_dir, ssb_dir) = (dir.join("tpch"), dir.join("ssb"));
    gen_tpch(&TpchArgs {
        sf: SF,
        parts: WORKERS,
        out: tpch_dir.clone(),
        tables: vec![],
    })
    .expect("generate TPC-H");
    let local = new_session(&opts(Strategy::Shuffle))
        .await
        .expect("local session");
    register_all(&local, &tpch_dir, &TPCH_TABLES).await;
    netjoin_compiler::ssb::derive_ssb(&local, &ssb_dir)
        .await
        .expect("derive SSB");
    (tpch_dir, ssb_dir)
}
