//! Unsupported SQL and bad inputs get specific messages.

use netjoin_compiler::catalog::Catalog;
use netjoin_compiler::load::load_table;
use netjoin_compiler::sql::parse_and_bind;

fn cat() -> Catalog {
    Catalog::from_stats_toml(
        "[tables.A]\nrows = 10\ncolumns = [ { name = \"k\", type = \"int\" }, { name = \"s\", type = \"string\" }, { name = \"d\", type = \"date\" } ]\n\
         [tables.B]\nrows = 5\ncolumns = [ { name = \"k\", type = \"int\" }, { name = \"v\", type = \"decimal(2)\" } ]\n",
    )
    .unwrap()
}

fn err(sql: &str) -> String {
    format!("{:#}", parse_and_bind(sql, &cat()).unwrap_err())
}

#[test]
fn refusals_name_the_construct() {
    let cases = [
        ("SELECT * FROM A LEFT JOIN B ON A.k = B.k", "LEFT OUTER JOIN is not supported"),
        ("SELECT * FROM A FULL OUTER JOIN B ON A.k = B.k", "FULL OUTER JOIN is not supported"),
        ("SELECT * FROM A WHERE A.k IN (SELECT k FROM B)", "subqueries are not supported"),
        ("SELECT * FROM (SELECT * FROM A) x", "a subquery in FROM is not supported"),
        ("SELECT * FROM A JOIN B ON A.k = B.k WHERE A.k = 1 OR B.k = 2", "OR in filters"),
        ("SELECT A.k FROM A JOIN B ON A.k = B.k GROUP BY A.k HAVING COUNT(*) > 1", "HAVING is not supported"),
        ("SELECT DISTINCT A.k FROM A JOIN B ON A.k = B.k", "DISTINCT is not supported"),
        ("SELECT * FROM A JOIN B ON A.k < B.k", "non-equi join condition"),
        ("SELECT * FROM A, B", "not connected"),
        ("SELECT A.k + 1 FROM A", "arithmetic expression"),
        ("SELECT * FROM A UNION SELECT * FROM A", "UNION"),
        ("SELECT * FROM A WHERE s LIKE 'x%'", "LIKE is not supported"),
        ("DELETE FROM A", "DELETE statement"),
        ("SELECT * FROM A LIMIT 5 OFFSET 2", "OFFSET is not supported"),
        ("SELECT SUM(s) FROM A", "SUM of string column"),
        ("SELECT k FROM A JOIN B ON A.k = B.k", "ambiguous"),
        ("SELECT A.nope FROM A", "unknown column `nope` in table `A`"),
        ("SELECT * FROM Z", "unknown table `Z`"),
        ("SELECT A.k, COUNT(*) FROM A", "must appear in GROUP BY"),
        ("SELECT * FROM A WHERE d < 5", "does not fit column `A.d` of type date"),
    ];
    for (sql, want) in cases {
        let e = err(sql);
        assert!(e.contains(want), "{sql}: got `{e}`, want `{want}`");
    }
}

#[test]
fn supported_forms_bind() {
    let q = parse_and_bind(
        "SELECT s, COUNT(*) AS n, SUM(v), AVG(v), MIN(d), MAX(d) FROM A, B WHERE A.k = B.k AND d BETWEEN '2020-01-01' AND DATE '2021-01-01' \
         AND A.k IN (1, 2) AND v >= 1.5 GROUP BY s ORDER BY n DESC, 1 LIMIT 3",
        &cat(),
    )
    .unwrap();
    assert_eq!(q.joins.len(), 1);
    assert_eq!(q.filters.len(), 3);
    assert_eq!(q.order_by, vec![(1, false), (0, true)]);
    assert_eq!(q.limit, Some(3));
}

#[test]
fn bad_paths_and_types_are_named() {
    let e = format!("{:#}", load_table("t", std::path::Path::new("/no/such/file.csv"), 2).unwrap_err());
    assert!(e.contains("/no/such/file.csv") && e.contains("does not exist"), "{e}");
    let dir = std::env::temp_dir().join(format!("netjoin-compiler-err-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("x.json"), "{}").unwrap();
    let e = format!("{:#}", load_table("t", &dir.join("x.json"), 2).unwrap_err());
    assert!(e.contains("unsupported extension `.json`"), "{e}");
    std::fs::write(dir.join("n.csv"), "a,b\n1,\n2,3\n").unwrap();
    let e = format!("{:#}", load_table("t", &dir.join("n.csv"), 2).unwrap_err());
    assert!(e.contains("column `b`") && e.contains("NULLs"), "{e}");
    let e = format!("{:#}", Catalog::from_stats_toml("[tables.A]\nrows = 1\ncolumns = [ { name = \"x\", type = \"blob\" } ]\n").unwrap_err());
    assert!(e.contains("column `A.x`") && e.contains("unsupported type `blob`"), "{e}");
    std::fs::remove_dir_all(&dir).ok();
}
