//! SQL text to a bound query: tables, equi-join edges, conjunctive filters,
//! grouping, aggregates, ordering and limit. Everything else is refused with a
//! message naming the construct.

use crate::catalog::{parse_date, parse_decimal, Catalog, DataType, TableMeta};
use anyhow::{anyhow, bail, Result};
use serde::Serialize;
use datafusion::sql::sqlparser::ast::{
    BinaryOperator, Expr, FunctionArg, FunctionArgExpr, FunctionArguments, GroupByExpr, JoinConstraint,
    JoinOperator, LimitClause, ObjectName, ObjectNamePart, OrderByKind, Query, SelectItem,
    SetExpr, Statement, TableFactor, UnaryOperator, Value,
};
use datafusion::sql::sqlparser::dialect::GenericDialect;
use datafusion::sql::sqlparser::parser::Parser;

/// A column of one of the query's tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct ColRef {
    /// Index into `BoundQuery::tables`.
    pub table: usize,
    /// Index into that table's columns.
    pub column: usize,
}

#[derive(Clone, Debug, Serialize)]
pub struct QueryTable {
    /// Name used in the query (alias or table name).
    pub alias: String,
    /// Catalog name.
    pub name: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum CmpOp {
    Eq,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CmpOp {
    pub fn symbol(&self) -> &'static str {
        match self {
            CmpOp::Eq => "=",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        }
    }
    pub fn eval(&self, a: i64, b: i64) -> bool {
        match self {
            CmpOp::Eq => a == b,
            CmpOp::Lt => a < b,
            CmpOp::Le => a <= b,
            CmpOp::Gt => a > b,
            CmpOp::Ge => a >= b,
        }
    }
}

/// A filter on one column, with literals already in the column's stored
/// representation (scaled integers, days, dictionary codes).
#[derive(Clone, Debug, Serialize)]
pub enum Pred {
    Cmp(ColRef, CmpOp, i64),
    Between(ColRef, i64, i64),
    In(ColRef, Vec<i64>),
}

impl Pred {
    pub fn col(&self) -> ColRef {
        match self {
            Pred::Cmp(c, ..) | Pred::Between(c, ..) | Pred::In(c, _) => *c,
        }
    }
    pub fn eval(&self, v: i64) -> bool {
        match self {
            Pred::Cmp(_, op, x) => op.eval(v, *x),
            Pred::Between(_, lo, hi) => *lo <= v && v <= *hi,
            Pred::In(_, xs) => xs.contains(&v),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum AggFunc {
    Count,
    Sum,
    Min,
    Max,
    Avg,
}

impl AggFunc {
    pub fn name(&self) -> &'static str {
        match self {
            AggFunc::Count => "COUNT",
            AggFunc::Sum => "SUM",
            AggFunc::Min => "MIN",
            AggFunc::Max => "MAX",
            AggFunc::Avg => "AVG",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum OutExpr {
    Col(ColRef),
    /// `None` argument is `COUNT(*)`.
    Agg(AggFunc, Option<ColRef>),
}

#[derive(Clone, Debug, Serialize)]
pub struct OutItem {
    pub expr: OutExpr,
    pub name: String,
}

/// An equi-join edge between two tables.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct JoinEdge {
    pub left: ColRef,
    pub right: ColRef,
}

#[derive(Clone, Debug, Serialize)]
pub struct BoundQuery {
    pub tables: Vec<QueryTable>,
    pub joins: Vec<JoinEdge>,
    pub filters: Vec<Pred>,
    pub group_by: Vec<ColRef>,
    pub output: Vec<OutItem>,
    /// Indices into `output`, ascending?
    pub order_by: Vec<(usize, bool)>,
    pub limit: Option<u64>,
    /// True when the query aggregates (GROUP BY or an aggregate in SELECT).
    pub aggregate: bool,
}

impl BoundQuery {
    /// Every column the query reads, filters included.
    pub fn referenced_columns(&self) -> Vec<ColRef> {
        let mut v: Vec<ColRef> = Vec::new();
        for j in &self.joins {
            v.push(j.left);
            v.push(j.right);
        }
        v.extend(self.filters.iter().map(|p| p.col()));
        v.extend(self.output_columns());
        v.sort();
        v.dedup();
        v
    }
    /// Columns that must reach the final operator (output, grouping, aggregates).
    pub fn output_columns(&self) -> Vec<ColRef> {
        let mut v: Vec<ColRef> = self.group_by.clone();
        for o in &self.output {
            match &o.expr {
                OutExpr::Col(c) | OutExpr::Agg(_, Some(c)) => v.push(*c),
                OutExpr::Agg(_, None) => {}
            }
        }
        v.sort();
        v.dedup();
        v
    }
}

fn unsupported(what: &str) -> anyhow::Error {
    let plural = what.ends_with('s') && !what.ends_with("ss");
    anyhow!("{what} {} not supported", if plural { "are" } else { "is" })
}

/// Parses and binds one SELECT statement against the catalog.
pub fn parse_and_bind(sql: &str, catalog: &Catalog) -> Result<BoundQuery> {
    let dialect = GenericDialect {};
    let mut stmts = Parser::parse_sql(&dialect, sql).map_err(|e| anyhow!("SQL syntax error: {e}"))?;
    if stmts.len() != 1 {
        bail!("expected exactly one SQL statement, found {}", stmts.len());
    }
    match stmts.remove(0) {
        Statement::Query(q) => bind_query(&q, catalog),
        other => {
            let s = other.to_string();
            let word = s.split_whitespace().next().unwrap_or("statement").to_ascii_uppercase();
            Err(unsupported(&format!("{word} statement (only SELECT)")))
        }
    }
}

struct Binder<'a> {
    catalog: &'a Catalog,
    tables: Vec<QueryTable>,
    metas: Vec<&'a TableMeta>,
    joins: Vec<JoinEdge>,
    filters: Vec<Pred>,
}

fn bind_query(q: &Query, catalog: &Catalog) -> Result<BoundQuery> {
    if q.with.is_some() {
        return Err(unsupported("WITH (common table expressions)"));
    }
    if q.fetch.is_some() {
        return Err(unsupported("FETCH"));
    }
    let select = match q.body.as_ref() {
        SetExpr::Select(s) => s,
        SetExpr::Query(_) => return Err(unsupported("a parenthesized subquery")),
        SetExpr::SetOperation { op, .. } => return Err(unsupported(&format!("{op} (set operations)"))),
        other => return Err(unsupported(&format!("query body `{other}`"))),
    };
    if select.distinct.is_some() {
        return Err(unsupported("DISTINCT"));
    }
    if select.having.is_some() {
        return Err(unsupported("HAVING"));
    }
    if select.top.is_some() {
        return Err(unsupported("TOP"));
    }
    if select.qualify.is_some() || !select.named_window.is_empty() {
        return Err(unsupported("window functions"));
    }
    if select.from.is_empty() {
        bail!("the query has no FROM clause");
    }
    let mut b = Binder { catalog, tables: vec![], metas: vec![], joins: vec![], filters: vec![] };
    let mut on_conditions = Vec::new();
    for twj in &select.from {
        b.add_table(&twj.relation)?;
        for j in &twj.joins {
            b.add_table(&j.relation)?;
            let constraint = match &j.join_operator {
                JoinOperator::Join(c) | JoinOperator::Inner(c) => c,
                JoinOperator::Left(_) | JoinOperator::LeftOuter(_) => return Err(unsupported("LEFT OUTER JOIN")),
                JoinOperator::Right(_) | JoinOperator::RightOuter(_) => {
                    return Err(unsupported("RIGHT OUTER JOIN"))
                }
                JoinOperator::FullOuter(_) => return Err(unsupported("FULL OUTER JOIN")),
                JoinOperator::CrossJoin(_) => return Err(unsupported("CROSS JOIN")),
                JoinOperator::Semi(_) | JoinOperator::LeftSemi(_) | JoinOperator::RightSemi(_) => {
                    return Err(unsupported("SEMI JOIN"))
                }
                JoinOperator::Anti(_) | JoinOperator::LeftAnti(_) | JoinOperator::RightAnti(_) => {
                    return Err(unsupported("ANTI JOIN"))
                }
                _ => return Err(unsupported("this kind of JOIN")),
            };
            match constraint {
                JoinConstraint::On(e) => on_conditions.push(e.clone()),
                JoinConstraint::Using(_) => return Err(unsupported("JOIN … USING")),
                JoinConstraint::Natural => return Err(unsupported("NATURAL JOIN")),
                JoinConstraint::None => return Err(unsupported("JOIN without ON (cross product)")),
            }
        }
    }
    for e in &on_conditions {
        b.add_conjuncts(e)?;
    }
    if let Some(w) = &select.selection {
        b.add_conjuncts(w)?;
    }

    // Connectivity: every table must be reachable through join edges.
    let n = b.tables.len();
    let mut seen = vec![false; n];
    seen[0] = true;
    let mut changed = true;
    while changed {
        changed = false;
        for j in &b.joins {
            let (l, r) = (j.left.table, j.right.table);
            if seen[l] != seen[r] {
                seen[l] = true;
                seen[r] = true;
                changed = true;
            }
        }
    }
    if let Some(i) = seen.iter().position(|s| !s) {
        bail!(
            "table `{}` is not connected to the others by an equi-join condition (cross products are not supported)",
            b.tables[i].alias
        );
    }
    // One edge per table pair.
    for (i, a) in b.joins.iter().enumerate() {
        for c in &b.joins[i + 1..] {
            let p = |e: &JoinEdge| {
                let (x, y) = (e.left.table, e.right.table);
                (x.min(y), x.max(y))
            };
            if p(a) == p(c) {
                return Err(unsupported(&format!(
                    "a composite join key (two conditions between `{}` and `{}`)",
                    b.tables[p(a).0].alias,
                    b.tables[p(a).1].alias
                )));
            }
        }
    }
    for j in &b.joins {
        for c in [j.left, j.right] {
            if b.metas[c.table].columns[c.column].dtype == DataType::Str {
                return Err(unsupported(&format!(
                    "joining on string column `{}`",
                    b.col_name(c)
                )));
            }
        }
    }

    // GROUP BY
    let mut group_by = Vec::new();
    match &select.group_by {
        GroupByExpr::All(_) => return Err(unsupported("GROUP BY ALL")),
        GroupByExpr::Expressions(exprs, mods) => {
            if !mods.is_empty() {
                return Err(unsupported("GROUP BY modifiers (ROLLUP/CUBE)"));
            }
            for e in exprs {
                match b.column(e) {
                    Ok(c) => group_by.push(c),
                    Err(err) => {
                        if matches!(e, Expr::Identifier(_) | Expr::CompoundIdentifier(_)) {
                            return Err(err);
                        }
                        return Err(unsupported(&format!("GROUP BY expression `{e}` (only columns)")));
                    }
                }
            }
        }
    }

    // SELECT list
    let mut output = Vec::new();
    for item in &select.projection {
        match item {
            SelectItem::Wildcard(_) => {
                for (t, m) in b.metas.iter().enumerate() {
                    for (ci, c) in m.columns.iter().enumerate() {
                        output.push(OutItem { expr: OutExpr::Col(ColRef { table: t, column: ci }), name: c.name.clone() });
                    }
                }
            }
            SelectItem::QualifiedWildcard(..) => return Err(unsupported("`table.*` in SELECT")),
            SelectItem::UnnamedExpr(e) => {
                let expr = b.out_expr(e)?;
                let name = match &expr {
                    OutExpr::Col(c) => b.metas[c.table].columns[c.column].name.clone(),
                    _ => e.to_string().to_ascii_lowercase(),
                };
                output.push(OutItem { expr, name });
            }
            SelectItem::ExprWithAlias { expr, alias } => {
                let ex = b.out_expr(expr)?;
                output.push(OutItem { expr: ex, name: alias.value.clone() });
            }
            _ => return Err(unsupported(&format!("select item `{item}`"))),
        }
    }
    let aggregate = !group_by.is_empty() || output.iter().any(|o| matches!(o.expr, OutExpr::Agg(..)));
    if aggregate {
        for o in &output {
            if let OutExpr::Col(c) = &o.expr {
                if !group_by.contains(c) {
                    bail!("column `{}` must appear in GROUP BY or be used in an aggregate", b.col_name(*c));
                }
            }
        }
    }

    // ORDER BY
    let mut order_by = Vec::new();
    if let Some(ob) = &q.order_by {
        let exprs = match &ob.kind {
            OrderByKind::Expressions(v) => v,
            OrderByKind::All(_) => return Err(unsupported("ORDER BY ALL")),
        };
        if ob.interpolate.is_some() {
            return Err(unsupported("ORDER BY … INTERPOLATE"));
        }
        for oe in exprs {
            if oe.with_fill.is_some() {
                return Err(unsupported("ORDER BY … WITH FILL"));
            }
            let asc = oe.options.asc.unwrap_or(true);
            let idx = b.order_target(&oe.expr, &output)?;
            order_by.push((idx, asc));
        }
    }

    // LIMIT
    let mut limit = None;
    if let Some(lc) = &q.limit_clause {
        match lc {
            LimitClause::LimitOffset { limit: l, offset, limit_by } => {
                if offset.is_some() {
                    return Err(unsupported("OFFSET"));
                }
                if !limit_by.is_empty() {
                    return Err(unsupported("LIMIT … BY"));
                }
                if let Some(e) = l {
                    limit = Some(literal_u64(e).ok_or_else(|| anyhow!("LIMIT must be a non-negative integer, got `{e}`"))?);
                }
            }
            LimitClause::OffsetCommaLimit { .. } => return Err(unsupported("LIMIT offset, count")),
        }
    }

    Ok(BoundQuery {
        tables: b.tables,
        joins: b.joins,
        filters: b.filters,
        group_by,
        output,
        order_by,
        limit,
        aggregate,
    })
}

fn literal_u64(e: &Expr) -> Option<u64> {
    match e {
        Expr::Value(v) => match &v.value {
            Value::Number(s, _) => s.parse().ok(),
            _ => None,
        },
        _ => None,
    }
}

fn object_name(n: &ObjectName) -> Result<String> {
    let parts: Vec<String> = n
        .0
        .iter()
        .map(|p| match p {
            ObjectNamePart::Identifier(i) => Ok(i.value.clone()),
            _ => Err(unsupported("table-valued names")),
        })
        .collect::<Result<_>>()?;
    Ok(parts.last().cloned().unwrap_or_default())
}

impl<'a> Binder<'a> {
    fn add_table(&mut self, f: &TableFactor) -> Result<()> {
        match f {
            TableFactor::Table { name, alias, args, .. } => {
                if args.is_some() {
                    return Err(unsupported("table functions"));
                }
                let tname = object_name(name)?;
                let meta = self.catalog.get(&tname).ok_or_else(|| {
                    let known: Vec<&str> = self.catalog.tables.values().map(|t| t.name.as_str()).collect();
                    anyhow!("unknown table `{tname}` (registered: {})", if known.is_empty() { "none".into() } else { known.join(", ") })
                })?;
                let alias = alias.as_ref().map(|a| a.name.value.clone()).unwrap_or_else(|| tname.clone());
                if self.tables.iter().any(|t| t.alias.eq_ignore_ascii_case(&alias)) {
                    return Err(unsupported(&format!("using table `{alias}` twice (self-joins)")));
                }
                self.tables.push(QueryTable { alias, name: meta.name.clone() });
                self.metas.push(meta);
                Ok(())
            }
            TableFactor::Derived { .. } => Err(unsupported("a subquery in FROM")),
            TableFactor::NestedJoin { .. } => Err(unsupported("parenthesized joins")),
            other => Err(unsupported(&format!("FROM item `{other}`"))),
        }
    }

    fn col_name(&self, c: ColRef) -> String {
        format!("{}.{}", self.tables[c.table].alias, self.metas[c.table].columns[c.column].name)
    }

    fn column(&self, e: &Expr) -> Result<ColRef> {
        match e {
            Expr::Identifier(id) => {
                let mut found = None;
                for (t, m) in self.metas.iter().enumerate() {
                    if let Some(ci) = m.column_index(&id.value) {
                        if found.is_some() {
                            bail!("column `{}` is ambiguous; qualify it with a table name", id.value);
                        }
                        found = Some(ColRef { table: t, column: ci });
                    }
                }
                found.ok_or_else(|| anyhow!("unknown column `{}`", id.value))
            }
            Expr::CompoundIdentifier(parts) => {
                if parts.len() != 2 {
                    bail!("column reference `{e}` must be `table.column`");
                }
                let (t, c) = (&parts[0].value, &parts[1].value);
                let ti = self
                    .tables
                    .iter()
                    .position(|x| x.alias.eq_ignore_ascii_case(t))
                    .ok_or_else(|| anyhow!("unknown table `{t}` in column reference `{e}`"))?;
                let ci = self.metas[ti]
                    .column_index(c)
                    .ok_or_else(|| anyhow!("unknown column `{c}` in table `{}`", self.tables[ti].alias))?;
                Ok(ColRef { table: ti, column: ci })
            }
            Expr::Nested(inner) => self.column(inner),
            _ => bail!("expected a column, found `{e}`"),
        }
    }

    fn is_column(e: &Expr) -> bool {
        match e {
            Expr::Identifier(_) | Expr::CompoundIdentifier(_) => true,
            Expr::Nested(i) => Self::is_column(i),
            _ => false,
        }
    }

    fn add_conjuncts(&mut self, e: &Expr) -> Result<()> {
        match e {
            Expr::Nested(i) => self.add_conjuncts(i),
            Expr::BinaryOp { left, op: BinaryOperator::And, right } => {
                self.add_conjuncts(left)?;
                self.add_conjuncts(right)
            }
            Expr::BinaryOp { op: BinaryOperator::Or, .. } => Err(unsupported("OR in filters (only conjunctions)")),
            Expr::BinaryOp { left, op, right } => {
                let cmp = match op {
                    BinaryOperator::Eq => CmpOp::Eq,
                    BinaryOperator::Lt => CmpOp::Lt,
                    BinaryOperator::LtEq => CmpOp::Le,
                    BinaryOperator::Gt => CmpOp::Gt,
                    BinaryOperator::GtEq => CmpOp::Ge,
                    other => return Err(unsupported(&format!("operator `{other}` in filters"))),
                };
                match (Self::is_column(left), Self::is_column(right)) {
                    (true, true) => {
                        let (l, r) = (self.column(left)?, self.column(right)?);
                        if cmp != CmpOp::Eq {
                            return Err(unsupported(&format!("non-equi join condition `{e}`")));
                        }
                        if l.table == r.table {
                            return Err(unsupported(&format!("comparing two columns of the same table (`{e}`)")));
                        }
                        self.joins.push(JoinEdge { left: l, right: r });
                        Ok(())
                    }
                    (true, false) => {
                        let c = self.column(left)?;
                        let v = self.literal(c, right, cmp)?;
                        self.filters.push(Pred::Cmp(c, v.0, v.1));
                        Ok(())
                    }
                    (false, true) => {
                        let c = self.column(right)?;
                        let flipped = match cmp {
                            CmpOp::Lt => CmpOp::Gt,
                            CmpOp::Le => CmpOp::Ge,
                            CmpOp::Gt => CmpOp::Lt,
                            CmpOp::Ge => CmpOp::Le,
                            CmpOp::Eq => CmpOp::Eq,
                        };
                        let v = self.literal(c, left, flipped)?;
                        self.filters.push(Pred::Cmp(c, v.0, v.1));
                        Ok(())
                    }
                    (false, false) => Err(unsupported(&format!("condition `{e}` (filters compare a column with a literal)"))),
                }
            }
            Expr::Between { expr, negated, low, high } => {
                if *negated {
                    return Err(unsupported("NOT BETWEEN"));
                }
                let c = self.column(expr)?;
                let lo = self.literal(c, low, CmpOp::Ge)?;
                let hi = self.literal(c, high, CmpOp::Le)?;
                // Normalised bounds for ranges on dictionary codes.
                let lo_v = if lo.0 == CmpOp::Gt { lo.1.saturating_add(1) } else { lo.1 };
                let hi_v = if hi.0 == CmpOp::Lt { hi.1.saturating_sub(1) } else { hi.1 };
                self.filters.push(Pred::Between(c, lo_v, hi_v));
                Ok(())
            }
            Expr::InList { expr, list, negated } => {
                if *negated {
                    return Err(unsupported("NOT IN"));
                }
                let c = self.column(expr)?;
                let mut vals = Vec::new();
                for item in list {
                    let (op, v) = self.literal(c, item, CmpOp::Eq)?;
                    if op == CmpOp::Eq {
                        vals.push(v);
                    }
                }
                self.filters.push(Pred::In(c, vals));
                Ok(())
            }
            Expr::InSubquery { .. } | Expr::Exists { .. } | Expr::Subquery(_) => Err(unsupported("subqueries")),
            Expr::UnaryOp { op: UnaryOperator::Not, .. } => Err(unsupported("NOT in filters")),
            Expr::IsNull(_) | Expr::IsNotNull(_) => Err(unsupported("IS [NOT] NULL")),
            Expr::Like { .. } | Expr::ILike { .. } => Err(unsupported("LIKE")),
            other => Err(unsupported(&format!("condition `{other}`"))),
        }
    }

    /// Converts a literal into the stored representation of column `c`.
    /// For dictionary strings, range comparisons are rewritten onto codes, so
    /// the returned operator may differ from `op`; an `Eq` on a string absent
    /// from the dictionary becomes `Lt` with `i64::MIN` (never true).
    fn literal(&self, c: ColRef, e: &Expr, op: CmpOp) -> Result<(CmpOp, i64)> {
        let col = &self.metas[c.table].columns[c.column];
        let cname = self.col_name(c);
        let (text, is_str, neg) = match e {
            Expr::Value(v) => match &v.value {
                Value::Number(s, _) => (s.clone(), false, false),
                Value::SingleQuotedString(s) | Value::DoubleQuotedString(s) => (s.clone(), true, false),
                Value::Null => return Err(unsupported("NULL literals")),
                other => return Err(unsupported(&format!("literal `{other}`"))),
            },
            Expr::UnaryOp { op: UnaryOperator::Minus, expr } => match expr.as_ref() {
                Expr::Value(v) => match &v.value {
                    Value::Number(s, _) => (s.clone(), false, true),
                    _ => bail!("bad literal `{e}`"),
                },
                _ => return Err(unsupported(&format!("expression `{e}` (only literals)"))),
            },
            Expr::TypedString(ts) => match &ts.value.value {
                Value::SingleQuotedString(s) => (s.clone(), true, false),
                _ => bail!("bad literal `{e}`"),
            },
            Expr::Subquery(_) => return Err(unsupported("subqueries")),
            other => return Err(unsupported(&format!("expression `{other}` (filters compare a column with a literal)"))),
        };
        let bad = || anyhow!("literal `{e}` does not fit column `{cname}` of type {}", col.dtype.name());
        let v: i64 = match col.dtype {
            DataType::Int => {
                let v: i64 = text.trim().parse().map_err(|_| bad())?;
                if neg { -v } else { v }
            }
            DataType::Decimal(s) => {
                let v = parse_decimal(&text, s).ok_or_else(bad)?;
                if neg { -v } else { v }
            }
            DataType::Date => {
                if !is_str {
                    return Err(bad());
                }
                parse_date(&text).ok_or_else(bad)?
            }
            DataType::Str => {
                if !is_str {
                    return Err(bad());
                }
                let Some(dict) = &col.dict else {
                    // Statistics only: a stable stand-in code; never executed.
                    return Ok((op, text.bytes().fold(0i64, |h, b| h.wrapping_mul(31).wrapping_add(b as i64))));
                };
                let lb = dict.partition_point(|x| x.as_str() < text.as_str()) as i64;
                let ub = dict.partition_point(|x| x.as_str() <= text.as_str()) as i64;
                return Ok(match op {
                    CmpOp::Eq => {
                        if lb < ub {
                            (CmpOp::Eq, lb)
                        } else {
                            (CmpOp::Lt, i64::MIN)
                        }
                    }
                    CmpOp::Lt => (CmpOp::Lt, lb),
                    CmpOp::Le => (CmpOp::Lt, ub),
                    CmpOp::Gt => (CmpOp::Ge, ub),
                    CmpOp::Ge => (CmpOp::Ge, lb),
                });
            }
        };
        Ok((op, v))
    }

    fn out_expr(&self, e: &Expr) -> Result<OutExpr> {
        match e {
            Expr::Identifier(_) | Expr::CompoundIdentifier(_) => Ok(OutExpr::Col(self.column(e)?)),
            Expr::Nested(i) => self.out_expr(i),
            Expr::Function(f) => {
                let fname = object_name(&f.name)?.to_ascii_uppercase();
                let func = match fname.as_str() {
                    "COUNT" => AggFunc::Count,
                    "SUM" => AggFunc::Sum,
                    "MIN" => AggFunc::Min,
                    "MAX" => AggFunc::Max,
                    "AVG" => AggFunc::Avg,
                    _ => return Err(unsupported(&format!("function `{fname}` (only COUNT, SUM, MIN, MAX, AVG)"))),
                };
                if f.over.is_some() {
                    return Err(unsupported("window functions"));
                }
                if f.filter.is_some() {
                    return Err(unsupported("aggregate FILTER"));
                }
                let list = match &f.args {
                    FunctionArguments::List(l) => l,
                    _ => bail!("{fname} needs one argument"),
                };
                if list.duplicate_treatment.is_some() {
                    return Err(unsupported(&format!("{fname}(DISTINCT …)")));
                }
                if list.args.len() != 1 {
                    bail!("{fname} takes exactly one argument");
                }
                match &list.args[0] {
                    FunctionArg::Unnamed(FunctionArgExpr::Wildcard) => {
                        if func == AggFunc::Count {
                            Ok(OutExpr::Agg(func, None))
                        } else {
                            bail!("{fname}(*) is not valid")
                        }
                    }
                    FunctionArg::Unnamed(FunctionArgExpr::Expr(a)) => {
                        if !Self::is_column(a) {
                            return Err(unsupported(&format!("expression `{a}` inside {fname} (only a column)")));
                        }
                        let c = self.column(a)?;
                        if matches!(func, AggFunc::Sum | AggFunc::Avg)
                            && self.metas[c.table].columns[c.column].dtype == DataType::Str
                        {
                            bail!("{fname} of string column `{}` is not supported", self.col_name(c));
                        }
                        Ok(OutExpr::Agg(func, Some(c)))
                    }
                    _ => Err(unsupported(&format!("argument of {fname}"))),
                }
            }
            Expr::Subquery(_) => Err(unsupported("subqueries")),
            Expr::BinaryOp { .. } | Expr::UnaryOp { .. } => {
                Err(unsupported(&format!("arithmetic expression `{e}` in SELECT")))
            }
            other => Err(unsupported(&format!("select expression `{other}`"))),
        }
    }

    fn order_target(&self, e: &Expr, output: &[OutItem]) -> Result<usize> {
        if let Some(n) = literal_u64(e) {
            if n >= 1 && (n as usize) <= output.len() {
                return Ok(n as usize - 1);
            }
            bail!("ORDER BY position {n} is out of range 1..={}", output.len());
        }
        if let Expr::Identifier(id) = e {
            if let Some(i) = output.iter().position(|o| o.name.eq_ignore_ascii_case(&id.value)) {
                return Ok(i);
            }
        }
        let ex = self.out_expr(e)?;
        output
            .iter()
            .position(|o| o.expr == ex)
            .ok_or_else(|| unsupported(&format!("ORDER BY `{e}` that is not in the SELECT list")))
    }
}
