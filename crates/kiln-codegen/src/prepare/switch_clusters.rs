//! Case clusters of a `switch`, the plan its lowering follows (llc's switch lowering rules).
//!
//! The cases, sorted by signed value, first merge into ranges of consecutive values with one
//! destination. Dense runs of ranges then become jump-table clusters: at least four ranges whose
//! case values fill at least 10% of their span (40% when optimizing for size); with
//! optimization the ranges are split into the fewest such partitions (ties broken towards
//! more tables), without it only the whole switch can be one table. With optimization, runs of
//! ranges that fit one word (the target's bit-test width, 64 bits on x86-64) and go to at most three destinations become bit-test
//! clusters when that saves enough compares; a run that qualifies for bit tests never becomes
//! a jump table. What remains are single ranges, tested by compares.

use kiln_ir::BlockId;

/// Cases per jump table at least (llc's default minimum).
pub const MIN_JUMP_TABLE_ENTRIES: usize = 4;

/// Consecutive case values `lo..=hi` (signed) with one destination.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CaseRange {
    pub lo: i128,
    pub hi: i128,
    pub dest: BlockId,
}

impl CaseRange {
    /// How many case values the range holds (saturating).
    pub fn count(&self) -> u128 {
        span(self.lo, self.hi)
    }
}

/// How a cluster is tested.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClusterKind {
    /// One range: one or two compares.
    Range(BlockId),
    /// Ranges `first..=last` of the switch's ranges through a table indexed by `value - lo`.
    JumpTable { first: usize, last: usize },
    /// Ranges `first..=last` tested as bits of one word.
    BitTests { first: usize, last: usize },
}

/// A cluster covering the values `lo..=hi` (signed); values inside that no case names go to
/// the switch's default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cluster {
    pub lo: i128,
    pub hi: i128,
    pub kind: ClusterKind,
    /// The number of case values in the cluster (the tree balances on it).
    pub weight: u128,
}

/// What the planner may use.
#[derive(Clone, Copy, Debug)]
pub struct PlanOptions {
    /// Optimizing (-O1 and up): partitioned jump tables, bit tests.
    pub optimize: bool,
    /// The function is optimized for size (denser tables only).
    pub for_size: bool,
    /// Jump tables are allowed (no `"no-jump-tables"="true"`).
    pub jump_tables: bool,
    /// The width in bits of the word bit tests use (the target's
    /// [`crate::target::machine::TargetMachine::bit_test_word`]).
    pub bit_test_word: u32,
}

/// The number of values in `lo..=hi`, saturating.
fn span(lo: i128, hi: i128) -> u128 {
    (hi.wrapping_sub(lo) as u128).saturating_add(1)
}

/// Sorts the cases by value and merges consecutive values with one destination.
pub fn rangeify(mut cases: Vec<(i128, BlockId)>) -> Vec<CaseRange> {
    cases.sort_by_key(|c| c.0);
    let mut ranges: Vec<CaseRange> = Vec::with_capacity(cases.len());
    for (v, dest) in cases {
        match ranges.last_mut() {
            Some(r) if r.dest == dest && r.hi.checked_add(1) == Some(v) => r.hi = v,
            _ => ranges.push(CaseRange { lo: v, hi: v, dest }),
        }
    }
    ranges
}

/// The clusters of `ranges` (sorted, disjoint), in value order.
pub fn plan(ranges: &[CaseRange], opts: PlanOptions) -> Vec<Cluster> {
    let singles: Vec<Cluster> = ranges
        .iter()
        .map(|r| Cluster { lo: r.lo, hi: r.hi, kind: ClusterKind::Range(r.dest), weight: r.count() })
        .collect();
    let clusters = if opts.jump_tables { find_jump_tables(ranges, singles, opts) } else { singles };
    if opts.optimize {
        find_bit_tests(ranges, clusters, opts.bit_test_word)
    } else {
        clusters
    }
}

fn is_dense(cases: u128, range: u128, for_size: bool) -> bool {
    let min_density = if for_size { 40 } else { 10 };
    cases.saturating_mul(100) >= range.saturating_mul(min_density)
}

/// Destinations and compares of ranges `first..=last`: whether bit tests beat compares.
fn suits_bit_tests(ranges: &[CaseRange], first: usize, last: usize, word: u32) -> bool {
    if span(ranges[first].lo, ranges[last].hi) > word as u128 {
        return false;
    }
    let mut dests: Vec<BlockId> = Vec::with_capacity(4);
    let mut compares = 0;
    for r in &ranges[first..=last] {
        if !dests.contains(&r.dest) {
            dests.push(r.dest);
        }
        compares += if r.lo == r.hi { 1 } else { 2 };
    }
    matches!((dests.len(), compares), (1, 3..) | (2, 5..) | (3, 6..))
}

fn jump_table_cluster(ranges: &[CaseRange], first: usize, last: usize, word: u32) -> Option<Cluster> {
    if suits_bit_tests(ranges, first, last, word) {
        return None;
    }
    let weight = ranges[first..=last].iter().map(CaseRange::count).fold(0u128, u128::saturating_add);
    Some(Cluster { lo: ranges[first].lo, hi: ranges[last].hi, kind: ClusterKind::JumpTable { first, last }, weight })
}

/// Replaces dense runs of `singles` (one cluster per range) by jump-table clusters.
fn find_jump_tables(ranges: &[CaseRange], singles: Vec<Cluster>, opts: PlanOptions) -> Vec<Cluster> {
    let n = ranges.len();
    if n < 2 || n < MIN_JUMP_TABLE_ENTRIES {
        return singles;
    }
    // cumulative[i]: case values in ranges[..i].
    let mut cumulative = vec![0u128; n + 1];
    for (i, r) in ranges.iter().enumerate() {
        cumulative[i + 1] = cumulative[i].saturating_add(r.count());
    }
    let cases = |i: usize, j: usize| cumulative[j + 1] - cumulative[i];
    let range = |i: usize, j: usize| span(ranges[i].lo, ranges[j].hi);
    if is_dense(cases(0, n - 1), range(0, n - 1), opts.for_size) {
        if let Some(table) = jump_table_cluster(ranges, 0, n - 1, opts.bit_test_word) {
            return vec![table];
        }
    }
    if !opts.optimize {
        return singles;
    }
    // Fewest partitions of ranges[i..] into dense runs, built from the end; among equal
    // counts prefer the partitioning whose runs score better (single ranges and tables).
    const SINGLE: u32 = 2;
    const FEW_OR_TABLE: u32 = 1;
    let mut min_parts = vec![0u32; n];
    let mut last_of = vec![0usize; n];
    let mut score = vec![0u32; n];
    min_parts[n - 1] = 1;
    last_of[n - 1] = n - 1;
    score[n - 1] = SINGLE;
    for i in (0..n - 1).rev() {
        min_parts[i] = min_parts[i + 1] + 1;
        last_of[i] = i;
        score[i] = score[i + 1] + SINGLE;
        for j in (i + 1..n).rev() {
            if !is_dense(cases(i, j), range(i, j), opts.for_size) {
                continue;
            }
            let parts = 1 + if j == n - 1 { 0 } else { min_parts[j + 1] };
            let entries = j - i + 1;
            let mut s = if j == n - 1 { 0 } else { score[j + 1] };
            if entries <= MIN_JUMP_TABLE_ENTRIES / 2 || entries >= MIN_JUMP_TABLE_ENTRIES {
                s += FEW_OR_TABLE;
            }
            if parts < min_parts[i] || (parts == min_parts[i] && s > score[i]) {
                min_parts[i] = parts;
                last_of[i] = j;
                score[i] = s;
            }
        }
    }
    let mut out = Vec::with_capacity(n);
    let mut first = 0;
    while first < n {
        let last = last_of[first];
        let table = (last - first + 1 >= MIN_JUMP_TABLE_ENTRIES).then(|| jump_table_cluster(ranges, first, last, opts.bit_test_word)).flatten();
        match table {
            Some(t) => out.push(t),
            None => out.extend_from_slice(&singles[first..=last]),
        }
        first = last + 1;
    }
    out
}

/// Replaces runs of single-range clusters that fit one word and have at most three
/// destinations by bit-test clusters, when bit tests pay off.
fn find_bit_tests(ranges: &[CaseRange], clusters: Vec<Cluster>, word: u32) -> Vec<Cluster> {
    let n = clusters.len();
    if n < 2 {
        return clusters;
    }
    // The range index of a single-range cluster.
    let range_index: Vec<Option<usize>> = {
        let mut next = 0;
        clusters
            .iter()
            .map(|c| match c.kind {
                ClusterKind::Range(_) => {
                    while ranges[next].lo != c.lo {
                        next += 1;
                    }
                    Some(next)
                }
                ClusterKind::JumpTable { last, .. } | ClusterKind::BitTests { last, .. } => {
                    next = last + 1;
                    None
                }
            })
            .collect()
    };
    let mut min_parts = vec![0u32; n];
    let mut last_of = vec![0usize; n];
    min_parts[n - 1] = 1;
    last_of[n - 1] = n - 1;
    for i in (0..n - 1).rev() {
        min_parts[i] = min_parts[i + 1] + 1;
        last_of[i] = i;
        let widest = (n - 1).min(i + word as usize - 1);
        for j in (i + 1..=widest).rev() {
            if span(clusters[i].lo, clusters[j].hi) > word as u128 {
                continue;
            }
            let mut dests: Vec<BlockId> = Vec::with_capacity(4);
            let mut ranges_only = true;
            for c in &clusters[i..=j] {
                match c.kind {
                    ClusterKind::Range(d) if !dests.contains(&d) => dests.push(d),
                    ClusterKind::Range(_) => {}
                    _ => ranges_only = false,
                }
            }
            if !ranges_only || dests.len() > 3 {
                break;
            }
            let parts = 1 + if j == n - 1 { 0 } else { min_parts[j + 1] };
            if parts < min_parts[i] {
                min_parts[i] = parts;
                last_of[i] = j;
            }
        }
    }
    let mut out = Vec::with_capacity(n);
    let mut first = 0;
    while first < n {
        let last = last_of[first];
        let run = (first < last)
            .then(|| range_index[first].zip(range_index[last]))
            .flatten()
            .filter(|&(a, b)| suits_bit_tests(ranges, a, b, word));
        match run {
            Some((a, b)) => {
                let weight = clusters[first..=last].iter().map(|c| c.weight).fold(0u128, u128::saturating_add);
                out.push(Cluster {
                    lo: clusters[first].lo,
                    hi: clusters[last].hi,
                    kind: ClusterKind::BitTests { first: a, last: b },
                    weight,
                });
            }
            None => out.extend_from_slice(&clusters[first..=last]),
        }
        first = last + 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const O2: PlanOptions = PlanOptions { optimize: true, for_size: false, jump_tables: true, bit_test_word: 64 };
    const O0: PlanOptions = PlanOptions { optimize: false, for_size: false, jump_tables: true, bit_test_word: 64 };

    fn cases(values: &[(i128, u32)]) -> Vec<CaseRange> {
        rangeify(values.iter().map(|&(v, d)| (v, BlockId(d))).collect())
    }

    fn kinds(clusters: &[Cluster]) -> Vec<&'static str> {
        clusters
            .iter()
            .map(|c| match c.kind {
                ClusterKind::Range(_) => "range",
                ClusterKind::JumpTable { .. } => "table",
                ClusterKind::BitTests { .. } => "bits",
            })
            .collect()
    }

    #[test]
    fn consecutive_cases_with_one_destination_merge_in_signed_order() {
        let r = cases(&[(2, 1), (-1, 1), (0, 1), (1, 1), (5, 2)]);
        assert_eq!(r, vec![
            CaseRange { lo: -1, hi: 2, dest: BlockId(1) },
            CaseRange { lo: 5, hi: 5, dest: BlockId(2) },
        ]);
    }

    #[test]
    fn a_dense_switch_of_distinct_destinations_is_one_table_at_every_level() {
        let r = cases(&[(0, 1), (1, 2), (2, 3), (3, 4), (5, 5)]);
        for opts in [O0, O2] {
            let c = plan(&r, opts);
            assert_eq!(kinds(&c), ["table"], "{opts:?}");
            assert_eq!((c[0].lo, c[0].hi), (0, 5));
        }
        let off = PlanOptions { jump_tables: false, ..O2 };
        assert_eq!(kinds(&plan(&r, off)), ["range"; 5]);
    }

    #[test]
    fn three_ranges_are_too_few_for_a_table() {
        let r = cases(&[(0, 1), (1, 2), (2, 3)]);
        assert_eq!(kinds(&plan(&r, O2)), ["range"; 3]);
    }

    #[test]
    fn sparse_values_split_into_a_table_and_compares_only_when_optimizing() {
        let mut v: Vec<(i128, u32)> = (0..6).map(|k| (k, k as u32 + 1)).collect();
        v.push((1000, 9));
        v.push((5000, 10));
        let r = cases(&v);
        assert_eq!(kinds(&plan(&r, O2)), ["table", "range", "range"]);
        assert_eq!(kinds(&plan(&r, O0)), ["range"; 8]);
    }

    #[test]
    fn few_destinations_in_a_word_become_bit_tests_not_a_table() {
        // 1, 3, 5, 7, 9 -> one block; 2, 4, 6, 8 -> another: 9 compares, 2 destinations.
        let v: Vec<(i128, u32)> = (1..10).map(|k| (k, 1 + (k as u32 % 2))).collect();
        let r = cases(&v);
        assert_eq!(kinds(&plan(&r, O2)), ["bits"]);
        // Without optimization there are no bit tests, and the run is no table either.
        assert_eq!(kinds(&plan(&r, O0)), ["range"; 9]);
    }

    #[test]
    fn optimizing_for_size_asks_for_denser_tables() {
        // 4 cases over a span of 20: 20% dense.
        let r = cases(&[(0, 1), (7, 2), (13, 3), (19, 4)]);
        assert_eq!(kinds(&plan(&r, PlanOptions { optimize: false, ..O2 })), ["table"]);
        assert_eq!(kinds(&plan(&r, PlanOptions { for_size: true, ..O2 })), ["range"; 4]);
    }
}
