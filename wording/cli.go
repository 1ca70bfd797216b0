package wording

import (
	"strconv"
)

// Command is the help of one command of the command line: Short is its
// line in the list of commands, Long the text of its own help page,
// Example its examples, one a line, indented by two spaces.
type Command struct {
	Short, Long, Example string
}

// CLI are the words of the command line: the help of every command and
// flag (`rolekeeper --help`, `rolekeeper help CMD`), and what the
// commands print on stdout and stderr. File errors keep their form
// FILE:LINE: <rule id>: <reason> in every language.
type CLI struct {
	// The commands' help.
	Root, Resume, Demo, Replay, Check, Export, Watch, Serve, Stats Command
	// Help and Completion are the help of cobra's own commands `help`
	// and `completion`; Shell that of `completion SHELL`.
	Help, Completion Command
	// Man is the help of the hidden `man` (the manual page).
	Man   Command
	Shell func(shell string) Command
	// HelpPage are the headings and placeholders of a help page.
	HelpPage HelpPage
	// Folders is the list of folders on the main help page (folders.go).
	Folders HelpFolders
	// Commands heads the list of commands; File names a command's
	// argument that is a game file, in its usage line ("check FILE");
	// StatsArgs the arguments of stats ("DIR|FILE…").
	Commands, File, StatsArgs string
	// The usage of the flags.
	FlagFile, FlagLang, FlagReplayFormat, FlagOutput                  string
	FlagServeFile, FlagListen, FlagAuthorizedKeys, FlagNoDescriptions string
	FlagVersion, FlagTheme                                            string
	// The flags of stats.
	FlagStatsVariant, FlagStatsSince, FlagStatsUntil, FlagStatsPlayer string
	// FlagExportFormat and FlagStatsFormat name the formats there are
	// (export.Formats; the statistics' start with text).
	FlagExportFormat, FlagStatsFormat func(formats []string) string
	FlagStatsDecks                    string
	// FlagStatsResults is --results: the JSON with every game one by one.
	FlagStatsResults string
	// FlagHelp is the usage of a command's --help.
	FlagHelp func(command string) string
	// Version is what --version prints: the version, the commit it was
	// built from ("" when not known) and whether the checkout had changes.
	Version func(version, commit string, modified bool) string

	// Messages.
	NoTerminal string
	// FileThere refuses --file for a new game where a file is.
	FileThere func(file string) string
	// SavedResume says, after quitting, how to resume the game saved at
	// path.
	SavedResume  func(path string) string
	NoUnfinished func(dir string) string
	// NoGameToFollow says that watch and serve find no game in dir.
	NoGameToFollow func(dir string) string
	// UnknownValue refuses the value of a flag or argument that takes one
	// of choices: `unknown --format "xml": use md, csv or json`.
	UnknownValue func(what, value string, choices []string) string
	// Warning marks a message that does not stop the command.
	Warning func(message string) string
	// CannotListen says that serve cannot listen on addr.
	CannotListen func(addr, reason string) string
	// SeeHelp ends a refused command line with where to read the usage.
	SeeHelp func(message, command string) string
	// The refusals of a command line, said for cobra and pflag.
	UnknownFlag    func(flag string) string
	FlagNeedsValue func(flag string) string
	BadFlagValue   func(value, flag string) string
	UnknownCommand func(name, command string) string
	// Args refuses a count of arguments: the command takes least to most
	// (most < 0: any number), got were given.
	Args             func(least, most, got int) string
	UnknownHelpTopic func(topic string) string
}

// HelpPage are the words of a help page that are no command's: the
// headings of the usage line, the examples and the flags (drawn in
// capitals), and the placeholders of the usage line for a command and for
// the flags.
type HelpPage struct {
	Usage, Examples, Flags string
	CommandArg, FlagsArg   string
	// Default follows a flag's usage with its default value: "(auto)".
	Default func(value string) string
	// ManWord is one of mango's own words on the manual page (its section
	// headings, "NAME" … "EXAMPLES", and its placeholders "options...",
	// "argument..."), in the page's language; any other text unchanged.
	ManWord func(word string) string
}

func cliEN() CLI {
	c := CLI{
		Root: Command{
			Short: "Keep score of Buhmann and Lord is killing you at the table",
			Long: "rolekeeper is a full-screen scorekeeper for two Magic: The Gathering\n" +
				"multiplayer variants with roles: Buhmann (the IT, passivity counters)\n" +
				"and Lord is killing you (the Lord, pairs, points, protection).",
			Example: "  rolekeeper\n  rolekeeper --file friday.jsonl\n  rolekeeper resume\n  rolekeeper demo lord\n" +
				"  rolekeeper --lang de",
		},
		Resume: Command{
			Short: "Resume the newest unfinished game, or the game in FILE",
			Long: "Resume a saved game exactly as it was, with its undo and redo history:\n" +
				"the newest unfinished game of the default folder, or the game in FILE.\n" +
				"A torn last line (a crash in the middle of a write) is set aside in\n" +
				"FILE.damaged and reported; any other damage is refused with FILE:LINE.",
			Example: "  rolekeeper resume\n  rolekeeper resume friday.jsonl",
		},
		Demo: Command{
			Short: "Browse a bundled sample game, read only",
			Long: "Open a bundled sample game at its last event, read only: undo and redo\n" +
				"walk through it, h shows the log. Nothing is ever written.",
			Example: "  rolekeeper demo\n  rolekeeper demo lord",
		},
		Replay: Command{
			Short: "Replay a game file and print the state after its last record",
			Long: "Replay a game file and print the state after its last record.\n" +
				"An illegal or unreadable record stops it with exit status 1 and\n" +
				"FILE:LINE: <rule id>: <reason> on stderr.",
			Example: "  rolekeeper replay friday.jsonl\n  rolekeeper replay friday.jsonl --format json",
		},
		Check: Command{
			Short: "Check that a game file is readable and legal, without printing it",
			Long: "Check that a game file is readable and that every record is legal, without\n" +
				"printing it. The first problem stops it with exit status 1 and\n" +
				"FILE:LINE: <rule id>: <reason> on stderr, in the language of --lang.",
			Example: "  rolekeeper check friday.jsonl\n  rolekeeper --lang de check friday.jsonl",
		},
		Export: Command{
			Short: "Write a game's summary as Markdown, CSV or JSON",
			Long: "Write the summary of a game file: winners, standings, who eliminated\n" +
				"whom, points by source and the reasons of points given by hand (Lord),\n" +
				"turns as the IT and life lost to passivity (Buhmann), each player's\n" +
				"turn time and life lost and dealt by source, rounds and duration.\n" +
				"CSV has one row per player.\n" +
				"The file is only read: a game in progress may be exported.\n" +
				"The Markdown is in the language of --lang; CSV and JSON are the same in every language.",
			Example: "  rolekeeper export game.jsonl\n" +
				"  rolekeeper export game.jsonl --format csv --output standings.csv",
		},
		Watch: Command{
			Short: "Follow a game being played, read only, in a second window",
			Long: "Open a game read only and follow it as the rolekeeper that plays it saves\n" +
				"its events: the table, the panels and the recent events, redrawn within half\n" +
				"a second of every event, undo included. It never writes the game file and\n" +
				"never takes its lock. Without FILE, the newest unfinished game.\n" +
				"Keys only change what this window shows: seats, h (log), S (summary), L (language), ? and q.",
			Example: "  rolekeeper watch\n  rolekeeper watch friday.jsonl",
		},
		Serve: Command{
			Short: "Show the game being played to viewers over SSH, read only",
			Long: "Serve a read-only live view of the game being played on this laptop (the\n" +
				"newest unfinished game, or --file) over SSH: every viewer gets the table at\n" +
				"the size of their own terminal, in the language of their locale. A viewer\n" +
				"types the table code that the playing screen shows, or holds a key listed\n" +
				"in --authorized-keys. Beside SSH it serves a page for phones (--web), whose\n" +
				"address and QR code it prints. It listens on this laptop only unless --lan\n" +
				"(this laptop's address in the local network) or --listen and --web name\n" +
				"another. At most 16 viewers and 64 pages at once; none can change the game.",
			Example: "  rolekeeper serve --lan                 # then scan the QR code with a phone\n" +
				"  rolekeeper serve                       # then: ssh -p 2323 localhost\n" +
				"  rolekeeper serve --listen 192.168.1.20:2323 --web off",
		},
		Help: Command{
			Short:   "Help about any command",
			Long:    "Help provides help for any command in the application.\nSimply type rolekeeper help [path to command] for full details.",
			Example: "  rolekeeper help export\n  rolekeeper --lang de help",
		},
		Completion: Command{
			Short: "Generate the autocompletion script for the specified shell",
			Long: "Generate the autocompletion script for rolekeeper for the specified shell.\n" +
				"See each sub-command's help for details on how to use the generated script.",
			Example: "  rolekeeper completion bash > ~/.local/share/bash-completion/completions/rolekeeper",
		},
		Shell: func(shell string) Command {
			return Command{Short: "Generate the autocompletion script for " + shell,
				Long: "Generate the autocompletion script for the " + shell + " shell.\n" +
					"Load it in your shell's startup file to complete rolekeeper's commands and flags.",
				Example: "  rolekeeper completion " + shell}
		},
		Commands: "Commands",
		Man: Command{Short: "Write the manual page (roff) to stdout",
			Long:    "Write rolekeeper's manual page, in roff, to stdout: every command and flag.",
			Example: "  rolekeeper man > rolekeeper.1 && man ./rolekeeper.1"},
		HelpPage: HelpPage{Usage: "Usage", Examples: "Examples", Flags: "Flags", CommandArg: "[command]", FlagsArg: "[--flags]",
			Default: func(value string) string { return "(" + value + ")" },
			ManWord: func(word string) string { return word }},
		File:      "FILE",
		StatsArgs: "DIR|FILE…",
		Stats: Command{
			Short: "Statistics across saved games: standings, who eliminated whom, points, roles",
			Long: "Add up the finished games of the saved-games folder (or of the given\n" +
				"folders and files): games, wins, draws, places, eliminations made and\n" +
				"suffered, turns as the IT or the Lord, life lost to passivity, points by\n" +
				"source, entries and protection, and who eliminated whom. Unfinished games\n" +
				"are counted apart; damaged files are listed, never left out silently.\n" +
				"On a terminal without --format it opens the stats screen.\n" +
				"Players are the same person when their names are equal ignoring case and\n" +
				"Unicode forms (C-1), or when the config file declares an alias.",
			Example: "  rolekeeper stats\n" +
				"  rolekeeper stats --variant lord --since 2026-09-01 --format md\n" +
				"  rolekeeper stats ~/games/season-2026 --player Ana --format json",
		},
		FlagStatsVariant: "only games of this variant: buhmann or lord",
		FlagStatsSince:   "only games started on or after this day (YYYY-MM-DD)",
		FlagStatsUntil:   "only games started on or before this day (YYYY-MM-DD)",
		FlagStatsPlayer:  "only games this player sat in",
		FlagStatsFormat: func(formats []string) string {
			return "output format: " + joinList(formats, ", ", " or ") + " (default: the stats screen on a terminal, else text)"
		},
		FlagStatsDecks: "with --format csv: a row per deck and per player and deck, instead of a row per player",
		FlagStatsResults: "with --format json: every player's games one by one too (results, and each rating's history); " +
			"without, the totals only",

		FlagFile:           "save the new game in this file (refused if it exists: use resume)",
		FlagLang:           "language: de or en (default: lang in the config file, else the locale)",
		FlagReplayFormat:   "output format: text or json",
		FlagExportFormat:   func(formats []string) string { return "output format: " + joinList(formats, ", ", " or ") },
		FlagOutput:         "write to this file instead of stdout",
		FlagServeFile:      "the game file to serve (default: the newest unfinished game)",
		FlagListen:         "address to listen on, host:port",
		FlagAuthorizedKeys: "public keys admitted without the code, one a line as in OpenSSH's authorized_keys",
		FlagNoDescriptions: "disable completion descriptions",
		FlagVersion:        "version for rolekeeper",
		FlagTheme:          "colours: auto (ask the terminal), dark or light",
		FlagHelp:           func(command string) string { return "help for " + command },
	}
	cliMessagesEN(&c)
	c.Folders = helpFoldersEN()
	return c
}

func cliMessagesEN(c *CLI) {
	c.NoTerminal = "the table needs a terminal on stdin and stdout; without one, use " +
		"`rolekeeper replay FILE`, `rolekeeper check FILE` or `rolekeeper export FILE`"
	c.FileThere = func(file string) string {
		return file + ": a file is already there; resume it with `rolekeeper resume " + file + "` or choose another --file"
	}
	c.SavedResume = func(path string) string { return "The game is saved. Resume it with:\n  rolekeeper resume " + path }
	c.NoUnfinished = func(dir string) string { return "no unfinished game in " + dir + ": start one with `rolekeeper`" }
	c.NoGameToFollow = func(dir string) string {
		return "no unfinished game in " + dir + ": start one with `rolekeeper`, or name the file"
	}
	c.UnknownValue = func(what, value string, choices []string) string {
		return "unknown " + what + " " + strconv.Quote(value) + ": use " + joinList(choices, ", ", " or ")
	}
	c.Warning = func(message string) string { return "warning: " + message }
	c.Version = func(version, commit string, modified bool) string {
		switch {
		case commit != "" && modified:
			return "rolekeeper version " + version + " (commit " + commit + ", with uncommitted changes)"
		case commit != "":
			return "rolekeeper version " + version + " (commit " + commit + ")"
		}
		return "rolekeeper version " + version
	}
	c.CannotListen = func(addr, reason string) string { return "cannot listen on " + addr + ": " + reason }
	c.SeeHelp = func(message, command string) string { return message + " (see `" + command + " --help`)" }
	c.UnknownFlag = func(flag string) string { return "unknown flag: " + flag }
	c.FlagNeedsValue = func(flag string) string { return "flag needs an argument: " + flag }
	c.BadFlagValue = func(value, flag string) string {
		return "invalid argument " + strconv.Quote(value) + " for " + flag
	}
	c.UnknownCommand = func(name, command string) string {
		return "unknown command " + strconv.Quote(name) + " for " + strconv.Quote(command)
	}
	c.Args = argsEN
	c.UnknownHelpTopic = func(topic string) string { return "unknown help topic " + topic }
}

// argsEN refuses a count of arguments.
func argsEN(least, most, got int) string {
	arg := func(n int) string { return plural(n, "argument", "arguments") }
	switch {
	case most == 0:
		return "takes no arguments, got " + strconv.Itoa(got)
	case least == most:
		return "takes " + arg(least) + ", got " + strconv.Itoa(got)
	case most < 0:
		return "takes at least " + arg(least) + ", got " + strconv.Itoa(got)
	case least == 0:
		return "takes at most " + arg(most) + ", got " + strconv.Itoa(got)
	}
	return "takes " + strconv.Itoa(least) + " to " + strconv.Itoa(most) + " arguments, got " + strconv.Itoa(got)
}
