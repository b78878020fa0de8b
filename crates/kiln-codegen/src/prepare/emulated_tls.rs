//! Emulated thread-local storage (`-emulated-tls`), the module half: every thread-local
//! variable `X` gets a control variable `__emutls_v.X` and, when its initializer is not all
//! zero, a constant initial image `__emutls_t.X`. The run-time library (libgcc's or
//! compiler-rt's `__emutls_get_address`) reads the control variable to allocate each thread's
//! copy of `X` on first use and initialise it from the image. The target then lowers each
//! address of `X` to `__emutls_get_address(&__emutls_v.X)` ([`control_variable`]) and the
//! AsmPrinter leaves `X` itself out, so no `.tdata`/`.tbss` section or TLS relocation arises:
//! what a JIT needs, since it cannot add a TLS block to the threads that already run.
//!
//! The control variable is `{ size, align, 0, template }` in words (size: the store size of
//! `X`'s type; align: its own or the ABI alignment). Both new variables take `X`'s linkage,
//! visibility and `dso_local`; a COMDAT member gets COMDATs of its own names with the same
//! selection kind; the image takes `X`'s alignment, the control variable the pointer's.

use crate::target::data_layout::ModuleLayout;
use kiln_ir::{Comdat, ComdatKind, ConstKind, Constant, Global, GlobalId, GlobalKind, Linkage, Module, ThreadLocal, TypeTable, Value};

/// The prefix of a control variable's name.
const CONTROL_PREFIX: &str = "__emutls_v.";
/// The prefix of an initial image's name.
const TEMPLATE_PREFIX: &str = "__emutls_t.";

/// Whether global `g` is a thread-local variable.
fn is_thread_local(module: &Module, g: GlobalId) -> bool {
    module.global(g).thread_local != ThreadLocal::Default
}

/// The control variable `__emutls_v.X` [`run`] made for thread-local variable `g`.
pub fn control_variable(module: &Module, g: GlobalId) -> Option<GlobalId> {
    let name = module.global_name(g)?;
    let mut control = CONTROL_PREFIX.as_bytes().to_vec();
    control.extend_from_slice(name);
    let sym = module.symbols.lookup(&control)?;
    module.global_names.get(&sym).copied()
}

/// Whether the run-time library can leave a thread's copy zeroed instead of copying an image:
/// an integer zero or an aggregate whose every element is a null value (the aggregates LLVM
/// folds to `zeroinitializer`); a null pointer or a floating-point zero still gets an image.
fn needs_no_image(module: &Module, init: Value) -> bool {
    let Value::Const(c) = init else { return false };
    match &module.consts.get(c).kind {
        ConstKind::Int(0) | ConstKind::Zero => true,
        ConstKind::WideInt(words) => words.iter().all(|&w| w == 0),
        ConstKind::Bytes(_) | ConstKind::Array(_) | ConstKind::Struct(_) | ConstKind::Vector(_) => {
            crate::emit::constants::is_null_value(module, init)
        }
        _ => false,
    }
}

/// Adds the control variables and initial images of every thread-local variable of `module`
/// (the thread-local variables themselves stay, for the AsmPrinter to skip). A thread-local
/// variable with `common` linkage is an error naming it: its control variable would be a
/// common symbol with a non-zero value.
pub fn run(module: &mut Module) -> Result<(), String> {
    let layout = ModuleLayout::for_module(module)?;
    let word = TypeTable::I64;
    let tls: Vec<GlobalId> = module.vars.iter().copied().filter(|&g| is_thread_local(module, g)).collect();
    for g in tls {
        let original = module.global(g).clone();
        let Some(name) = original.name.map(|s| String::from_utf8_lossy(module.symbols.bytes(s)).into_owned()) else {
            return Err(format!("emulated TLS: unnamed thread-local variable @{} has no name for its control variable", g.0));
        };
        if control_variable(module, g).is_some() {
            continue;
        }
        if original.linkage == Linkage::Common {
            return Err(format!("emulated TLS: thread-local variable '{name}' has common linkage, which emulated TLS cannot give its control variable"));
        }
        let value_ty = original.value_ty;
        let align = if original.align > 0 { original.align } else { layout.abi_align(value_ty) };
        let init = match original.kind {
            GlobalKind::Var { init, .. } => init,
            _ => None,
        };
        let image_init = init.filter(|&v| !needs_no_image(module, v));
        let opaque = module.opaque_pointers;
        let byte_ptr = module.types.ptr(0, (!opaque).then_some(TypeTable::I8));
        let image_ptr = match image_init {
            Some(_) => module.types.ptr(0, (!opaque).then_some(value_ty)),
            None => byte_ptr,
        };
        let control_ty = module.types.intern(kiln_ir::Type::Struct { fields: vec![word, word, byte_ptr, image_ptr], packed: false });
        let control_ptr = module.types.ptr(0, (!opaque).then_some(control_ty));
        // The control variable first, then the image, as llc orders them in the output.
        let control = add_variable(module, &original, &format!("{CONTROL_PREFIX}{name}"), control_ty, control_ptr, None, false);
        if init.is_none() {
            continue;
        }
        let image = image_init.map(|v| {
            let image = add_variable(module, &original, &format!("{TEMPLATE_PREFIX}{name}"), value_ty, image_ptr, Some(v), true);
            module.globals[image.index()].align = align;
            image
        });
        let size = layout.type_store_size(value_ty);
        let mut constant = |ty, kind| Value::Const(module.consts.intern(Constant { ty, kind }));
        let fields = vec![
            constant(word, ConstKind::Int(size as u128)),
            constant(word, ConstKind::Int(align as u128)),
            constant(byte_ptr, ConstKind::Null),
            image.map_or_else(|| constant(image_ptr, ConstKind::Null), Value::Global),
        ];
        let control_init = constant(control_ty, ConstKind::Struct(fields));
        let global = &mut module.globals[control.index()];
        global.kind = GlobalKind::Var { constant: false, init: Some(control_init), externally_initialized: false };
        global.align = layout.abi_align(word).max(layout.dl.pointer(0).abi_align);
    }
    Ok(())
}

/// A new global variable `name` that takes `original`'s linkage, visibility, `dso_local` and
/// (under its own name) COMDAT.
fn add_variable(module: &mut Module, original: &Global, name: &str, value_ty: kiln_ir::TypeId, ptr_ty: kiln_ir::TypeId, init: Option<Value>, constant: bool) -> GlobalId {
    let sym = module.symbols.intern(name.as_bytes());
    let kind = GlobalKind::Var { constant, init, externally_initialized: false };
    let mut global = Global::new(Some(sym), ptr_ty, value_ty, kind);
    global.linkage = original.linkage;
    global.visibility = original.visibility;
    global.dso_local = original.dso_local;
    global.comdat = original.comdat.map(|c| {
        let kind: ComdatKind = module.comdats[c.index()].kind;
        module.comdats.push(Comdat { name: sym, kind });
        kiln_ir::ComdatId(module.comdats.len() as u32 - 1)
    });
    let g = GlobalId(module.globals.len() as u32);
    module.globals.push(global);
    module.global_names.insert(sym, g);
    module.vars.push(g);
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lowered(text: &str) -> String {
        let mut m = kiln_ir::parse("t.ll", text).expect("parses");
        run(&mut m).expect("lowers");
        kiln_ir::verify_module(&m).expect("verifies");
        kiln_ir::print(&m)
    }

    #[test]
    fn control_variables_and_images_as_llc_makes_them() {
        let out = lowered(
            "@a = thread_local global i32 42\n\
             @z = internal thread_local global [4 x i64] zeroinitializer, align 16\n\
             @p = hidden thread_local global ptr null\n\
             @e = external thread_local global i16\n",
        );
        assert!(out.contains("@__emutls_v.a = global { i64, i64, ptr, ptr } { i64 4, i64 4, ptr null, ptr @__emutls_t.a }, align 8"), "{out}");
        assert!(out.contains("@__emutls_t.a = constant i32 42, align 4"), "{out}");
        assert!(out.contains("@__emutls_v.z = internal global { i64, i64, ptr, ptr } { i64 32, i64 16, ptr null, ptr null }, align 8"), "{out}");
        assert!(!out.contains("@__emutls_t.z"), "{out}");
        // A null pointer is no zero aggregate: it keeps an image, as with llc.
        assert!(out.contains("@__emutls_t.p = hidden constant ptr null, align 8"), "{out}");
        assert!(out.contains("@__emutls_v.e = external global { i64, i64, ptr, ptr }"), "{out}");
    }

    #[test]
    fn comdat_members_get_comdats_of_their_own() {
        let out = lowered("$c = comdat any\n@c = linkonce_odr thread_local global i32 5, comdat\n");
        assert!(out.contains("$__emutls_v.c = comdat any"), "{out}");
        assert!(out.contains("$__emutls_t.c = comdat any"), "{out}");
        // Typed pointers: the template field points to the variable's type.
        assert!(out.contains("@__emutls_v.c = linkonce_odr global { i64, i64, i8*, i32* } { i64 4, i64 4, i8* null, i32* @__emutls_t.c }, comdat($__emutls_v.c), align 8"), "{out}");
        assert!(out.contains("@__emutls_t.c = linkonce_odr constant i32 5, comdat($__emutls_t.c), align 4"), "{out}");
    }

    #[test]
    fn common_thread_local_is_an_error_naming_it() {
        let mut m = kiln_ir::parse("t.ll", "@cm = common thread_local global i32 0\n").unwrap();
        let e = run(&mut m).unwrap_err();
        assert!(e.contains("'cm'") && e.contains("common"), "{e}");
    }
}
