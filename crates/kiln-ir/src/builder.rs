//! An IRBuilder-like API for constructing IR in Rust code.
//!
//! A [`Builder`] borrows a [`Module`] mutably and has an insertion point (a function and one of
//! its blocks); `build_*` methods append an instruction at the end of that block and return its
//! value, computing result types the way the reader does. The builder does not check operand
//! types: run [`crate::verifier::verify_module`] on the result, which names any mistake. Module
//! level helpers (types, constants, globals, functions, intrinsics) need no insertion point.
//!
//! ```
//! use kiln_ir::builder::Builder;
//! use kiln_ir::{IntPredicate, Module, Opcode, TypeTable};
//!
//! let mut m = Module::default();
//! let mut b = Builder::new(&mut m);
//! let i32t = TypeTable::I32;
//! let fn_ty = b.function_type(i32t, &[i32t, i32t], false);
//! let f = b.define_function("max", fn_ty).unwrap();
//! let entry = b.append_block(f, Some("entry"));
//! let (then, join) = (b.append_block(f, Some("then")), b.append_block(f, Some("join")));
//! b.position_at_end(f, entry);
//! let (x, y) = (b.arg(0), b.arg(1));
//! b.set_name(x, "x");
//! b.set_name(y, "y");
//! let gt = b.build_icmp(IntPredicate::Sgt, x, y);
//! b.build_cond_br(gt, then, join);
//! b.position_at_end(f, then);
//! let one = b.const_int(i32t, 1);
//! let diff = b.build_binary(Opcode::Sub, x, one);
//! b.build_br(join);
//! b.position_at_end(f, join);
//! let r = b.build_phi(i32t, &[(diff, then), (y, entry)]);
//! b.set_name(r, "r");
//! b.build_ret(Some(r));
//! kiln_ir::verify_module(&m).unwrap();
//! let text = kiln_ir::print(&m);
//! println!("{text}");
//! assert!(text.contains("%r = phi i32 [ %1, %then ], [ %y, %entry ]"));
//! assert!(kiln_ir::parse("built.ll", &text).is_ok());
//! ```

use crate::attr::AttrList;
use crate::constant::{ConstKind, Constant};
use crate::inst::{AtomicOrdering, CallData, FloatPredicate, Inst, InstData, InstFlags, IntPredicate, Opcode, TailKind};
use crate::intrinsics::IntrinsicId;
use crate::metadata::MdId;
use crate::module::{
    Arg, Block, BlockId, FuncId, Function, Global, GlobalId, GlobalKind, InstId, Linkage, Module, UnnamedAddr,
};
use crate::symbol::Sym;
use crate::types::{Type, TypeId, TypeTable};
use crate::value::Value;

/// A new global value header named `name` with default linkage and attributes.
fn global_header(m: &mut Module, name: &[u8], ty: TypeId, value_ty: TypeId, kind: GlobalKind) -> GlobalId {
    let sym = m.symbols.intern(name);
    let g = GlobalId(m.globals.len() as u32);
    m.globals.push(Global::new(Some(sym), ty, value_ty, kind));
    m.global_names.insert(sym, g);
    g
}

/// The pointer type to `pointee` in address space 0 in the module's pointer mode.
fn pointer_to(m: &mut Module, pointee: TypeId) -> TypeId {
    if m.opaque_pointers {
        m.types.ptr(0, None)
    } else {
        m.types.ptr(0, Some(pointee))
    }
}

/// Declares function `name` of type `fn_ty`, or returns the existing global of that name if it
/// is a function of the same type.
pub fn declare_function(m: &mut Module, name: &[u8], fn_ty: TypeId) -> Result<GlobalId, String> {
    if let Some(&g) = m.symbols.lookup(name).and_then(|s| m.global_names.get(&s)) {
        let gl = &m.globals[g.index()];
        return if gl.is_function() && gl.value_ty == fn_ty {
            Ok(g)
        } else {
            Err(format!("'@{}' already exists with a different type or kind", String::from_utf8_lossy(name)))
        };
    }
    let Type::Function { params, .. } = m.types.get(fn_ty) else {
        return Err(format!("'@{}' needs a function type", String::from_utf8_lossy(name)));
    };
    let args = params.iter().map(|&ty| Arg { ty, name: None }).collect();
    let ptr = pointer_to(m, fn_ty);
    let f = FuncId(m.functions.len() as u32);
    let g = global_header(m, name, ptr, fn_ty, GlobalKind::Function(f));
    m.functions.push(Function::new(g, fn_ty, args));
    Ok(g)
}

/// Builds IR into a module; see the module documentation for an example.
pub struct Builder<'m> {
    pub m: &'m mut Module,
    func: Option<FuncId>,
    block: Option<BlockId>,
    /// The `!dbg` attachment given to every instruction built while it is set.
    debug_loc: Option<(Sym, MdId)>,
}

impl<'m> Builder<'m> {
    pub fn new(m: &'m mut Module) -> Builder<'m> {
        Builder { m, func: None, block: None, debug_loc: None }
    }

    /// Gives every instruction built from now on the `!dbg` location of instruction `inst` of
    /// function `f` (none if it has none): a pass that replaces an instruction by several keeps
    /// the original's source line.
    pub fn set_debug_loc_of(&mut self, f: FuncId, inst: InstId) {
        let inst = &self.m.functions[f.index()].insts[inst.index()];
        self.debug_loc = self.m.symbols.lookup(b"dbg").and_then(|k| Some((k, inst.attachment(k)?)));
    }

    // ---- types ----

    pub fn int_type(&mut self, bits: u32) -> TypeId {
        self.m.types.int(bits)
    }

    /// A primitive type other than integers (`Type::Double`, `Type::Float`, `Type::X86Fp80`...).
    pub fn primitive_type(&mut self, ty: Type) -> TypeId {
        self.m.types.intern(ty)
    }

    /// A pointer to `pointee` (`pointee*`, or `ptr` in an opaque-pointer module).
    pub fn pointer_type(&mut self, pointee: TypeId) -> TypeId {
        pointer_to(self.m, pointee)
    }

    pub fn function_type(&mut self, ret: TypeId, params: &[TypeId], vararg: bool) -> TypeId {
        self.m.types.function(ret, params.to_vec(), vararg)
    }

    pub fn array_type(&mut self, len: u64, elem: TypeId) -> TypeId {
        self.m.types.intern(Type::Array { len, elem })
    }

    pub fn vector_type(&mut self, len: u32, elem: TypeId) -> TypeId {
        self.m.types.vector(len, elem, false)
    }

    pub fn struct_type(&mut self, fields: &[TypeId], packed: bool) -> TypeId {
        self.m.types.intern(Type::Struct { fields: fields.to_vec(), packed })
    }

    /// An identified struct `%name = type { fields }`.
    pub fn named_struct(&mut self, name: &str, fields: &[TypeId], packed: bool) -> TypeId {
        let sym = self.m.symbols.intern(name.as_bytes());
        let id = self.m.types.named_struct(crate::types::StructName::Named(sym));
        self.m.types.set_struct_body(id, fields.to_vec(), packed);
        id
    }

    // ---- constants ----

    fn constant(&mut self, ty: TypeId, kind: ConstKind) -> Value {
        Value::Const(self.m.consts.intern(Constant { ty, kind }))
    }

    /// An integer constant of type `ty` (width up to 128), truncated to the width.
    pub fn const_int(&mut self, ty: TypeId, value: i128) -> Value {
        let width = self.m.types.int_width(ty).unwrap_or(128);
        let bits = if width >= 128 { value as u128 } else { (value as u128) & ((1u128 << width) - 1) };
        self.constant(ty, ConstKind::Int(bits))
    }

    /// A `float` or `double` constant (other formats: build `ConstKind::Float` bits directly).
    pub fn const_f64(&mut self, ty: TypeId, value: f64) -> Value {
        let bits = match self.m.types.get(ty) {
            Type::Float => (value as f32).to_bits() as u128,
            _ => value.to_bits() as u128,
        };
        self.constant(ty, ConstKind::Float(bits))
    }

    pub fn const_null(&mut self, ty: TypeId) -> Value {
        self.constant(ty, ConstKind::Null)
    }

    pub fn const_zero(&mut self, ty: TypeId) -> Value {
        self.constant(ty, ConstKind::Zero)
    }

    pub fn undef(&mut self, ty: TypeId) -> Value {
        self.constant(ty, ConstKind::Undef)
    }

    pub fn poison(&mut self, ty: TypeId) -> Value {
        self.constant(ty, ConstKind::Poison)
    }

    /// `c"..."` as an `[N x i8]` constant.
    pub fn const_bytes(&mut self, bytes: &[u8]) -> Value {
        let ty = self.array_type(bytes.len() as u64, TypeTable::I8);
        self.constant(ty, ConstKind::Bytes(bytes.into()))
    }

    /// An array, struct or vector constant of type `ty` with the given elements.
    pub fn const_aggregate(&mut self, ty: TypeId, elems: &[Value]) -> Value {
        let kind = match self.m.types.get(ty) {
            Type::Vector { .. } => ConstKind::Vector(elems.to_vec()),
            Type::Array { .. } => ConstKind::Array(elems.to_vec()),
            _ => ConstKind::Struct(elems.to_vec()),
        };
        self.constant(ty, kind)
    }

    // ---- globals and functions ----

    /// A global variable `@name` holding a `value_ty`, optionally initialised; returns its address.
    pub fn add_global(&mut self, name: &str, value_ty: TypeId, init: Option<Value>, constant: bool) -> Value {
        let ptr = pointer_to(self.m, value_ty);
        let kind = GlobalKind::Var { constant, init, externally_initialized: false };
        let g = global_header(self.m, name.as_bytes(), ptr, value_ty, kind);
        self.m.vars.push(g);
        Value::Global(g)
    }

    /// A private constant holding `bytes` (LLVM's `CreateGlobalString`: include the NUL a C
    /// string needs); returns its address, which an opaque-pointer module passes as `ptr`.
    pub fn add_global_string(&mut self, name: &str, bytes: &[u8]) -> Value {
        let init = self.const_bytes(bytes);
        let ty = self.type_of(init);
        let g = self.add_global(name, ty, Some(init), true);
        if let Value::Global(id) = g {
            let global = &mut self.m.globals[id.index()];
            global.linkage = Linkage::Private;
            global.unnamed_addr = UnnamedAddr::Global;
        }
        g
    }

    /// Declares (or finds) an external function.
    pub fn declare_function(&mut self, name: &str, fn_ty: TypeId) -> Result<GlobalId, String> {
        declare_function(self.m, name.as_bytes(), fn_ty)
    }

    /// Creates a function to be given blocks with [`Builder::append_block`].
    pub fn define_function(&mut self, name: &str, fn_ty: TypeId) -> Result<FuncId, String> {
        if self.m.symbols.lookup(name.as_bytes()).is_some_and(|s| self.m.global_names.contains_key(&s)) {
            return Err(format!("'@{name}' already exists"));
        }
        let g = declare_function(self.m, name.as_bytes(), fn_ty)?;
        match self.m.globals[g.index()].kind {
            GlobalKind::Function(f) => Ok(f),
            _ => Err(format!("'@{name}' is not a function")),
        }
    }

    /// The declaration of intrinsic `id` at the given overload types (return type first, then
    /// parameters), e.g. `(IntrinsicId::Ctpop, &[i32])` declares `llvm.ctpop.i32`.
    pub fn intrinsic(&mut self, id: IntrinsicId, overloads: &[TypeId]) -> Result<GlobalId, String> {
        crate::intrinsics::declare(self.m, id, overloads)
    }

    /// Appends a new block to `f` (unnamed blocks get numbers when printed).
    pub fn append_block(&mut self, f: FuncId, name: Option<&str>) -> BlockId {
        let name = name.map(|n| self.m.symbols.intern(n.as_bytes()));
        let func = &mut self.m.functions[f.index()];
        let b = BlockId(func.blocks.len() as u32);
        func.blocks.push(Block { name, insts: Vec::new() });
        func.layout.push(b);
        b
    }

    /// Makes later `build_*` calls append to the end of `block` of `f`.
    pub fn position_at_end(&mut self, f: FuncId, block: BlockId) {
        self.func = Some(f);
        self.block = Some(block);
    }

    /// The function and block instructions are appended to, if positioned.
    pub fn insertion_point(&self) -> Option<(FuncId, BlockId)> {
        Some((self.func?, self.block?))
    }

    /// The current function (panics without an insertion point: a programming error).
    fn func(&mut self) -> &mut Function {
        let f = self.func.expect("Builder: position_at_end must be called before building instructions");
        &mut self.m.functions[f.index()]
    }

    /// Argument `i` of the current function.
    pub fn arg(&self, i: u32) -> Value {
        Value::Arg(i)
    }

    /// Names a value of the current function (an argument or an instruction result).
    pub fn set_name(&mut self, v: Value, name: &str) {
        let sym = self.m.symbols.intern(name.as_bytes());
        let func = self.func();
        match v {
            Value::Inst(i) => func.insts[i.index()].name = Some(sym),
            Value::Arg(a) => func.args[a as usize].name = Some(sym),
            Value::Block(b) => func.blocks[b.index()].name = Some(sym),
            _ => {}
        }
    }

    /// The type of a value of the current function.
    pub fn type_of(&self, v: Value) -> TypeId {
        self.m.value_type(self.func.map(|f| &self.m.functions[f.index()]), v)
    }

    /// Appends a fully formed instruction at the insertion point; returns its value.
    pub fn insert(&mut self, mut inst: Inst) -> Value {
        if let Some((kind, loc)) = self.debug_loc {
            if !inst.metadata.iter().any(|&(k, _)| k == kind) {
                inst.metadata.push((kind, loc));
            }
        }
        let block = self.block.expect("Builder: position_at_end must be called before building instructions");
        let func = self.func();
        let id = InstId(func.insts.len() as u32);
        func.insts.push(inst);
        func.blocks[block.index()].insts.push(id);
        Value::Inst(id)
    }

    fn build(&mut self, opcode: Opcode, ty: TypeId, operands: Vec<Value>, data: InstData) -> Value {
        self.insert(Inst { opcode, flags: InstFlags::default(), ty, name: None, operands: operands.into(), data, metadata: Default::default() })
    }

    // ---- instructions ----

    /// `add`, `fmul`, `shl`, ...: the result has the type of `lhs`.
    pub fn build_binary(&mut self, op: Opcode, lhs: Value, rhs: Value) -> Value {
        let ty = self.type_of(lhs);
        self.build(op, ty, vec![lhs, rhs], InstData::None)
    }

    pub fn build_fneg(&mut self, x: Value) -> Value {
        let ty = self.type_of(x);
        self.build(Opcode::FNeg, ty, vec![x], InstData::None)
    }

    /// Sets `nuw`/`nsw`/`exact`/`inbounds`/... bits (`InstFlags::NSW`, ...) on an instruction.
    pub fn set_flags(&mut self, v: Value, flags: u32) {
        if let Value::Inst(i) = v {
            self.func().insts[i.index()].flags.set(flags);
        }
    }

    pub fn build_icmp(&mut self, pred: IntPredicate, lhs: Value, rhs: Value) -> Value {
        let ty = self.type_of(lhs);
        let rty = self.m.types.bool_like(ty);
        self.build(Opcode::ICmp, rty, vec![lhs, rhs], InstData::ICmp(pred))
    }

    pub fn build_fcmp(&mut self, pred: FloatPredicate, lhs: Value, rhs: Value) -> Value {
        let ty = self.type_of(lhs);
        let rty = self.m.types.bool_like(ty);
        self.build(Opcode::FCmp, rty, vec![lhs, rhs], InstData::FCmp(pred))
    }

    /// `trunc`, `zext`, `bitcast`, ... of `x` to `to`.
    pub fn build_cast(&mut self, op: Opcode, x: Value, to: TypeId) -> Value {
        self.build(op, to, vec![x], InstData::None)
    }

    pub fn build_select(&mut self, cond: Value, t: Value, f: Value) -> Value {
        let ty = self.type_of(t);
        self.build(Opcode::Select, ty, vec![cond, t, f], InstData::None)
    }

    /// `alloca ty` (align 0 = unspecified).
    pub fn build_alloca(&mut self, ty: TypeId, align: u64) -> Value {
        let pty = pointer_to(self.m, ty);
        self.build(Opcode::Alloca, pty, Vec::new(), InstData::Alloca { allocated: ty, align, addrspace: 0 })
    }

    pub fn build_load(&mut self, ty: TypeId, ptr: Value, align: u64) -> Value {
        self.build(Opcode::Load, ty, vec![ptr], InstData::Mem { align, ordering: AtomicOrdering::NotAtomic, scope: None })
    }

    pub fn build_store(&mut self, value: Value, ptr: Value, align: u64) -> Value {
        self.build(Opcode::Store, TypeTable::VOID, vec![value, ptr], InstData::Mem { align, ordering: AtomicOrdering::NotAtomic, scope: None })
    }

    /// `getelementptr source, ptr, indices...`; fails when the indices do not lead anywhere
    /// (struct indices must be integer constants).
    pub fn build_gep(&mut self, source: TypeId, ptr: Value, indices: &[Value], inbounds: bool) -> Result<Value, String> {
        let mut cur = source;
        for &idx in indices.iter().skip(1) {
            cur = match self.m.types.get(cur) {
                Type::Array { elem, .. } | Type::Vector { elem, .. } => *elem,
                Type::Struct { .. } | Type::Named { .. } => {
                    let field = self.m.const_int(idx).and_then(|i| u64::try_from(i).ok());
                    field.and_then(|i| self.m.types.element(cur, i)).ok_or("invalid struct index in getelementptr")?
                }
                _ => return Err("getelementptr indexes into a type without elements".into()),
            };
        }
        let ptr_ty = self.type_of(ptr);
        let addrspace = match self.m.types.get(self.m.types.scalar(ptr_ty)) {
            Type::Ptr { addrspace, .. } => *addrspace,
            _ => return Err("getelementptr base must be a pointer".into()),
        };
        let mut ty = if self.m.opaque_pointers { self.m.types.ptr(addrspace, None) } else { self.m.types.ptr(addrspace, Some(cur)) };
        if let Some((len, scalable)) = std::iter::once(ptr).chain(indices.iter().copied()).find_map(|v| {
            let t = self.type_of(v);
            self.m.types.vector_shape(t)
        }) {
            ty = self.m.types.vector(len, ty, scalable);
        }
        let mut operands = vec![ptr];
        operands.extend_from_slice(indices);
        let v = self.build(Opcode::GetElementPtr, ty, operands, InstData::Gep { source });
        if inbounds {
            self.set_flags(v, InstFlags::INBOUNDS);
        }
        Ok(v)
    }

    /// The address of field `field` of the struct of type `struct_ty` at `ptr` (LLVM's
    /// `CreateStructGEP`: `getelementptr inbounds struct_ty, ptr, i32 0, i32 field`).
    pub fn build_struct_gep(&mut self, struct_ty: TypeId, ptr: Value, field: u32) -> Result<Value, String> {
        let zero = self.const_int(TypeTable::I32, 0);
        let index = self.const_int(TypeTable::I32, field.into());
        self.build_gep(struct_ty, ptr, &[zero, index], true)
    }

    pub fn build_extract_value(&mut self, agg: Value, indices: &[u32]) -> Result<Value, String> {
        let mut ty = self.type_of(agg);
        for &i in indices {
            ty = self.m.types.element(ty, i as u64).ok_or("invalid extractvalue index")?;
        }
        Ok(self.build(Opcode::ExtractValue, ty, vec![agg], InstData::Indices(indices.into())))
    }

    pub fn build_insert_value(&mut self, agg: Value, v: Value, indices: &[u32]) -> Value {
        let ty = self.type_of(agg);
        self.build(Opcode::InsertValue, ty, vec![agg, v], InstData::Indices(indices.into()))
    }

    /// `call fn_ty callee(args)` (LLVM's `CreateCall(FunctionType, Callee, Args)`).
    pub fn build_call(&mut self, fn_ty: TypeId, callee: Value, args: &[Value]) -> Value {
        let ret = match self.m.types.get(fn_ty) {
            Type::Function { ret, .. } => *ret,
            _ => TypeTable::VOID,
        };
        let mut operands = args.to_vec();
        operands.push(callee);
        let data = CallData { fn_ty, cc: 0, attrs: AttrList::default(), tail: TailKind::None, bundles: Vec::new() };
        self.build(Opcode::Call, ret, operands, InstData::Call(Box::new(data)))
    }

    /// A call of function (or intrinsic) `g` with its own type.
    pub fn build_call_global(&mut self, g: GlobalId, args: &[Value]) -> Value {
        let fn_ty = self.m.globals[g.index()].value_ty;
        self.build_call(fn_ty, Value::Global(g), args)
    }

    pub fn build_phi(&mut self, ty: TypeId, incoming: &[(Value, BlockId)]) -> Value {
        let ops = incoming.iter().map(|&(v, _)| v).collect();
        let blocks = incoming.iter().map(|&(_, b)| b).collect();
        self.build(Opcode::Phi, ty, ops, InstData::Phi(blocks))
    }

    /// Adds an incoming value to a phi built earlier (for loops: the value is built later).
    pub fn add_incoming(&mut self, phi: Value, v: Value, from: BlockId) {
        let Value::Inst(i) = phi else { return };
        let inst = &mut self.func().insts[i.index()];
        if let InstData::Phi(blocks) = &mut inst.data {
            inst.operands.push(v);
            blocks.push(from);
        }
    }

    pub fn build_ret(&mut self, v: Option<Value>) -> Value {
        self.build(Opcode::Ret, TypeTable::VOID, v.into_iter().collect(), InstData::None)
    }

    pub fn build_br(&mut self, dest: BlockId) -> Value {
        self.build(Opcode::Br, TypeTable::VOID, vec![Value::Block(dest)], InstData::None)
    }

    pub fn build_cond_br(&mut self, cond: Value, then: BlockId, otherwise: BlockId) -> Value {
        self.build(Opcode::Br, TypeTable::VOID, vec![cond, Value::Block(then), Value::Block(otherwise)], InstData::None)
    }

    /// `switch` on `v`; case values are constants of `v`'s type.
    pub fn build_switch(&mut self, v: Value, default: BlockId, cases: &[(Value, BlockId)]) -> Value {
        let mut ops = vec![v, Value::Block(default)];
        for &(c, b) in cases {
            ops.push(c);
            ops.push(Value::Block(b));
        }
        self.build(Opcode::Switch, TypeTable::VOID, ops, InstData::None)
    }

    pub fn build_unreachable(&mut self) -> Value {
        self.build(Opcode::Unreachable, TypeTable::VOID, Vec::new(), InstData::None)
    }
}

#[cfg(test)]
mod tests {
    use super::Builder;
    use crate::{Module, TypeTable};

    #[test]
    fn struct_gep_and_global_string() {
        let mut m = Module { opaque_pointers: true, ..Module::default() };
        let mut b = Builder::new(&mut m);
        let pair = b.named_struct("Pair", &[TypeTable::I32, TypeTable::I64], false);
        let ptr = b.pointer_type(pair);
        let fn_ty = b.function_type(ptr, &[ptr], false);
        let f = b.define_function("second", fn_ty).unwrap();
        let entry = b.append_block(f, None);
        b.position_at_end(f, entry);
        let field = b.build_struct_gep(pair, b.arg(0), 1).unwrap();
        assert_eq!(b.type_of(field), ptr);
        b.build_ret(Some(field));
        assert!(b.build_struct_gep(pair, b.arg(0), 2).is_err());
        b.add_global_string("greeting", b"hi\0");
        crate::verify_module(&m).unwrap();
        let text = crate::print(&m);
        assert!(text.contains("@greeting = private unnamed_addr constant [3 x i8] c\"hi\\00\""), "{text}");
        assert!(text.contains("getelementptr inbounds %Pair, ptr %0, i32 0, i32 1"), "{text}");
    }
}
