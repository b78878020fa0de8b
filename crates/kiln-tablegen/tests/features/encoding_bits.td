// Encoding fields built from partly unset bits of other fields (reduced from LLVM 14's RISCV
// FENCE, Sparc TRAPrr and Mips SYNCI): a def may keep bits that refer to its own fields
// symbolically; only other unresolved bits make it incomplete.
class Inst {
  bits<32> Inst;
  bits<12> imm12;
  bits<5> rd;
  let Inst{31-20} = imm12;
  let Inst{11-7} = rd;
}
def FENCE : Inst {
  bits<4> pred;
  bits<4> succ;
  let rd = 0;
  let imm12 = {0b0000, pred, succ};
}
class Trap {
  bits<4> cond;
  bits<5> rd = {0, cond};
  bits<1> lane;
  bits<2> pair = {lane, 1};
}
def TRAPrr : Trap;
// A slice of a field that is itself only partly set.
def SYNCI : Inst {
  bits<21> addr;
  let addr{3-0} = 0b1010;
  let rd = addr{20-16};
}
