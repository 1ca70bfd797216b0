package cli

// exeSuffix ends the name of the binary the tests build: Windows runs a
// program only by a name with an extension it knows (PATHEXT), and
// exec.Command finds none in a bare "rolekeeper".
const exeSuffix = ".exe"
