//! The immediate-materialization table test: for every constant of `immediates_llc14.txt`
//! (with the number of instructions llc 14 builds it with), kiln's sequence computes the
//! constant and is never longer than llc's; constants llc loads from the constant pool kiln
//! loads from it too (two instructions), and kiln never loads one llc builds in registers.

use kiln_target_riscv::isel::{materialize, MatOp, MAX_SEQUENCE};

fn run(value: i64) -> i64 {
    let sext = |v: i64, bits: u32| (v << (64 - bits)) >> (64 - bits);
    materialize(value).iter().fold(0i64, |x, i| match i.op {
        MatOp::Lui => sext(i.imm << 12, 32),
        MatOp::Addi => x.wrapping_add(i.imm),
        MatOp::Addiw => sext(x.wrapping_add(i.imm), 32),
        MatOp::Slli => x << i.imm,
        MatOp::Srli => ((x as u64) >> i.imm) as i64,
    })
}

#[test]
fn never_longer_than_llc_14() {
    let table = include_str!("immediates_llc14.txt");
    let mut rows = 0;
    for line in table.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let value: i64 = fields[0].parse().unwrap();
        let llc: usize = fields[1].parse().unwrap();
        let llc_pool = fields.get(2) == Some(&"pool");
        let seq = materialize(value);
        assert_eq!(run(value), value, "{value:#x}: {seq:?}");
        let kiln_pool = seq.len() > MAX_SEQUENCE;
        assert_eq!(kiln_pool, llc_pool, "{value:#x}: constant pool (kiln {} instructions)", seq.len());
        let kiln = if kiln_pool { 2 } else { seq.len() };
        assert!(kiln <= llc, "{value:#x}: kiln {kiln} instructions ({seq:?}), llc 14 {llc}");
        rows += 1;
    }
    assert!(rows > 700, "{rows} rows");
}
