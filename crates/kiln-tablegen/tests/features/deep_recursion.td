// A class that instantiates itself a few hundred levels deep (reduced from LLVM 14's AMDGPU
// RegSeqNames, which lists register tuple names recursively).
class SeqNames<int last, int start = 0> {
  int next = !add(start, 1);
  list<string> ret = !if(!le(start, last), !listconcat(["r" # start], SeqNames<last, next>.ret), []);
}
def Names : SeqNames<400> {
  int count = !size(ret);
}
