//! `-stats`: counters summed over the module, printed in llc's format when the run ends
//! (`  4 regalloc - Number of spills inserted`: the value right-aligned, the pass's debug type
//! left-aligned, each column as wide as its widest entry, sorted by debug type). Passes that
//! count something add to the [`Statistics`] of their [`super::PassContext`]; the pass runner
//! adds the instruction count after each pass; spills and reloads are counted in the finished
//! code the way its assembly comments name them ([`crate::regalloc::stack_access`]).

use crate::mir::MachineFunction;
use crate::regalloc::stack_access::{classify, StackAccessKind};
use crate::target::instr_info::TargetInstrInfo;
use crate::target::target_opcode;
use kiln_mc::desc::RegisterInfo;
use std::fmt::Write;

/// Named counters; inert unless enabled.
#[derive(Debug, Default)]
pub struct Statistics {
    enabled: bool,
    /// (debug type, description, value), in the order first counted.
    values: Vec<(&'static str, &'static str, u64)>,
}

impl Statistics {
    pub fn new(enabled: bool) -> Statistics {
        Statistics { enabled, values: Vec::new() }
    }

    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// Adds `n` to the counter `desc` of `debug_type` (a counter exists once something counted it).
    pub fn add(&mut self, debug_type: &'static str, desc: &'static str, n: u64) {
        if !self.enabled {
            return;
        }
        match self.values.iter_mut().find(|(t, d, _)| *t == debug_type && *d == desc) {
            Some((_, _, v)) => *v += n,
            None => self.values.push((debug_type, desc, n)),
        }
    }

    /// Adds the counters of another thread's statistics (`-j N`) to these.
    pub fn merge(&mut self, other: &Statistics) {
        for &(debug_type, desc, n) in &other.values {
            self.add(debug_type, desc, n);
        }
    }

    /// The report llc prints to standard error; empty when disabled.
    pub fn report(&self) -> String {
        if !self.enabled {
            return String::new();
        }
        let mut values = self.values.clone();
        values.sort_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)));
        let value_width = values.iter().map(|v| v.2.to_string().len()).max().unwrap_or(1);
        let type_width = values.iter().map(|v| v.0.len()).max().unwrap_or(0);
        let rule = format!("==={}===\n", "-".repeat(73));
        let mut out = format!("{rule}                          ... Statistics Collected ...\n{rule}\n");
        for (debug_type, desc, value) in values {
            let _ = writeln!(out, "{value:>value_width$} {debug_type:<type_width$} - {desc}");
        }
        out.push('\n');
        out
    }

    /// Counts the spill-slot accesses of finished code `mf`.
    pub fn count_stack_accesses(&mut self, mf: &MachineFunction, tii: &dyn TargetInstrInfo) {
        if !self.enabled {
            return;
        }
        for &b in mf.layout() {
            for i in mf.block_insts(b) {
                let Some(access) = classify(mf, mf.inst(i), tii) else { continue };
                let desc = match access.kind {
                    StackAccessKind::Spill => "Number of spills inserted",
                    StackAccessKind::Reload => "Number of reloads inserted",
                    StackAccessKind::FoldedSpill => "Number of folded spills",
                    StackAccessKind::FoldedReload => "Number of folded reloads",
                };
                self.add("regalloc", desc, 1);
            }
        }
    }

    /// Counts the copies left after allocation, before they become moves: those between the
    /// same register (coalesced: they vanish) and the rest.
    pub fn count_allocated_copies(&mut self, mf: &MachineFunction, regs: &RegisterInfo) {
        if !self.enabled {
            return;
        }
        for &b in mf.layout() {
            for i in mf.block_insts(b) {
                let mi = mf.inst(i);
                if mi.opcode != target_opcode::COPY || mi.operands.len() < 2 {
                    continue;
                }
                let phys = |k: usize| {
                    let op = &mi.operands[k];
                    let reg = op.get_reg().and_then(|r| r.as_phys())?;
                    match op.sub_reg().0 {
                        0 => Some(reg),
                        _ => regs.sub_reg(reg, op.sub_reg()),
                    }
                };
                let desc = match (phys(0), phys(1)) {
                    (Some(d), Some(s)) if d == s => "Number of copies coalesced",
                    _ => "Number of copies left",
                };
                self.add("regalloc", desc, 1);
            }
        }
    }

    /// Adds the instruction count of `mf` after the pass `name`.
    pub fn count_instructions(&mut self, name: &'static str, mf: &MachineFunction) {
        if !self.enabled {
            return;
        }
        let n = mf.layout().iter().map(|&b| mf.block_insts(b).count() as u64).sum();
        self.add(name, "Number of machine instructions after the pass", n);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_aligns_columns_and_sorts_by_debug_type() {
        let mut s = Statistics::new(true);
        s.add("regalloc", "Number of spills inserted", 4);
        s.add("branch-folder", "Number of machine instructions after the pass", 1234);
        s.add("regalloc", "Number of spills inserted", 3);
        let report = s.report();
        let lines: Vec<&str> = report.lines().collect();
        assert_eq!(lines[1], "                          ... Statistics Collected ...");
        assert_eq!(lines[4], "1234 branch-folder - Number of machine instructions after the pass");
        assert_eq!(lines[5], "   7 regalloc      - Number of spills inserted");
        assert!(Statistics::new(false).report().is_empty());
    }
}
