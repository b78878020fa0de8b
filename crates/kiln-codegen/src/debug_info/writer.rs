//! The DIE tree and its bytes: DIEs with (attribute, form, value) lists, abbreviations shared
//! by DIEs of the same shape, offsets laid out before anything is written (so a DIE can refer to
//! one after it), and the sections written through the MC streamer as llc writes them:
//! `.debug_abbrev`, `.debug_info` (a DWARF 5 or 4 compile unit), range lists
//! (`.debug_rnglists` or `.debug_ranges`), and for DWARF 5 the string offsets
//! (`DW_FORM_strx*`) and address table (`DW_FORM_addrx`).

use kiln_mc::context::SectionSpec;
use kiln_mc::dwarf_cfi::{uleb_size, write_sleb, write_uleb};
use kiln_mc::{Streamer, SymbolId};
use rustc_hash::FxHashMap;

use crate::emit::mc;

pub const DW_FORM_ADDR: u16 = 0x01;
pub const DW_FORM_DATA1: u16 = 0x0b;
pub const DW_FORM_DATA2: u16 = 0x05;
pub const DW_FORM_DATA4: u16 = 0x06;
pub const DW_FORM_DATA8: u16 = 0x07;
pub const DW_FORM_SDATA: u16 = 0x0d;
pub const DW_FORM_STRP: u16 = 0x0e;
pub const DW_FORM_UDATA: u16 = 0x0f;
pub const DW_FORM_REF4: u16 = 0x13;
pub const DW_FORM_SEC_OFFSET: u16 = 0x17;
pub const DW_FORM_EXPRLOC: u16 = 0x18;
pub const DW_FORM_FLAG_PRESENT: u16 = 0x19;
pub const DW_FORM_ADDRX: u16 = 0x1b;
pub const DW_FORM_STRX1: u16 = 0x25;
pub const DW_FORM_STRX2: u16 = 0x26;
pub const DW_FORM_STRX4: u16 = 0x28;

pub const DW_OP_ADDR: u8 = 0x03;
pub const DW_OP_ADDRX: u8 = 0xa1;

/// One attribute value; the form says how it is written.
#[derive(Clone, Debug)]
pub enum Value {
    /// `data1`..`data8`, `udata`, `sdata` (as its bits).
    Int(u64),
    /// `flag_present`: nothing.
    Flag,
    /// An index into the string table.
    Str(u32),
    /// Another DIE, by index.
    Ref(u32),
    /// An address: an `addrx` index, or with DWARF 4 the symbol itself.
    Addr(SymbolId),
    /// `end - begin` (`DW_AT_high_pc` as a length).
    Length(SymbolId, SymbolId),
    /// An offset into another section: the symbol's.
    SecOffset(SymbolId),
    /// A DWARF expression.
    Expr(Vec<u8>),
    /// A DWARF expression that is the address of a symbol (`DW_OP_addrx` or `DW_OP_addr`).
    AddrExpr(SymbolId),
    /// Address ranges `[begin, end)`: an offset into `.debug_rnglists` (DWARF 5) or
    /// `.debug_ranges` (DWARF 4).
    Ranges(Vec<(SymbolId, SymbolId)>),
    /// A location list, `[begin, end)` ranges with their expressions: an offset into
    /// `.debug_loclists` (DWARF 5) or `.debug_loc` (DWARF 4).
    LocList(Vec<(SymbolId, SymbolId, Vec<u8>)>),
}

#[derive(Clone, Debug)]
pub struct Die {
    pub tag: u16,
    pub attrs: Vec<(u16, u16, Value)>,
    pub children: Vec<u32>,
}

/// The compile unit's DIEs (index 0 is the unit), strings and addresses.
#[derive(Debug)]
pub struct DieTree {
    pub version: u16,
    /// Labels of the string-offset and address tables' bases (`DW_AT_str_offsets_base`,
    /// `DW_AT_addr_base`).
    pub str_offsets_base: SymbolId,
    pub addr_base: SymbolId,
    /// The unit's `DW_AT_low_pc`, when it has one: DWARF 4 range lists are offsets from it.
    pub unit_low_pc: Option<SymbolId>,
    pub dies: Vec<Die>,
    strings: Vec<String>,
    string_ids: FxHashMap<String, u32>,
    addresses: Vec<SymbolId>,
    address_ids: FxHashMap<SymbolId, u32>,
}

/// The smallest fixed-size data form for `v`.
pub fn data_form(v: u64) -> u16 {
    match v {
        0..=0xff => DW_FORM_DATA1,
        0x100..=0xffff => DW_FORM_DATA2,
        0x1_0000..=0xffff_ffff => DW_FORM_DATA4,
        _ => DW_FORM_DATA8,
    }
}

impl DieTree {
    pub fn new(version: u16, unit_tag: u16, ctx: &mut kiln_mc::Context) -> DieTree {
        DieTree {
            version,
            str_offsets_base: ctx.create_temp_symbol(),
            addr_base: ctx.create_temp_symbol(),
            unit_low_pc: None,
            dies: vec![Die { tag: unit_tag, attrs: Vec::new(), children: Vec::new() }],
            strings: Vec::new(),
            string_ids: FxHashMap::default(),
            addresses: Vec::new(),
            address_ids: FxHashMap::default(),
        }
    }

    /// A new DIE under `parent`.
    pub fn add(&mut self, parent: u32, tag: u16) -> u32 {
        let id = self.dies.len() as u32;
        self.dies.push(Die { tag, attrs: Vec::new(), children: Vec::new() });
        self.dies[parent as usize].children.push(id);
        id
    }

    pub fn attr(&mut self, die: u32, at: u16, form: u16, value: Value) {
        self.dies[die as usize].attrs.push((at, form, value));
    }

    /// A data attribute in the smallest form that holds `v`.
    pub fn data(&mut self, die: u32, at: u16, v: u64) {
        self.attr(die, at, data_form(v), Value::Int(v));
    }

    pub fn string(&mut self, die: u32, at: u16, s: &str) {
        let index = match self.string_ids.get(s) {
            Some(&i) => i,
            None => {
                let i = self.strings.len() as u32;
                self.strings.push(s.to_string());
                self.string_ids.insert(s.to_string(), i);
                i
            }
        };
        let form = match (self.version, index) {
            (0..=4, _) => DW_FORM_STRP,
            (_, 0..=0xff) => DW_FORM_STRX1,
            (_, 0x100..=0xffff) => DW_FORM_STRX2,
            _ => DW_FORM_STRX4,
        };
        self.attr(die, at, form, Value::Str(index));
    }

    /// An address attribute (`DW_AT_low_pc`).
    pub fn address(&mut self, die: u32, at: u16, sym: SymbolId) {
        self.address_index(sym);
        let form = if self.version >= 5 { DW_FORM_ADDRX } else { DW_FORM_ADDR };
        self.attr(die, at, form, Value::Addr(sym));
    }

    fn address_index(&mut self, sym: SymbolId) -> u32 {
        *self.address_ids.entry(sym).or_insert_with(|| {
            self.addresses.push(sym);
            self.addresses.len() as u32 - 1
        })
    }

    /// The encoded size of one attribute value.
    fn value_size(&self, form: u16, value: &Value) -> u64 {
        let uleb = |v: u64| uleb_size(v) as u64;
        match (form, value) {
            (DW_FORM_DATA1 | DW_FORM_STRX1, _) => 1,
            (DW_FORM_DATA2 | DW_FORM_STRX2, _) => 2,
            (DW_FORM_DATA4 | DW_FORM_STRX4 | DW_FORM_STRP | DW_FORM_REF4 | DW_FORM_SEC_OFFSET, _) => 4,
            (DW_FORM_DATA8 | DW_FORM_ADDR, _) => 8,
            (DW_FORM_FLAG_PRESENT, _) => 0,
            (DW_FORM_UDATA, Value::Int(v)) => uleb(*v),
            (DW_FORM_SDATA, Value::Int(v)) => {
                let mut b = Vec::new();
                write_sleb(&mut b, *v as i64);
                b.len() as u64
            }
            (DW_FORM_ADDRX, Value::Addr(s)) => uleb(self.address_ids[s] as u64),
            (DW_FORM_EXPRLOC, Value::Expr(e)) => uleb(e.len() as u64) + e.len() as u64,
            (DW_FORM_EXPRLOC, Value::AddrExpr(s)) => {
                let body = if self.version >= 5 { 1 + uleb(self.address_ids[s] as u64) } else { 9 };
                uleb(body) + body
            }
            _ => unreachable!("form {form:#x} with value {value:?}"),
        }
    }

    /// Writes `.debug_abbrev`, `.debug_info` and (DWARF 5) `.debug_str_offsets`,
    /// `.debug_addr`, and `.debug_str`.
    pub fn write(&mut self, out: &mut dyn Streamer) -> Result<(), String> {
        for die in 0..self.dies.len() {
            let syms: Vec<SymbolId> = self.dies[die]
                .attrs
                .iter()
                .filter_map(|(_, _, v)| match v {
                    Value::AddrExpr(s) => Some(*s),
                    Value::Ranges(r) => r.first().map(|&(b, _)| b),
                    Value::LocList(l) => l.first().map(|&(b, _, _)| b),
                    _ => None,
                })
                .collect();
            for s in syms {
                self.address_index(s);
            }
        }
        let v5 = self.version >= 5;
        // Abbreviations and offsets.
        let mut abbrevs: FxHashMap<(u16, bool, Vec<(u16, u16)>), u32> = FxHashMap::default();
        let mut abbrev_list: Vec<(u16, bool, Vec<(u16, u16)>)> = Vec::new();
        let mut codes = vec![0u32; self.dies.len()];
        let mut offsets = vec![0u64; self.dies.len()];
        let header = if v5 { 12 } else { 11 };
        let mut order = Vec::with_capacity(self.dies.len());
        let mut offset = header;
        self.layout(0, &mut offset, &mut offsets, &mut codes, &mut abbrevs, &mut abbrev_list, &mut order);
        let ctx = out.context_mut();
        let section = |ctx: &mut kiln_mc::Context, name: &str, flags: u64, entsize: u64| {
            let mut spec = SectionSpec::new(name, 1, flags);
            spec.entsize = entsize;
            ctx.get_or_create_section(&spec)
        };
        let abbrev_section = section(ctx, ".debug_abbrev", 0, 0)?;
        let info_section = section(ctx, ".debug_info", 0, 0)?;
        // DWARF 4's `.debug_ranges` comes before the strings, DWARF 5's `.debug_rnglists` after.
        let has_ranges = self.dies.iter().any(|d| d.attrs.iter().any(|(_, _, v)| matches!(v, Value::Ranges(_))));
        let v4_ranges_section = if has_ranges && !v5 { Some(section(ctx, ".debug_ranges", 0, 0)?) } else { None };
        let str_section = section(ctx, ".debug_str", 0x30, 1)?;
        let str_offsets_section = if v5 { Some(section(ctx, ".debug_str_offsets", 0, 0)?) } else { None };
        let addr_section = if v5 { Some(section(ctx, ".debug_addr", 0, 0)?) } else { None };
        let string_labels: Vec<SymbolId> = (0..self.strings.len()).map(|_| ctx.create_temp_symbol()).collect();
        // One range list per `Ranges` value, in the order the DIEs are written.
        let range_lists: Vec<(SymbolId, Vec<(SymbolId, SymbolId)>)> = order
            .iter()
            .filter(|&&d| d != u32::MAX)
            .flat_map(|&d| self.dies[d as usize].attrs.iter())
            .filter_map(|(_, _, v)| if let Value::Ranges(r) = v { Some(r.clone()) } else { None })
            .map(|r| (ctx.create_temp_symbol(), r))
            .collect();
        let rnglists_section = if has_ranges && v5 { Some(section(ctx, ".debug_rnglists", 0, 0)?) } else { None };
        let loc_lists: Vec<(SymbolId, Vec<(SymbolId, SymbolId, Vec<u8>)>)> = order
            .iter()
            .filter(|&&d| d != u32::MAX)
            .flat_map(|&d| self.dies[d as usize].attrs.iter())
            .filter_map(|(_, _, v)| if let Value::LocList(l) = v { Some(l.clone()) } else { None })
            .map(|l| (ctx.create_temp_symbol(), l))
            .collect();
        let loc_section = match (loc_lists.is_empty(), v5) {
            (true, _) => None,
            (false, true) => Some(section(ctx, ".debug_loclists", 0, 0)?),
            (false, false) => Some(section(ctx, ".debug_loc", 0, 0)?),
        };
        let unit_base = self.unit_low_pc;
        let abbrev_start = ctx.create_temp_symbol();
        let (str_offsets_base, addr_base) = (self.str_offsets_base, self.addr_base);

        // .debug_abbrev
        out.switch_section(abbrev_section).map_err(mc)?;
        out.emit_label(abbrev_start).map_err(mc)?;
        let mut bytes = Vec::new();
        for (k, (tag, children, attrs)) in abbrev_list.iter().enumerate() {
            write_uleb(&mut bytes, k as u64 + 1);
            write_uleb(&mut bytes, *tag as u64);
            bytes.push(*children as u8);
            for &(at, form) in attrs {
                write_uleb(&mut bytes, at as u64);
                write_uleb(&mut bytes, form as u64);
            }
            bytes.extend_from_slice(&[0, 0]);
        }
        bytes.push(0);
        out.emit_bytes(&bytes).map_err(mc)?;

        // .debug_info
        out.switch_section(info_section).map_err(mc)?;
        let (start, end) = (out.context_mut().create_temp_symbol(), out.context_mut().create_temp_symbol());
        let length = out.context_mut().symbol_difference(end, start);
        out.emit_value(length, 4).map_err(mc)?;
        out.emit_label(start).map_err(mc)?;
        out.emit_int(self.version as u64, 2).map_err(mc)?;
        let abbrev_ref = out.context_mut().symbol_ref(abbrev_start);
        if v5 {
            out.emit_int(1, 1).map_err(mc)?; // DW_UT_compile
            out.emit_int(8, 1).map_err(mc)?;
            out.emit_value(abbrev_ref, 4).map_err(mc)?;
        } else {
            out.emit_value(abbrev_ref, 4).map_err(mc)?;
            out.emit_int(8, 1).map_err(mc)?;
        }
        let mut next_list = range_lists.iter().map(|(l, _)| *l);
        let mut next_loc_list = loc_lists.iter().map(|(l, _)| *l);
        for &die in &order {
            self.write_die(out, die, &codes, &offsets, &string_labels, &mut next_list, &mut next_loc_list)?;
        }
        out.emit_label(end).map_err(mc)?;

        if let Some(s) = v4_ranges_section {
            // Per list: (begin, end) address pairs, then (0, 0).
            out.switch_section(s).map_err(mc)?;
            for (label, ranges) in &range_lists {
                out.emit_label(*label).map_err(mc)?;
                for &(begin, stop) in ranges {
                    for at in [begin, stop] {
                        let e = match unit_base {
                            Some(base) => out.context_mut().symbol_difference(at, base),
                            None => out.context_mut().symbol_ref(at),
                        };
                        out.emit_value(e, 8).map_err(mc)?;
                    }
                }
                out.emit_int(0, 8).map_err(mc)?;
                out.emit_int(0, 8).map_err(mc)?;
            }
        }
        if let Some(s) = str_offsets_section {
            out.switch_section(s).map_err(mc)?;
            out.emit_int(4 * self.strings.len() as u64 + 4, 4).map_err(mc)?;
            out.emit_int(5, 2).map_err(mc)?;
            out.emit_int(0, 2).map_err(mc)?;
            out.emit_label(str_offsets_base).map_err(mc)?;
            for &l in &string_labels {
                let r = out.context_mut().symbol_ref(l);
                out.emit_value(r, 4).map_err(mc)?;
            }
        }
        out.switch_section(str_section).map_err(mc)?;
        for (s, &l) in self.strings.iter().zip(&string_labels) {
            out.emit_label(l).map_err(mc)?;
            let mut b = s.as_bytes().to_vec();
            b.push(0);
            out.emit_bytes(&b).map_err(mc)?;
        }
        if let Some(s) = rnglists_section {
            // Header, then per list: a base address, offset pairs from it, the end.
            out.switch_section(s).map_err(mc)?;
            let (start, end) = (out.context_mut().create_temp_symbol(), out.context_mut().create_temp_symbol());
            let length = out.context_mut().symbol_difference(end, start);
            out.emit_value(length, 4).map_err(mc)?;
            out.emit_label(start).map_err(mc)?;
            out.emit_bytes(&[5, 0, 8, 0, 0, 0, 0, 0]).map_err(mc)?;
            for (label, ranges) in &range_lists {
                out.emit_label(*label).map_err(mc)?;
                let base = ranges[0].0;
                let mut b = vec![0x01]; // DW_RLE_base_addressx
                write_uleb(&mut b, self.address_ids[&base] as u64);
                out.emit_bytes(&b).map_err(mc)?;
                for &(begin, stop) in ranges {
                    out.emit_bytes(&[0x04]).map_err(mc)?; // DW_RLE_offset_pair
                    for at in [begin, stop] {
                        let e = out.context_mut().symbol_difference(at, base);
                        out.emit_leb128(e, false).map_err(mc)?;
                    }
                }
                out.emit_bytes(&[0x00]).map_err(mc)?; // DW_RLE_end_of_list
            }
            out.emit_label(end).map_err(mc)?;
        }
        if let Some(s) = loc_section {
            self.write_loc_lists(out, s, &loc_lists, unit_base)?;
        }
        if let Some(s) = addr_section {
            out.switch_section(s).map_err(mc)?;
            out.emit_int(8 * self.addresses.len() as u64 + 4, 4).map_err(mc)?;
            out.emit_int(5, 2).map_err(mc)?;
            out.emit_int(8, 1).map_err(mc)?;
            out.emit_int(0, 1).map_err(mc)?;
            out.emit_label(addr_base).map_err(mc)?;
            for &a in &self.addresses {
                let r = out.context_mut().symbol_ref(a);
                out.emit_value(r, 8).map_err(mc)?;
            }
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn layout(
        &self,
        die: u32,
        offset: &mut u64,
        offsets: &mut [u64],
        codes: &mut [u32],
        abbrevs: &mut FxHashMap<(u16, bool, Vec<(u16, u16)>), u32>,
        list: &mut Vec<(u16, bool, Vec<(u16, u16)>)>,
        order: &mut Vec<u32>,
    ) {
        let d = &self.dies[die as usize];
        let key = (d.tag, !d.children.is_empty(), d.attrs.iter().map(|&(a, f, _)| (a, f)).collect::<Vec<_>>());
        let code = *abbrevs.entry(key.clone()).or_insert_with(|| {
            list.push(key);
            list.len() as u32
        });
        codes[die as usize] = code;
        offsets[die as usize] = *offset;
        order.push(die);
        let mut b = Vec::new();
        write_uleb(&mut b, code as u64);
        *offset += b.len() as u64 + d.attrs.iter().map(|(_, f, v)| self.value_size(*f, v)).sum::<u64>();
        for &c in &d.children {
            self.layout(c, offset, offsets, codes, abbrevs, list, order);
        }
        if !d.children.is_empty() {
            *offset += 1;
            order.push(u32::MAX); // the end of this DIE's children
        }
    }

    /// `.debug_loclists` (DWARF 5: a header, then per list a base address from `.debug_addr`,
    /// offset pairs from it, each with its expression, and the end) or `.debug_loc` (DWARF 4:
    /// address pairs from the unit's base, a 2-byte expression length, the expression; 0, 0).
    fn write_loc_lists(&self, out: &mut dyn Streamer, section: kiln_mc::context::SectionId, lists: &[(SymbolId, Vec<(SymbolId, SymbolId, Vec<u8>)>)], unit_base: Option<SymbolId>) -> Result<(), String> {
        out.switch_section(section).map_err(mc)?;
        let v5 = self.version >= 5;
        let header_end = if v5 {
            let (start, end) = (out.context_mut().create_temp_symbol(), out.context_mut().create_temp_symbol());
            let length = out.context_mut().symbol_difference(end, start);
            out.emit_value(length, 4).map_err(mc)?;
            out.emit_label(start).map_err(mc)?;
            out.emit_bytes(&[5, 0, 8, 0, 0, 0, 0, 0]).map_err(mc)?;
            Some(end)
        } else {
            None
        };
        for (label, entries) in lists {
            out.emit_label(*label).map_err(mc)?;
            let base = entries[0].0;
            if v5 {
                let mut b = vec![0x01]; // DW_LLE_base_addressx
                write_uleb(&mut b, self.address_ids[&base] as u64);
                out.emit_bytes(&b).map_err(mc)?;
            }
            for (begin, stop, expr) in entries {
                if v5 {
                    out.emit_bytes(&[0x04]).map_err(mc)?; // DW_LLE_offset_pair
                    for at in [*begin, *stop] {
                        let e = out.context_mut().symbol_difference(at, base);
                        out.emit_leb128(e, false).map_err(mc)?;
                    }
                    let mut b = Vec::new();
                    write_uleb(&mut b, expr.len() as u64);
                    b.extend_from_slice(expr);
                    out.emit_bytes(&b).map_err(mc)?;
                } else {
                    for at in [*begin, *stop] {
                        let e = match unit_base {
                            Some(base) => out.context_mut().symbol_difference(at, base),
                            None => out.context_mut().symbol_ref(at),
                        };
                        out.emit_value(e, 8).map_err(mc)?;
                    }
                    out.emit_int(expr.len() as u64, 2).map_err(mc)?;
                    out.emit_bytes(expr).map_err(mc)?;
                }
            }
            if v5 {
                out.emit_bytes(&[0x00]).map_err(mc)?; // DW_LLE_end_of_list
            } else {
                out.emit_int(0, 8).map_err(mc)?;
                out.emit_int(0, 8).map_err(mc)?;
            }
        }
        if let Some(end) = header_end {
            out.emit_label(end).map_err(mc)?;
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn write_die(&self, out: &mut dyn Streamer, die: u32, codes: &[u32], offsets: &[u64], string_labels: &[SymbolId], range_lists: &mut dyn Iterator<Item = SymbolId>, loc_lists: &mut dyn Iterator<Item = SymbolId>) -> Result<(), String> {
        let mut b = Vec::new();
        if die == u32::MAX {
            return out.emit_int(0, 1).map_err(mc);
        }
        let d = &self.dies[die as usize];
        write_uleb(&mut b, codes[die as usize] as u64);
        out.emit_bytes(&b).map_err(mc)?;
        for (at, form, value) in &d.attrs {
            b.clear();
            match (*form, value) {
                (DW_FORM_DATA1 | DW_FORM_DATA2 | DW_FORM_DATA4 | DW_FORM_DATA8, Value::Int(v)) => {
                    let size = self.value_size(*form, value) as u8;
                    out.emit_int(*v, size).map_err(mc)?;
                }
                (DW_FORM_UDATA, Value::Int(v)) => write_uleb(&mut b, *v),
                (DW_FORM_SDATA, Value::Int(v)) => write_sleb(&mut b, *v as i64),
                (DW_FORM_FLAG_PRESENT, _) => {}
                (DW_FORM_STRX1 | DW_FORM_STRX2 | DW_FORM_STRX4, Value::Str(i)) => {
                    out.emit_int(*i as u64, self.value_size(*form, value) as u8).map_err(mc)?;
                }
                (DW_FORM_STRP, Value::Str(i)) => {
                    let r = out.context_mut().symbol_ref(string_labels[*i as usize]);
                    out.emit_value(r, 4).map_err(mc)?;
                }
                (DW_FORM_REF4, Value::Ref(target)) => out.emit_int(offsets[*target as usize], 4).map_err(mc)?,
                (DW_FORM_ADDRX, Value::Addr(s)) => write_uleb(&mut b, self.address_ids[s] as u64),
                (DW_FORM_ADDR, Value::Addr(s)) => {
                    let r = out.context_mut().symbol_ref(*s);
                    out.emit_value(r, 8).map_err(mc)?;
                }
                (DW_FORM_DATA4, Value::Length(end, begin)) => {
                    let e = out.context_mut().symbol_difference(*end, *begin);
                    out.emit_value(e, 4).map_err(mc)?;
                }
                (DW_FORM_SEC_OFFSET, Value::Ranges(_)) => {
                    let list = range_lists.next().ok_or("internal error: a range list without its label")?;
                    let r = out.context_mut().symbol_ref(list);
                    out.emit_value(r, 4).map_err(mc)?;
                }
                (DW_FORM_SEC_OFFSET, Value::LocList(_)) => {
                    let list = loc_lists.next().ok_or("internal error: a location list without its label")?;
                    let r = out.context_mut().symbol_ref(list);
                    out.emit_value(r, 4).map_err(mc)?;
                }
                (DW_FORM_SEC_OFFSET, Value::SecOffset(s)) => {
                    let r = out.context_mut().symbol_ref(*s);
                    out.emit_value(r, 4).map_err(mc)?;
                }
                (DW_FORM_EXPRLOC, Value::Expr(e)) => {
                    write_uleb(&mut b, e.len() as u64);
                    b.extend_from_slice(e);
                }
                (DW_FORM_EXPRLOC, Value::AddrExpr(s)) if self.version >= 5 => {
                    let mut e = vec![DW_OP_ADDRX];
                    write_uleb(&mut e, self.address_ids[s] as u64);
                    write_uleb(&mut b, e.len() as u64);
                    b.extend_from_slice(&e);
                }
                (DW_FORM_EXPRLOC, Value::AddrExpr(s)) => {
                    out.emit_bytes(&[9, DW_OP_ADDR]).map_err(mc)?;
                    let r = out.context_mut().symbol_ref(*s);
                    out.emit_value(r, 8).map_err(mc)?;
                }
                _ => return Err(format!("internal error: DWARF attribute {at:#x} has form {form:#x} with {value:?}")),
            }
            if !b.is_empty() {
                out.emit_bytes(&b).map_err(mc)?;
            }
        }
        Ok(())
    }
}
