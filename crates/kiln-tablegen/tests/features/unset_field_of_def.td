// A def's `?` field read through another def (reduced from LLVM 14's AMDGPU FLAT_Real:
// `let mayStore = ps.mayStore;`): `?` is concrete, so the reference folds to `?`.
class Pseudo { bit mayStore = ?; bit mayLoad = 1; list<int> ops = [?, 1]; string asm = ?; }
def LOAD : Pseudo;
class Real<Pseudo ps> {
  bit mayStore = ps.mayStore;
  bit mayLoad = ps.mayLoad;
  list<int> ops = ps.ops;
  string asm = ps.asm;
  bit either = !cond(ps.mayLoad : 1, true : ps.mayStore);
}
def LOAD_real : Real<LOAD>;
