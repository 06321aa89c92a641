//! Data generation: TPC-H (through the tpchgen crates) and the synthetic
//! star schema with skew knobs, both as Parquet partitions (one file per
//! worker: `OUT/<table>/part-<i>.parquet`).

use anyhow::{bail, Context, Result};
use arrow::array::{ArrayRef, Decimal128Array, Int64Array, RecordBatch, StringArray};
use arrow::datatypes::{DataType as ArrowType, Field, Schema, SchemaRef};
use parquet::arrow::ArrowWriter;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[derive(clap::Args, Debug, Clone)]
pub struct TpchArgs {
    /// Scale factor.
    #[arg(long, default_value_t = 0.01)]
    pub sf: f64,
    /// Partitions (workers).
    #[arg(long, default_value_t = 4)]
    pub parts: usize,
    /// Output directory.
    #[arg(long)]
    pub out: PathBuf,
    /// Tables to write (default: all eight).
    #[arg(long, value_delimiter = ',')]
    pub tables: Vec<String>,
}

fn part_path(out: &Path, table: &str, i: usize) -> Result<PathBuf> {
    let dir = out.join(table);
    std::fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
    Ok(dir.join(format!("part-{i:04}.parquet")))
}

fn write_batches(
    path: &Path,
    schema: SchemaRef,
    batches: impl Iterator<Item = Result<RecordBatch>>,
) -> Result<usize> {
    let file =
        std::fs::File::create(path).with_context(|| format!("cannot create {}", path.display()))?;
    let mut w = ArrowWriter::try_new(file, schema, None)?;
    let mut rows = 0;
    for b in batches {
        let b = b?;
        rows += b.num_rows();
        w.write(&b)?;
    }
    w.close()?;
    Ok(rows)
}

/// Writes TPC-H tables; returns a summary (table, rows).
pub fn gen_tpch(a: &TpchArgs) -> Result<String> {
    use tpchgen::generators::*;
    use tpchgen_arrow::*;
    if a.parts == 0 {
        bail!("--parts must be at least 1");
    }
    if a.sf.is_nan() || a.sf <= 0.0 {
        bail!("--sf must be positive");
    }
    let all = [
        "lineitem", "orders", "part", "supplier", "customer", "partsupp", "nation", "region",
    ];
    let tables: Vec<String> = if a.tables.is_empty() {
        all.iter().map(|s| s.to_string()).collect()
    } else {
        a.tables.clone()
    };
    let mut summary = String::new();
    let n = a.parts as i32;
    let pb = crate::progress::bar((tables.len() * a.parts) as u64, "gen tpch");
    for t in &tables {
        let mut total = 0;
        pb.set_message(t.clone());
        for p in 1..=n {
            let path = part_path(&a.out, t, (p - 1) as usize)?;
            let map = |r: std::result::Result<RecordBatch, arrow::error::ArrowError>| {
                r.map_err(anyhow::Error::from)
            };
            // Nation and region ignore the part number: part 1 holds them all.
            let keep = p == 1;
            let rows = match t.as_str() {
                "lineitem" => write_batches(
                    &path,
                    LineItemArrow::schema_ref(),
                    LineItemArrow::new(LineItemGenerator::new(a.sf, p, n)).map(map),
                )?,
                "orders" => write_batches(
                    &path,
                    OrderArrow::schema_ref(),
                    OrderArrow::new(OrderGenerator::new(a.sf, p, n)).map(map),
                )?,
                "part" => write_batches(
                    &path,
                    PartArrow::schema_ref(),
                    PartArrow::new(PartGenerator::new(a.sf, p, n)).map(map),
                )?,
                "supplier" => write_batches(
                    &path,
                    SupplierArrow::schema_ref(),
                    SupplierArrow::new(SupplierGenerator::new(a.sf, p, n)).map(map),
                )?,
                "customer" => write_batches(
                    &path,
                    CustomerArrow::schema_ref(),
                    CustomerArrow::new(CustomerGenerator::new(a.sf, p, n)).map(map),
                )?,
                "partsupp" => write_batches(
                    &path,
                    PartSuppArrow::schema_ref(),
                    PartSuppArrow::new(PartSuppGenerator::new(a.sf, p, n)).map(map),
                )?,
                "nation" => write_batches(
                    &path,
                    NationArrow::schema_ref(),
                    NationArrow::new(NationGenerator::new(a.sf, 1, 1))
                        .filter(|_| keep)
                        .map(map),
                )?,
                "region" => write_batches(
                    &path,
                    RegionArrow::schema_ref(),
                    RegionArrow::new(RegionGenerator::new(a.sf, 1, 1))
                        .filter(|_| keep)
                        .map(map),
                )?,
                other => bail!("unknown TPC-H table `{other}` (known: {})", all.join(", ")),
            };
            total += rows;
            pb.inc(1);
        }
        writeln!(
            summary,
            "{t}: {total} rows in {} partitions under {}",
            a.parts,
            a.out.join(t).display()
        )?;
    }
    pb.finish_and_clear();
    Ok(summary)
}

/// How fact foreign keys are distributed.
#[derive(Clone, Copy, Debug, PartialEq, clap::ValueEnum)]
pub enum SkewKind {
    /// Uniform over the dimension keys.
    Uniform,
    /// Zipf with exponent --theta (key 0 the most frequent).
    Zipf,
    /// The paper's 80/13/5/2 split of tuples across 4 nodes after a shuffle
    /// (DataFusion's hash repartitioning, as Ballista shuffles).
    Paper,
}

#[derive(clap::Args, Debug, Clone)]
pub struct StarArgs {
    /// Rows of the fact table A.
    #[arg(long, default_value_t = 100_000)]
    pub fact_rows: usize,
    /// Number of dimension tables D1..Dn.
    #[arg(long, default_value_t = 3)]
    pub dims: usize,
    /// Rows of each dimension table.
    #[arg(long, default_value_t = 10_000)]
    pub dim_rows: usize,
    /// Partitions (workers).
    #[arg(long, default_value_t = 4)]
    pub parts: usize,
    /// Distribution of the fact's foreign keys.
    #[arg(long, value_enum, default_value_t = SkewKind::Uniform)]
    pub skew: SkewKind,
    /// Zipf exponent θ (with --skew zipf).
    #[arg(long, default_value_t = 1.0)]
    pub theta: f64,
    /// Random seed.
    #[arg(long, default_value_t = 42)]
    pub seed: u64,
    /// Output directory.
    #[arg(long)]
    pub out: PathBuf,
}

/// Small deterministic PRNG (splitmix64).
pub struct Rng(u64);
impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
}

/// The paper's shares of tuples per node after shuffling (§9.5).
pub const PAPER_SHARES: [f64; 4] = [0.80, 0.13, 0.05, 0.02];

/// The partition each value goes to among `n` in DataFusion's hash
/// repartitioning, which is Ballista's shuffle: the hash with its fixed
/// seed, modulo `n`.
pub fn shuffle_partitions(values: &[i64], n: usize) -> Vec<usize> {
    use datafusion::arrow::array::{ArrayRef as DfArrayRef, Int64Array as DfInt64Array};
    use datafusion::common::hash_utils::create_hashes;
    use datafusion::physical_plan::repartition::REPARTITION_RANDOM_STATE;
    let col: DfArrayRef = Arc::new(DfInt64Array::from(values.to_vec()));
    let mut hashes = vec![0u64; values.len()];
    create_hashes([&col], REPARTITION_RANDOM_STATE.random_state(), &mut hashes)
        .expect("hashing an Int64 array without nulls cannot fail");
    hashes
        .iter()
        .map(|h| (h % n.max(1) as u64) as usize)
        .collect()
}

/// Draws `n` foreign keys in `0..keys` with the given skew.
pub fn foreign_keys(
    rng: &mut Rng,
    n: usize,
    keys: usize,
    skew: SkewKind,
    theta: f64,
    parts: usize,
) -> Vec<i64> {
    match skew {
        SkewKind::Uniform => (0..n).map(|_| rng.below(keys) as i64).collect(),
        SkewKind::Zipf => {
            let mut cdf = Vec::with_capacity(keys);
            let mut acc = 0.0;
            for r in 1..=keys {
                acc += 1.0 / (r as f64).powf(theta);
                cdf.push(acc);
            }
            (0..n)
                .map(|_| {
                    let u = rng.unit() * acc;
                    cdf.partition_point(|&c| c < u).min(keys - 1) as i64
                })
                .collect()
        }
        SkewKind::Paper => {
            // Keys grouped by the worker a shuffle sends them to.
            let p = parts.max(1);
            let mut by_node: Vec<Vec<i64>> = vec![Vec::new(); p];
            let all: Vec<i64> = (0..keys as i64).collect();
            for (k, node) in all.iter().zip(shuffle_partitions(&all, p)) {
                by_node[node].push(*k);
            }
            let mut shares = vec![0.0; p];
            for (i, s) in PAPER_SHARES.iter().enumerate() {
                shares[i % p] += s;
            }
            (0..n)
                .map(|_| {
                    let u = rng.unit();
                    let mut acc = 0.0;
                    let mut node = p - 1;
                    for (j, s) in shares.iter().enumerate() {
                        acc += s;
                        if u < acc {
                            node = j;
                            break;
                        }
                    }
                    let ks = if by_node[node].is_empty() {
                        &by_node[0]
                    } else {
                        &by_node[node]
                    };
                    ks[rng.below(ks.len())]
                })
                .collect()
        }
    }
}

/// Writes the star schema: A(a_id, d1_id..dn_id, a_qty, a_price decimal(2))
/// and Di(di_id, di_cat, di_name). Returns a summary.
pub fn gen_star(a: &StarArgs) -> Result<String> {
    if a.parts == 0 || a.dims == 0 || a.dim_rows == 0 {
        bail!("--parts, --dims and --dim-rows must be at least 1");
    }
    let mut rng = Rng::new(a.seed);
    let mut summary = String::new();
    let p = a.parts;
    let pb = crate::progress::bar(((a.dims + 1) * p) as u64, "gen star");
    for d in 1..=a.dims {
        let name = format!("D{d}");
        let schema = Arc::new(Schema::new(vec![
            Field::new(format!("d{d}_id"), ArrowType::Int64, false),
            Field::new(format!("d{d}_cat"), ArrowType::Int64, false),
            Field::new(format!("d{d}_name"), ArrowType::Utf8, false),
        ]));
        for i in 0..p {
            let (lo, hi) = (a.dim_rows * i / p, a.dim_rows * (i + 1) / p);
            let ids: Vec<i64> = (lo as i64..hi as i64).collect();
            let cats: Vec<i64> = ids.iter().map(|_| rng.below(10) as i64).collect();
            let names: Vec<String> = ids
                .iter()
                .map(|k| format!("{name}-name-{}", k % 100))
                .collect();
            let cols: Vec<ArrayRef> = vec![
                Arc::new(Int64Array::from(ids)),
                Arc::new(Int64Array::from(cats)),
                Arc::new(StringArray::from(names)),
            ];
            let b = RecordBatch::try_new(schema.clone(), cols)?;
            write_batches(
                &part_path(&a.out, &name, i)?,
                schema.clone(),
                std::iter::once(Ok(b)),
            )?;
            pb.inc(1);
        }
        writeln!(summary, "{name}: {} rows", a.dim_rows)?;
    }
    let fks: Vec<Vec<i64>> = (0..a.dims)
        .map(|_| foreign_keys(&mut rng, a.fact_rows, a.dim_rows, a.skew, a.theta, p))
        .collect();
    let mut fields = vec![Field::new("a_id", ArrowType::Int64, false)];
    for d in 1..=a.dims {
        fields.push(Field::new(format!("d{d}_id"), ArrowType::Int64, false));
    }
    fields.push(Field::new("a_qty", ArrowType::Int64, false));
    fields.push(Field::new("a_price", ArrowType::Decimal128(12, 2), false));
    let schema = Arc::new(Schema::new(fields));
    for i in 0..p {
        let (lo, hi) = (a.fact_rows * i / p, a.fact_rows * (i + 1) / p);
        let mut cols: Vec<ArrayRef> = vec![Arc::new(Int64Array::from(
            (lo as i64..hi as i64).collect::<Vec<_>>(),
        ))];
        for fk in &fks {
            cols.push(Arc::new(Int64Array::from(fk[lo..hi].to_vec())));
        }
        cols.push(Arc::new(Int64Array::from(
            (lo..hi)
                .map(|_| 1 + rng.below(50) as i64)
                .collect::<Vec<_>>(),
        )));
        let prices: Vec<i128> = (lo..hi)
            .map(|_| 100 + rng.below(1_000_000) as i128)
            .collect();
        cols.push(Arc::new(
            Decimal128Array::from(prices).with_precision_and_scale(12, 2)?,
        ));
        let b = RecordBatch::try_new(schema.clone(), cols)?;
        write_batches(
            &part_path(&a.out, "A", i)?,
            schema.clone(),
            std::iter::once(Ok(b)),
        )?;
        pb.inc(1);
    }
    pb.finish_and_clear();
    writeln!(
        summary,
        "A: {} rows, foreign keys {:?}{}",
        a.fact_rows,
        a.skew,
        if a.skew == SkewKind::Zipf {
            format!(" θ = {}", a.theta)
        } else {
            String::new()
        }
    )?;
    writeln!(
        summary,
        "written under {} in {p} partitions per table",
        a.out.display()
    )?;
    Ok(summary)
}
