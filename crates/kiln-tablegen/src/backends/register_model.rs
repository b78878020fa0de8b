//! The register file of a target description, read from its `Register`,
//! `SubRegIndex`, `RegisterClass` and `CalleeSavedRegs` records and numbered.
//!
//! Shared by the register-info and instruction-info back ends so both number
//! registers and classes the same way. Registers are numbered from 1 in
//! natural name order (`R8` before `R10`; 0 is no register), sub-register
//! indices and classes from definition order. Overlap is computed from
//! register units: each register without sub-registers is one unit, each
//! explicit alias pair adds a unit both share, and a register covers the units
//! of its sub-registers; two registers alias when they share a unit.

use super::rust_names::{natural_cmp, rust_ident};
use crate::record::{RecordKeeper, RecordRef, ValueRef};
use kiln_support::Diagnostic;
use rustc_hash::FxHashMap;

pub struct SubRegIndexInfo {
    pub name: String,
    /// The Rust path of its generated constant (`sub_reg_idx::sub_8bit`).
    pub path: String,
    pub size: i64,
    pub offset: i64,
}

pub struct RegInfo<'a> {
    /// None for entry 0, no register.
    pub rec: Option<RecordRef<'a>>,
    pub name: String,
    /// The Rust path of its generated constant (`reg::EAX`).
    pub path: String,
    pub asm_name: String,
    pub sub_regs: Vec<u16>,
    pub sub_reg_indices: Vec<u16>,
    pub explicit_aliases: Vec<u16>,
    pub dwarf_numbers: Vec<i64>,
    pub cost_per_use: i64,
    pub encoding: i64,
    // Computed.
    pub indexed_sub_regs: Vec<(u16, u16)>,
    pub all_sub_regs: Vec<u16>,
    pub super_regs: Vec<u16>,
    pub aliases: Vec<u16>,
    pub units: Vec<u16>,
}

pub struct RegClassInfo {
    /// How MIR writes the class: the def's name in lower case (`gr32`).
    pub name: String,
    /// The Rust path of its generated constant (`reg_class::GR32`).
    pub path: String,
    pub members: Vec<u16>,
    pub alloc_order: Vec<u16>,
    pub value_types: Vec<String>,
    pub spill_size: i64,
    pub spill_align: i64,
    pub copy_cost: i64,
    pub allocatable: bool,
}

pub struct CalleeSavedInfo {
    pub name: String,
    pub saved: Vec<u16>,
    pub preserved: Vec<u16>,
}

pub struct RegisterModel<'a> {
    /// Index 0 is unused (no register).
    pub regs: Vec<RegInfo<'a>>,
    /// Index 0 is unused (no index).
    pub sub_reg_indices: Vec<SubRegIndexInfo>,
    pub classes: Vec<RegClassInfo>,
    pub callee_saved: Vec<CalleeSavedInfo>,
    reg_by_name: FxHashMap<&'a str, u16>,
    class_by_name: FxHashMap<&'a str, u16>,
}

/// Gives the members of a register class (by number) named in a set expression.
pub type ClassMembers<'s, 'a> = dyn FnMut(&RegisterModel<'a>, u16) -> Result<Vec<u16>, Diagnostic> + 's;

/// Defs deriving from `class` in definition order; none when the class is not defined.
pub fn defs_of<'a>(rk: &'a RecordKeeper, class: &str) -> Vec<RecordRef<'a>> {
    match rk.class(class) {
        Some(c) => rk.defs().filter(|d| d.is_subclass_of(c.id)).collect(),
        None => Vec::new(),
    }
}

impl<'a> RegisterModel<'a> {
    pub fn build(rk: &'a RecordKeeper) -> Result<RegisterModel<'a>, Diagnostic> {
        let mut model = RegisterModel {
            regs: Vec::new(),
            sub_reg_indices: vec![SubRegIndexInfo { name: String::new(), path: "sub_reg_idx::NoSubRegister".into(), size: 0, offset: 0 }],
            classes: Vec::new(),
            callee_saved: Vec::new(),
            reg_by_name: FxHashMap::default(),
            class_by_name: FxHashMap::default(),
        };
        let mut index_by_name = FxHashMap::default();
        for idx in defs_of(rk, "SubRegIndex") {
            index_by_name.insert(idx.name(), model.sub_reg_indices.len() as u16);
            model.sub_reg_indices.push(SubRegIndexInfo {
                name: idx.name().to_string(),
                path: format!("sub_reg_idx::{}", ident(idx)?),
                size: int_in(idx, "Size", 0, u16::MAX.into())?,
                offset: int_in(idx, "Offset", -1, i16::MAX.into())?,
            });
        }

        let mut reg_recs = defs_of(rk, "Register");
        reg_recs.sort_by(|a, b| natural_cmp(a.name(), b.name()));
        if reg_recs.len() >= u16::MAX as usize {
            return Err(Diagnostic::global("kiln tblgen", "too many registers (at most 65534)"));
        }
        for (i, r) in reg_recs.iter().enumerate() {
            model.reg_by_name.insert(r.name(), i as u16 + 1);
        }
        model.regs.push(RegInfo::empty(None, "NoRegister"));
        for r in &reg_recs {
            let reg_list = |field: &str| -> Result<Vec<u16>, Diagnostic> {
                r.get_value_as_list_of_defs(field)?.iter().map(|d| model.reg_number(*r, *d)).collect()
            };
            let sub_regs = reg_list("SubRegs")?;
            let sub_reg_indices = r
                .get_value_as_list_of_defs("SubRegIndices")?
                .iter()
                .map(|d| index_by_name.get(d.name()).copied().ok_or_else(|| err(*r, format!("`{}' is not a SubRegIndex", d.name()))))
                .collect::<Result<Vec<u16>, _>>()?;
            if sub_regs.len() != sub_reg_indices.len() {
                return Err(err(
                    *r,
                    format!("register {} has {} sub-registers but {} sub-register indices", r.name(), sub_regs.len(), sub_reg_indices.len()),
                ));
            }
            let mut info = RegInfo::empty(Some(*r), r.name());
            info.path = format!("reg::{}", ident(*r)?);
            info.asm_name = r.get_value_as_string("AsmName")?.to_string();
            info.sub_regs = sub_regs;
            info.sub_reg_indices = sub_reg_indices;
            info.explicit_aliases = reg_list("Aliases")?;
            info.dwarf_numbers = r.get_value_as_list("DwarfNumbers")?.iter().map(|v| dwarf_number(*r, *v)).collect::<Result<_, _>>()?;
            info.cost_per_use = int_in(*r, "CostPerUse", 0, u8::MAX.into())?;
            info.encoding = int_in(*r, "HWEncoding", 0, u16::MAX.into())?;
            model.regs.push(info);
        }
        model.compute_sub_regs()?;
        model.compute_units_and_aliases()?;
        model.compute_indexed_sub_regs()?;

        for (i, c) in defs_of(rk, "RegisterClass").iter().enumerate() {
            model.class_by_name.insert(c.name(), i as u16);
        }
        let class_recs = defs_of(rk, "RegisterClass");
        let mut evaluated: Vec<Option<Vec<u16>>> = vec![None; class_recs.len()];
        for i in 0..class_recs.len() {
            let order = model.class_members(&class_recs, i, &mut evaluated, &mut Vec::new())?;
            let c = class_recs[i];
            let value_types = c.get_value_as_list_of_defs("RegTypes")?;
            let mut spill_size = int_in(c, "Size", 0, u32::MAX.into())?;
            if spill_size == 0 {
                for vt in &value_types {
                    spill_size = spill_size.max(int_in(*vt, "Size", 0, u32::MAX.into())?);
                }
            }
            let mut members = order.clone();
            members.sort_unstable();
            model.classes.push(RegClassInfo {
                name: c.name().to_ascii_lowercase(),
                path: format!("reg_class::{}", ident(c)?),
                members,
                alloc_order: order,
                value_types: value_types.iter().map(|v| v.name().to_string()).collect(),
                spill_size,
                spill_align: int_in(c, "Alignment", 0, u32::MAX.into())?,
                copy_cost: int_in(c, "CopyCost", i8::MIN.into(), i8::MAX.into())?,
                allocatable: c.get_value_as_bit("isAllocatable")?,
            });
        }

        for cs in defs_of(rk, "CalleeSavedRegs") {
            let mut class_set = |m: &RegisterModel<'a>, c: u16| Ok(m.classes[c as usize].alloc_order.clone());
            let saved = model.eval_set(cs, cs.get_value("SaveList")?, &mut class_set)?;
            let other = model.eval_set(cs, cs.get_value("OtherPreserved")?, &mut class_set)?;
            let mut covered: Vec<u16> = saved.iter().chain(&other).flat_map(|&r| model.regs[r as usize].units.iter().copied()).collect();
            covered.sort_unstable();
            covered.dedup();
            let preserved = (1..model.regs.len() as u16)
                .filter(|&r| model.regs[r as usize].units.iter().all(|u| covered.binary_search(u).is_ok()))
                .collect();
            model.callee_saved.push(CalleeSavedInfo { name: cs.name().to_string(), saved, preserved });
        }
        Ok(model)
    }

    /// The number of register `name`.
    pub fn reg(&self, name: &str) -> Option<u16> {
        self.reg_by_name.get(name).copied()
    }

    /// The number of register class `name` (the def's name).
    pub fn class(&self, name: &str) -> Option<u16> {
        self.class_by_name.get(name).copied()
    }

    fn reg_err(&self, r: usize, message: String) -> Diagnostic {
        match self.regs[r].rec {
            Some(rec) => err(rec, message),
            None => Diagnostic::global("kiln tblgen", message),
        }
    }

    fn reg_number(&self, user: RecordRef<'a>, r: RecordRef<'a>) -> Result<u16, Diagnostic> {
        self.reg(r.name()).ok_or_else(|| err(user, format!("`{}' is not a Register", r.name())))
    }

    /// Transitive sub-registers (with a cycle check), then super-registers.
    fn compute_sub_regs(&mut self) -> Result<(), Diagnostic> {
        let n = self.regs.len();
        let mut state = vec![0u8; n];
        for r in 1..n {
            self.visit_sub_regs(r, &mut state)?;
        }
        let mut supers = vec![Vec::new(); n];
        for (r, info) in self.regs.iter().enumerate() {
            for &s in &info.all_sub_regs {
                supers[s as usize].push(r as u16);
            }
        }
        for (info, s) in self.regs.iter_mut().zip(supers) {
            info.super_regs = s;
        }
        Ok(())
    }

    fn visit_sub_regs(&mut self, r: usize, state: &mut [u8]) -> Result<(), Diagnostic> {
        match state[r] {
            2 => return Ok(()),
            1 => return Err(self.reg_err(r, format!("register {} is its own sub-register", self.regs[r].name))),
            _ => {}
        }
        state[r] = 1;
        let mut all = Vec::new();
        for s in self.regs[r].sub_regs.clone() {
            self.visit_sub_regs(s as usize, state)?;
            all.push(s);
            all.extend_from_slice(&self.regs[s as usize].all_sub_regs);
        }
        all.sort_unstable();
        all.dedup();
        self.regs[r].all_sub_regs = all;
        state[r] = 2;
        Ok(())
    }

    fn compute_units_and_aliases(&mut self) -> Result<(), Diagnostic> {
        let n = self.regs.len();
        let mut own: Vec<Vec<u16>> = vec![Vec::new(); n];
        let mut next_unit = 0u16;
        let mut new_unit = || {
            let unit = next_unit;
            next_unit = next_unit.checked_add(1).ok_or_else(|| Diagnostic::global("kiln tblgen", "too many register units (at most 65535)"))?;
            Ok::<u16, Diagnostic>(unit)
        };
        for (units, reg) in own.iter_mut().zip(&self.regs).skip(1) {
            if reg.sub_regs.is_empty() {
                units.push(new_unit()?);
            }
        }
        let mut pairs: Vec<(u16, u16)> = Vec::new();
        for r in 1..n {
            for &a in &self.regs[r].explicit_aliases {
                pairs.push(((r as u16).min(a), (r as u16).max(a)));
            }
        }
        pairs.sort_unstable();
        pairs.dedup();
        for (a, b) in pairs {
            let unit = new_unit()?;
            own[a as usize].push(unit);
            own[b as usize].push(unit);
        }
        let mut regs_of_unit: Vec<Vec<u16>> = vec![Vec::new(); next_unit as usize];
        for r in 1..n {
            let mut units = own[r].clone();
            for &s in &self.regs[r].all_sub_regs {
                units.extend_from_slice(&own[s as usize]);
            }
            units.sort_unstable();
            units.dedup();
            for &u in &units {
                regs_of_unit[u as usize].push(r as u16);
            }
            self.regs[r].units = units;
        }
        for r in 1..n {
            let mut aliases: Vec<u16> =
                self.regs[r].units.iter().flat_map(|&u| regs_of_unit[u as usize].iter().copied()).filter(|&a| a != r as u16).collect();
            aliases.sort_unstable();
            aliases.dedup();
            self.regs[r].aliases = aliases;
        }
        Ok(())
    }

    /// Sub-registers reachable through a named index: the direct ones, and a
    /// sub-register of a sub-register when an index describes the composed
    /// bit range (offsets add up, the inner size stays).
    fn compute_indexed_sub_regs(&mut self) -> Result<(), Diagnostic> {
        let n = self.regs.len();
        let mut done = vec![false; n];
        for r in 1..n {
            self.visit_indexed(r, &mut done)?;
        }
        Ok(())
    }

    fn visit_indexed(&mut self, r: usize, done: &mut [bool]) -> Result<(), Diagnostic> {
        if done[r] {
            return Ok(());
        }
        let mut map: Vec<(u16, u16)> = Vec::new();
        let direct: Vec<(u16, u16)> = self.regs[r].sub_reg_indices.iter().copied().zip(self.regs[r].sub_regs.iter().copied()).collect();
        for &(idx, sub) in &direct {
            self.add_indexed(r, &mut map, idx, sub)?;
        }
        for &(outer, sub) in &direct {
            self.visit_indexed(sub as usize, done)?;
            for (inner, subsub) in self.regs[sub as usize].indexed_sub_regs.clone() {
                if let Some(composed) = self.compose(outer, inner) {
                    self.add_indexed(r, &mut map, composed, subsub)?;
                }
            }
        }
        map.sort_unstable();
        self.regs[r].indexed_sub_regs = map;
        done[r] = true;
        Ok(())
    }

    fn add_indexed(&self, r: usize, map: &mut Vec<(u16, u16)>, idx: u16, sub: u16) -> Result<(), Diagnostic> {
        match map.iter().find(|e| e.0 == idx) {
            Some(&(_, other)) if other != sub => Err(self.reg_err(
                r,
                format!(
                    "register {} reaches both {} and {} through sub-register index {}",
                    self.regs[r].name, self.regs[other as usize].name, self.regs[sub as usize].name, self.sub_reg_indices[idx as usize].name
                ),
            )),
            Some(_) => Ok(()),
            None => {
                map.push((idx, sub));
                Ok(())
            }
        }
    }

    fn compose(&self, outer: u16, inner: u16) -> Option<u16> {
        let (o, i) = (&self.sub_reg_indices[outer as usize], &self.sub_reg_indices[inner as usize]);
        if o.offset < 0 || i.offset < 0 {
            return None;
        }
        let (offset, size) = (o.offset + i.offset, i.size);
        self.sub_reg_indices.iter().skip(1).position(|x| x.offset == offset && x.size == size).map(|p| p as u16 + 1)
    }

    /// The allocation order of class `i`, evaluating classes it names first.
    fn class_members(
        &self,
        recs: &[RecordRef<'a>],
        i: usize,
        evaluated: &mut Vec<Option<Vec<u16>>>,
        stack: &mut Vec<usize>,
    ) -> Result<Vec<u16>, Diagnostic> {
        if let Some(order) = &evaluated[i] {
            return Ok(order.clone());
        }
        if stack.contains(&i) {
            return Err(err(recs[i], format!("register class {} contains itself", recs[i].name())));
        }
        stack.push(i);
        let rec = recs[i];
        let order = self.eval_set(rec, rec.get_value("MemberList")?, &mut |model, class| {
            model.class_members(recs, class as usize, evaluated, stack)
        })?;
        stack.pop();
        evaluated[i] = Some(order.clone());
        Ok(order)
    }

    /// Evaluates a register set expression (see RegisterClasses.td) in order.
    /// `class_set` gives the members of a class named inside it.
    pub fn eval_set(
        &self,
        user: RecordRef<'a>,
        v: ValueRef<'a>,
        class_set: &mut ClassMembers<'_, 'a>,
    ) -> Result<Vec<u16>, Diagnostic> {
        if let Some(d) = v.as_def() {
            if let Some(r) = self.reg(d.name()) {
                return Ok(vec![r]);
            }
            if let Some(c) = self.class(d.name()) {
                return class_set(self, c);
            }
            return Err(err(user, format!("`{}' in a register set is neither a Register nor a RegisterClass", d.name())));
        }
        let Some(dag) = v.as_dag() else {
            return Err(err(user, format!("expected a register set, found `{}'", v.to_tablegen())));
        };
        let op = dag.operator.as_def().map(|d| d.name()).unwrap_or("");
        let int_arg = |i: usize| -> Result<i64, Diagnostic> {
            dag.args.get(i).and_then(|a| a.0.as_int()).ok_or_else(|| err(user, format!("({op} ...) expects an integer as operand {}", i + 1)))
        };
        let mut set_arg = |i: usize| -> Result<Vec<u16>, Diagnostic> {
            match dag.args.get(i) {
                Some(a) => self.eval_set(user, a.0, class_set),
                None => Err(err(user, format!("({op} ...) expects a register set as operand {}", i + 1))),
            }
        };
        let expect_args = |n: usize| -> Result<(), Diagnostic> {
            if dag.args.len() == n {
                Ok(())
            } else {
                Err(err(user, format!("({op} ...) takes {n} operands, found {}", dag.args.len())))
            }
        };
        let mut out: Vec<u16> = Vec::new();
        match op {
            "add" => {
                for i in 0..dag.args.len() {
                    for r in set_arg(i)? {
                        if !out.contains(&r) {
                            out.push(r);
                        }
                    }
                }
            }
            "sub" | "and" => {
                if dag.args.is_empty() {
                    return Err(err(user, format!("({op} ...) needs at least one operand")));
                }
                out = set_arg(0)?;
                for i in 1..dag.args.len() {
                    let other = set_arg(i)?;
                    out.retain(|r| other.contains(r) == (op == "and"));
                }
            }
            "shl" | "rotl" | "rotr" | "decimate" => {
                expect_args(2)?;
                let set = set_arg(0)?;
                let n = int_arg(1)?;
                if n < 0 || (op == "decimate" && n == 0) {
                    return Err(err(user, format!("({op} ...) needs a positive amount, found {n}")));
                }
                let n = n as usize;
                out = match op {
                    "shl" => set.iter().skip(n).copied().collect(),
                    "decimate" => set.iter().step_by(n).copied().collect(),
                    _ if set.is_empty() => set,
                    "rotl" => {
                        let k = n % set.len();
                        set[k..].iter().chain(&set[..k]).copied().collect()
                    }
                    _ => {
                        let k = (set.len() - n % set.len()) % set.len();
                        set[k..].iter().chain(&set[..k]).copied().collect()
                    }
                };
            }
            "sequence" => {
                expect_args(3)?;
                let format = dag.args[0].0.as_string().ok_or_else(|| err(user, "(sequence ...) expects a format string first"))?;
                let (first, last) = (int_arg(1)?, int_arg(2)?);
                let step = if first <= last { 1 } else { -1 };
                let mut i = first;
                loop {
                    let name = format_register_name(format, i).ok_or_else(|| err(user, format!("bad (sequence ...) format \"{format}\"")))?;
                    out.push(self.reg(&name).ok_or_else(|| err(user, format!("(sequence ...) names `{name}', which is not a Register")))?);
                    if i == last {
                        break;
                    }
                    i += step;
                }
            }
            _ => return Err(err(user, format!("unknown register set operator `{}'", dag.operator.to_tablegen()))),
        }
        Ok(out)
    }
}

impl<'a> RegInfo<'a> {
    fn empty(rec: Option<RecordRef<'a>>, name: &str) -> RegInfo<'a> {
        RegInfo {
            rec,
            name: name.to_string(),
            path: format!("reg::{name}"),
            asm_name: String::new(),
            sub_regs: Vec::new(),
            sub_reg_indices: Vec::new(),
            explicit_aliases: Vec::new(),
            dwarf_numbers: Vec::new(),
            cost_per_use: 0,
            encoding: 0,
            indexed_sub_regs: Vec::new(),
            all_sub_regs: Vec::new(),
            super_regs: Vec::new(),
            aliases: Vec::new(),
            units: Vec::new(),
        }
    }
}

/// `format` with its one `%u`/`%d` (optionally `%0Nu`) replaced by `n`.
fn format_register_name(format: &str, n: i64) -> Option<String> {
    let start = format.find('%')?;
    let rest = &format[start + 1..];
    let conv = rest.find(['u', 'd'])?;
    let spec = &rest[..conv];
    if !spec.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let width: usize = if spec.is_empty() { 0 } else { spec.parse().ok().filter(|w| *w <= 16)? };
    let num = if spec.starts_with('0') { format!("{n:0width$}") } else { format!("{n:width$}") };
    let tail = &rest[conv + 1..];
    if tail.contains('%') {
        return None;
    }
    Some(format!("{}{}{}", &format[..start], num, tail))
}

/// The name of `rec` as a Rust identifier, for the constants of generated code.
fn ident(rec: RecordRef<'_>) -> Result<String, Diagnostic> {
    rust_ident(rec.name()).ok_or_else(|| err(rec, format!("`{}' cannot be a Rust identifier", rec.name())))
}

/// An error at a record's definition.
pub fn err(rec: RecordRef<'_>, message: impl Into<String>) -> Diagnostic {
    rec.rk.error_at(rec.loc(), message)
}

/// Integer field `field` of `rec`, which must lie in `min..=max`.
fn int_in(rec: RecordRef<'_>, field: &str, min: i64, max: i64) -> Result<i64, Diagnostic> {
    let v = rec.get_value_as_int(field)?;
    if (min..=max).contains(&v) {
        Ok(v)
    } else {
        Err(err(rec, format!("field `{field}' of {} is {v}, outside {min}..={max}", rec.name())))
    }
}

fn dwarf_number(rec: RecordRef<'_>, v: ValueRef<'_>) -> Result<i64, Diagnostic> {
    v.as_int()
        .filter(|n| i32::try_from(*n).is_ok())
        .ok_or_else(|| err(rec, format!("DwarfNumbers of {} must hold 32-bit integers, not {}", rec.name(), v.to_tablegen())))
}
