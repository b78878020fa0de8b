//! IR constants as data: [`ConstantEmitter::emit`] writes a constant's in-memory image at the
//! streamer's position (integers, floats including `x86_fp80` with its padding, strings as
//! `.ascii`/`.asciz`, repeated bytes as a fill, aggregates with their padding, zeros). An
//! object streamer ([`Streamer::packs_data`]) gets the image in one [`Streamer::emit_data`]:
//! the bytes of the whole initializer, zeroed first and each element written little-endian
//! at its offset in one walk over the constant, and a [`DataValue`] for each relocatable
//! element; assembly text (and an image too large to build) gets a directive per element.
//! [`ConstantEmitter::lower`] turns a relocatable constant (a global, a block address, a
//! `getelementptr`/cast/arithmetic constant expression over them) into an `MCExpr` the
//! assembler resolves or relocates. Also the predicates section selection needs: null or undef,
//! needs a relocation, null-terminated string.

use kiln_ir::{ConstExprExtra, ConstKind, GlobalId, Module, Opcode, Type, TypeId, Value};
use kiln_mc::expr::BinaryOp;
use kiln_mc::{DataValue, ExprId, Streamer, SymbolId};
use rustc_hash::FxHashMap;

use super::{mc, GlobalSymbols, Mangler};
use crate::target::data_layout::ModuleLayout;

fn kind(module: &Module, v: Value) -> Option<&ConstKind> {
    match v {
        Value::Const(c) => Some(&module.consts.get(c).kind),
        _ => None,
    }
}

/// All-zero: zero integers, `+0.0`, null pointers, `zeroinitializer`, aggregates of those.
pub fn is_null_value(module: &Module, v: Value) -> bool {
    match kind(module, v) {
        Some(ConstKind::Int(0) | ConstKind::Float(0) | ConstKind::Null | ConstKind::Zero) => true,
        Some(ConstKind::WideInt(w)) => w.iter().all(|&x| x == 0),
        Some(ConstKind::Bytes(b)) => b.iter().all(|&x| x == 0),
        Some(ConstKind::Array(vs) | ConstKind::Struct(vs) | ConstKind::Vector(vs)) => vs.iter().all(|&e| is_null_value(module, e)),
        _ => false,
    }
}

/// Zero or undefined everywhere: such a variable can live in `.bss`.
pub fn is_null_or_undef(module: &Module, v: Value) -> bool {
    if is_null_value(module, v) {
        return true;
    }
    match kind(module, v) {
        Some(ConstKind::Undef | ConstKind::Poison) => true,
        Some(ConstKind::Array(vs) | ConstKind::Struct(vs) | ConstKind::Vector(vs)) => vs.iter().all(|&e| is_null_or_undef(module, e)),
        _ => false,
    }
}

/// How much relocation a constant needs (ordered: more is greater).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Relocation {
    None,
    /// Only against symbols of this module (a difference of two local addresses).
    Local,
    /// Against a symbol that may be preempted: the dynamic linker must patch it.
    Global,
}

/// The relocation `v`'s image needs.
pub fn relocation_info(module: &Module, v: Value) -> Relocation {
    let c = match v {
        Value::Global(_) => return Relocation::Global,
        Value::Const(c) => module.consts.get(c),
        _ => return Relocation::None,
    };
    match &c.kind {
        ConstKind::BlockAddress { .. } | ConstKind::DsoLocalEquivalent(_) | ConstKind::NoCfi(_) => Relocation::Global,
        ConstKind::Array(vs) | ConstKind::Struct(vs) | ConstKind::Vector(vs) => vs.iter().map(|&e| relocation_info(module, e)).max().unwrap_or(Relocation::None),
        ConstKind::Expr(e) => {
            if e.opcode == Opcode::Sub {
                let lhs = ptr_to_int_operand(module, e.operands[0]);
                let rhs = ptr_to_int_operand(module, e.operands[1]);
                if let (Some(l), Some(r)) = (lhs, rhs) {
                    // Differences of labels in one function need no relocation; of two
                    // dso_local globals, only a link-time one.
                    if let (Some(ConstKind::BlockAddress { func: f1, .. }), Some(ConstKind::BlockAddress { func: f2, .. })) = (kind(module, l), kind(module, r)) {
                        if f1 == f2 {
                            return Relocation::None;
                        }
                    }
                    if let (Some(gl), Some(gr)) = (strip_offsets(module, l), strip_offsets(module, r)) {
                        if module.global(gl).dso_local && module.global(gr).dso_local {
                            return Relocation::Local;
                        }
                    }
                }
            }
            e.operands.iter().map(|&o| relocation_info(module, o)).max().unwrap_or(Relocation::None)
        }
        _ => Relocation::None,
    }
}

/// Any relocation at all.
pub fn needs_relocation(module: &Module, v: Value) -> bool {
    relocation_info(module, v) != Relocation::None
}

fn ptr_to_int_operand(module: &Module, v: Value) -> Option<Value> {
    match kind(module, v) {
        Some(ConstKind::Expr(e)) if e.opcode == Opcode::PtrToInt => Some(e.operands[0]),
        _ => None,
    }
}

/// The global under constant-offset GEPs and casts.
fn strip_offsets(module: &Module, v: Value) -> Option<GlobalId> {
    match v {
        Value::Global(g) => Some(g),
        Value::Const(_) => match kind(module, v)? {
            ConstKind::Expr(e) if matches!(e.opcode, Opcode::GetElementPtr | Opcode::BitCast | Opcode::AddrSpaceCast) => strip_offsets(module, e.operands[0]),
            _ => None,
        },
        _ => None,
    }
}

/// A string ending in its only zero character (`c"..."` or `[iN a, ...]`): mergeable as a C
/// string.
pub fn is_null_terminated_string(module: &Module, v: Value) -> bool {
    match (kind(module, v), v) {
        (Some(ConstKind::Zero), Value::Const(c)) => matches!(module.types.get(module.consts.get(c).ty), Type::Array { len: 1, .. }),
        (Some(ConstKind::Bytes(b)), _) => matches!(b.split_last(), Some((0, rest)) if !rest.contains(&0)),
        (Some(ConstKind::Array(vs)), _) => {
            let int = |e: &Value| match kind(module, *e) {
                Some(ConstKind::Int(x)) => Some(*x),
                _ => None,
            };
            match vs.split_last() {
                Some((last, rest)) => int(last) == Some(0) && rest.iter().all(|e| int(e).is_some_and(|x| x != 0)),
                None => false,
            }
        }
        _ => false,
    }
}

/// A constant's image on its way to a streamer that packs data: its bytes and relocatable
/// values. The AsmPrinter keeps one from a global to the next, so that it allocates only
/// for a larger image than any before.
#[derive(Default)]
pub struct DataImage {
    bytes: Vec<u8>,
    values: Vec<DataValue>,
}

/// The largest initializer built as one image; a larger one (a big zero array inside a
/// structure) goes as directives, whose zero runs are fills.
const MAX_IMAGE: u64 = 1 << 24;

/// Writes constants through a streamer.
pub struct ConstantEmitter<'a, 'm> {
    pub out: &'a mut dyn Streamer,
    pub module: &'m Module,
    pub layout: &'a ModuleLayout,
    pub mangler: &'a Mangler<'m>,
    pub block_addresses: &'a mut FxHashMap<(GlobalId, u32), SymbolId>,
    /// The symbol of each global value referenced so far: a name is built and looked up
    /// once per global, not per reference.
    pub symbols: &'a mut GlobalSymbols,
    pub image: &'a mut DataImage,
}

impl ConstantEmitter<'_, '_> {
    fn symbol(&mut self, g: GlobalId) -> SymbolId {
        self.symbols.get(self.out.context_mut(), self.mangler, g)
    }

    fn ctx(&mut self) -> &mut kiln_mc::Context {
        self.out.context_mut()
    }

    fn type_of(&self, v: Value) -> TypeId {
        self.module.value_type(None, v)
    }

    fn zeros(&mut self, n: u64) -> Result<(), String> {
        if n > 0 {
            self.out.emit_zeros(n).map_err(mc)?;
        }
        Ok(())
    }

    /// `bytes` as little-endian integers of the natural directive sizes.
    fn emit_le(&mut self, bytes: &[u8]) -> Result<(), String> {
        match bytes.len() {
            1 | 2 | 4 | 8 => {
                let mut v = [0u8; 8];
                v[..bytes.len()].copy_from_slice(bytes);
                self.out.emit_int(u64::from_le_bytes(v), bytes.len() as u8).map_err(mc)
            }
            n if n > 8 => {
                for chunk in bytes.chunks(8) {
                    self.emit_le(chunk)?;
                }
                Ok(())
            }
            _ => self.out.emit_bytes(bytes).map_err(mc),
        }
    }

    /// The image of constant `v` at the current position: packed when the streamer takes
    /// images and `v` is neither all zero nor undefined at its top (a fill, which a `.bss`
    /// variable needs) nor too large.
    pub fn emit(&mut self, v: Value) -> Result<(), String> {
        let top = kind(self.module, v);
        let ty = self.type_of(v);
        let size = self.layout.type_alloc_size(ty);
        let empty = matches!(top, Some(ConstKind::Zero | ConstKind::Null | ConstKind::Undef | ConstKind::Poison));
        if empty || size > MAX_IMAGE || !self.out.packs_data() {
            return self.write(v);
        }
        self.image.bytes.clear();
        self.image.values.clear();
        self.image.bytes.resize(size as usize, 0);
        self.pack(v, ty, 0)?;
        self.out.emit_data(&self.image.bytes, &self.image.values).map_err(mc)
    }

    /// Writes `v`, of type `ty`, into the zeroed image at offset `at` (padding and zero
    /// elements are left as they are).
    fn pack(&mut self, v: Value, ty: TypeId, at: usize) -> Result<(), String> {
        let c = match v {
            Value::Global(_) => {
                let e = self.lower(v)?;
                return self.pack_expr(e, ty, at);
            }
            Value::Const(c) => self.module.consts.get(c),
            other => return Err(format!("unsupported initializer operand {other:?}")),
        };
        match &c.kind {
            ConstKind::Zero | ConstKind::Null | ConstKind::Undef | ConstKind::Poison => Ok(()),
            ConstKind::Int(x) | ConstKind::Float(x) => self.pack_scalar(ty, *x, at),
            ConstKind::WideInt(words) => {
                let store = self.layout.type_store_size(ty) as usize;
                let place = self.place(at, store)?;
                for (chunk, w) in place.chunks_mut(8).zip(words.iter()) {
                    chunk.copy_from_slice(&w.to_le_bytes()[..chunk.len()]);
                }
                Ok(())
            }
            ConstKind::Bytes(b) => {
                self.place(at, b.len())?.copy_from_slice(b);
                Ok(())
            }
            ConstKind::Array(vs) | ConstKind::Vector(vs) => {
                let (elem_ty, vector) = match self.module.types.get(ty) {
                    Type::Array { elem, .. } => (*elem, false),
                    Type::Vector { elem, .. } => (*elem, true),
                    _ => return Err("array constant of a non-array type".into()),
                };
                if vector && self.module.types.int_width(elem_ty) == Some(1) && !is_null_value(self.module, v) {
                    return Err("vectors of i1 in global initializers are not supported".into());
                }
                let elem_size = self.layout.type_alloc_size(elem_ty) as usize;
                let plain = plain_size(self.module, elem_ty);
                for (k, &e) in vs.iter().enumerate() {
                    self.pack_element(e, elem_ty, plain, at + k * elem_size)?;
                }
                Ok(())
            }
            ConstKind::Struct(vs) => {
                let layout = self.layout;
                let sl = layout.struct_layout(ty).ok_or("struct constant of a non-struct type")?;
                let fields = match self.module.types.get(ty) {
                    Type::Struct { fields, .. } | Type::Named { body: Some((fields, _)), .. } => fields,
                    _ => return Err("struct constant of a non-struct type".into()),
                };
                if fields.len() != vs.len() || sl.offsets.len() < vs.len() {
                    return Err("struct constant with a wrong number of fields".into());
                }
                for (k, &field) in vs.iter().enumerate() {
                    self.pack_element(field, fields[k], plain_size(self.module, fields[k]), at + sl.offsets[k] as usize)?;
                }
                Ok(())
            }
            ConstKind::Expr(e) if matches!(e.opcode, Opcode::BitCast) && !self.module.types.is_ptr(ty) => {
                let inner = e.operands[0];
                let inner_ty = self.type_of(inner);
                self.pack(inner, inner_ty, at)
            }
            ConstKind::Expr(_) | ConstKind::BlockAddress { .. } | ConstKind::DsoLocalEquivalent(_) | ConstKind::NoCfi(_) => {
                let e = self.lower(v)?;
                self.pack_expr(e, ty, at)
            }
            ConstKind::NoneToken => Err("a token constant has no memory image".into()),
        }
    }

    /// Element or field `e` of type `ty` at `at`: an integer or float of a `plain` size
    /// straight into the image, zero and undefined ones left as they are, others through
    /// [`pack`](Self::pack).
    #[inline]
    fn pack_element(&mut self, e: Value, ty: TypeId, plain: Option<usize>, at: usize) -> Result<(), String> {
        match (kind(self.module, e), plain) {
            (Some(ConstKind::Int(x) | ConstKind::Float(x)), Some(n)) => {
                let bytes = x.to_le_bytes();
                let place = self.place(at, n)?;
                match n {
                    1 => place[0] = bytes[0],
                    2 => place.copy_from_slice(&bytes[..2]),
                    4 => place.copy_from_slice(&bytes[..4]),
                    _ => place.copy_from_slice(&bytes[..8]),
                }
                Ok(())
            }
            (Some(ConstKind::Zero | ConstKind::Null | ConstKind::Undef | ConstKind::Poison), _) => Ok(()),
            _ => self.pack(e, ty, at),
        }
    }

    /// The `n` bytes of the image at `at`.
    fn place(&mut self, at: usize, n: usize) -> Result<&mut [u8], String> {
        self.image.bytes.get_mut(at..at + n).ok_or_else(|| "an initializer's element lies outside its type's size".to_string())
    }

    /// An integer, float or pointer of type `ty` whose bits are `bits`, at `at`.
    fn pack_scalar(&mut self, ty: TypeId, bits: u128, at: usize) -> Result<(), String> {
        let store = self.layout.type_store_size(ty) as usize;
        match self.module.types.get(ty) {
            Type::X86Fp80 => {
                let place = self.place(at, 10)?;
                place[..8].copy_from_slice(&(bits as u64).to_le_bytes());
                place[8..].copy_from_slice(&(bits >> 64).to_le_bytes()[..2]);
            }
            Type::PpcFp128 => return Err("ppc_fp128 constants are not supported on this target".into()),
            _ => {
                let n = store.min(16);
                self.place(at, n)?.copy_from_slice(&bits.to_le_bytes()[..n]);
            }
        }
        Ok(())
    }

    /// A relocatable value of type `ty` at `at`.
    fn pack_expr(&mut self, e: ExprId, ty: TypeId, at: usize) -> Result<(), String> {
        let size = self.layout.type_alloc_size(ty);
        if !matches!(size, 1 | 2 | 4 | 8) {
            return Err(format!("unsupported relocatable constant of {size} bytes"));
        }
        self.place(at, size as usize)?;
        let offset = u32::try_from(at).map_err(|_| "initializer too large for the assembler".to_string())?;
        self.image.values.push(DataValue { offset, expr: e, size: size as u8 });
        Ok(())
    }

    /// [`emit`](Self::emit) as one directive per element.
    fn write(&mut self, v: Value) -> Result<(), String> {
        let ty = self.type_of(v);
        let size = self.layout.type_alloc_size(ty);
        let c = match v {
            Value::Global(g) => {
                let s = self.symbol(g);
                let e = self.out.context_mut().symbol_ref(s);
                return self.emit_expr(e, size);
            }
            Value::Const(c) => self.module.consts.get(c),
            other => return Err(format!("unsupported initializer operand {other:?}")),
        };
        let aggregate = matches!(self.module.types.get(ty), Type::Array { .. } | Type::Struct { .. } | Type::Named { .. } | Type::Vector { .. });
        if matches!(c.kind, ConstKind::Undef | ConstKind::Poison) || (aggregate && is_null_value(self.module, v)) {
            return self.zeros(size);
        }
        match &c.kind {
            ConstKind::Zero | ConstKind::Null => self.emit_scalar_bits(ty, 0, size),
            ConstKind::Int(x) => self.emit_scalar_bits(ty, *x, size),
            ConstKind::Float(bits) => self.emit_scalar_bits(ty, *bits, size),
            ConstKind::WideInt(words) => {
                let store = self.layout.type_store_size(ty) as usize;
                let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).take(store).collect();
                self.emit_le(&bytes)?;
                self.zeros(size - store as u64)
            }
            ConstKind::Bytes(b) => {
                if b.len() > 1 && b.iter().all(|&x| x == b[0]) {
                    let n = self.out.context_mut().constant(b.len() as i64);
                    self.out.emit_fill(n, 1, b[0] as i64).map_err(mc)?;
                } else {
                    self.out.emit_bytes(b).map_err(mc)?;
                }
                self.zeros(size - b.len() as u64)
            }
            ConstKind::Array(vs) | ConstKind::Vector(vs) => self.emit_sequence(ty, vs, size),
            ConstKind::Struct(vs) => {
                // The layout is borrowed from the module's layout, not from `self`.
                let layout = self.layout;
                let sl = layout.struct_layout(ty).ok_or("struct constant of a non-struct type")?;
                let mut at = 0;
                for (k, &field) in vs.iter().enumerate() {
                    self.zeros(sl.offsets[k] - at)?;
                    self.write(field)?;
                    at = sl.offsets[k] + self.layout.type_alloc_size(self.type_of(field));
                }
                self.zeros(sl.size.saturating_sub(at))
            }
            ConstKind::Expr(e) if matches!(e.opcode, Opcode::BitCast) && !self.module.types.is_ptr(ty) => self.write(e.operands[0]),
            ConstKind::Expr(_) | ConstKind::BlockAddress { .. } | ConstKind::DsoLocalEquivalent(_) | ConstKind::NoCfi(_) => {
                let e = self.lower(v)?;
                self.emit_expr(e, size)
            }
            ConstKind::NoneToken => Err("a token constant has no memory image".into()),
            ConstKind::Undef | ConstKind::Poison => self.zeros(size),
        }
    }

    fn emit_expr(&mut self, e: ExprId, size: u64) -> Result<(), String> {
        match size {
            1 | 2 | 4 | 8 => self.out.emit_value(e, size as u8).map_err(mc),
            _ => Err(format!("unsupported relocatable constant of {size} bytes")),
        }
    }

    /// An integer, float or pointer of type `ty` whose bits are `bits`.
    fn emit_scalar_bits(&mut self, ty: TypeId, bits: u128, size: u64) -> Result<(), String> {
        let store = self.layout.type_store_size(ty);
        match self.module.types.get(ty) {
            Type::X86Fp80 => {
                self.out.emit_int(bits as u64, 8).map_err(mc)?;
                self.out.emit_int((bits >> 64) as u16 as u64, 2).map_err(mc)?;
            }
            Type::PpcFp128 => return Err("ppc_fp128 constants are not supported on this target".into()),
            _ => {
                let bytes = bits.to_le_bytes();
                self.emit_le(&bytes[..store.min(16) as usize])?;
            }
        }
        self.zeros(size - store)
    }

    /// An array or vector: repeated bytes as a fill, `i8` elements as a string, others one by one.
    fn emit_sequence(&mut self, ty: TypeId, vs: &[Value], size: u64) -> Result<(), String> {
        let elem_ty = match self.module.types.get(ty) {
            Type::Array { elem, .. } | Type::Vector { elem, .. } => *elem,
            _ => return Err("array constant of a non-array type".into()),
        };
        let simple = plain_size(self.module, elem_ty).is_some()
            && vs.iter().all(|&e| matches!(kind(self.module, e), Some(ConstKind::Int(_) | ConstKind::Float(_))));
        if matches!(self.module.types.get(ty), Type::Vector { .. }) && self.module.types.int_width(elem_ty) == Some(1) {
            return Err("vectors of i1 in global initializers are not supported".into());
        }
        let elem_size = self.layout.type_alloc_size(elem_ty);
        if simple {
            let mut raw = Vec::with_capacity((elem_size * vs.len() as u64) as usize);
            for &e in vs {
                let bits = match kind(self.module, e) {
                    Some(ConstKind::Int(x) | ConstKind::Float(x)) => *x,
                    _ => 0,
                };
                raw.extend_from_slice(&bits.to_le_bytes()[..elem_size as usize]);
            }
            if size > 1 && raw.iter().all(|&b| b == raw[0]) && raw.len() as u64 == size {
                let n = self.out.context_mut().constant(size as i64);
                return self.out.emit_fill(n, 1, raw[0] as i64).map_err(mc);
            }
            if elem_size == 1 {
                self.out.emit_bytes(&raw).map_err(mc)?;
                return self.zeros(size - raw.len() as u64);
            }
            // One directive per element, as `emit` writes a scalar (its store size is its
            // allocation size), without going through `emit` for each.
            for element in raw.chunks(elem_size as usize) {
                self.emit_le(element)?;
            }
            return self.zeros(size - raw.len() as u64);
        }
        for &e in vs {
            self.write(e)?;
        }
        self.zeros(size.saturating_sub(elem_size * vs.len() as u64))
    }

    /// `v` as a relocatable expression.
    pub fn lower(&mut self, v: Value) -> Result<ExprId, String> {
        let module = self.module;
        let c = match v {
            Value::Global(g) => {
                let s = self.symbol(g);
                return Ok(self.out.context_mut().symbol_ref(s));
            }
            Value::Const(c) => module.consts.get(c),
            other => return Err(format!("unsupported constant operand {other:?}")),
        };
        let ty = c.ty;
        match &c.kind {
            ConstKind::Int(x) => {
                let value = sign_extend(*x, self.module.types.int_width(ty).unwrap_or(64));
                Ok(self.ctx().constant(value))
            }
            ConstKind::Null | ConstKind::Zero | ConstKind::Undef | ConstKind::Poison => Ok(self.ctx().constant(0)),
            ConstKind::BlockAddress { func, block } => {
                let (func, block) = (*func, *block);
                let s = super::block_address_symbol(self.out.context_mut(), self.block_addresses, func, block);
                Ok(self.ctx().symbol_ref(s))
            }
            ConstKind::DsoLocalEquivalent(g) | ConstKind::NoCfi(g) => self.lower(Value::Global(*g)),
            ConstKind::Expr(e) => {
                let op_ty = self.type_of(e.operands[0]);
                match e.opcode {
                    Opcode::GetElementPtr => {
                        let base = self.lower(e.operands[0])?;
                        let ConstExprExtra::Gep { source, .. } = e.extra else { return Err("getelementptr without a source type".into()) };
                        let offset = self.gep_offset(source, &e.operands[1..])?;
                        Ok(self.ctx().add_constant(base, offset))
                    }
                    Opcode::BitCast | Opcode::AddrSpaceCast | Opcode::Trunc => self.lower(e.operands[0]),
                    Opcode::IntToPtr | Opcode::PtrToInt | Opcode::PtrToAddr | Opcode::ZExt => {
                        let inner = self.lower(e.operands[0])?;
                        let from_bits = self.layout.type_alloc_size(op_ty) * 8;
                        let to_bits = self.layout.type_alloc_size(ty) * 8;
                        if to_bits <= from_bits || from_bits >= 64 {
                            return Ok(inner);
                        }
                        let mask = self.ctx().constant((u64::MAX >> (64 - from_bits)) as i64);
                        Ok(self.ctx().binary(BinaryOp::And, inner, mask))
                    }
                    Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::SDiv | Opcode::SRem | Opcode::Shl | Opcode::And | Opcode::Or | Opcode::Xor => {
                        let op = match e.opcode {
                            Opcode::Add => BinaryOp::Add,
                            Opcode::Sub => BinaryOp::Sub,
                            Opcode::Mul => BinaryOp::Mul,
                            Opcode::SDiv => BinaryOp::Div,
                            Opcode::SRem => BinaryOp::Mod,
                            Opcode::Shl => BinaryOp::Shl,
                            Opcode::And => BinaryOp::And,
                            Opcode::Or => BinaryOp::Or,
                            _ => BinaryOp::Xor,
                        };
                        let a = self.lower(e.operands[0])?;
                        let b = self.lower(e.operands[1])?;
                        Ok(self.ctx().binary(op, a, b))
                    }
                    other => Err(format!("unsupported constant expression '{}' in an initializer", other.name())),
                }
            }
            other => Err(format!("unsupported constant {other:?} in a relocatable initializer")),
        }
    }

    /// The byte offset `getelementptr source, base, indices...` adds to `base`.
    fn gep_offset(&self, source: TypeId, indices: &[Value]) -> Result<i64, String> {
        let mut ty = source;
        let mut offset: i64 = 0;
        for (k, &idx) in indices.iter().enumerate() {
            let i = self.module.const_int(idx).ok_or("getelementptr with a non-constant or vector index in an initializer")? as i64;
            if k == 0 {
                offset = offset.wrapping_add(i.wrapping_mul(self.layout.type_alloc_size(ty) as i64));
                continue;
            }
            match self.module.types.get(ty) {
                Type::Struct { fields, .. } | Type::Named { body: Some((fields, _)), .. } => {
                    let sl = self.layout.struct_layout(ty).ok_or("getelementptr into an unsized struct")?;
                    offset = offset.wrapping_add(*sl.offsets.get(i as usize).ok_or("getelementptr field index out of range")? as i64);
                    ty = fields[i as usize];
                }
                Type::Array { elem, .. } | Type::Vector { elem, .. } => {
                    ty = *elem;
                    offset = offset.wrapping_add(i.wrapping_mul(self.layout.type_alloc_size(ty) as i64));
                }
                _ => return Err("getelementptr indexes into a non-aggregate type".into()),
            }
        }
        Ok(offset)
    }
}

/// The size of an integer or float type whose image is its bits, all of its allocation
/// (`i8`, `i16`, `i32`, `i64`, `half`, `bfloat`, `float`, `double`); `None` for other types.
fn plain_size(module: &Module, ty: TypeId) -> Option<usize> {
    match module.types.get(ty) {
        Type::Int(8) => Some(1),
        Type::Int(16) | Type::Half | Type::BFloat => Some(2),
        Type::Int(32) | Type::Float => Some(4),
        Type::Int(64) | Type::Double => Some(8),
        _ => None,
    }
}

fn sign_extend(x: u128, width: u32) -> i64 {
    if width >= 64 {
        x as u64 as i64
    } else {
        ((x as u64) << (64 - width)) as i64 >> (64 - width)
    }
}

/// Parses a constant-pool entry (`double 1.000000e+00`, `<4 x i32> <i32 0, ...>`) into a small
/// module holding it as the initializer of `@c`.
pub fn parse_constant_pool_entry(text: &str) -> Result<Module, String> {
    let src = format!("@c = constant {text}\n");
    kiln_ir::parse("constant-pool", &src).map_err(|d| format!("unsupported constant-pool entry '{text}': {}", d.message))
}
