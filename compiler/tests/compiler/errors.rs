//! `explain --stats`: every problem with the statistics file or the query is
//! an error naming the file, table, column or type; data-less scans never
//! execute.

use clap::Parser;
use netjoin_compiler::cli::{ExplainArgs, RunArgs};
use std::path::{Path, PathBuf};

#[derive(Parser)]
struct Explain {
    #[command(flatten)]
    args: ExplainArgs,
}

#[derive(Parser)]
struct Run {
    #[command(flatten)]
    args: RunArgs,
}

const GOOD: &str = r#"
[tables.F]
rows = 1000
columns = [ { name = "k", type = "int", bytes = 4, distinct = 10 }, { name = "m", type = "decimal(12, 2)" } ]
[tables.D]
rows = 10
columns = [ { name = "k", type = "int", distinct = 10 }, { name = "v", type = "string", bytes = 6 } ]
"#;

fn file(name: &str, text: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("netjoin-errors-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    let p = d.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

fn explain(stats: &Path, sql: &str) -> anyhow::Result<String> {
    let s = stats.display().to_string();
    Explain::parse_from(["x", "--stats", &s, "--sql", sql, "--workers", "2"])
        .args
        .render()
}

/// The error's whole chain, one line.
fn err(stats: &Path, sql: &str) -> String {
    format!("{:#}", explain(stats, sql).expect_err("an error"))
}

const Q: &str = "SELECT F.m, D.v FROM F JOIN D ON F.k = D.k";

#[test]
fn a_good_file_plans() {
    let out = explain(&file("good.toml", GOOD), Q).unwrap();
    assert!(out.contains("StatsScanExec: table=F, rows=1000"), "{out}");
    assert!(out.contains("StatsScanExec: table=D, rows=10"), "{out}");
}

#[test]
fn onchip_is_none_or_auto_and_shown_on_the_node() {
    let stats = file("onchip.toml", GOOD);
    let s = stats.display().to_string();
    let argv = |onchip: &'static str| {
        [
            "x",
            "--stats",
            &s,
            "--sql",
            Q,
            "--workers",
            "2",
            "--strategy",
            "inp",
            "--onchip",
            onchip,
        ]
        .map(String::from)
    };
    // D's 10 rows fit on chip; `none` keeps it in DDR.
    let auto = Explain::parse_from(argv("auto")).args.render().unwrap();
    assert!(auto.contains(", onchip=[t0], fact=F"), "{auto}");
    let none = Explain::parse_from(argv("none")).args.render().unwrap();
    assert!(none.contains(", onchip=[], fact=F"), "{none}");
    let default = Explain::parse_from(["x", "--stats", &s, "--sql", Q, "--strategy", "inp"])
        .args
        .render()
        .unwrap();
    assert!(default.contains("onchip=[t0]"), "{default}");
    let Err(e) = Explain::try_parse_from(argv("all")) else {
        panic!("--onchip all was accepted")
    };
    let e = e.to_string();
    assert!(
        e.contains("'all'") && e.contains("--onchip") && e.contains("none, auto"),
        "{e}"
    );
}

#[test]
fn a_missing_file_is_named() {
    let p = std::env::temp_dir().join("netjoin-no-such-dir/stats.toml");
    let e = err(&p, Q);
    assert!(
        e.contains("cannot read stats file") && e.contains("netjoin-no-such-dir/stats.toml"),
        "{e}"
    );
}

#[test]
fn an_unparsable_file_is_named() {
    let p = file("bad.toml", "[tables.F\nrows = 1\n");
    let e = err(&p, Q);
    assert!(
        e.contains("bad.toml") && e.contains("not a valid statistics file"),
        "{e}"
    );
}

#[test]
fn an_unknown_type_names_column_and_type() {
    let p = file("type.toml", &GOOD.replace("\"string\"", "\"blob\""));
    let e = err(&p, Q);
    assert!(
        e.contains("type.toml") && e.contains("`D.v`") && e.contains("unsupported type `blob`"),
        "{e}"
    );
}

#[test]
fn a_column_without_a_name_is_named_by_table_and_position() {
    let p = file("noname.toml", &GOOD.replace("{ name = \"v\", ", "{ "));
    let e = err(&p, Q);
    assert!(e.contains("table `D`: column 2 has no name"), "{e}");
}

#[test]
fn a_file_without_tables_is_refused() {
    let p = file("empty.toml", "# nothing\n");
    let e = err(&p, Q);
    assert!(
        e.contains("empty.toml") && e.contains("defines no tables"),
        "{e}"
    );
}

#[test]
fn other_file_errors_name_what_is_wrong() {
    let e = err(&file("norows.toml", &GOOD.replace("rows = 10\n", "")), Q);
    assert!(e.contains("table `D` has no `rows`"), "{e}");
    let e = err(
        &file("nocols.toml", "[tables.F]\nrows = 3\ncolumns = []\n"),
        Q,
    );
    assert!(e.contains("table `F` has no columns"), "{e}");
    let e = err(
        &file(
            "skew.toml",
            &GOOD.replace(
                "distinct = 10 }, { name = \"m\"",
                "distinct = 10, skew = [1.0] }, { name = \"m\"",
            ),
        ),
        Q,
    );
    assert!(e.contains("unknown field `skew`"), "{e}");
    let e = err(
        &file("width.toml", &GOOD.replace("bytes = 6", "bytes = 0")),
        Q,
    );
    assert!(e.contains("`D.v`") && e.contains("width 0 B"), "{e}");
    let e = err(
        &file("distinct.toml", &GOOD.replace("rows = 10\n", "rows = 5\n")),
        Q,
    );
    assert!(
        e.contains("`D.k`") && e.contains("10 distinct values in 5 rows"),
        "{e}"
    );
}

#[test]
fn a_query_naming_a_missing_table_or_column_is_refused_by_name() {
    let p = file("good2.toml", GOOD);
    let e = err(&p, "SELECT F.m, X.v FROM F JOIN X ON F.k = X.k");
    assert!(e.to_lowercase().contains("table") && e.contains('x'), "{e}");
    let e = err(&p, "SELECT F.nosuch FROM F JOIN D ON F.k = D.k");
    assert!(e.contains("nosuch"), "{e}");
}

#[test]
fn data_less_scans_never_execute() {
    let p = file("good3.toml", GOOD);
    // `run` needs data.
    let s = p.display().to_string();
    let e = format!(
        "{:#}",
        Run::parse_from(["x", "--stats", &s, "--sql", Q])
            .args
            .execute_with(&Default::default())
            .err()
            .unwrap()
    );
    assert!(e.contains("--stats is for `explain`"), "{e}");
    // Executing a plan over the data-less tables fails, naming the table.
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let e = rt.block_on(async {
        let ctx = netjoin_compiler::datafusion::prelude::SessionContext::new();
        netjoin_compiler::stats::register_stats_file(&ctx, &p).unwrap();
        let df = ctx.sql("SELECT D.v FROM D WHERE D.k > 3").await.unwrap();
        df.collect().await.expect_err("no data to scan").to_string()
    });
    assert!(
        e.contains("table `D` comes from a statistics file") && e.contains("no data"),
        "{e}"
    );
}
