//! The session builds a join's hash table once and shares it between
//! partitions (DataFusion's CollectLeft) up to `SHARED_BUILD_MAX_*`, instead
//! of repartitioning both sides (Partitioned), which DataFusion's defaults
//! pick above 1 MB / 128 k rows (docs/PERFORMANCE.md, SF1 star join).

use netjoin_compiler::datafusion;
use netjoin_compiler::{new_session, SessionOptions, Strategy, SwitchKind};

use datafusion::arrow::array::Int64Array;
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::arrow::record_batch::RecordBatch;
use datafusion::datasource::MemTable;
use datafusion::physical_plan::displayable;
use std::sync::Arc;

/// A two-column table of `rows` rows (keys 0..rows), in 4 batches.
fn table(rows: i64, key: &str, val: &str) -> Arc<MemTable> {
    let schema = Arc::new(Schema::new(vec![
        Field::new(key, DataType::Int64, false),
        Field::new(val, DataType::Int64, false),
    ]));
    let batches: Vec<RecordBatch> = (0..4)
        .map(|b| {
            let r = (b * rows / 4)..((b + 1) * rows / 4);
            RecordBatch::try_new(
                schema.clone(),
                vec![
                    Arc::new(Int64Array::from_iter_values(r.clone())),
                    Arc::new(Int64Array::from_iter_values(r.map(|x| x * 3))),
                ],
            )
            .unwrap()
        })
        .collect();
    Arc::new(MemTable::try_new(schema, vec![batches]).unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dimension_above_datafusions_threshold_is_built_once_and_shared() {
    let opts = SessionOptions {
        workers: 2,
        strategy: Strategy::Shuffle,
        switch: SwitchKind::Model,
        ..Default::default()
    };
    let ctx = new_session(&opts).await.unwrap();
    // 300 k and 200 k rows of two i64 columns: the smaller side, 3.2 MB and
    // 200 k rows, is above DataFusion's 1 MB / 128 k row defaults.
    ctx.register_table("fact", table(300_000, "f_key", "f_val"))
        .unwrap();
    ctx.register_table("dim", table(200_000, "d_key", "d_val"))
        .unwrap();
    let df = ctx
        .sql("SELECT count(*), sum(f_val), sum(d_val) FROM fact JOIN dim ON f_key = d_key")
        .await
        .unwrap();
    let plan = df.clone().create_physical_plan().await.unwrap();
    let text = displayable(plan.as_ref()).indent(true).to_string();
    assert!(
        text.contains("mode=CollectLeft"),
        "the join must build one shared table:\n{text}"
    );
    assert!(
        !text.contains("mode=Partitioned"),
        "no partitioned join expected:\n{text}"
    );
    // and the answer is the join's: keys 0..200 k match, d_val = 3 * key
    let out = df.collect().await.unwrap();
    let b = &out[0];
    let col = |i: usize| {
        b.column(i)
            .as_any()
            .downcast_ref::<Int64Array>()
            .unwrap()
            .value(0)
    };
    let n = 200_000i64;
    assert_eq!(col(0), n);
    assert_eq!(col(1), 3 * n * (n - 1) / 2);
    assert_eq!(col(2), 3 * n * (n - 1) / 2);
}
