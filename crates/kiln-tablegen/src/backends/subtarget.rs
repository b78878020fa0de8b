//! `-gen-subtarget`: features, processors and machine models as Rust tables for
//! `kiln_codegen::target::subtarget_info` (LLVM's SubtargetEmitter, in kiln's form).
//!
//! Features (SubtargetFeature) are sorted by name: feature `i` is bit `i` of a mask, and a
//! `Feature` type gets one constant per feature named after its def (`FeatureSse2` is
//! `Feature::Sse2`). Processors are sorted by name. Instructions are grouped into scheduling
//! classes by their `SchedRW` list and the InstRW records that override it on some model;
//! class 0 holds instructions without either. Each model with instruction data
//! (ProcResource, WriteRes, ReadAdvance, SchedWriteRes, InstRW) gets one cost per class: the
//! latency of its slowest write, the micro-ops and resource cycles of all its writes added up,
//! and the read advance of each use operand whose SchedRead has one. A write a model does not
//! describe leaves the class invalid on that model (the scheduler's defaults apply), or is an
//! error naming it when the model sets `CompleteModel`.

use super::instr_model::InstrModel;
use super::register_model::{defs_of, err, RegisterModel};
use super::rust_names::{list, rust_ident, str_lit};
use crate::record::{RecordKeeper, RecordRef};
use kiln_support::Diagnostic;
use rustc_hash::FxHashMap;
use std::fmt::Write;

const INFO: &str = "::kiln_codegen::target::subtarget_info";

pub fn run(rk: &RecordKeeper) -> Result<String, Diagnostic> {
    let tables = SubtargetTables::build(rk)?;
    Ok(tables.emit())
}

/// What a model says about one class, when it knows every write of it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassCost {
    pub latency: u16,
    pub micro_ops: u16,
    /// (resource index, cycles), by resource index.
    pub resources: Vec<(u16, u16)>,
    /// (use operand, cycles), non-zero advances only.
    pub read_advances: Vec<(u16, i16)>,
}

#[derive(Debug)]
pub struct ModelTables {
    pub name: String,
    pub issue_width: i64,
    pub micro_op_buffer_size: i64,
    pub load_latency: i64,
    pub high_latency: i64,
    pub mispredict_penalty: i64,
    pub complete: bool,
    /// (name, units, buffer size).
    pub resources: Vec<(String, i64, i64)>,
    /// One per scheduling class, or empty when the model has no instruction data.
    pub classes: Vec<Option<ClassCost>>,
}

#[derive(Debug)]
pub struct SubtargetTables {
    /// (name, description, implied mask, Rust constant name), sorted by name.
    pub features: Vec<(String, String, u64, String)>,
    /// (name, feature mask, model index), sorted by name.
    pub processors: Vec<(String, u64, usize)>,
    pub models: Vec<ModelTables>,
    pub class_names: Vec<String>,
    /// The class of each opcode.
    pub instr_class: Vec<u16>,
}

/// A record's `SchedModel` field, which must be set.
fn owner<'a>(rec: RecordRef<'a>) -> Result<RecordRef<'a>, Diagnostic> {
    if rec.is_value_unset("SchedModel") {
        return Err(err(rec, format!("{} belongs to no SchedMachineModel (set `SchedModel`)", rec.name())));
    }
    rec.get_value_as_def("SchedModel")
}

fn int_field(rec: RecordRef<'_>, field: &str, min: i64, max: i64) -> Result<i64, Diagnostic> {
    let v = rec.get_value_as_int(field)?;
    if v < min || v > max {
        return Err(err(rec, format!("{field} of {} is {v}, outside {min}..={max}", rec.name())));
    }
    Ok(v)
}

/// Model-independent facts: the records of each kind, grouped by model.
struct Records<'a> {
    models: Vec<RecordRef<'a>>,
    model_index: FxHashMap<&'a str, usize>,
    /// Per model: resources (in definition order), WriteRes by write, ReadAdvance by read.
    resources: Vec<Vec<RecordRef<'a>>>,
    write_res: Vec<FxHashMap<&'a str, RecordRef<'a>>>,
    read_advance: Vec<FxHashMap<&'a str, RecordRef<'a>>>,
    has_data: Vec<bool>,
    /// Per model: the InstRW overriding an instruction, by instruction name.
    inst_rw: Vec<FxHashMap<String, RecordRef<'a>>>,
}

impl<'a> Records<'a> {
    fn read(rk: &'a RecordKeeper) -> Result<Records<'a>, Diagnostic> {
        let models = defs_of(rk, "SchedMachineModel");
        let n = models.len();
        let model_index: FxHashMap<&str, usize> = models.iter().enumerate().map(|(i, m)| (m.name(), i)).collect();
        let mut r = Records {
            models,
            model_index,
            resources: vec![Vec::new(); n],
            write_res: vec![FxHashMap::default(); n],
            read_advance: vec![FxHashMap::default(); n],
            has_data: vec![false; n],
            inst_rw: vec![FxHashMap::default(); n],
        };
        for res in defs_of(rk, "ProcResourceKind") {
            let m = r.model_of(res)?;
            r.resources[m].push(res);
        }
        for wr in defs_of(rk, "WriteRes") {
            let m = r.model_of(wr)?;
            let write = wr.get_value_as_def("WriteType")?;
            if let Some(old) = r.write_res[m].insert(write.name(), wr) {
                return Err(err(wr, format!("{} and {} both give the cost of {} on {}", old.name(), wr.name(), write.name(), r.models[m].name())));
            }
        }
        for ra in defs_of(rk, "ReadAdvance") {
            let m = r.model_of(ra)?;
            let read = ra.get_value_as_def("ReadType")?;
            if let Some(old) = r.read_advance[m].insert(read.name(), ra) {
                return Err(err(ra, format!("{} and {} both give the advance of {} on {}", old.name(), ra.name(), read.name(), r.models[m].name())));
            }
        }
        for rec in defs_of(rk, "SchedWriteRes").into_iter().chain(defs_of(rk, "SchedReadAdvance")) {
            r.model_of(rec)?;
        }
        for irw in defs_of(rk, "InstRW") {
            let m = r.model_of(irw)?;
            let dag = irw.get_value_as_dag("Instrs")?;
            if dag.operator.as_def().map(|d| d.name()) != Some("instrs") {
                return Err(err(irw, format!("Instrs of {} must be an (instrs ...) list", irw.name())));
            }
            for (arg, _) in &dag.args {
                let instr = arg.as_def().filter(|d| d.is_subclass_of_name("Instruction"));
                let instr = instr.ok_or_else(|| err(irw, format!("Instrs of {} lists {}, which is not an instruction", irw.name(), arg.to_tablegen())))?;
                if let Some(old) = r.inst_rw[m].insert(instr.name().to_string(), irw) {
                    return Err(err(irw, format!("{} and {} both override {} on {}", old.name(), irw.name(), instr.name(), r.models[m].name())));
                }
            }
        }
        Ok(r)
    }

    /// The index of `rec`'s model, which now has instruction data.
    fn model_of(&mut self, rec: RecordRef<'a>) -> Result<usize, Diagnostic> {
        let model = owner(rec)?;
        let m = *self.model_index.get(model.name()).ok_or_else(|| err(rec, format!("{} is not a SchedMachineModel", model.name())))?;
        self.has_data[m] = true;
        Ok(m)
    }

    fn resource_index(&self, m: usize, res: RecordRef<'_>, user: RecordRef<'_>) -> Result<u16, Diagnostic> {
        let k = self.resources[m].iter().position(|r| r.id == res.id);
        k.map(|k| k as u16).ok_or_else(|| err(user, format!("{} uses {}, which is not a resource of {}", user.name(), res.name(), self.models[m].name())))
    }

    /// The cost of `write` on model `m`, `None` when the model does not describe it.
    fn write_cost(&self, m: usize, write: RecordRef<'a>, depth: u32) -> Result<Option<ClassCost>, Diagnostic> {
        if depth > 16 {
            return Err(err(write, format!("{} nests write sequences too deeply", write.name())));
        }
        if write.is_subclass_of_name("WriteSequence") {
            let repeat = int_field(write, "Repeat", 1, 64)?;
            let mut total = ClassCost::default();
            for w in write.get_value_as_list_of_defs("Writes")? {
                let Some(c) = self.write_cost(m, w, depth + 1)? else { return Ok(None) };
                for _ in 0..repeat {
                    add_cost(&mut total, &c, true, write)?;
                }
            }
            return Ok(Some(total));
        }
        let desc = if write.is_subclass_of_name("SchedWriteRes") {
            if owner(write)?.name() != self.models[m].name() {
                return Ok(None);
            }
            write
        } else {
            match self.write_res[m].get(write.name()) {
                Some(&wr) => wr,
                None => return Ok(None),
            }
        };
        let resources = desc.get_value_as_list_of_defs("ProcResources")?;
        let cycles: Vec<i64> = desc.get_value_as_list("ResourceCycles")?.iter().map(|v| v.as_int().unwrap_or(-1)).collect();
        if cycles.len() > resources.len() {
            return Err(err(desc, format!("{} has {} ResourceCycles for {} resources", desc.name(), cycles.len(), resources.len())));
        }
        let mut cost = ClassCost {
            latency: int_field(desc, "Latency", 0, 1000)? as u16,
            micro_ops: int_field(desc, "NumMicroOps", 0, 1000)? as u16,
            ..ClassCost::default()
        };
        for (k, res) in resources.iter().enumerate() {
            let c = cycles.get(k).copied().unwrap_or(1);
            if !(0..=1000).contains(&c) {
                return Err(err(desc, format!("ResourceCycles of {} must be integers in 0..=1000", desc.name())));
            }
            add_resource(&mut cost.resources, self.resource_index(m, *res, desc)?, c as u16);
        }
        Ok(Some(cost))
    }

    /// The cycles `read` is read late on model `m`.
    fn read_cycles(&self, m: usize, read: RecordRef<'a>) -> Result<i64, Diagnostic> {
        if read.is_subclass_of_name("SchedReadAdvance") {
            return match owner(read)?.name() == self.models[m].name() {
                true => int_field(read, "Cycles", -100, 100),
                false => Ok(0),
            };
        }
        match self.read_advance[m].get(read.name()) {
            Some(&ra) => int_field(ra, "Cycles", -100, 100),
            None => Ok(0),
        }
    }

    /// The cost of the types `rw` (writes and reads in operand order) on model `m`.
    fn class_cost(&self, m: usize, rw: &[RecordRef<'a>], user: RecordRef<'a>) -> Result<Option<ClassCost>, Diagnostic> {
        if rw.is_empty() {
            return Ok(None);
        }
        let mut total = ClassCost::default();
        let mut reads = 0u16;
        for &t in rw {
            if t.is_subclass_of_name("SchedWrite") {
                match self.write_cost(m, t, 0)? {
                    Some(c) => add_cost(&mut total, &c, false, user)?,
                    None if self.models[m].get_value_as_bit("CompleteModel")? => {
                        return Err(err(user, format!("{} on {} needs the cost of {}: the model sets CompleteModel but has no WriteRes for it", user.name(), self.models[m].name(), t.name())));
                    }
                    None => return Ok(None),
                }
            } else if t.is_subclass_of_name("SchedRead") {
                let cycles = self.read_cycles(m, t)?;
                if cycles != 0 {
                    total.read_advances.push((reads, cycles as i16));
                }
                reads += 1;
            } else {
                return Err(err(user, format!("SchedRW of {} lists {}, which is neither a SchedWrite nor a SchedRead", user.name(), t.name())));
            }
        }
        Ok(Some(total))
    }
}

fn add_resource(resources: &mut Vec<(u16, u16)>, r: u16, cycles: u16) {
    match resources.binary_search_by_key(&r, |&(k, _)| k) {
        Ok(i) => resources[i].1 = resources[i].1.saturating_add(cycles),
        Err(i) => resources.insert(i, (r, cycles)),
    }
}

/// Adds `c` to `total`: latencies add up in a sequence, otherwise the slowest write counts.
fn add_cost(total: &mut ClassCost, c: &ClassCost, sequence: bool, user: RecordRef<'_>) -> Result<(), Diagnostic> {
    let (old, add) = (u32::from(total.latency), u32::from(c.latency));
    let latency = if sequence { old + add } else { old.max(add) };
    let micro_ops = u32::from(total.micro_ops) + u32::from(c.micro_ops);
    if latency > 10_000 || micro_ops > 10_000 {
        return Err(err(user, format!("the latency or micro-ops of {} exceed 10000", user.name())));
    }
    (total.latency, total.micro_ops) = (latency as u16, micro_ops as u16);
    for &(r, cycles) in &c.resources {
        add_resource(&mut total.resources, r, cycles);
    }
    Ok(())
}

impl SubtargetTables {
    pub fn build(rk: &RecordKeeper) -> Result<SubtargetTables, Diagnostic> {
        let records = Records::read(rk)?;
        let features = read_features(rk)?;
        let regs = RegisterModel::build(rk)?;
        let instrs = InstrModel::build(rk, &regs)?;
        let nm = records.models.len();
        // Classes: keyed by the SchedRW list and the overriding InstRW of each model.
        let mut class_of: FxHashMap<(Vec<u32>, Vec<Option<u32>>), u16> = FxHashMap::default();
        let mut class_names = vec!["NoSchedClass".to_string()];
        let mut class_rw: Vec<(RecordRef<'_>, Vec<RecordRef<'_>>, Vec<Option<RecordRef<'_>>>)> = Vec::new();
        let mut instr_class = Vec::with_capacity(instrs.instrs.len());
        for instr in &instrs.instrs {
            let rw = instr.rec.get_value_as_list_of_defs("SchedRW")?;
            let overrides: Vec<Option<RecordRef<'_>>> = (0..nm).map(|m| records.inst_rw[m].get(&instr.name).copied()).collect();
            if rw.is_empty() && overrides.iter().all(Option::is_none) {
                instr_class.push(0);
                continue;
            }
            let key = (rw.iter().map(|r| r.id.0).collect(), overrides.iter().map(|o| o.map(|r| r.id.0)).collect());
            let next = class_names.len();
            let class = *class_of.entry(key).or_insert_with(|| {
                let name = match overrides.iter().any(Option::is_some) {
                    true => instr.name.clone(),
                    false => rw.iter().map(|r| r.name()).collect::<Vec<_>>().join("_"),
                };
                class_names.push(name);
                class_rw.push((instr.rec, rw.clone(), overrides.clone()));
                next as u16
            });
            if class_names.len() > u16::MAX as usize {
                return Err(err(instr.rec, "more than 65535 scheduling classes"));
            }
            instr_class.push(class);
        }
        let mut models = Vec::with_capacity(nm);
        for (m, &rec) in records.models.iter().enumerate() {
            let mut classes = Vec::new();
            if records.has_data[m] {
                classes.push(None);
                for (user, rw, overrides) in &class_rw {
                    let cost = match overrides[m] {
                        Some(irw) => records.class_cost(m, &irw.get_value_as_list_of_defs("OperandReadWrites")?, *user)?,
                        None => records.class_cost(m, rw, *user)?,
                    };
                    classes.push(cost);
                }
            }
            let mut resources = Vec::new();
            for &res in &records.resources[m] {
                let units = match res.is_subclass_of_name("ProcResGroup") {
                    true => res.get_value_as_list_of_defs("Resources")?.iter().map(|&r| int_field(r, "NumUnits", 1, 1000)).sum::<Result<i64, _>>()?,
                    false => int_field(res, "NumUnits", 1, 1000)?,
                };
                resources.push((res.name().to_string(), units.min(u16::MAX as i64), int_field(res, "BufferSize", -1, 1000)?));
            }
            models.push(ModelTables {
                name: rec.name().to_string(),
                issue_width: int_field(rec, "IssueWidth", 0, 1000)?,
                micro_op_buffer_size: int_field(rec, "MicroOpBufferSize", 0, 10_000)?,
                load_latency: int_field(rec, "LoadLatency", 0, 1000)?,
                high_latency: int_field(rec, "HighLatency", 0, 1000)?,
                mispredict_penalty: int_field(rec, "MispredictPenalty", 0, 1000)?,
                complete: rec.get_value_as_bit("CompleteModel")?,
                resources,
                classes,
            });
        }
        let processors = read_processors(rk, &features, &records.model_index)?;
        Ok(SubtargetTables { features, processors, models, class_names, instr_class })
    }

    pub fn emit(&self) -> String {
        let mut out = String::from("// Subtarget features, processors and machine models, generated by kiln-tablegen -gen-subtarget. Do not edit.\n\n");
        out.push_str("/// A subtarget feature: bit `self.0` of a feature mask, `SUBTARGET_INFO.features[self.0]`.\n");
        out.push_str("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\npub struct Feature(pub u8);\n\nimpl Feature {\n");
        for (i, (_, _, _, konst)) in self.features.iter().enumerate() {
            let _ = writeln!(out, "    pub const {konst}: Feature = Feature({i});");
        }
        out.push_str("}\n\n");
        for m in &self.models {
            self.emit_model(&mut out, m);
        }
        let _ = writeln!(out, "static SCHED_CLASS_NAMES: [&str; {}] = {};", self.class_names.len(), list(self.class_names.iter().map(|n| str_lit(n))));
        let _ = writeln!(out, "static INSTR_SCHED_CLASS: [u16; {}] = {};", self.instr_class.len(), list(&self.instr_class));
        let _ = writeln!(out, "static FEATURES: [{INFO}::FeatureDesc; {}] = [", self.features.len());
        for (name, desc, implies, _) in &self.features {
            let _ = writeln!(out, "    {INFO}::FeatureDesc {{ name: {}, desc: {}, implies: {implies:#x} }},", str_lit(name), str_lit(desc));
        }
        out.push_str("];\n");
        let _ = writeln!(out, "static PROCESSORS: [{INFO}::ProcessorDesc; {}] = [", self.processors.len());
        for (name, mask, model) in &self.processors {
            let _ = writeln!(out, "    {INFO}::ProcessorDesc {{ name: {}, features: {mask:#x}, model: &SCHED_MODEL_{} }},", str_lit(name), self.models[*model].name);
        }
        out.push_str("];\n");
        let _ = writeln!(
            out,
            "pub static SUBTARGET_INFO: {INFO}::SubtargetInfo = {INFO}::SubtargetInfo {{\n    features: &FEATURES,\n    processors: &PROCESSORS,\n    \
             sched_class_names: &SCHED_CLASS_NAMES,\n    instr_sched_class: &INSTR_SCHED_CLASS,\n}};"
        );
        out
    }

    fn emit_model(&self, out: &mut String, m: &ModelTables) {
        let name = &m.name;
        let (mut uses, mut advances, mut rows) = (Vec::new(), Vec::new(), Vec::new());
        for class in &m.classes {
            let row = match class {
                None => format!("{INFO}::SchedClassDesc {{ latency: 0, micro_ops: {INFO}::SchedClassDesc::INVALID_MICRO_OPS, first_resource: 0, num_resources: 0, first_read_advance: 0, num_read_advances: 0 }}"),
                Some(c) => {
                    // Classes with equal resource lists share one run of the table.
                    let first_resource = find_run(&mut uses, &c.resources);
                    let first_read_advance = find_run(&mut advances, &c.read_advances);
                    format!(
                        "{INFO}::SchedClassDesc {{ latency: {}, micro_ops: {}, first_resource: {first_resource}, num_resources: {}, first_read_advance: {first_read_advance}, num_read_advances: {} }}",
                        c.latency,
                        c.micro_ops,
                        c.resources.len(),
                        c.read_advances.len()
                    )
                }
            };
            rows.push(row);
        }
        let _ = writeln!(out, "static SCHED_MODEL_{name}_RESOURCES: [{INFO}::ProcResourceDesc; {}] = [", m.resources.len());
        for (r, units, buffer) in &m.resources {
            let _ = writeln!(out, "    {INFO}::ProcResourceDesc {{ name: {}, num_units: {units}, buffer_size: {buffer} }},", str_lit(r));
        }
        out.push_str("];\n");
        let _ = writeln!(out, "static SCHED_MODEL_{name}_CLASSES: [{INFO}::SchedClassDesc; {}] = [", rows.len());
        for row in rows {
            let _ = writeln!(out, "    {row},");
        }
        out.push_str("];\n");
        let _ = writeln!(out, "static SCHED_MODEL_{name}_RESOURCE_USES: [{INFO}::ResourceUse; {}] = [", uses.len());
        for (r, c) in uses {
            let _ = writeln!(out, "    {INFO}::ResourceUse {{ resource: {r}, cycles: {c} }},");
        }
        out.push_str("];\n");
        let _ = writeln!(out, "static SCHED_MODEL_{name}_READ_ADVANCES: [{INFO}::ReadAdvanceDesc; {}] = [", advances.len());
        for (o, c) in advances {
            let _ = writeln!(out, "    {INFO}::ReadAdvanceDesc {{ operand: {o}, cycles: {c} }},");
        }
        out.push_str("];\n");
        let _ = writeln!(
            out,
            "pub static SCHED_MODEL_{name}: {INFO}::MachineModel = {INFO}::MachineModel {{\n    name: {},\n    issue_width: {},\n    \
             micro_op_buffer_size: {},\n    load_latency: {},\n    high_latency: {},\n    mispredict_penalty: {},\n    complete: {},\n    \
             resources: &SCHED_MODEL_{name}_RESOURCES,\n    classes: &SCHED_MODEL_{name}_CLASSES,\n    resource_uses: &SCHED_MODEL_{name}_RESOURCE_USES,\n    \
             read_advances: &SCHED_MODEL_{name}_READ_ADVANCES,\n}};\n",
            str_lit(name),
            m.issue_width,
            m.micro_op_buffer_size,
            m.load_latency,
            m.high_latency,
            m.mispredict_penalty,
            m.complete
        );
    }
}

/// The start of `run` in `table`, appending it when it does not occur yet.
fn find_run<T: Copy + PartialEq>(table: &mut Vec<T>, run: &[T]) -> usize {
    if run.is_empty() {
        return 0;
    }
    if let Some(i) = table.windows(run.len()).position(|w| w == run) {
        return i;
    }
    table.extend_from_slice(run);
    table.len() - run.len()
}

fn read_features(rk: &RecordKeeper) -> Result<Vec<(String, String, u64, String)>, Diagnostic> {
    let mut defs = defs_of(rk, "SubtargetFeature");
    defs.sort_by(|a, b| a.get_value_as_string("Name").unwrap_or("").cmp(b.get_value_as_string("Name").unwrap_or("")));
    if defs.len() > 64 {
        return Err(err(defs[64], "more than 64 subtarget features"));
    }
    let bit: FxHashMap<&str, usize> = defs.iter().enumerate().map(|(i, d)| (d.name(), i)).collect();
    let mut out = Vec::new();
    for (i, &d) in defs.iter().enumerate() {
        let name = d.get_value_as_string("Name")?;
        if i > 0 && out.last().is_some_and(|(prev, ..): &(String, String, u64, String)| prev == name) {
            return Err(err(d, format!("two subtarget features are named `{name}'")));
        }
        let mut implies = 0u64;
        for f in d.get_value_as_list_of_defs("Implies")? {
            implies |= 1 << bit.get(f.name()).ok_or_else(|| err(d, format!("{} implies {}, which is not a SubtargetFeature", d.name(), f.name())))?;
        }
        let konst = d.name().strip_prefix("Feature").filter(|s| !s.is_empty()).unwrap_or(d.name());
        let konst = rust_ident(konst).ok_or_else(|| err(d, format!("feature {} has no Rust name", d.name())))?;
        out.push((name.to_string(), d.get_value_as_string("Desc")?.to_string(), implies, konst));
    }
    Ok(out)
}

fn read_processors(rk: &RecordKeeper, features: &[(String, String, u64, String)], models: &FxHashMap<&str, usize>) -> Result<Vec<(String, u64, usize)>, Diagnostic> {
    let mut out: Vec<(String, u64, usize)> = Vec::new();
    let mut defs = defs_of(rk, "Processor");
    defs.sort_by(|a, b| a.get_value_as_string("Name").unwrap_or("").cmp(b.get_value_as_string("Name").unwrap_or("")));
    for d in defs {
        let name = d.get_value_as_string("Name")?;
        if out.last().is_some_and(|p| p.0 == name) {
            return Err(err(d, format!("two processors are named `{name}'")));
        }
        let mut mask = 0u64;
        for f in d.get_value_as_list_of_defs("Features")? {
            let name = f.get_value_as_string("Name")?;
            let i = features.iter().position(|x| x.0 == name).ok_or_else(|| err(d, format!("{} lists {}, which is not a SubtargetFeature", d.name(), f.name())))?;
            mask |= 1 << i;
        }
        let model = d.get_value_as_def("SchedModel")?;
        let m = *models.get(model.name()).ok_or_else(|| err(d, format!("{} is not a SchedMachineModel", model.name())))?;
        out.push((name.to_string(), mask, m));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backends::parse_with_vocabulary;

    const TOY: &str = r#"
def R0 : Register<"r0">;
def R1 : Register<"r1">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0, R1)>;

def WriteALU : SchedWrite;
def WriteLoad : SchedWrite;
def WriteMul : SchedWrite;
def ReadAfterLoad : SchedRead;

class ToyInst<list<SchedReadWrite> rw> : Instruction {
  let OutOperandList = (outs GPR:$dst);
  let InOperandList = (ins GPR:$a, GPR:$b);
  let SchedRW = rw;
}
def ADD : ToyInst<[WriteALU]>;
def SUB : ToyInst<[WriteALU]>;
def ADDm : ToyInst<[WriteLoad, WriteALU, ReadAfterLoad]>;
def MUL : ToyInst<[WriteMul]>;
def NOP : Instruction { let OutOperandList = (outs); let InOperandList = (ins); }

def FeatureBase : SubtargetFeature<"base", "HasBase", "true", "Enable the base set">;
def FeatureFast : SubtargetFeature<"fast", "HasFast", "true", "Enable fast things", [FeatureBase]>;

def SmallModel : SchedMachineModel { let LoadLatency = 3; }
let SchedModel = SmallModel in {
  def SmallALU : ProcResource<1>;
  def : WriteRes<WriteALU, [SmallALU]>;
  def : WriteRes<WriteLoad, [SmallALU]> { let Latency = 3; }
  def : WriteRes<WriteMul, [SmallALU]> { let Latency = 4; let ResourceCycles = [2]; let NumMicroOps = 2; }
  def : ReadAdvance<ReadAfterLoad, 3>;
}

def BigModel : SchedMachineModel { let IssueWidth = 4; let CompleteModel = 0; }
let SchedModel = BigModel in {
  def BigP0 : ProcResource<1>;
  def BigP1 : ProcResource<1>;
  def BigP01 : ProcResGroup<[BigP0, BigP1]>;
  def : WriteRes<WriteALU, [BigP01]>;
  def : WriteRes<WriteLoad, [BigP1]> { let Latency = 5; }
  def BigSub : SchedWriteRes<[BigP0, BigP1]> { let Latency = 2; let NumMicroOps = 2; }
  def : InstRW<[BigSub], (instrs SUB)>;
}

def : ProcessorModel<"small", SmallModel, [FeatureBase]>;
def : ProcessorModel<"big", BigModel, [FeatureFast]>;
def : ProcessorModel<"generic", NoSchedModel, []>;
"#;

    fn tables(body: &str) -> Result<SubtargetTables, String> {
        SubtargetTables::build(&parse_with_vocabulary(body)).map_err(|e| e.to_string())
    }

    fn model<'t>(t: &'t SubtargetTables, name: &str) -> &'t ModelTables {
        t.models.iter().find(|m| m.name == name).unwrap()
    }

    fn opcode_class(t: &SubtargetTables, rk_body: &str, instr: &str) -> u16 {
        let rk = parse_with_vocabulary(rk_body);
        let instrs = InstrModel::build(&rk, &RegisterModel::build(&rk).unwrap()).unwrap();
        t.instr_class[instrs.instrs.iter().position(|i| i.name == instr).unwrap()]
    }

    #[test]
    fn classes_group_instructions_by_sched_rw_and_overrides() {
        let t = tables(TOY).unwrap();
        let class = |i| opcode_class(&t, TOY, i);
        assert_eq!(class("NOP"), 0);
        assert_eq!(t.class_names[class("ADD") as usize], "WriteALU");
        assert_eq!(t.class_names[class("ADDm") as usize], "WriteLoad_WriteALU_ReadAfterLoad");
        // SUB shares ADD's SchedRW but BigModel overrides it: a class of its own.
        assert_ne!(class("SUB"), class("ADD"));
        let small = model(&t, "SmallModel");
        let big = model(&t, "BigModel");
        assert_eq!(small.classes[class("SUB") as usize], small.classes[class("ADD") as usize]);
        let sub = big.classes[class("SUB") as usize].clone().unwrap();
        assert_eq!((sub.latency, sub.micro_ops, sub.resources), (2, 2, vec![(0, 1), (1, 1)]));
    }

    #[test]
    fn costs_combine_writes_and_reads() {
        let t = tables(TOY).unwrap();
        let class = |i| opcode_class(&t, TOY, i) as usize;
        let small = model(&t, "SmallModel");
        assert_eq!(small.load_latency, 3);
        let addm = small.classes[class("ADDm")].clone().unwrap();
        // The slowest write, both writes' micro-ops and cycles, the first use read 3 cycles late.
        assert_eq!(addm, ClassCost { latency: 3, micro_ops: 2, resources: vec![(0, 2)], read_advances: vec![(0, 3)] });
        let mul = small.classes[class("MUL")].clone().unwrap();
        assert_eq!((mul.latency, mul.micro_ops, mul.resources), (4, 2, vec![(0, 2)]));
        assert!(small.classes[0].is_none());
        // BigModel is incomplete: MUL is unknown there; the group has both ports' units.
        let big = model(&t, "BigModel");
        assert!(big.classes[class("MUL")].is_none());
        assert_eq!(big.resources[2], ("BigP01".to_string(), 2, -1));
        assert_eq!(big.classes[class("ADDm")].clone().unwrap().latency, 5);
        assert!(model(&t, "NoSchedModel").classes.is_empty());
    }

    #[test]
    fn features_and_processors_are_sorted_with_masks() {
        let t = tables(TOY).unwrap();
        let names: Vec<&str> = t.features.iter().map(|f| f.0.as_str()).collect();
        assert_eq!(names, ["base", "fast"]);
        assert_eq!((t.features[1].2, t.features[1].3.as_str()), (0b01, "Fast"));
        let procs: Vec<(&str, u64, &str)> = t.processors.iter().map(|p| (p.0.as_str(), p.1, t.models[p.2].name.as_str())).collect();
        assert_eq!(procs, [("big", 0b10, "BigModel"), ("generic", 0, "NoSchedModel"), ("small", 0b01, "SmallModel")]);
    }

    #[test]
    fn emitted_tables() {
        let out = run(&parse_with_vocabulary(TOY)).unwrap();
        assert!(out.contains("    pub const Fast: Feature = Feature(1);"));
        assert!(out.contains("name: \"big\", features: 0x2, model: &SCHED_MODEL_BigModel }"));
        assert!(out.contains("static SCHED_MODEL_SmallModel_READ_ADVANCES: [::kiln_codegen::target::subtarget_info::ReadAdvanceDesc; 1]"));
        assert!(out.contains("latency: 4, micro_ops: 2, first_resource: 1, num_resources: 1"));
        assert!(out.contains("pub static SUBTARGET_INFO: ::kiln_codegen::target::subtarget_info::SubtargetInfo"));
    }

    #[test]
    fn errors_name_the_records() {
        let complete = TOY.replace("def : WriteRes<WriteMul, [SmallALU]>", "def : WriteRes<WriteALU, [SmallALU]>");
        assert!(tables(&complete).unwrap_err().contains("both give the cost of WriteALU on SmallModel"));
        let missing = TOY.replace("  def : WriteRes<WriteMul, [SmallALU]> { let Latency = 4; let ResourceCycles = [2]; let NumMicroOps = 2; }\n", "");
        let e = tables(&missing).unwrap_err();
        assert!(e.contains("MUL on SmallModel needs the cost of WriteMul"), "{e}");
        let foreign = TOY.replace("def : WriteRes<WriteALU, [BigP01]>", "def : WriteRes<WriteALU, [SmallALU]>");
        assert!(tables(&foreign).unwrap_err().contains("SmallALU, which is not a resource of BigModel"));
        let orphan = format!("{TOY}\ndef Lost : ProcResource<2>;\n");
        assert!(tables(&orphan).unwrap_err().contains("Lost belongs to no SchedMachineModel"));
        let twice = format!("{TOY}\ndef : ProcessorModel<\"big\", SmallModel, []>;\n");
        assert!(tables(&twice).unwrap_err().contains("two processors are named `big'"));
        let not_rw = TOY.replace("def MUL : ToyInst<[WriteMul]>;", "def MUL : ToyInst<[WriteMul]>;\ndef Odd : SchedReadWrite;\ndef ODD : ToyInst<[Odd]>;");
        assert!(tables(&not_rw).unwrap_err().contains("neither a SchedWrite nor a SchedRead"));
    }
}
