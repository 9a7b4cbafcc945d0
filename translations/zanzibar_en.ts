<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_GB">
<context>
    <name>App</name>
    <message>
        <source>Zanzibar Desktop is already open</source>
        <translation>Zanzibar Desktop is already open</translation>
    </message>
    <message>
        <source>Zanzibar Desktop is already open in another window, which keeps your game saved.</source>
        <translation>Zanzibar Desktop is already open in another window, which keeps your game saved.</translation>
    </message>
    <message>
        <source>Go to that window, or play here too: a game played here is not saved automatically (use Game ▸ Save).</source>
        <translation>Go to that window, or play here too: a game played here is not saved automatically (use Game ▸ Save).</translation>
    </message>
    <message>
        <source>&amp;Go to the open window</source>
        <translation>&amp;Go to the open window</translation>
    </message>
    <message>
        <source>&amp;Play here without autosave</source>
        <translation>&amp;Play here without autosave</translation>
    </message>
    <message>
        <source>The other Zanzibar Desktop window did not answer, and it keeps the autosave: a game played here is not saved automatically. Use Game ▸ Save to keep it.</source>
        <translation>The other Zanzibar Desktop window did not answer, and it keeps the autosave: a game played here is not saved automatically. Use Game ▸ Save to keep it.</translation>
    </message>
    <message>
        <source>Another Zanzibar Desktop window keeps the autosave: a game played here is not saved automatically. Use Game ▸ Save to keep it.</source>
        <translation>Another Zanzibar Desktop window keeps the autosave: a game played here is not saved automatically. Use Game ▸ Save to keep it.</translation>
    </message>
    <message>
        <source>Settings reset</source>
        <translation>Settings reset</translation>
    </message>
    <message>
        <source>Unfinished game lost</source>
        <translation>Unfinished game lost</translation>
    </message>
    <message>
        <source>Unfinished game shortened</source>
        <translation>Unfinished game shortened</translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>Resume?</translation>
    </message>
    <message>
        <source>You have an unfinished game. Resume it where you left off?</source>
        <translation>You have an unfinished game. Resume it where you left off?</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The game saved when you last played could not be restored. {why} {kept}</source>
        <translation>The game saved when you last played could not be restored. {why} {kept}</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Throw for the opener: the highest die opens</source>
        <translation>Throw for the opener: the highest die opens</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Charge, round {round}</source>
        <translation>Charge, round {round}</translation>
    </message>
    <message>
        <source>Décharge, round {round}</source>
        <translation>Décharge, round {round}</translation>
    </message>
    <message>
        <source>Manche {manche}, first to {target} points</source>
        <translation>Manche {manche}, first to {target} points</translation>
    </message>
    <message>
        <source>{name} opens</source>
        <translation>{name} opens</translation>
    </message>
    <message>
        <source>{throw_off}: one throw each</source>
        <translation>{throw_off}: one throw each</translation>
    </message>
</context>
<context>
    <name>BannerWords</name>
    <message numerus="yes">
        <source>Manche {manche} (%n lost manche(s) lose the partie)</source>
        <translation>
            <numerusform>Manche {manche} (%n lost manche loses the partie)</numerusform>
            <numerusform>Manche {manche} (%n lost manches lose the partie)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Manche {manche}, first to win %n manche(s)</source>
        <translation>
            <numerusform>Manche {manche}, first to win %n manche</numerusform>
            <numerusform>Manche {manche}, first to win %n manches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %n throw(s)</source>
        <translation>
            <numerusform>up to %n throw</numerusform>
            <numerusform>up to %n throws</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BeatWords</name>
    <message numerus="yes">
        <source>{name}, {hand}, in %n throw(s)</source>
        <translation>
            <numerusform>{name}, {hand}, in %n throw</numerusform>
            <numerusform>{name}, {hand}, in %n throws</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} has no throw left.</source>
        <translation>{name} has no throw left.</translation>
    </message>
    <message numerus="yes">
        <source>{name} may throw %n more time(s).</source>
        <translation>
            <numerusform>{name} may throw %n more time.</numerusform>
            <numerusform>{name} may throw %n more times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At stake: %n token(s), from the best hand to the lowest.</source>
        <translation>
            <numerusform>At stake: %n token, from the best hand to the lowest.</numerusform>
            <numerusform>At stake: %n tokens, from the best hand to the lowest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At stake: %n token(s) from the pot, to the lowest hand.</source>
        <translation>
            <numerusform>At stake: %n token from the pot, to the lowest hand.</numerusform>
            <numerusform>At stake: %n tokens from the pot, to the lowest hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At stake: %n token(s) from the pot, to the best hand.</source>
        <translation>
            <numerusform>At stake: %n token from the pot, to the best hand.</numerusform>
            <numerusform>At stake: %n tokens from the pot, to the best hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartMenu</name>
    <message>
        <source>Show &amp;all</source>
        <translation>Show &amp;all</translation>
    </message>
    <message>
        <source>&amp;Copy picture</source>
        <translation>&amp;Copy picture</translation>
    </message>
    <message>
        <source>&amp;Save picture…</source>
        <translation>&amp;Save picture…</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Chart</translation>
    </message>
    <message>
        <source>The menu key or Shift+F10 opens its menu: show all, copy or save the picture.</source>
        <translation>The menu key or Shift+F10 opens its menu: show all, copy or save the picture.</translation>
    </message>
    <message>
        <source>Save the picture</source>
        <translation>Save the picture</translation>
    </message>
</context>
<context>
    <name>ChoicesTable</name>
    <message>
        <source>Every choice's figures</source>
        <translation>Every choice's figures</translation>
    </message>
    <message>
        <source>Chance not to lose the partie</source>
        <translation>Chance not to lose the partie</translation>
    </message>
    <message>
        <source>Chance to win the partie</source>
        <translation>Chance to win the partie</translation>
    </message>
    <message>
        <source>Chance not to lose the partie against {rival}, estimated</source>
        <translation>Chance not to lose the partie against {rival}, estimated</translation>
    </message>
    <message>
        <source>Chance to win the partie against {rival}, estimated</source>
        <translation>Chance to win the partie against {rival}, estimated</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Choice</translation>
    </message>
    <message>
        <source>Tokens to shed</source>
        <translation>Tokens to shed</translation>
    </message>
    <message>
        <source>Chance to win the manche</source>
        <translation>Chance to win the manche</translation>
    </message>
    <message>
        <source>best</source>
        <translation>best</translation>
    </message>
    <message>
        <source>your choice in the game</source>
        <translation>your choice in the game</translation>
    </message>
    <message>
        <source>your answer now</source>
        <translation>your answer now</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Zanzibar and 421 from the command line.</source>
        <translation>Zanzibar and 421 from the command line.</translation>
    </message>
    <message>
        <source>COMMAND</source>
        <translation>COMMAND</translation>
    </message>
    <message>
        <source>one of these, each with its own --help:</source>
        <translation>one of these, each with its own --help:</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>out of memory</translation>
    </message>
    <message>
        <source>unexpected {kind}: {error}</source>
        <translation>unexpected {kind}: {error}</translation>
    </message>
    <message>
        <source>cannot write the output: the disk is full</source>
        <translation>cannot write the output: the disk is full</translation>
    </message>
    <message>
        <source>cannot write the output: it is closed</source>
        <translation>cannot write the output: it is closed</translation>
    </message>
    <message>
        <source>cannot write the output: {reason}</source>
        <translation>cannot write the output: {reason}</translation>
    </message>
    <message>
        <source>zanzibar: error: {message}</source>
        <translation>zanzibar: error: {message}</translation>
    </message>
    <message>
        <source>'{text}'</source>
        <translation>'{text}'</translation>
    </message>
    <message>
        <source>PRESET|FILE</source>
        <translation>PRESET|FILE</translation>
    </message>
    <message>
        <source>the rules: a preset ({names}) or a rules file</source>
        <translation>the rules: a preset ({names}) or a rules file</translation>
    </message>
    <message>
        <source>machine-readable output, the same in every language</source>
        <translation>machine-readable output, the same in every language</translation>
    </message>
    <message>
        <source>{text} is not three dice from 1 to 6 such as 6-6-2</source>
        <translation>{text} is not three dice from 1 to 6 such as 6-6-2</translation>
    </message>
    <message>
        <source>{text} is not a whole number of at least {least}</source>
        <translation>{text} is not a whole number of at least {least}</translation>
    </message>
    <message>
        <source>{text} is too large (at most {most} digits)</source>
        <translation>{text} is too large (at most {most} digits)</translation>
    </message>
    <message>
        <source>{text} is not two scores such as 120/95 (yours, then theirs)</source>
        <translation>{text} is not two scores such as 120/95 (yours, then theirs)</translation>
    </message>
    <message>
        <source>language of the text output (default: the system's; --json is the same in every language)</source>
        <translation>language of the text output (default: the system's; --json is the same in every language)</translation>
    </message>
    <message>
        <source>language of the text output (default: the system's)</source>
        <translation>language of the text output (default: the system's)</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>zanzibar: warning: {message}</source>
        <translation>zanzibar: warning: {message}</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>zanzibar: {message}</source>
        <translation>zanzibar: {message}</translation>
    </message>
</context>
<context>
    <name>CliArgparse</name>
    <message>
        <source>usage: </source>
        <translation>usage: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>positional arguments</translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>show this help message and exit</translation>
    </message>
    <message>
        <source>argument {argument_name}: {message}</source>
        <translation>argument {argument_name}: {message}</translation>
    </message>
    <message>
        <source>unrecognized arguments: {arguments}</source>
        <translation>unrecognized arguments: {arguments}</translation>
    </message>
    <message>
        <source>ambiguous option: {option} could match {matches}</source>
        <translation>ambiguous option: {option} could match {matches}</translation>
    </message>
    <message>
        <source>invalid choice: '{value}' (choose from {choices})</source>
        <translation>invalid choice: '{value}' (choose from {choices})</translation>
    </message>
    <message>
        <source>invalid {type} value: '{value}'</source>
        <translation>invalid {type} value: '{value}'</translation>
    </message>
    <message>
        <source>unknown parser '{parser_name}' (choices: {choices})</source>
        <translation>unknown parser '{parser_name}' (choices: {choices})</translation>
    </message>
    <message>
        <source>ignored explicit argument '{value}'</source>
        <translation>ignored explicit argument '{value}'</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>expected one argument</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>expected at most one argument</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>expected at least one argument</translation>
    </message>
    <message>
        <source>{prog}: error: {message}
</source>
        <translation>{prog}: error: {message}
</translation>
    </message>
    <message>
        <source>the following arguments are required: {arguments}</source>
        <translation>the following arguments are required: {arguments}</translation>
    </message>
    <message>
        <source>one of the arguments {arguments} is required</source>
        <translation>one of the arguments {arguments} is required</translation>
    </message>
    <message>
        <source>not allowed with argument {argument}</source>
        <translation>not allowed with argument {argument}</translation>
    </message>
    <message>
        <source>unexpected option string: {option}</source>
        <translation>unexpected option string: {option}</translation>
    </message>
    <message>
        <source>can't open '{filename}': {error}</source>
        <translation>can't open '{filename}': {error}</translation>
    </message>
    <message numerus="yes">
        <source>expected %n argument(s)</source>
        <translation>
            <numerusform>expected %n argument</numerusform>
            <numerusform>expected %n arguments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliHands</name>
    <message>
        <source>the hands strongest first, with their value and chance in one throw</source>
        <translation>the hands strongest first, with their value and chance in one throw</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rank</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dice</translation>
    </message>
    <message>
        <source>value</source>
        <translation>value</translation>
    </message>
    <message>
        <source>one throw</source>
        <translation>one throw</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
</context>
<context>
    <name>CliOdds</name>
    <message>
        <source>a given zanzi (e.g. 6-6-6) on the first throw</source>
        <translation>a given zanzi (e.g. 6-6-6) on the first throw</translation>
    </message>
    <message>
        <source>any zanzi (1-1-1 to 6-6-6) on the first throw</source>
        <translation>any zanzi (1-1-1 to 6-6-6) on the first throw</translation>
    </message>
    <message>
        <source>no zanzi on the first throw (simple points)</source>
        <translation>no zanzi on the first throw (simple points)</translation>
    </message>
    <message>
        <source>a zanzi in 3 throws, aiming at the face showing most after throw 1</source>
        <translation>a zanzi in 3 throws, aiming at the face showing most after throw 1</translation>
    </message>
    <message>
        <source>a given zanzi in 3 throws, aiming at a value chosen before throwing</source>
        <translation>a given zanzi in 3 throws, aiming at a value chosen before throwing</translation>
    </message>
    <message>
        <source>any zanzi in 3 throws, optimal play</source>
        <translation>any zanzi in 3 throws, optimal play</translation>
    </message>
    <message>
        <source>this reading gives the text's 20,70 %</source>
        <translation>this reading gives the text's 20,70 %</translation>
    </message>
    <message>
        <source>the literal reading of 'dès le départ': not the text's 20,70 %</source>
        <translation>the literal reading of 'dès le départ': not the text's 20,70 %</translation>
    </message>
    <message>
        <source>the best any strategy can do</source>
        <translation>the best any strategy can do</translation>
    </message>
    <message numerus="yes">
        <source>{dice} after throw {used} of {limit}, against {beat} made in %n throw(s):</source>
        <translation>
            <numerusform>{dice} after throw {used} of {limit}, against {beat} made in %n throw:</numerusform>
            <numerusform>{dice} after throw {used} of {limit}, against {beat} made in %n throws:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>--manches-lost: a player who has lost %n manche(s) has lost the partie</source>
        <translation>
            <numerusform>--manches-lost: a player who has lost %n manche has lost the partie</numerusform>
            <numerusform>--manches-lost: a player who has lost %n manches has lost the partie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>--limit: under these rules this turn allows %n throw(s)</source>
        <translation>
            <numerusform>--limit: under these rules this turn allows %n throw</numerusform>
            <numerusform>--limit: under these rules this turn allows %n throws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>after %n throw(s):</source>
        <translation>
            <numerusform>after %n throw:</numerusform>
            <numerusform>after %n throws:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln token(s)</source>
        <translation>
            <numerusform>%Ln token</numerusform>
            <numerusform>%Ln tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>exact chances of every choice, the table of hands' chances, the duel</source>
        <translation>exact chances of every choice, the table of hands' chances, the duel</translation>
    </message>
    <message>
        <source>the dice showing, e.g. 6-6-2</source>
        <translation>the dice showing, e.g. 6-6-2</translation>
    </message>
    <message>
        <source>the manche between two players, both playing their best</source>
        <translation>the manche between two players, both playing their best</translation>
    </message>
    <message>
        <source>heads-up, the chance to win the partie (a token game: to lose it) of every choice, with --scores; without --dice, before the manche</source>
        <translation>heads-up, the chance to win the partie (a token game: to lose it) of every choice, with --scores; without --dice, before the manche</translation>
    </message>
    <message>
        <source>with --partie: your score and the other player's (a token game: the tokens you hold and theirs)</source>
        <translation>with --partie: your score and the other player's (a token game: the tokens you hold and theirs)</translation>
    </message>
    <message>
        <source>with --partie and no --dice: who opens the manche (with --beat the other player opened it)</source>
        <translation>with --partie and no --dice: who opens the manche (with --beat the other player opened it)</translation>
    </message>
    <message>
        <source>with --dice: the throws made so far (default: 1)</source>
        <translation>with --dice: the throws made so far (default: 1)</translation>
    </message>
    <message>
        <source>throws allowed in all (default: the rules' most)</source>
        <translation>throws allowed in all (default: the rules' most)</translation>
    </message>
    <message>
        <source>the hand to beat, e.g. 5-5-5</source>
        <translation>the hand to beat, e.g. 5-5-5</translation>
    </message>
    <message>
        <source>the throws the hand to beat took (default: 1)</source>
        <translation>the throws the hand to beat took (default: 1)</translation>
    </message>
    <message>
        <source>points: a manche for points (the default); decharge: a décharge, counted in tokens</source>
        <translation>points: a manche for points (the default); decharge: a décharge, counted in tokens</translation>
    </message>
    <message>
        <source>players still to play after this one</source>
        <translation>players still to play after this one</translation>
    </message>
    <message>
        <source>throws each of them may use (default: as many as this player)</source>
        <translation>throws each of them may use (default: as many as this player)</translation>
    </message>
    <message>
        <source>décharge: the lowest hand so far</source>
        <translation>décharge: the lowest hand so far</translation>
    </message>
    <message>
        <source>the throws the lowest hand took (default: 1)</source>
        <translation>the throws the lowest hand took (default: 1)</translation>
    </message>
    <message>
        <source>décharge: tokens held by the player with the hand to beat</source>
        <translation>décharge: tokens held by the player with the hand to beat</translation>
    </message>
    <message>
        <source>décharge: tokens this player holds</source>
        <translation>décharge: tokens this player holds</translation>
    </message>
    <message>
        <source>say what to work out: --dice, --table, --duel or --partie</source>
        <translation>say what to work out: --dice, --table, --duel or --partie</translation>
    </message>
    <message>
        <source>--limit must be between 1 and {most} under these rules, not {limit}</source>
        <translation>--limit must be between 1 and {most} under these rules, not {limit}</translation>
    </message>
    <message>
        <source>--throws-used must be between 1 and the limit {limit}, not {used}</source>
        <translation>--throws-used must be between 1 and the limit {limit}, not {used}</translation>
    </message>
    <message>
        <source>--dice needs --beat, the hand to beat (e.g. --beat 5-5-5)</source>
        <translation>--dice needs --beat, the hand to beat (e.g. --beat 5-5-5)</translation>
    </message>
    <message>
        <source>--beat-throws must be between 1 and {most}, not {throws}</source>
        <translation>--beat-throws must be between 1 and {most}, not {throws}</translation>
    </message>
    <message>
        <source>Heads-up décharge, you holding {mine}, the other player {theirs}:</source>
        <translation>Heads-up décharge, you holding {mine}, the other player {theirs}:</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>choice</translation>
    </message>
    <message>
        <source>win</source>
        <translation>win</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>tie</translation>
    </message>
    <message>
        <source>lose</source>
        <translation>lose</translation>
    </message>
    <message>
        <source>mean value</source>
        <translation>mean value</translation>
    </message>
    <message>
        <source>favorable</source>
        <translation>favorable</translation>
    </message>
    <message>
        <source>{favorable} of {out_of}</source>
        <translation>{favorable} of {out_of}</translation>
    </message>
    <message>
        <source>--partie goes with --dice, not with --table or --duel</source>
        <translation>--partie goes with --dice, not with --table or --duel</translation>
    </message>
    <message>
        <source>--scores must be below the target score, {target}</source>
        <translation>--scores must be below the target score, {target}</translation>
    </message>
    <message>
        <source>--scores: in the décharge the two players hold all {tokens} tokens between them</source>
        <translation>--scores: in the décharge the two players hold all {tokens} tokens between them</translation>
    </message>
    <message>
        <source>these rules have no exact solution of the partie</source>
        <translation>these rules have no exact solution of the partie</translation>
    </message>
    <message>
        <source>partie lost</source>
        <translation>partie lost</translation>
    </message>
    <message>
        <source>partie won</source>
        <translation>partie won</translation>
    </message>
    <message>
        <source>tokens to shed</source>
        <translation>tokens to shed</translation>
    </message>
    <message>
        <source>manche won</source>
        <translation>manche won</translation>
    </message>
    <message>
        <source>Heads-up, you holding {mine} and the other player {theirs}; {opener}: your chance to lose the partie is {chance}.</source>
        <translation>Heads-up, you holding {mine} and the other player {theirs}; {opener}: your chance to lose the partie is {chance}.</translation>
    </message>
    <message>
        <source>the exact solution of the partie does not hold this position</source>
        <translation>the exact solution of the partie does not hold this position</translation>
    </message>
    <message>
        <source>Heads-up partie to {target}, you on {mine} points, the other player on {theirs}:</source>
        <translation>Heads-up partie to {target}, you on {mine} points, the other player on {theirs}:</translation>
    </message>
    <message>
        <source>you open; {dice} after throw {used} of {limit}</source>
        <translation>you open; {dice} after throw {used} of {limit}</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>stop</translation>
    </message>
    <message>
        <source>keep {dice}</source>
        <translation>keep {dice}</translation>
    </message>
    <message>
        <source>throw all three</source>
        <translation>throw all three</translation>
    </message>
    <message>
        <source>the chances of the rules' hands in one throw: for Zanzibar, the classic table of chances, extended; for 421, every hand with its tokens</source>
        <translation>the chances of the rules' hands in one throw: for Zanzibar, the classic table of chances, extended; for 421, every hand with its tokens</translation>
    </message>
    <message>
        <source>with --partie, a token game: the manches you and the other player have lost (default: 0/0)</source>
        <translation>with --partie, a token game: the manches you and the other player have lost (default: 0/0)</translation>
    </message>
    <message>
        <source>{option} must be between 1 and {most}, not {value}</source>
        <translation>{option} must be between 1 and {most}, not {value}</translation>
    </message>
    <message>
        <source>--phase decharge needs rules played with tokens</source>
        <translation>--phase decharge needs rules played with tokens</translation>
    </message>
    <message>
        <source>--lowest goes with --phase decharge and --beat</source>
        <translation>--lowest goes with --phase decharge and --beat</translation>
    </message>
    <message>
        <source>what</source>
        <translation>what</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probability</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>the text</translation>
    </message>
    <message>
        <source>"{quote}"</source>
        <translation>"{quote}"</translation>
    </message>
    <message>
        <source>plain hands: any other throw</source>
        <translation>plain hands: any other throw</translation>
    </message>
    <message>
        <source>straights: three in a row</source>
        <translation>straights: three in a row</translation>
    </message>
    <message>
        <source>simple points: any other throw</source>
        <translation>simple points: any other throw</translation>
    </message>
    <message>
        <source>The hands of {rules}, strongest first, in one throw of the three dice:</source>
        <translation>The hands of {rules}, strongest first, in one throw of the three dice:</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dice</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>hand</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>this hand or better</source>
        <translation>this hand or better</translation>
    </message>
    <message>
        <source>Heads-up manche, both optimal: the opener takes it {opener} of the time, the second player {replier}.</source>
        <translation>Heads-up manche, both optimal: the opener takes it {opener} of the time, the second player {replier}.</translation>
    </message>
    <message>
        <source>The opener's best choice (stop, or the dice to keep):</source>
        <translation>The opener's best choice (stop, or the dice to keep):</translation>
    </message>
    <message>
        <source>all</source>
        <translation>all</translation>
    </message>
    <message>
        <source>{dice}: {choice}</source>
        <translation>{dice}: {choice}</translation>
    </message>
    <message>
        <source>--partie needs --scores, yours and the other player's (e.g. 120/95)</source>
        <translation>--partie needs --scores, yours and the other player's (e.g. 120/95)</translation>
    </message>
    <message>
        <source>you open the décharge</source>
        <translation>you open the décharge</translation>
    </message>
    <message>
        <source>the other player opens the décharge</source>
        <translation>the other player opens the décharge</translation>
    </message>
    <message>
        <source>Heads-up, you on {mine} points and the other player on {theirs}; {opener}: your chance to win the partie is {chance}.</source>
        <translation>Heads-up, you on {mine} points and the other player on {theirs}; {opener}: your chance to win the partie is {chance}.</translation>
    </message>
    <message>
        <source>you open the manche</source>
        <translation>you open the manche</translation>
    </message>
    <message>
        <source>the other player opens the manche</source>
        <translation>the other player opens the manche</translation>
    </message>
</context>
<context>
    <name>CliPractice</name>
    <message>
        <source>positions from your own games to practise</source>
        <translation>positions from your own games to practise</translation>
    </message>
    <message>
        <source>print the positions due now, as JSON</source>
        <translation>print the positions due now, as JSON</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>only this player's (default: every player's)</source>
        <translation>only this player's (default: every player's)</translation>
    </message>
    <message>
        <source>the games database the drills are made from (default: the player's own)</source>
        <translation>the games database the drills are made from (default: the player's own)</translation>
    </message>
    <message>
        <source>the drills could not be kept: {reason}</source>
        <translation>the drills could not be kept: {reason}</translation>
    </message>
</context>
<context>
    <name>CliReview</name>
    <message>
        <source>every decision of a saved game, and its cost</source>
        <translation>every decision of a saved game, and its cost</translation>
    </message>
    <message>
        <source>GAME.zanzibar</source>
        <translation>GAME.zanzibar</translation>
    </message>
    <message>
        <source>a game saved by the app</source>
        <translation>a game saved by the app</translation>
    </message>
    <message>
        <source>instead of a file, the game kept in the games database under this number (Statistics' list of games and zanzibar stats --skill --json show it), reviewed as Statistics reviews it: in the partie's terms where its solution is at hand</source>
        <translation>instead of a file, the game kept in the games database under this number (Statistics' list of games and zanzibar stats --skill --json show it), reviewed as Statistics reviews it: in the partie's terms where its solution is at hand</translation>
    </message>
    <message>
        <source>with --record: the games database to read (default: the player's own)</source>
        <translation>with --record: the games database to read (default: the player's own)</translation>
    </message>
    <message>
        <source>only this seat (numbered from 0)</source>
        <translation>only this seat (numbered from 0)</translation>
    </message>
    <message>
        <source>value every decision in the chance to win the partie too (heads-up exact; with more players, estimated against the best placed rival as if heads-up); the marks and the accuracy then count that chance lost</source>
        <translation>value every decision in the chance to win the partie too (heads-up exact; with more players, estimated against the best placed rival as if heads-up); the marks and the accuracy then count that chance lost</translation>
    </message>
    <message>
        <source>no game is kept under the number {number}</source>
        <translation>no game is kept under the number {number}</translation>
    </message>
    <message>
        <source>name a saved game or give --record, one of the two</source>
        <translation>name a saved game or give --record, one of the two</translation>
    </message>
    <message>
        <source>--seat must be between 0 and {last} for this game, not {seat}</source>
        <translation>--seat must be between 0 and {last} for this game, not {seat}</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>seat</translation>
    </message>
    <message>
        <source>decisions</source>
        <translation>decisions</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>accuracy</translation>
    </message>
    <message>
        <source>cost of the choices</source>
        <translation>cost of the choices</translation>
    </message>
    <message>
        <source>luck</source>
        <translation>luck</translation>
    </message>
    <message>
        <source>partie: points of chance lost</source>
        <translation>partie: points of chance lost</translation>
    </message>
    <message>
        <source>per decision</source>
        <translation>per decision</translation>
    </message>
    <message>
        <source>partie: luck in points</source>
        <translation>partie: luck in points</translation>
    </message>
    <message>
        <source>{name}: the costliest decisions</source>
        <translation>{name}: the costliest decisions</translation>
    </message>
    <message>
        <source>manche {manche}, {dice} after {used}/{limit}: {chosen} ({took}), best {best} ({best_took}){mark}</source>
        <translation>manche {manche}, {dice} after {used}/{limit}: {chosen} ({took}), best {best} ({best_took}){mark}</translation>
    </message>
    <message>
        <source>partie: chance to win it {chosen}, best {best}</source>
        <translation>partie: chance to win it {chosen}, best {best}</translation>
    </message>
    <message>
        <source>partie against {rival} (best placed), estimated: chance to win it {chosen}, best {best}</source>
        <translation>partie against {rival} (best placed), estimated: chance to win it {chosen}, best {best}</translation>
    </message>
</context>
<context>
    <name>CliRules</name>
    <message>
        <source>print a preset as a rules file, or check a rules file</source>
        <translation>print a preset as a rules file, or check a rules file</translation>
    </message>
    <message>
        <source>PRESET</source>
        <translation>PRESET</translation>
    </message>
    <message>
        <source>a preset name: {names}</source>
        <translation>a preset name: {names}</translation>
    </message>
    <message>
        <source>validate a rules file</source>
        <translation>validate a rules file</translation>
    </message>
    <message>
        <source>{file}: valid rules ({family}, {name})</source>
        <translation>{file}: valid rules ({family}, {name})</translation>
    </message>
</context>
<context>
    <name>CliRulesheet</name>
    <message>
        <source>write the printable rules as a PDF</source>
        <translation>write the printable rules as a PDF</translation>
    </message>
    <message>
        <source>the paper size (default: a4)</source>
        <translation>the paper size (default: a4)</translation>
    </message>
    <message>
        <source>NAME,NAME[,…]</source>
        <translation>NAME,NAME[,…]</translation>
    </message>
    <message>
        <source>names printed on the sheet, comma-separated</source>
        <translation>names printed on the sheet, comma-separated</translation>
    </message>
    <message>
        <source>FILE.pdf</source>
        <translation>FILE.pdf</translation>
    </message>
    <message>
        <source>the PDF file to write (- for standard output)</source>
        <translation>the PDF file to write (- for standard output)</translation>
    </message>
    <message>
        <source>a PDF is not for the terminal: send standard output to a file or a program (-o - &gt; rules.pdf), or give a file with -o</source>
        <translation>a PDF is not for the terminal: send standard output to a file or a program (-o - &gt; rules.pdf), or give a file with -o</translation>
    </message>
    <message>
        <source>-o needs the name of a file to write, such as rules.pdf</source>
        <translation>-o needs the name of a file to write, such as rules.pdf</translation>
    </message>
    <message>
        <source>{file} is a folder; give the name of a file to write, such as rules.pdf</source>
        <translation>{file} is a folder; give the name of a file to write, such as rules.pdf</translation>
    </message>
    <message>
        <source>{file} is a device or a pipe, not a file</source>
        <translation>{file} is a device or a pipe, not a file</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} is not a folder</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>the folder {folder} does not exist</translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>cannot write {file}: {reason}</translation>
    </message>
    <message>
        <source>cannot write {file}: permission denied</source>
        <translation>cannot write {file}: permission denied</translation>
    </message>
    <message>
        <source>standard output: rule sheet of {name} ({language})</source>
        <translation>standard output: rule sheet of {name} ({language})</translation>
    </message>
    <message>
        <source>could not write {file}: {reason}</source>
        <translation>could not write {file}: {reason}</translation>
    </message>
    <message>
        <source>{file}: rule sheet of {name} ({language})</source>
        <translation>{file}: rule sheet of {name} ({language})</translation>
    </message>
</context>
<context>
    <name>CliSimulate</name>
    <message>
        <source>losses (tournées paid)</source>
        <translation>losses (tournées paid)</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>wins</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>losses</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) of {rules}, seed {seed}, counting {what}:</source>
        <translation>
            <numerusform>%Ln game of {rules}, seed {seed}, counting {what}:</numerusform>
            <numerusform>%Ln games of {rules}, seed {seed}, counting {what}:</numerusform>
        </translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>unknown player {level}; choose among {levels}</source>
        <translation>unknown player {level}; choose among {levels}</translation>
    </message>
    <message>
        <source>a game needs {least} to {most} players, not {count}</source>
        <translation>a game needs {least} to {most} players, not {count}</translation>
    </message>
    <message>
        <source>whole games between computer players, without a window</source>
        <translation>whole games between computer players, without a window</translation>
    </message>
    <message>
        <source>LEVEL,LEVEL[,…]</source>
        <translation>LEVEL,LEVEL[,…]</translation>
    </message>
    <message>
        <source>the computer players, one per seat, among: {levels}</source>
        <translation>the computer players, one per seat, among: {levels}</translation>
    </message>
    <message>
        <source>how many games to play</source>
        <translation>how many games to play</translation>
    </message>
    <message>
        <source>the seed of the dice: the same seed plays the same games</source>
        <translation>the seed of the dice: the same seed plays the same games</translation>
    </message>
    <message>
        <source>write every game to {file} as one line of JSON (JSON Lines)</source>
        <translation>write every game to {file} as one line of JSON (JSON Lines)</translation>
    </message>
    <message>
        <source>save every game in {folder} as game-0001.zanzibar, … for the app to open</source>
        <translation>save every game in {folder} as game-0001.zanzibar, … for the app to open</translation>
    </message>
    <message>
        <source>--save-games {folder}: a file has that name, not a folder</source>
        <translation>--save-games {folder}: a file has that name, not a folder</translation>
    </message>
    <message>
        <source>{option} {file}: {reason}</source>
        <translation>{option} {file}: {reason}</translation>
    </message>
    <message>
        <source>the Master has no exact solution under these rules: it plays as the Expert</source>
        <translation>the Master has no exact solution under these rules: it plays as the Expert</translation>
    </message>
    <message>
        <source>the Master plays as the Expert under these rules: {reason}</source>
        <translation>the Master plays as the Expert under these rules: {reason}</translation>
    </message>
    <message>
        <source>the Master works out the whole partie under these rules, once and for all (about {time})…</source>
        <translation>the Master works out the whole partie under these rules, once and for all (about {time})…</translation>
    </message>
    <message>
        <source>done in {seconds} s</source>
        <translation>done in {seconds} s</translation>
    </message>
    <message>
        <source>the Master's solution could not be kept for next time: {reason}</source>
        <translation>the Master's solution could not be kept for next time: {reason}</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>seat {number}</translation>
    </message>
    <message>
        <source>95% interval {low} – {high}</source>
        <translation>95% interval {low} – {high}</translation>
    </message>
    <message>
        <source>mean game length: {manches} manches</source>
        <translation>mean game length: {manches} manches</translation>
    </message>
    <message>
        <source>first throws ({throws}) by kind of hand, observed against exact:</source>
        <translation>first throws ({throws}) by kind of hand, observed against exact:</translation>
    </message>
    <message>
        <source>{speed} games per second</source>
        <translation>{speed} games per second</translation>
    </message>
</context>
<context>
    <name>CliSkill</name>
    <message numerus="yes">
        <source>%Ln decision(s)</source>
        <translation>
            <numerusform>%Ln decision</numerusform>
            <numerusform>%Ln decisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewing %Ln game(s) kept before…</source>
        <translation>
            <numerusform>Reviewing %Ln game kept before…</numerusform>
            <numerusform>Reviewing %Ln games kept before…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln time(s)</source>
        <translation>
            <numerusform>%Ln time</numerusform>
            <numerusform>%Ln times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lost</source>
        <comment>a kind of decision: how many of its times lost</comment>
        <translation>
            <numerusform>%Ln lost</numerusform>
            <numerusform>%Ln lost</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliStats</name>
    <message>
        <source>each player's skill: the chance lost a decision, against the computers', and the costliest kinds of decision (the games not reviewed yet are reviewed first)</source>
        <translation>each player's skill: the chance lost a decision, against the computers', and the costliest kinds of decision (the games not reviewed yet are reviewed first)</translation>
    </message>
    <message>
        <source>No game played yet.</source>
        <translation>No game played yet.</translation>
    </message>
    <message>
        <source>player</source>
        <translation>player</translation>
    </message>
    <message>
        <source>games counted</source>
        <translation>games counted</translation>
    </message>
    <message>
        <source>games</source>
        <translation>games</translation>
    </message>
    <message>
        <source>won (points race)</source>
        <translation>won (points race)</translation>
    </message>
    <message>
        <source>lost (tournées paid)</source>
        <translation>lost (tournées paid)</translation>
    </message>
    <message>
        <source>points races won in a row: best {best}, now {now}</source>
        <translation>points races won in a row: best {best}, now {now}</translation>
    </message>
    <message>
        <source>token games without paying the tournée: best {best}, now {now}</source>
        <translation>token games without paying the tournée: best {best}, now {now}</translation>
    </message>
    <message>
        <source>{name}: {streaks}</source>
        <translation>{name}: {streaks}</translation>
    </message>
    <message>
        <source>best hand {hand}</source>
        <translation>best hand {hand}</translation>
    </message>
    <message>
        <source>most zanzis in a game {n}</source>
        <translation>most zanzis in a game {n}</translation>
    </message>
    <message>
        <source>fewest manches to win {n}</source>
        <translation>fewest manches to win {n}</translation>
    </message>
    <message>
        <source>most tokens given in one décharge {n}</source>
        <translation>most tokens given in one décharge {n}</translation>
    </message>
    <message>
        <source>manches lost {n}</source>
        <translation>manches lost {n}</translation>
    </message>
    <message>
        <source>tournées paid {n}</source>
        <translation>tournées paid {n}</translation>
    </message>
    <message>
        <source>{name}, {family}: {records}</source>
        <translation>{name}, {family}: {records}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>figures of every game played, per player</source>
        <translation>figures of every game played, per player</translation>
    </message>
    <message>
        <source>a games database to read, refused if it is not one (default: the player's own, set aside for a fresh one if damaged)</source>
        <translation>a games database to read, refused if it is not one (default: the player's own, set aside for a fresh one if damaged)</translation>
    </message>
    <message>
        <source>the games database could not be read: {reason}</source>
        <translation>the games database could not be read: {reason}</translation>
    </message>
    <message>
        <source>between {weaker} and {stronger}</source>
        <translation>between {weaker} and {stronger}</translation>
    </message>
    <message>
        <source>as good as the {level}</source>
        <translation>as good as the {level}</translation>
    </message>
    <message>
        <source>behind the {level}</source>
        <translation>behind the {level}</translation>
    </message>
    <message>
        <source>No game reviewed yet.</source>
        <translation>No game reviewed yet.</translation>
    </message>
    <message>
        <source>What the computers lose a decision (points of chance; tokens in a décharge):</source>
        <translation>What the computers lose a decision (points of chance; tokens in a décharge):</translation>
    </message>
    <message>
        <source>{name}, skill (95% interval):</source>
        <translation>{name}, skill (95% interval):</translation>
    </message>
    <message>
        <source>{family}, last 50 games:</source>
        <translation>{family}, last 50 games:</translation>
    </message>
    <message>
        <source>all games:</source>
        <translation>all games:</translation>
    </message>
    <message>
        <source>judged on the partie</source>
        <translation>judged on the partie</translation>
    </message>
    <message>
        <source>judged on the manche</source>
        <translation>judged on the manche</translation>
    </message>
    <message>
        <source>judged on the décharge's tokens</source>
        <translation>judged on the décharge's tokens</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>{decisions} of {games}</source>
        <translation>{decisions} of {games}</translation>
    </message>
    <message>
        <source>(one game: no interval)</source>
        <translation>(one game: no interval)</translation>
    </message>
    <message>
        <source>({low} to {high})</source>
        <translation>({low} to {high})</translation>
    </message>
    <message>
        <source>{family}:</source>
        <translation>{family}:</translation>
    </message>
    <message>
        <source>{level}: {figures}</source>
        <translation>{level}: {figures}</translation>
    </message>
    <message>
        <source>{kind}: {times}, {lost}, {points} {unit} in all ({average} a time)</source>
        <translation>{kind}: {times}, {lost}, {points} {unit} in all ({average} a time)</translation>
    </message>
    <message>
        <source>points of chance</source>
        <translation>points of chance</translation>
    </message>
    <message>
        <source>{terms}: {average} {unit} lost a decision {interval}, {counted}</source>
        <translation>{terms}: {average} {unit} lost a decision {interval}, {counted}</translation>
    </message>
    <message>
        <source>costliest kinds of decision ({terms}):</source>
        <translation>costliest kinds of decision ({terms}):</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>inaccuracy</source>
        <translation>inaccuracy</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>mistake</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>blunder</translation>
    </message>
    <message>
        <source>best choice</source>
        <translation>best choice</translation>
    </message>
    <message>
        <source>close to the best</source>
        <translation>close to the best</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message>
        <source>stop here</source>
        <translation>stop here</translation>
    </message>
    <message>
        <source>throw all three again</source>
        <translation>throw all three again</translation>
    </message>
    <message>
        <source>key {first}</source>
        <translation>key {first}</translation>
    </message>
    <message>
        <source>keys {first} and {second}</source>
        <translation>keys {first} and {second}</translation>
    </message>
    <message>
        <source>keep the ace</source>
        <translation>keep the ace</translation>
    </message>
    <message>
        <source>keep the {face}</source>
        <translation>keep the {face}</translation>
    </message>
    <message>
        <source>keep both aces</source>
        <translation>keep both aces</translation>
    </message>
    <message>
        <source>keep both {face}s</source>
        <translation>keep both {face}s</translation>
    </message>
    <message>
        <source>keep the {face} and the ace</source>
        <translation>keep the {face} and the ace</translation>
    </message>
    <message>
        <source>keep the {first} and the {second}</source>
        <translation>keep the {first} and the {second}</translation>
    </message>
    <message>
        <source>release die {first}</source>
        <translation>release die {first}</translation>
    </message>
    <message>
        <source>release dice {first} and {second}</source>
        <translation>release dice {first} and {second}</translation>
    </message>
    <message>
        <source>{choice} — {keys}</source>
        <translation>{choice} — {keys}</translation>
    </message>
    <message>
        <source>{choice}; {release}</source>
        <translation>{choice}; {release}</translation>
    </message>
    <message>
        <source>{choice} — {release}</source>
        <translation>{choice} — {release}</translation>
    </message>
    <message>
        <source>chance to win the manche: {percent}</source>
        <translation>chance to win the manche: {percent}</translation>
    </message>
    <message>
        <source>tokens at risk: {tokens}</source>
        <translation>tokens at risk: {tokens}</translation>
    </message>
    <message>
        <source>tokens to shed: {tokens}</source>
        <translation>tokens to shed: {tokens}</translation>
    </message>
    <message>
        <source>won outright {win}, throw-off {tie}, lost {lose}</source>
        <translation>won outright {win}, throw-off {tie}, lost {lose}</translation>
    </message>
    <message>
        <source>partie: computing…</source>
        <translation>partie: computing…</translation>
    </message>
    <message>
        <source>chance to lose the partie: {percent}</source>
        <translation>chance to lose the partie: {percent}</translation>
    </message>
    <message>
        <source>chance to lose the partie against {rival}, estimated: {percent}</source>
        <translation>chance to lose the partie against {rival}, estimated: {percent}</translation>
    </message>
    <message>
        <source>chance to win the partie against {rival}, estimated: {percent}</source>
        <translation>chance to win the partie against {rival}, estimated: {percent}</translation>
    </message>
    <message>
        <source>the best placed</source>
        <translation>the best placed</translation>
    </message>
    <message>
        <source>{name} (best placed)</source>
        <translation>{name} (best placed)</translation>
    </message>
    <message>
        <source>chance to lose the manche: {manche}; {partie}</source>
        <translation>chance to lose the manche: {manche}; {partie}</translation>
    </message>
    <message>
        <source>chance to win the partie: {percent}</source>
        <translation>chance to win the partie: {percent}</translation>
    </message>
    <message>
        <source>{worth} ({chances})</source>
        <translation>{worth} ({chances})</translation>
    </message>
    <message>
        <source>{choice} ({verdict})</source>
        <translation>{choice} ({verdict})</translation>
    </message>
    <message>
        <source>{name} chose to {chosen} — {worth} ({manche}).</source>
        <translation>{name} chose to {chosen} — {worth} ({manche}).</translation>
    </message>
    <message>
        <source>{name} chose to {chosen} — {worth}.</source>
        <translation>{name} chose to {chosen} — {worth}.</translation>
    </message>
    <message>
        <source>Best choice.</source>
        <translation>Best choice.</translation>
    </message>
    <message>
        <source>Best for the partie: {best} — {worth}.</source>
        <translation>Best for the partie: {best} — {worth}.</translation>
    </message>
    <message>
        <source>Best: {best} — {worth}.</source>
        <translation>Best: {best} — {worth}.</translation>
    </message>
    <message>
        <source>{verdict}: lost {amount}.</source>
        <translation>{verdict}: lost {amount}.</translation>
    </message>
    <message>
        <source>{points} of the manche's chance</source>
        <translation>{points} of the manche's chance</translation>
    </message>
    <message>
        <source>{points} of the chance not to lose the partie</source>
        <translation>{points} of the chance not to lose the partie</translation>
    </message>
    <message>
        <source>{points} of the partie's chance</source>
        <translation>{points} of the partie's chance</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong: {error}

The details were written to {path}.</source>
        <translation>Something went wrong: {error}

The details were written to {path}.</translation>
    </message>
    <message>
        <source>Zanzibar Desktop</source>
        <translation>Zanzibar Desktop</translation>
    </message>
</context>
<context>
    <name>CustomPresets</name>
    <message>
        <source>it does not hold saved rules</source>
        <translation>it does not hold saved rules</translation>
    </message>
    <message>
        <source>two rules have the same or a reserved name</source>
        <translation>two rules have the same or a reserved name</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>The file cannot be read: {reason}.</translation>
    </message>
    <message>
        <source>Your saved rules could not be read. {why} {kept}</source>
        <translation>Your saved rules could not be read. {why} {kept}</translation>
    </message>
    <message>
        <source>A name of 1 to 60 characters, please.</source>
        <translation>A name of 1 to 60 characters, please.</translation>
    </message>
    <message>
        <source>{name} is a built-in preset: choose another name.</source>
        <translation>{name} is a built-in preset: choose another name.</translation>
    </message>
    <message>
        <source>You already have rules called {name}.</source>
        <translation>You already have rules called {name}.</translation>
    </message>
</context>
<context>
    <name>DecisionKind</name>
    <message>
        <source>stopping on a strong hand as the opener</source>
        <translation>stopping on a strong hand as the opener</translation>
    </message>
    <message>
        <source>keeping two dice of a strong hand as the opener</source>
        <translation>keeping two dice of a strong hand as the opener</translation>
    </message>
    <message>
        <source>keeping one die of a strong hand as the opener</source>
        <translation>keeping one die of a strong hand as the opener</translation>
    </message>
    <message>
        <source>rethrowing all three on a strong hand as the opener</source>
        <translation>rethrowing all three on a strong hand as the opener</translation>
    </message>
    <message>
        <source>stopping on a low hand as the opener</source>
        <translation>stopping on a low hand as the opener</translation>
    </message>
    <message>
        <source>keeping two dice of a low hand as the opener</source>
        <translation>keeping two dice of a low hand as the opener</translation>
    </message>
    <message>
        <source>keeping one die of a low hand as the opener</source>
        <translation>keeping one die of a low hand as the opener</translation>
    </message>
    <message>
        <source>rethrowing all three on a low hand as the opener</source>
        <translation>rethrowing all three on a low hand as the opener</translation>
    </message>
    <message>
        <source>stopping when ahead of the hand to beat</source>
        <translation>stopping when ahead of the hand to beat</translation>
    </message>
    <message>
        <source>keeping two dice when ahead of the hand to beat</source>
        <translation>keeping two dice when ahead of the hand to beat</translation>
    </message>
    <message>
        <source>keeping one die when ahead of the hand to beat</source>
        <translation>keeping one die when ahead of the hand to beat</translation>
    </message>
    <message>
        <source>rethrowing all three when ahead of the hand to beat</source>
        <translation>rethrowing all three when ahead of the hand to beat</translation>
    </message>
    <message>
        <source>stopping without beating the hand to beat</source>
        <translation>stopping without beating the hand to beat</translation>
    </message>
    <message>
        <source>keeping two dice to beat a hand</source>
        <translation>keeping two dice to beat a hand</translation>
    </message>
    <message>
        <source>keeping one die to beat a hand</source>
        <translation>keeping one die to beat a hand</translation>
    </message>
    <message>
        <source>rethrowing all three to beat a hand</source>
        <translation>rethrowing all three to beat a hand</translation>
    </message>
    <message>
        <source>stopping in the décharge</source>
        <translation>stopping in the décharge</translation>
    </message>
    <message>
        <source>keeping two dice in the décharge</source>
        <translation>keeping two dice in the décharge</translation>
    </message>
    <message>
        <source>keeping one die in the décharge</source>
        <translation>keeping one die in the décharge</translation>
    </message>
    <message>
        <source>rethrowing all three in the décharge</source>
        <translation>rethrowing all three in the décharge</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>Dice tray: click a die, or press 1, 2 or 3, to keep it or throw it again</source>
        <translation>Dice tray: click a die, or press 1, 2 or 3, to keep it or throw it again</translation>
    </message>
    <message>
        <source>one</source>
        <translation>one</translation>
    </message>
    <message>
        <source>two</source>
        <translation>two</translation>
    </message>
    <message>
        <source>three</source>
        <translation>three</translation>
    </message>
    <message>
        <source>four</source>
        <translation>four</translation>
    </message>
    <message>
        <source>five</source>
        <translation>five</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>not thrown yet</source>
        <translation>not thrown yet</translation>
    </message>
    <message>
        <source>{face}, kept</source>
        <translation>{face}, kept</translation>
    </message>
    <message>
        <source>Die {number}: {state}</source>
        <translation>Die {number}: {state}</translation>
    </message>
    <message>
        <source>Die {number}</source>
        <translation>Die {number}</translation>
    </message>
    <message>
        <source>KEPT</source>
        <translation>KEPT</translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <source>it is nested more than {depth} levels deep</source>
        <translation>it is nested more than {depth} levels deep</translation>
    </message>
    <message>
        <source>it holds text that cannot be encoded (a lone surrogate)</source>
        <translation>it holds text that cannot be encoded (a lone surrogate)</translation>
    </message>
    <message>
        <source>it is not valid JSON (line {line}, column {column})</source>
        <translation>it is not valid JSON (line {line}, column {column})</translation>
    </message>
    <message>
        <source>it holds a number too long to read, or one JSON does not allow</source>
        <translation>it holds a number too long to read, or one JSON does not allow</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>the file does not exist</translation>
    </message>
    <message>
        <source>you may not read the file</source>
        <translation>you may not read the file</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>it is a folder, not a file</translation>
    </message>
    <message>
        <source>part of the path is a file, not a folder</source>
        <translation>part of the path is a file, not a folder</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>the name is too long</translation>
    </message>
    <message>
        <source>the file cannot be read (the system says: {detail})</source>
        <translation>the file cannot be read (the system says: {detail})</translation>
    </message>
    <message>
        <source>it is a device or a pipe, not a file</source>
        <translation>it is a device or a pipe, not a file</translation>
    </message>
    <message>
        <source>it is larger than {megabytes} MB</source>
        <translation>it is larger than {megabytes} MB</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>it is not UTF-8 text</translation>
    </message>
</context>
<context>
    <name>Drills</name>
    <message>
        <source>it does not hold drills</source>
        <translation>it does not hold drills</translation>
    </message>
    <message>
        <source>a drill in it does not read back</source>
        <translation>a drill in it does not read back</translation>
    </message>
    <message>
        <source>Your drills could not be read: {reason}. {kept}</source>
        <translation>Your drills could not be read: {reason}. {kept}</translation>
    </message>
</context>
<context>
    <name>Duration</name>
    <message>
        <source>{count} s</source>
        <translation>{count} s</translation>
    </message>
    <message>
        <source>{count} min</source>
        <translation>{count} min</translation>
    </message>
    <message>
        <source>{count} h</source>
        <translation>{count} h</translation>
    </message>
</context>
<context>
    <name>ExportJob</name>
    <message>
        <source>%p%</source>
        <translation>%p%</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Writing {file}…</source>
        <translation>Writing {file}…</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>The original file could not be copied aside.</source>
        <translation>The original file could not be copied aside.</translation>
    </message>
    <message>
        <source>The original file was copied to:
{path}</source>
        <translation>The original file was copied to:
{path}</translation>
    </message>
    <message>
        <source>It could not be moved aside either, so it was left as it is:
{path}</source>
        <translation>It could not be moved aside either, so it was left as it is:
{path}</translation>
    </message>
    <message>
        <source>The file was kept as:
{path}</source>
        <translation>The file was kept as:
{path}</translation>
    </message>
    <message>
        <source>{folder} is a file, not a folder</source>
        <translation>{folder} is a file, not a folder</translation>
    </message>
    <message>
        <source>{file} is a file, where the folder {folder} should be</source>
        <translation>{file} is a file, where the folder {folder} should be</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>{action} is not a move of this game.</source>
        <translation>{action} is not a move of this game.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>No throws left this turn.</source>
        <translation>No throws left this turn.</translation>
    </message>
    <message>
        <source>Every die is kept: release at least one to throw.</source>
        <translation>Every die is kept: release at least one to throw.</translation>
    </message>
    <message>
        <source>There is no die {die}.</source>
        <translation>There is no die {die}.</translation>
    </message>
    <message>
        <source>Throw first: there is no die to keep yet.</source>
        <translation>Throw first: there is no die to keep yet.</translation>
    </message>
    <message>
        <source>Throw at least once before you stop.</source>
        <translation>Throw at least once before you stop.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Wait for your turn.</source>
        <translation>Wait for your turn.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Zanzibar games (*.zanzibar)</source>
        <translation>Zanzibar games (*.zanzibar)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <source>Cannot open this game</source>
        <translation>Cannot open this game</translation>
    </message>
    <message>
        <source>Game opened short of its end</source>
        <translation>Game opened short of its end</translation>
    </message>
    <message>
        <source>{note} The file {path} is kept as it was; Save asks for a new name.</source>
        <translation>{note} The file {path} is kept as it was; Save asks for a new name.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Cannot save the game</translation>
    </message>
    <message>
        <source>The game could not be saved in {path}: {reason}. The game goes on; try another folder with Save As.</source>
        <translation>The game could not be saved in {path}: {reason}. The game goes on; try another folder with Save As.</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Game in progress</translation>
    </message>
    <message>
        <source>Save the game in progress before it leaves the table?</source>
        <translation>Save the game in progress before it leaves the table?</translation>
    </message>
    <message>
        <source>Game saved.</source>
        <translation>Game saved.</translation>
    </message>
</context>
<context>
    <name>GameRecords</name>
    <message>
        <source>New record for {name}: {hand}, the best hand you have made.</source>
        <translation>New record for {name}: {hand}, the best hand you have made.</translation>
    </message>
    <message numerus="yes">
        <source>New record for {name}: %n zanzi(s) in one game.</source>
        <translation>
            <numerusform>New record for {name}: %n zanzi in one game.</numerusform>
            <numerusform>New record for {name}: %n zanzis in one game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New record for {name}: a game won in %n manche(s).</source>
        <translation>
            <numerusform>New record for {name}: a game won in %n manche.</numerusform>
            <numerusform>New record for {name}: a game won in %n manches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New record for {name}: %n token(s) given away in one décharge.</source>
        <translation>
            <numerusform>New record for {name}: %n token given away in one décharge.</numerusform>
            <numerusform>New record for {name}: %n tokens given away in one décharge.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>No.</source>
        <comment>a kept game's number, as a column's heading</comment>
        <translation>No.</translation>
    </message>
    <message>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Game number</translation>
    </message>
    <message>
        <source>The number your records keep the game under: zanzibar review --record takes it.</source>
        <translation>The number your records keep the game under: zanzibar review --record takes it.</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandoned</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} won</translation>
    </message>
    <message>
        <source>{name} paid the tournée</source>
        <translation>{name} paid the tournée</translation>
    </message>
</context>
<context>
    <name>GamesTab</name>
    <message>
        <source>Every game kept, the latest first</source>
        <translation>Every game kept, the latest first</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>Re&amp;view</translation>
    </message>
    <message>
        <source>Export &amp;games…</source>
        <translation>Export &amp;games…</translation>
    </message>
    <message>
        <source>Export &amp;throws…</source>
        <translation>Export &amp;throws…</translation>
    </message>
    <message>
        <source>R&amp;eset…</source>
        <translation>R&amp;eset…</translation>
    </message>
    <message>
        <source>Export the games</source>
        <translation>Export the games</translation>
    </message>
    <message>
        <source>Export the throws</source>
        <translation>Export the throws</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Cannot export</translation>
    </message>
    <message>
        <source>The file {path} could not be written: {reason}.</source>
        <translation>The file {path} could not be written: {reason}.</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Reset the statistics</translation>
    </message>
    <message numerus="yes">
        <source>Forget all %Ln game(s) kept, with their figures and records? This cannot be undone; export them first to keep a copy.</source>
        <translation>
            <numerusform>Forget all %Ln game kept, with their figures and records? This cannot be undone; export them first to keep a copy.</numerusform>
            <numerusform>Forget all %Ln games kept, with their figures and records? This cannot be undone; export them first to keep a copy.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot reset</source>
        <translation>Cannot reset</translation>
    </message>
    <message>
        <source>Your records could not be reset: {reason}. Nothing was forgotten.</source>
        <translation>Your records could not be reset: {reason}. Nothing was forgotten.</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Zanzi: three dice alike; 1-1-1, the zanzi d'as, is the best hand.</source>
        <translation>Zanzi: three dice alike; 1-1-1, the zanzi d'as, is the best hand.</translation>
    </message>
    <message>
        <source>Simple points: any other throw; add the dice, an ace counting 10 (6-1-1 is worth 26).</source>
        <translation>Simple points: any other throw; add the dice, an ace counting 10 (6-1-1 is worth 26).</translation>
    </message>
    <message>
        <source>Throw-off (barrage): tied players throw once more, until the tie is broken.</source>
        <translation>Throw-off (barrage): tied players throw once more, until the tie is broken.</translation>
    </message>
    <message>
        <source>◆: beside a name, the player who opens the manche.</source>
        <translation>◆: beside a name, the player who opens the manche.</translation>
    </message>
    <message>
        <source>Partie: the whole game, played over several manches.</source>
        <translation>Partie: the whole game, played over several manches.</translation>
    </message>
    <message>
        <source>Manche: one round in which everyone plays a turn.</source>
        <translation>Manche: one round in which everyone plays a turn.</translation>
    </message>
    <message>
        <source>Chance to win the manche: the figure the hint and the coach put on each choice, playing as well as possible after it; a throw-off counts half.</source>
        <translation>Chance to win the manche: the figure the hint and the coach put on each choice, playing as well as possible after it; a throw-off counts half.</translation>
    </message>
    <message>
        <source>Inaccuracy, mistake, blunder: the coach's marks for a choice that lowered the chance to win the manche by at least 2, 5 or 10 percentage points.</source>
        <translation>Inaccuracy, mistake, blunder: the coach's marks for a choice that lowered the chance to win the manche by at least 2, 5 or 10 percentage points.</translation>
    </message>
    <message>
        <source>421: a 4, a 2 and an ace, the best hand.</source>
        <translation>421: a 4, a 2 and an ace, the best hand.</translation>
    </message>
    <message>
        <source>Fiche: two aces and another die; the fiche of sixes is 6-1-1.</source>
        <translation>Fiche: two aces and another die; the fiche of sixes is 6-1-1.</translation>
    </message>
    <message>
        <source>Baraque: three dice alike; three aces are the best of them.</source>
        <translation>Baraque: three dice alike; three aces are the best of them.</translation>
    </message>
    <message>
        <source>Tierce: three dice in a row, such as 6-5-4.</source>
        <translation>Tierce: three dice in a row, such as 6-5-4.</translation>
    </message>
    <message>
        <source>Nénette: 2-2-1.</source>
        <translation>Nénette: 2-2-1.</translation>
    </message>
    <message>
        <source>Charge and décharge: first the tokens leave the pot, then the players pass them on.</source>
        <translation>Charge and décharge: first the tokens leave the pot, then the players pass them on.</translation>
    </message>
    <message>
        <source>Round: every player throws once, in turn; the charge and the décharge go on round after round.</source>
        <translation>Round: every player throws once, in turn; the charge and the décharge go on round after round.</translation>
    </message>
    <message>
        <source>Manche: a charge and a décharge, until one player holds every token and loses the manche; the partie goes on manche after manche until a player has lost as many as the rules say.</source>
        <translation>Manche: a charge and a décharge, until one player holds every token and loses the manche; the partie goes on manche after manche until a player has lost as many as the rules say.</translation>
    </message>
    <message>
        <source>Sauvé: a player left with no token is out of the manche.</source>
        <translation>Sauvé: a player left with no token is out of the manche.</translation>
    </message>
    <message>
        <source>◆: beside a name, the player who opens the round.</source>
        <translation>◆: beside a name, the player who opens the round.</translation>
    </message>
    <message>
        <source>Red rings: on a seat, the manches that player has lost, one filled for each.</source>
        <translation>Red rings: on a seat, the manches that player has lost, one filled for each.</translation>
    </message>
    <message>
        <source>Tournée: the drinks the loser of the partie pays for the whole table.</source>
        <translation>Tournée: the drinks the loser of the partie pays for the whole table.</translation>
    </message>
    <message>
        <source>Rampo (throw-off): tied players throw once more, until the tie is broken.</source>
        <translation>Rampo (throw-off): tied players throw once more, until the tie is broken.</translation>
    </message>
    <message>
        <source>Tokens to shed: the figure the hint and the coach put on each choice of a décharge, the tokens you can expect to give away minus those you can expect to receive; below zero, tokens at risk.</source>
        <translation>Tokens to shed: the figure the hint and the coach put on each choice of a décharge, the tokens you can expect to give away minus those you can expect to receive; below zero, tokens at risk.</translation>
    </message>
    <message>
        <source>Inaccuracy, mistake, blunder: the coach's marks for a choice that cost at least 0.25, 0.5 or 1 token.</source>
        <translation>Inaccuracy, mistake, blunder: the coach's marks for a choice that cost at least 0.25, 0.5 or 1 token.</translation>
    </message>
</context>
<context>
    <name>HandChart</name>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Chance on one throw</source>
        <translation>Chance on one throw</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
</context>
<context>
    <name>HandChartDialog</name>
    <message>
        <source>Hands — {rules}</source>
        <translation>Hands — {rules}</translation>
    </message>
    <message>
        <source>Hands, strongest first</source>
        <translation>Hands, strongest first</translation>
    </message>
    <message>
        <source>Keep a card &amp;beside the table</source>
        <translation>Keep a card &amp;beside the table</translation>
    </message>
    <message>
        <source>The hands and their values in a panel beside the dice, the hand to beat marked (View ▸ Hands card)</source>
        <translation>The hands and their values in a panel beside the dice, the hand to beat marked (View ▸ Hands card)</translation>
    </message>
</context>
<context>
    <name>HandTable</name>
    <message>
        <source>{number}%</source>
        <translation>{number}%</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>One throw</source>
        <translation>One throw</translation>
    </message>
    <message>
        <source>Simple points that beat the straight</source>
        <translation>Simple points that beat the straight</translation>
    </message>
    <message>
        <source>Simple points the straight beats</source>
        <translation>Simple points the straight beats</translation>
    </message>
    <message>
        <source>Simple points: any other throw</source>
        <translation>Simple points: any other throw</translation>
    </message>
    <message>
        <source>Plain hands: any other throw</source>
        <translation>Plain hands: any other throw</translation>
    </message>
    <message>
        <source>Straight: three in a row</source>
        <translation>Straight: three in a row</translation>
    </message>
    <message>
        <source>{dice} adds up to {value}</source>
        <translation>{dice} adds up to {value}</translation>
    </message>
    <message>
        <source>{dice} is worth {value}</source>
        <translation>{dice} is worth {value}</translation>
    </message>
    <message>
        <source>{stronger} beats {weaker}</source>
        <translation>{stronger} beats {weaker}</translation>
    </message>
    <message>
        <source>Three dice alike are a zanzi (“d'as”: of aces). Any other throw counts simple points, which score nothing: they only decide who wins the manche. Add the dice, the ace counting 10. So {best}, the best; {middle}; {lowest}, the lowest.</source>
        <translation>Three dice alike are a zanzi (“d'as”: of aces). Any other throw counts simple points, which score nothing: they only decide who wins the manche. Add the dice, the ace counting 10. So {best}, the best; {middle}; {lowest}, the lowest.</translation>
    </message>
    <message>
        <source>Three dice alike are a zanzi (“d'as”: of aces). Any other throw counts simple points: add the dice, the ace counting 10. So {best}, the best; {middle}; {lowest}, the lowest.</source>
        <translation>Three dice alike are a zanzi (“d'as”: of aces). Any other throw counts simple points: add the dice, the ace counting 10. So {best}, the best; {middle}; {lowest}, the lowest.</translation>
    </message>
    <message>
        <source>The weakest zanzi beats the best simple points: {example}.</source>
        <translation>The weakest zanzi beats the best simple points: {example}.</translation>
    </message>
    <message>
        <source>A straight, three dice in a row, is worth {value} and {beats}: {example}.</source>
        <translation>A straight, three dice in a row, is worth {value} and {beats}: {example}.</translation>
    </message>
    <message>
        <source>A straight, three dice in a row, is worth {value} and {beats}; higher simple points beat it: {example}.</source>
        <translation>A straight, three dice in a row, is worth {value} and {beats}; higher simple points beat it: {example}.</translation>
    </message>
    <message>
        <source>A fiche is two aces and another die; a baraque, three dice alike; a tierce, three dice in a row.</source>
        <translation>A fiche is two aces and another die; a baraque, three dice alike; a tierce, three dice in a row.</translation>
    </message>
    <message>
        <source>Plain hands rank by their highest die, then the next, then the last: {example}.</source>
        <translation>Plain hands rank by their highest die, then the next, then the last: {example}.</translation>
    </message>
    <message>
        <source>The nénette {dice} is the lowest hand of all.</source>
        <translation>The nénette {dice} is the lowest hand of all.</translation>
    </message>
    <message numerus="yes">
        <source>The nénette {dice} is worth %n token(s) and beats the plain hands.</source>
        <translation>
            <numerusform>The nénette {dice} is worth %n token and beats the plain hands.</numerusform>
            <numerusform>The nénette {dice} is worth %n tokens and beats the plain hands.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandToBeat</name>
    <message>
        <source>No hand yet: {name} sets the hand to beat.</source>
        <translation>No hand yet: {name} sets the hand to beat.</translation>
    </message>
    <message>
        <source>To beat:</source>
        <translation>To beat:</translation>
    </message>
    <message>
        <source>Lowest:</source>
        <translation>Lowest:</translation>
    </message>
    <message>
        <source>{throw_off}: {words}</source>
        <translation>{throw_off}: {words}</translation>
    </message>
    <message>
        <source>Hand to beat</source>
        <translation>Hand to beat</translation>
    </message>
</context>
<context>
    <name>HandWords</name>
    <message numerus="yes">
        <source>{hand} in %n throw(s)</source>
        <translation>
            <numerusform>{hand} in %n throw</numerusform>
            <numerusform>{hand} in %n throws</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <source>Zanzi</source>
        <translation>Zanzi</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Straight</translation>
    </message>
    <message>
        <source>Simple points</source>
        <translation>Simple points</translation>
    </message>
    <message>
        <source>421</source>
        <translation>421</translation>
    </message>
    <message>
        <source>Fiche</source>
        <translation>Fiche</translation>
    </message>
    <message>
        <source>Baraque</source>
        <translation>Baraque</translation>
    </message>
    <message>
        <source>Tierce</source>
        <translation>Tierce</translation>
    </message>
    <message>
        <source>Nénette</source>
        <translation>Nénette</translation>
    </message>
    <message>
        <source>Plain hand</source>
        <translation>Plain hand</translation>
    </message>
    <message>
        <source>Zanzi d'as</source>
        <translation>Zanzi d'as</translation>
    </message>
    <message>
        <source>Zanzi of twos</source>
        <translation>Zanzi of twos</translation>
    </message>
    <message>
        <source>Zanzi of threes</source>
        <translation>Zanzi of threes</translation>
    </message>
    <message>
        <source>Zanzi of fours</source>
        <translation>Zanzi of fours</translation>
    </message>
    <message>
        <source>Zanzi of fives</source>
        <translation>Zanzi of fives</translation>
    </message>
    <message>
        <source>Zanzi of sixes</source>
        <translation>Zanzi of sixes</translation>
    </message>
    <message>
        <source>Three aces</source>
        <translation>Three aces</translation>
    </message>
    <message>
        <source>Baraque of twos</source>
        <translation>Baraque of twos</translation>
    </message>
    <message>
        <source>Baraque of threes</source>
        <translation>Baraque of threes</translation>
    </message>
    <message>
        <source>Baraque of fours</source>
        <translation>Baraque of fours</translation>
    </message>
    <message>
        <source>Baraque of fives</source>
        <translation>Baraque of fives</translation>
    </message>
    <message>
        <source>Baraque of sixes</source>
        <translation>Baraque of sixes</translation>
    </message>
    <message>
        <source>Fiche of twos</source>
        <translation>Fiche of twos</translation>
    </message>
    <message>
        <source>Fiche of threes</source>
        <translation>Fiche of threes</translation>
    </message>
    <message>
        <source>Fiche of fours</source>
        <translation>Fiche of fours</translation>
    </message>
    <message>
        <source>Fiche of fives</source>
        <translation>Fiche of fives</translation>
    </message>
    <message>
        <source>Fiche of sixes</source>
        <translation>Fiche of sixes</translation>
    </message>
    <message>
        <source>{value} points</source>
        <translation>{value} points</translation>
    </message>
</context>
<context>
    <name>HandsCard</name>
    <message>
        <source>Hands, strongest first</source>
        <translation>Hands, strongest first</translation>
    </message>
    <message>
        <source>The choice pointed at</source>
        <translation>The choice pointed at</translation>
    </message>
    <message>
        <source>Strongest first</source>
        <translation>Strongest first</translation>
    </message>
    <message>
        <source>Strongest first. No hand to beat yet.</source>
        <translation>Strongest first. No hand to beat yet.</translation>
    </message>
    <message>
        <source>Strongest first. To beat: {hand}.</source>
        <translation>Strongest first. To beat: {hand}.</translation>
    </message>
    <message>
        <source>◆ To beat: {hand} ({name})</source>
        <translation>◆ To beat: {hand} ({name})</translation>
    </message>
    <message>
        <source>▼ Lowest: {hand} ({name})</source>
        <translation>▼ Lowest: {hand} ({name})</translation>
    </message>
    <message>
        <source>● {name} holds {hand}</source>
        <translation>● {name} holds {hand}</translation>
    </message>
    <message>
        <source>{choice}: you keep {hand}.</source>
        <translation>{choice}: you keep {hand}.</translation>
    </message>
    <message>
        <source>▶ {choice}</source>
        <translation>▶ {choice}</translation>
    </message>
    <message>
        <source>{choice}: the next throw makes {best} at best, {worst} at worst (marked ▶ with their chances).</source>
        <translation>{choice}: the next throw makes {best} at best, {worst} at worst (marked ▶ with their chances).</translation>
    </message>
    <message>
        <source>▶ {choice}: {chance}</source>
        <translation>▶ {choice}: {chance}</translation>
    </message>
    <message>
        <source>▶ {choice}: {chance}, {low} to {high} points</source>
        <translation>▶ {choice}: {chance}, {low} to {high} points</translation>
    </message>
</context>
<context>
    <name>HandsCardModel</name>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
</context>
<context>
    <name>HandsDock</name>
    <message>
        <source>Hands card</source>
        <translation>Hands card</translation>
    </message>
    <message>
        <source>Ha&amp;nds card</source>
        <translation>Ha&amp;nds card</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Throw the dice (or continue after a summary)</source>
        <translation>Throw the dice (or continue after a summary)</translation>
    </message>
    <message>
        <source>Keep or release die 1, 2 or 3</source>
        <translation>Keep or release die 1, 2 or 3</translation>
    </message>
    <message>
        <source>Stop here and end your turn (or continue)</source>
        <translation>Stop here and end your turn (or continue)</translation>
    </message>
    <message>
        <source>Move between the dice, the buttons and the tables</source>
        <translation>Move between the dice, the buttons and the tables</translation>
    </message>
    <message>
        <source>On the dice: choose a die, keep or release it</source>
        <translation>On the dice: choose a die, keep or release it</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Review the game</translation>
    </message>
    <message>
        <source>Show or hide the history</source>
        <translation>Show or hide the history</translation>
    </message>
    <message>
        <source>Hint: what every choice of your turn is worth</source>
        <translation>Hint: what every choice of your turn is worth</translation>
    </message>
    <message>
        <source>Put the hint away</source>
        <translation>Put the hint away</translation>
    </message>
    <message>
        <source>Rule sheet</source>
        <translation>Rule sheet</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <source>underlined letter</source>
        <translation>underlined letter</translation>
    </message>
    <message>
        <source>Open a menu or press a button</source>
        <translation>Open a menu or press a button</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Project page: {link}</source>
        <translation>Project page: {link}</translation>
    </message>
    <message>
        <source>About Zanzibar Desktop</source>
        <translation>About Zanzibar Desktop</translation>
    </message>
    <message>
        <source>Zanzibar Desktop {version}

The French bar dice games Zanzibar and 421, with exact odds and computer opponents from gentle to provably strong.</source>
        <translation>Zanzibar Desktop {version}

The French bar dice games Zanzibar and 421, with exact odds and computer opponents from gentle to provably strong.</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>&amp;Close hint</source>
        <translation>&amp;Close hint</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Every choice, best first</source>
        <translation>Every choice, best first</translation>
    </message>
    <message>
        <source>Hint: every choice, best first. The keys 1, 2 and 3 keep or release a die.</source>
        <translation>Hint: every choice, best first. The keys 1, 2 and 3 keep or release a die.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>A hint is for your own turn.</source>
        <translation>A hint is for your own turn.</translation>
    </message>
    <message>
        <source>Nothing to choose now: throw the dice (Space).</source>
        <translation>Nothing to choose now: throw the dice (Space).</translation>
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>Chart or luck view</source>
        <translation>Chart or luck view</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Chart</translation>
    </message>
    <message>
        <source>Scores after each manche</source>
        <translation>Scores after each manche</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xport…</translation>
    </message>
    <message>
        <source>The chart as a PNG or SVG image, or its figures as CSV</source>
        <translation>The chart as a PNG or SVG image, or its figures as CSV</translation>
    </message>
    <message>
        <source>Hands seen on first throws</source>
        <translation>Hands seen on first throws</translation>
    </message>
    <message>
        <source>&amp;Scores</source>
        <translation>&amp;Scores</translation>
    </message>
    <message>
        <source>&amp;Luck</source>
        <translation>&amp;Luck</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>What the first throw of each turn showed, against its exact chance; and how many turns ended on each kind of hand.</source>
        <translation>What the first throw of each turn showed, against its exact chance; and how many turns ended on each kind of hand.</translation>
    </message>
    <message>
        <source>Manche</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Kind of hand</source>
        <translation>Kind of hand</translation>
    </message>
    <message>
        <source>First throws</source>
        <translation>First throws</translation>
    </message>
    <message>
        <source>Exact chance</source>
        <translation>Exact chance</translation>
    </message>
    <message>
        <source>Turns ended on it</source>
        <translation>Turns ended on it</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Export the chart</translation>
    </message>
</context>
<context>
    <name>HistoryDock</name>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
</context>
<context>
    <name>KidsSheet</name>
    <message>
        <source>You need</source>
        <translation>You need</translation>
    </message>
    <message>
        <source>3 dice, paper and a pencil.</source>
        <translation>3 dice, paper and a pencil.</translation>
    </message>
    <message>
        <source>Who starts?</source>
        <translation>Who starts?</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message numerus="yes">
        <source>Throw the 3 dice. Keep the dice you like and throw the others again. You can throw up to %n times. Stop when you are happy!</source>
        <translation>
            <numerusform>Throw the 3 dice. Keep the dice you like and throw the others again. You can throw up to %n times. Stop when you are happy!</numerusform>
            <numerusform>Throw the 3 dice. Keep the dice you like and throw the others again. You can throw up to %n times. Stop when you are happy!</numerusform>
        </translation>
    </message>
    <message>
        <source>Who wins?</source>
        <translation>Who wins?</translation>
    </message>
    <message>
        <source>The best throws</source>
        <translation>The best throws</translation>
    </message>
    <message>
        <source>When everyone has played, the best throw wins the manche and gets 1 point.</source>
        <translation>When everyone has played, the best throw wins the manche and gets 1 point.</translation>
    </message>
    <message numerus="yes">
        <source>The first player to get %Ln points wins the partie!</source>
        <translation>
            <numerusform>The first player to get %Ln points wins the partie!</numerusform>
            <numerusform>The first player to get %Ln points wins the partie!</numerusform>
        </translation>
    </message>
    <message>
        <source>The youngest player starts. Then it goes around the table.</source>
        <translation>The youngest player starts. Then it goes around the table.</translation>
    </message>
    <message>
        <source>Everyone throws one die. Whoever has the highest die starts. Then it goes around the table.</source>
        <translation>Everyone throws one die. Whoever has the highest die starts. Then it goes around the table.</translation>
    </message>
    <message>
        <source>Same throw? Whoever threw fewer times wins. Still the same? Throw again, one throw each.</source>
        <translation>Same throw? Whoever threw fewer times wins. Still the same? Throw again, one throw each.</translation>
    </message>
    <message>
        <source>Same throw? Throw again, one throw each.</source>
        <translation>Same throw? Throw again, one throw each.</translation>
    </message>
    <message>
        <source>Three dice the same make a zanzi. This one is the best of all:</source>
        <translation>Three dice the same make a zanzi. This one is the best of all:</translation>
    </message>
    <message>
        <source>Then, from the strongest:</source>
        <translation>Then, from the strongest:</translation>
    </message>
    <message>
        <source>A zanzi beats any other throw.</source>
        <translation>A zanzi beats any other throw.</translation>
    </message>
    <message>
        <source>No zanzi? Add up your dice: the biggest total wins the manche. The ace (one dot) counts 10!</source>
        <translation>No zanzi? Add up your dice: the biggest total wins the manche. The ace (one dot) counts 10!</translation>
    </message>
    <message>
        <source>{dice} makes {value}: the best.</source>
        <translation>{dice} makes {value}: the best.</translation>
    </message>
    <message>
        <source>{dice} makes {value}.</source>
        <translation>{dice} makes {value}.</translation>
    </message>
</context>
<context>
    <name>Lengths</name>
    <message>
        <source>Short: first to 200 points</source>
        <translation>Short: first to 200 points</translation>
    </message>
    <message>
        <source>Classic: first to 500 points</source>
        <translation>Classic: first to 500 points</translation>
    </message>
    <message>
        <source>Long: first to 1000 points</source>
        <translation>Long: first to 1000 points</translation>
    </message>
    <message>
        <source>Short: one manche</source>
        <translation>Short: one manche</translation>
    </message>
    <message>
        <source>Classic: two manches to lose</source>
        <translation>Classic: two manches to lose</translation>
    </message>
    <message>
        <source>With one point a manche the game keeps its own target: the rule names no other length.</source>
        <translation>With one point a manche the game keeps its own target: the rule names no other length.</translation>
    </message>
    <message>
        <source>first to {target} points</source>
        <translation>first to {target} points</translation>
    </message>
    <message>
        <source>the first manche lost loses the partie</source>
        <translation>the first manche lost loses the partie</translation>
    </message>
    <message>
        <source>the first player to lose {count} manches loses the partie</source>
        <translation>the first player to lose {count} manches loses the partie</translation>
    </message>
    <message>
        <source>Length: {length}.</source>
        <translation>Length: {length}.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Keep exactly the dice the lesson names, then throw.</source>
        <translation>Keep exactly the dice the lesson names, then throw.</translation>
    </message>
    <message>
        <source>This time, stop: press Enter or Stop here.</source>
        <translation>This time, stop: press Enter or Stop here.</translation>
    </message>
    <message>
        <source>First keep the dice the lesson names, then throw.</source>
        <translation>First keep the dice the lesson names, then throw.</translation>
    </message>
    <message>
        <source>Not yet: this step asks you to throw (Space).</source>
        <translation>Not yet: this step asks you to throw (Space).</translation>
    </message>
    <message>
        <source>First read the lesson, then press Next (Space).</source>
        <translation>First read the lesson, then press Next (Space).</translation>
    </message>
    <message>
        <source>Not yet: do what the lesson asks first.</source>
        <translation>Not yet: do what the lesson asks first.</translation>
    </message>
    <message>
        <source>Welcome to Zanzibar! A partie, the whole game, is played in manches: in each manche every player makes a hand with three dice, in up to three throws, and the best hand wins it. The ◆ beside a name marks who opens the manche: you, this time. Next (Space).</source>
        <translation>Welcome to Zanzibar! A partie, the whole game, is played in manches: in each manche every player makes a hand with three dice, in up to three throws, and the best hand wins it. The ◆ beside a name marks who opens the manche: you, this time. Next (Space).</translation>
    </message>
    <message>
        <source>Throw the dice: press Space, or Throw.</source>
        <translation>Throw the dice: press Space, or Throw.</translation>
    </message>
    <message>
        <source>Three dice alike make a zanzi: a zanzi of 6 is worth 60 points. Only the zanzi of aces, 1-1-1, is worth more: 100. Next (Space).</source>
        <translation>Three dice alike make a zanzi: a zanzi of 6 is worth 60 points. Only the zanzi of aces, 1-1-1, is worth more: 100. Next (Space).</translation>
    </message>
    <message>
        <source>Now Marcel plays; watch him.</source>
        <translation>Now Marcel plays; watch him.</translation>
    </message>
    <message>
        <source>Manche 2: Marcel opens, the ◆ beside his name. Watch his throw.</source>
        <translation>Manche 2: Marcel opens, the ◆ beside his name. Watch his throw.</translation>
    </message>
    <message>
        <source>6 + 5 + 2 = 13 simple points. Marcel throws next, once: he must beat 13. Next (Space).</source>
        <translation>6 + 5 + 2 = 13 simple points. Marcel throws next, once: he must beat 13. Next (Space).</translation>
    </message>
    <message>
        <source>Marcel's throw-off: watch him.</source>
        <translation>Marcel's throw-off: watch him.</translation>
    </message>
    <message>
        <source>A zanzi of 5 at your first throw, 50 points: a hand to keep. Stop early (Enter): made in one throw, it wins any tie.</source>
        <translation>A zanzi of 5 at your first throw, 50 points: a hand to keep. Stop early (Enter): made in one throw, it wins any tie.</translation>
    </message>
    <message>
        <source>Marcel may still take his three throws: he must beat your zanzi of 5, as a zanzi of 5 in more throws than yours loses. Next (Space).</source>
        <translation>Marcel may still take his three throws: he must beat your zanzi of 5, as a zanzi of 5 in more throws than yours loses. Next (Space).</translation>
    </message>
    <message>
        <source>Marcel plays; watch him.</source>
        <translation>Marcel plays; watch him.</translation>
    </message>
    <message>
        <source>Marcel ends on 10 + 4 + 2 = 16, simple points: your zanzi of 5 wins the manche, 50 points. Continue (Enter).</source>
        <translation>Marcel ends on 10 + 4 + 2 = 16, simple points: your zanzi of 5 wins the manche, 50 points. Continue (Enter).</translation>
    </message>
    <message>
        <source>Welcome to 421! A partie, the whole game, is played in manches, and here tokens are a burden: whoever ends a manche holding them all loses it. The ◆ beside a name marks who opens: you, this time. Next (Space).</source>
        <translation>Welcome to 421! A partie, the whole game, is played in manches, and here tokens are a burden: whoever ends a manche holding them all loses it. The ◆ beside a name marks who opens: you, this time. Next (Space).</translation>
    </message>
    <message>
        <source>A manche starts with the charge: the 11 tokens of the pot go out round by round, one throw each. Throw (Space).</source>
        <translation>A manche starts with the charge: the 11 tokens of the pot go out round by round, one throw each. Throw (Space).</translation>
    </message>
    <message>
        <source>4-2-1, the 421: the best hand, worth 8 tokens. In the charge, the weakest hand of the round takes from the pot what the strongest is worth. Next (Space).</source>
        <translation>4-2-1, the 421: the best hand, worth 8 tokens. In the charge, the weakest hand of the round takes from the pot what the strongest is worth. Next (Space).</translation>
    </message>
    <message>
        <source>Marcel throws now; watch him.</source>
        <translation>Marcel throws now; watch him.</translation>
    </message>
    <message>
        <source>Marcel's 6-5-3 is a plain hand, worth 1, the weakest: he takes 8 tokens from the pot. Who took tokens opens the next round: Marcel throws first. Continue (Enter).</source>
        <translation>Marcel's 6-5-3 is a plain hand, worth 1, the weakest: he takes 8 tokens from the pot. Who took tokens opens the next round: Marcel throws first. Continue (Enter).</translation>
    </message>
    <message>
        <source>Marcel opens; watch him.</source>
        <translation>Marcel opens; watch him.</translation>
    </message>
    <message>
        <source>Marcel's 5-3-2 is the weakest: you give him 6 tokens, and you had 3. With none left you are out, saved: Marcel holds all 11 and loses the manche, a red ring filled on his seat. Continue (Enter).</source>
        <translation>Marcel's 5-3-2 is the weakest: you give him 6 tokens, and you had 3. With none left you are out, saved: Marcel holds all 11 and loses the manche, a red ring filled on his seat. Continue (Enter).</translation>
    </message>
    <message>
        <source>That is 421: the first to lose two manches loses the partie and pays the tournée. Help ▸ Hands shows what beats what; Game ▸ New starts a real game.</source>
        <translation>That is 421: the first to lose two manches loses the partie and pays the tournée. Help ▸ Hands shows what beats what; Game ▸ New starts a real game.</translation>
    </message>
    <message>
        <source>Two sixes! Keep them: click each six, or press its key, 1 and 3. A kept die stays put when you throw again.</source>
        <translation>Two sixes! Keep them: click each six, or press its key, 1 and 3. A kept die stays put when you throw again.</translation>
    </message>
    <message>
        <source>Now throw again (Space): only the free die rolls.</source>
        <translation>Now throw again (Space): only the free die rolls.</translation>
    </message>
    <message>
        <source>A 4. You have one throw left: keep your sixes and throw once more.</source>
        <translation>A 4. You have one throw left: keep your sixes and throw once more.</translation>
    </message>
    <message>
        <source>Marcel has no zanzi: simple points, the sum of his dice with the ace worth 10: 10 + 5 + 3 = 18. Any zanzi beats any simple points: the manche is yours, 60 points. Continue (Enter).</source>
        <translation>Marcel has no zanzi: simple points, the sum of his dice with the ace worth 10: 10 + 5 + 3 = 18. Any zanzi beats any simple points: the manche is yours, 60 points. Continue (Enter).</translation>
    </message>
    <message>
        <source>A zanzi of 3 at his first throw: Marcel stops there. Your turn: throw.</source>
        <translation>A zanzi of 3 at his first throw: Marcel stops there. Your turn: throw.</translation>
    </message>
    <message>
        <source>A zanzi of 3 too! Between equal hands, the one made in fewer throws wins. You both took one throw: stop here (Enter), and it is a tie.</source>
        <translation>A zanzi of 3 too! Between equal hands, the one made in fewer throws wins. You both took one throw: stop here (Enter), and it is a tie.</translation>
    </message>
    <message>
        <source>A tie that the throws do not break is settled by a throw-off: one throw each, the best hand wins. You throw first (Space).</source>
        <translation>A tie that the throws do not break is settled by a throw-off: one throw each, the best hand wins. You throw first (Space).</translation>
    </message>
    <message>
        <source>Marcel makes 9: you win the throw-off, and the manche scores the hand you tied with, your zanzi of 3: 30 points. Continue (Enter).</source>
        <translation>Marcel makes 9: you win the throw-off, and the manche scores the hand you tied with, your zanzi of 3: 30 points. Continue (Enter).</translation>
    </message>
    <message>
        <source>Manche 3: you open. Throw.</source>
        <translation>Manche 3: you open. Throw.</translation>
    </message>
    <message>
        <source>That is Zanzibar: the first to the target score (200, 500 or 1000) wins the partie. Help ▸ Hands shows what beats what; Game ▸ New starts a real game.</source>
        <translation>That is Zanzibar: the first to the target score (200, 500 or 1000) wins the partie. Help ▸ Hands shows what beats what; Game ▸ New starts a real game.</translation>
    </message>
    <message>
        <source>Learn Zanzibar</source>
        <translation>Learn Zanzibar</translation>
    </message>
    <message>
        <source>The red rings on each seat count its manches lost, one filled for each. The first to lose two manches loses the partie and pays the tournée: drinks for the whole table. Next (Space).</source>
        <translation>The red rings on each seat count its manches lost, one filled for each. The first to lose two manches loses the partie and pays the tournée: drinks for the whole table. Next (Space).</translation>
    </message>
    <message>
        <source>1-1-5 is a fiche, two aces and a 5: worth 5 tokens. Your turn: throw.</source>
        <translation>1-1-5 is a fiche, two aces and a 5: worth 5 tokens. Your turn: throw.</translation>
    </message>
    <message>
        <source>2-2-1, the nénette: the lowest hand of all. You take 5 tokens, but only 3 are left: the pot is empty, the charge is over. Continue (Enter).</source>
        <translation>2-2-1, the nénette: the lowest hand of all. You take 5 tokens, but only 3 are left: the pot is empty, the charge is over. Continue (Enter).</translation>
    </message>
    <message>
        <source>Now the décharge: each round, the strongest hand gives its value in tokens to the weakest. Up to three throws, keeping dice; you open. Throw.</source>
        <translation>Now the décharge: each round, the strongest hand gives its value in tokens to the weakest. Up to three throws, keeping dice; you open. Throw.</translation>
    </message>
    <message>
        <source>1-1-6, a fiche worth 6: stop here (Enter), after one throw. The opener sets the limit: Marcel may then throw once only.</source>
        <translation>1-1-6, a fiche worth 6: stop here (Enter), after one throw. The opener sets the limit: Marcel may then throw once only.</translation>
    </message>
    <message>
        <source>Marcel has one throw, no more than you took. Watch.</source>
        <translation>Marcel has one throw, no more than you took. Watch.</translation>
    </message>
    <message>
        <source>Learn 421</source>
        <translation>Learn 421</translation>
    </message>
    <message>
        <source>Zanzibar</source>
        <translation>Zanzibar</translation>
    </message>
    <message>
        <source>421</source>
        <translation>421</translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message>
        <source>Learn to play</source>
        <translation>Learn to play</translation>
    </message>
    <message>
        <source>New to Zanzibar and 421? {offer}</source>
        <translation>New to Zanzibar and 421? {offer}</translation>
    </message>
    <message>
        <source>You left {game} at step {number} of {count}.</source>
        <translation>You left {game} at step {number} of {count}.</translation>
    </message>
    <message>
        <source>You left it in its first manche: it starts again from the beginning.</source>
        <translation>You left it in its first manche: it starts again from the beginning.</translation>
    </message>
    <message>
        <source>It goes on from step {number}, where that manche began.</source>
        <translation>It goes on from step {number}, where that manche began.</translation>
    </message>
    <message>
        <source>&amp;Continue {game} from step {number}</source>
        <translation>&amp;Continue {game} from step {number}</translation>
    </message>
    <message>
        <source>{game} from the start</source>
        <translation>{game} from the start</translation>
    </message>
    <message>
        <source>Learn {game}</source>
        <translation>Learn {game}</translation>
    </message>
    <message>
        <source>A first game guided step by step, on this table: throwing, keeping, what beats what, stopping early, the throw-off; for 421 also the charge and the décharge, tokens moving. A few minutes each; leave whenever you like (Esc).</source>
        <translation>A first game guided step by step, on this table: throwing, keeping, what beats what, stopping early, the throw-off; for 421 also the charge and the décharge, tokens moving. A few minutes each; leave whenever you like (Esc).</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Not now</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Leave lesson (Esc)</source>
        <translation>Leave lesson (Esc)</translation>
    </message>
    <message>
        <source>Finish (Space)</source>
        <translation>Finish (Space)</translation>
    </message>
    <message>
        <source>Next (Space)</source>
        <translation>Next (Space)</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lesson</translation>
    </message>
    <message>
        <source>{title} · step {number} of {count}</source>
        <translation>{title} · step {number} of {count}</translation>
    </message>
</context>
<context>
    <name>LessonSeat</name>
    <message>
        <source>Your game is back where you left it.</source>
        <translation>Your game is back where you left it.</translation>
    </message>
    <message>
        <source>You left the lesson: Help ▸ Learn to play continues it, Game ▸ New starts a game.</source>
        <translation>You left the lesson: Help ▸ Learn to play continues it, Game ▸ New starts a game.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Novice</source>
        <translation>Novice</translation>
    </message>
    <message>
        <source>Keeps pairs and aces, and sometimes stops too early or throws on too long.</source>
        <translation>Keeps pairs and aces, and sometimes stops too early or throws on too long.</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Regular</translation>
    </message>
    <message>
        <source>Plays like a bar regular: stops when ahead, chases the obvious figure.</source>
        <translation>Plays like a bar regular: stops when ahead, chases the obvious figure.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Plays the exact odds of every keep, counting the players still to come.</source>
        <translation>Plays the exact odds of every keep, counting the players still to come.</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Master</translation>
    </message>
    <message>
        <source>Plays to win the partie, not the manche: both scores (or tokens) counted, from the exact solution of the game between two players.</source>
        <translation>Plays to win the partie, not the manche: both scores (or tokens) counted, from the exact solution of the game between two players.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Stop here</source>
        <translation>&amp;Stop here</translation>
    </message>
    <message>
        <source>S&amp;kip to my turn</source>
        <translation>S&amp;kip to my turn</translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <comment>the Skip to my turn button, short</comment>
        <translation>S&amp;kip</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Scoreboard</translation>
    </message>
    <message>
        <source>Score&amp;board</source>
        <translation>Score&amp;board</translation>
    </message>
</context>
<context>
    <name>Master</name>
    <message>
        <source>there is not enough memory</source>
        <translation>there is not enough memory</translation>
    </message>
    <message>
        <source>the calculation stopped unexpectedly</source>
        <translation>the calculation stopped unexpectedly</translation>
    </message>
    <message>
        <source>the solver met an error: {error}</source>
        <translation>the solver met an error: {error}</translation>
    </message>
    <message>
        <source>working out a race to more than {largest} points would take too long</source>
        <translation>working out a race to more than {largest} points would take too long</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>it is not an ordinary file</translation>
    </message>
    <message>
        <source>it was worked out for other rules</source>
        <translation>it was worked out for other rules</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>it is damaged</translation>
    </message>
    <message>
        <source>The solution kept for these rules is not used: {reason}.</source>
        <translation>The solution kept for these rules is not used: {reason}.</translation>
    </message>
    <message>
        <source>The solution kept for these rules was set aside as {name}: {reason}.</source>
        <translation>The solution kept for these rules was set aside as {name}: {reason}.</translation>
    </message>
    <message>
        <source>working it out would take about {duration}, more than {longest} minutes</source>
        <translation>working it out would take about {duration}, more than {longest} minutes</translation>
    </message>
</context>
<context>
    <name>MasterBar</name>
    <message>
        <source>Done: the hint gives the partie's figures, and a Master plays for the partie.</source>
        <translation>Done: the hint gives the partie's figures, and a Master plays for the partie.</translation>
    </message>
    <message>
        <source>Stopped: the hint gives the manche's figures and a Master plays as the Expert in this game.</source>
        <translation>Stopped: the hint gives the manche's figures and a Master plays as the Expert in this game.</translation>
    </message>
    <message>
        <source>The partie could not be worked out ({reason}): a Master plays as the Expert in this game.</source>
        <translation>The partie could not be worked out ({reason}): a Master plays as the Expert in this game.</translation>
    </message>
    <message>
        <source>Done, but it could not be kept for next time: {reason}.</source>
        <translation>Done, but it could not be kept for next time: {reason}.</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;top</translation>
    </message>
    <message>
        <source>The Master plays as the Expert in this game</source>
        <translation>The Master plays as the Expert in this game</translation>
    </message>
    <message>
        <source>The Master's preparation</source>
        <translation>The Master's preparation</translation>
    </message>
    <message>
        <source>Working out the partie (about {time} left)… {done}</source>
        <translation>Working out the partie (about {time} left)… {done}</translation>
    </message>
    <message>
        <source>Working out the partie… {done}</source>
        <translation>Working out the partie… {done}</translation>
    </message>
    <message>
        <source>Working out the partie (about {time})… {done}</source>
        <translation>Working out the partie (about {time})… {done}</translation>
    </message>
    <message>
        <source>Working out the whole partie under these rules, once and for all: until then the hint gives the manche's figures and a Master plays as the Expert.</source>
        <translation>Working out the whole partie under these rules, once and for all: until then the hint gives the manche's figures and a Master plays as the Expert.</translation>
    </message>
</context>
<context>
    <name>MessageLine</name>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>My rules: {name}</source>
        <translation>My rules: {name}</translation>
    </message>
    <message>
        <source>&amp;Customize…</source>
        <translation>&amp;Customize…</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>&amp;Length:</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Length</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Played by</translation>
    </message>
    <message>
        <source>&amp;Add a player</source>
        <translation>&amp;Add a player</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Player {number}</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Player name</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Name of player {number}</translation>
    </message>
    <message>
        <source>Who plays player {number}</source>
        <translation>Who plays player {number}</translation>
    </message>
    <message>
        <source>Remove player {number}</source>
        <translation>Remove player {number}</translation>
    </message>
    <message>
        <source>For this game: {name}</source>
        <translation>For this game: {name}</translation>
    </message>
    <message>
        <source>As these rules say: {length}</source>
        <translation>As these rules say: {length}</translation>
    </message>
    <message>
        <source>Your own rules, based on {family}.</source>
        <translation>Your own rules, based on {family}.</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{number} token</source>
        <translation>{number} token</translation>
    </message>
    <message>
        <source>{number} tokens</source>
        <translation>{number} tokens</translation>
    </message>
    <message>
        <source>{number} point</source>
        <translation>{number} point</translation>
    </message>
    <message>
        <source>{number} points</source>
        <translation>{number} points</translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation>{number}%</translation>
    </message>
</context>
<context>
    <name>OpeningThrow</name>
    <message>
        <source>Each player throws one die: {throws}.</source>
        <translation>Each player throws one die: {throws}.</translation>
    </message>
    <message>
        <source>Tie, they throw again: {throws}.</source>
        <translation>Tie, they throw again: {throws}.</translation>
    </message>
    <message>
        <source>{name} has the highest die and opens.</source>
        <translation>{name} has the highest die and opens.</translation>
    </message>
    <message>
        <source>Who opens?</source>
        <translation>Who opens?</translation>
    </message>
</context>
<context>
    <name>PictureFiles</name>
    <message>
        <source>that name is a pipe or a device, not a file</source>
        <translation>that name is a pipe or a device, not a file</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG image (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG image (*.svg)</translation>
    </message>
    <message>
        <source>CSV figures (*.csv)</source>
        <translation>CSV figures (*.csv)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <source>The chart could not be written to {path}: {reason}.</source>
        <translation>The chart could not be written to {path}: {reason}.</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>A game needs {minimum} to {maximum} players, not {count}.</source>
        <translation>A game needs {minimum} to {maximum} players, not {count}.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Every player needs a name.</translation>
    </message>
    <message>
        <source>A name holds control characters or broken text: please type it again.</source>
        <translation>A name holds control characters or broken text: please type it again.</translation>
    </message>
    <message>
        <source>The name {name}… is too long: at most {maximum} characters.</source>
        <translation>The name {name}… is too long: at most {maximum} characters.</translation>
    </message>
    <message>
        <source>Two players are called {name}: every name must be different.</source>
        <translation>Two players are called {name}: every name must be different.</translation>
    </message>
    <message>
        <source>{name} has an unknown computer level {level}.</source>
        <translation>{name} has an unknown computer level {level}.</translation>
    </message>
</context>
<context>
    <name>PointsSheet</name>
    <message>
        <source>Goal</source>
        <translation>Goal</translation>
    </message>
    <message>
        <source>What you need</source>
        <translation>What you need</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message numerus="yes">
        <source>Throw the three dice. You may keep any of them and throw the others again, up to %n throw(s) in all, and stop whenever you like: the dice you stop on are your hand.</source>
        <translation>
            <numerusform>Throw the three dice. You may keep any of them and throw the others again, up to %n throw in all, and stop whenever you like: the dice you stop on are your hand.</numerusform>
            <numerusform>Throw the three dice. You may keep any of them and throw the others again, up to %n throws in all, and stop whenever you like: the dice you stop on are your hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>A manche</source>
        <translation>A manche</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Ties</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>The end</translation>
    </message>
    <message numerus="yes">
        <source>The first player whose score reaches %Ln point(s) wins the partie (the game).</source>
        <translation>
            <numerusform>The first player whose score reaches %Ln point wins the partie (the game).</numerusform>
            <numerusform>The first player whose score reaches %Ln points wins the partie (the game).</numerusform>
        </translation>
    </message>
    <message>
        <source>Variants in play</source>
        <translation>Variants in play</translation>
    </message>
    <message>
        <source>The hands, strongest first</source>
        <translation>The hands, strongest first</translation>
    </message>
    <message numerus="yes">
        <source>Win manches with the strongest hand and be the first to reach %Ln point(s).</source>
        <translation>
            <numerusform>Win manches with the strongest hand and be the first to reach %Ln point.</numerusform>
            <numerusform>Win manches with the strongest hand and be the first to reach %Ln points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Then each player plays one turn, going around the table.</source>
        <translation>Then each player plays one turn, going around the table.</translation>
    </message>
    <message>
        <source>Follower rule: the opener sets the limit. If the opener stops after one throw (“in one”) or two (“in two”), nobody after may throw more often.</source>
        <translation>Follower rule: the opener sets the limit. If the opener stops after one throw (“in one”) or two (“in two”), nobody after may throw more often.</translation>
    </message>
    <message numerus="yes">
        <source>Every player may use all %n throw(s), whatever the others did.</source>
        <translation>
            <numerusform>Every player may use all %n throw, whatever the others did.</numerusform>
            <numerusform>Every player may use all %n throws, whatever the others did.</numerusform>
        </translation>
    </message>
    <message>
        <source>The first player at the table opens the first manche (in a family game, the youngest).</source>
        <translation>The first player at the table opens the first manche (in a family game, the youngest).</translation>
    </message>
    <message>
        <source>To start, each player throws one die: the highest opens the first manche (tied players throw again).</source>
        <translation>To start, each player throws one die: the highest opens the first manche (tied players throw again).</translation>
    </message>
    <message>
        <source>When everyone has played, the strongest hand wins the manche and scores 1 point, whatever the hand.</source>
        <translation>When everyone has played, the strongest hand wins the manche and scores 1 point, whatever the hand.</translation>
    </message>
    <message>
        <source>When everyone has played, the strongest hand wins the manche. Only zanzis score, their points in the table; any other winning hand scores nothing.</source>
        <translation>When everyone has played, the strongest hand wins the manche. Only zanzis score, their points in the table; any other winning hand scores nothing.</translation>
    </message>
    <message>
        <source>When everyone has played, the strongest hand wins the manche and scores its points, as in the table; only the winner scores.</source>
        <translation>When everyone has played, the strongest hand wins the manche and scores its points, as in the table; only the winner scores.</translation>
    </message>
    <message>
        <source>The player with the weakest hand opens the next manche.</source>
        <translation>The player with the weakest hand opens the next manche.</translation>
    </message>
    <message>
        <source>The winner opens the next manche.</source>
        <translation>The winner opens the next manche.</translation>
    </message>
    <message>
        <source>The next player around the table opens the next manche.</source>
        <translation>The next player around the table opens the next manche.</translation>
    </message>
    <message>
        <source>Equal hands: the one made in fewer throws wins. Made in as many throws, the tied players play a throw-off: one throw each, from the last of them back to the first, until the tie is broken.</source>
        <translation>Equal hands: the one made in fewer throws wins. Made in as many throws, the tied players play a throw-off: one throw each, from the last of them back to the first, until the tie is broken.</translation>
    </message>
    <message>
        <source>Equal hands always go to a throw-off: one throw each among the tied players, from the last of them back to the first, until the tie is broken.</source>
        <translation>Equal hands always go to a throw-off: one throw each among the tied players, from the last of them back to the first, until the tie is broken.</translation>
    </message>
</context>
<context>
    <name>PotView</name>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) in the pot</source>
        <translation>
            <numerusform>%n token in the pot</numerusform>
            <numerusform>%n tokens in the pot</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message>
        <source>Practice</source>
        <translation>Practice</translation>
    </message>
    <message>
        <source>Positions due</source>
        <translation>Positions due</translation>
    </message>
    <message>
        <source>What do you do?</source>
        <translation>What do you do?</translation>
    </message>
    <message>
        <source>&amp;Next position</source>
        <translation>&amp;Next position</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) due now</source>
        <translation>
            <numerusform>%n position due now</numerusform>
            <numerusform>%n positions due now</numerusform>
        </translation>
    </message>
    <message>
        <source>No position due now.</source>
        <translation>No position due now.</translation>
    </message>
    <message>
        <source>later today</source>
        <translation>later today</translation>
    </message>
    <message>
        <source>tomorrow</source>
        <translation>tomorrow</translation>
    </message>
    <message numerus="yes">
        <source>in %n day(s)</source>
        <translation>
            <numerusform>in %n day</numerusform>
            <numerusform>in %n days</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to practise now: the next position comes back {when}. A position answered right comes back later and later, one answered wrong the next day.</source>
        <translation>Nothing to practise now: the next position comes back {when}. A position answered right comes back later and later, one answered wrong the next day.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing to practise now: you answered every position right %n time(s) in a row. The mistakes of your next games will come here.</source>
        <translation>
            <numerusform>Nothing to practise now: you answered every position right %n time in a row. The mistakes of your next games will come here.</numerusform>
            <numerusform>Nothing to practise now: you answered every position right %n times in a row. The mistakes of your next games will come here.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to practise yet. Once a game you played is reviewed, the decisions that cost you most come here, on the dice, for you to decide again.</source>
        <translation>Nothing to practise yet. Once a game you played is reviewed, the decisions that cost you most come here, on the dice, for you to decide again.</translation>
    </message>
    <message>
        <source>{player}, manche {manche}: {kind}</source>
        <translation>{player}, manche {manche}: {kind}</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Dice: {dice}</translation>
    </message>
    <message>
        <source>{player}: {dice}, manche {manche} (lost {lost} {unit})</source>
        <translation>{player}: {dice}, manche {manche} (lost {lost} {unit})</translation>
    </message>
    <message>
        <source>{player}, manche {manche}</source>
        <translation>{player}, manche {manche}</translation>
    </message>
    <message>
        <source>Space or Enter: the next position.</source>
        <translation>Space or Enter: the next position.</translation>
    </message>
    <message>
        <source>Keys as at the table: 1, 2, 3 or a click on a die keeps it or releases it; every die is kept: release one to throw again; Enter: stop here.</source>
        <translation>Keys as at the table: 1, 2, 3 or a click on a die keeps it or releases it; every die is kept: release one to throw again; Enter: stop here.</translation>
    </message>
    <message>
        <source>Keys as at the table: 1, 2, 3 or a click on a die keeps it or releases it; Space: {choice} (the choice checked); Enter: stop here.</source>
        <translation>Keys as at the table: 1, 2, 3 or a click on a die keeps it or releases it; Space: {choice} (the choice checked); Enter: stop here.</translation>
    </message>
    <message>
        <source>Held: {dice}</source>
        <translation>Held: {dice}</translation>
    </message>
    <message>
        <source>No die held</source>
        <translation>No die held</translation>
    </message>
    <message numerus="yes">
        <source>Throw {used} of {limit} made: %n left</source>
        <translation>
            <numerusform>Throw {used} of {limit} made: %n left</numerusform>
            <numerusform>Throw {used} of {limit} made: %n left</numerusform>
        </translation>
    </message>
    <message>
        <source>You open: no hand to beat</source>
        <translation>You open: no hand to beat</translation>
    </message>
    <message numerus="yes">
        <source>Hand to beat: {dice} in %n throw(s)</source>
        <translation>
            <numerusform>Hand to beat: {dice} in %n throw</numerusform>
            <numerusform>Hand to beat: {dice} in %n throws</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens: {list}</source>
        <translation>Tokens: {list}</translation>
    </message>
    <message>
        <source>Scores: {list}</source>
        <translation>Scores: {list}</translation>
    </message>
    <message>
        <source>{name} {count}</source>
        <translation>{name} {count}</translation>
    </message>
    <message>
        <source>Your answer could not be kept: {reason}.</source>
        <translation>Your answer could not be kept: {reason}.</translation>
    </message>
    <message>
        <source>Right: the best here is to {choice}.</source>
        <translation>Right: the best here is to {choice}.</translation>
    </message>
    <message>
        <source>The best was to {best}; yours lost {lost} {unit}.</source>
        <translation>The best was to {best}; yours lost {lost} {unit}.</translation>
    </message>
    <message>
        <source>In the game you chose to {choice}.</source>
        <translation>In the game you chose to {choice}.</translation>
    </message>
    <message>
        <source>Lost ({unit})</source>
        <translation>Lost ({unit})</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>points of chance</source>
        <translation>points of chance</translation>
    </message>
    <message>
        <source>No new position could be made: {reason}.</source>
        <translation>No new position could be made: {reason}.</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Zanzibar</source>
        <translation>Zanzibar</translation>
    </message>
    <message>
        <source>Zanzibar for children</source>
        <translation>Zanzibar for children</translation>
    </message>
    <message>
        <source>421 at the counter</source>
        <translation>421 at the counter</translation>
    </message>
    <message>
        <source>421, La Boîte à dés</source>
        <translation>421, La Boîte à dés</translation>
    </message>
    <message>
        <source>The family rule: three throws, zanzis and simple points, the winner of each manche scores its hand.</source>
        <translation>The family rule: three throws, zanzis and simple points, the winner of each manche scores its hand.</translation>
    </message>
    <message>
        <source>The family rule with easy scoring: the winner of a manche scores 1 point.</source>
        <translation>The family rule with easy scoring: the winner of a manche scores 1 point.</translation>
    </message>
    <message>
        <source>The bar rule: 21 tokens, charge then décharge, 421 worth 8.</source>
        <translation>The bar rule: 21 tokens, charge then décharge, 421 worth 8.</translation>
    </message>
    <message>
        <source>11 tokens, 421 worth 11; in the charge the strongest hand takes its value, the player with most tokens opens the décharge.</source>
        <translation>11 tokens, 421 worth 11; in the charge the strongest hand takes its value, the player with most tokens opens the décharge.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Page &amp;order:</source>
        <translation>Page &amp;order:</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>Pages &amp;per sheet:</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Page &amp;Set:</source>
        <translation>Page &amp;Set:</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>The record of your games could not be read ({why}); a new one is started. {kept}</source>
        <translation>The record of your games could not be read ({why}); a new one is started. {kept}</translation>
    </message>
    <message>
        <source>another program is writing to it</source>
        <translation>another program is writing to it</translation>
    </message>
    <message>
        <source>A game could not be added to the record of your games yet: {reason}. It is kept, and added as soon as the record can be written.</source>
        <translation>A game could not be added to the record of your games yet: {reason}. It is kept, and added as soon as the record can be written.</translation>
    </message>
    <message>
        <source>{path} cannot be read: {reason}</source>
        <translation>{path} cannot be read: {reason}</translation>
    </message>
    <message>
        <source>{path}: no such file</source>
        <translation>{path}: no such file</translation>
    </message>
    <message>
        <source>a count kept in it is not a whole number</source>
        <translation>a count kept in it is not a whole number</translation>
    </message>
    <message>
        <source>its version number, {version}, is damaged</source>
        <translation>its version number, {version}, is damaged</translation>
    </message>
    <message>
        <source>this program did not make it: its version number is 0</source>
        <translation>this program did not make it: its version number is 0</translation>
    </message>
    <message>
        <source>its tables are not those of its version, {version}</source>
        <translation>its tables are not those of its version, {version}</translation>
    </message>
    <message>
        <source>the description of its tables holds bytes that are not text</source>
        <translation>the description of its tables holds bytes that are not text</translation>
    </message>
    <message>
        <source>{path} is a folder, not a games database</source>
        <translation>{path} is a folder, not a games database</translation>
    </message>
    <message>
        <source>{path} is not a file (a device, a pipe or a socket), so it is not opened as a games database</source>
        <translation>{path} is not a file (a device, a pipe or a socket), so it is not opened as a games database</translation>
    </message>
    <message>
        <source>{path} is empty or cut short: it holds no games database</source>
        <translation>{path} is empty or cut short: it holds no games database</translation>
    </message>
    <message>
        <source>{path} is not a games database that can be read ({why})</source>
        <translation>{path} is not a games database that can be read ({why})</translation>
    </message>
    <message>
        <source>a text kept in it is not UTF-8</source>
        <translation>a text kept in it is not UTF-8</translation>
    </message>
    <message>
        <source>it is no database SQLite can read</source>
        <translation>it is no database SQLite can read</translation>
    </message>
    <message>
        <source>the database is damaged</source>
        <translation>the database is damaged</translation>
    </message>
    <message>
        <source>SQLite says: {detail}</source>
        <translation>SQLite says: {detail}</translation>
    </message>
    <message>
        <source>the rules of game {number} cannot be read</source>
        <translation>the rules of game {number} cannot be read</translation>
    </message>
    <message>
        <source>a hand of game {number} cannot be read</source>
        <translation>a hand of game {number} cannot be read</translation>
    </message>
    <message>
        <source>a player's first throws cannot be read</source>
        <translation>a player's first throws cannot be read</translation>
    </message>
</context>
<context>
    <name>RecordsTab</name>
    <message>
        <source>Streaks</source>
        <translation>Streaks</translation>
    </message>
    <message>
        <source>Points races won in a row</source>
        <translation>Points races won in a row</translation>
    </message>
    <message>
        <source>Token games without paying the tournée</source>
        <translation>Token games without paying the tournée</translation>
    </message>
    <message numerus="yes">
        <source>best %n, now {now}</source>
        <translation>
            <numerusform>best %n, now {now}</numerusform>
            <numerusform>best %n, now {now}</numerusform>
        </translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Games finished</translation>
    </message>
    <message>
        <source>Best hand made</source>
        <translation>Best hand made</translation>
    </message>
    <message>
        <source>Most zanzis in one game</source>
        <translation>Most zanzis in one game</translation>
    </message>
    <message>
        <source>Fewest manches to win a game</source>
        <translation>Fewest manches to win a game</translation>
    </message>
    <message>
        <source>Most tokens given away in one décharge</source>
        <translation>Most tokens given away in one décharge</translation>
    </message>
    <message>
        <source>Manches lost</source>
        <translation>Manches lost</translation>
    </message>
    <message>
        <source>Tournées paid</source>
        <translation>Tournées paid</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>No finished game yet.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Game review</source>
        <translation>Game review</translation>
    </message>
    <message>
        <source>Each choice is judged as the coach judges it: by the chance to win the partie when the partie is worked out, else by the chance to win the manche (a throw-off counts half) or, in a décharge, by the tokens to shed. A chance lost is counted in points: from 60% down to 55% loses 5 points, and the points of the choices add up over the game. Accuracy counts the choices that lost nothing. Luck of the dice adds up, in the same terms, what the dice gave beyond what each throw was expected to give: above zero they helped, below zero they hurt.</source>
        <translation>Each choice is judged as the coach judges it: by the chance to win the partie when the partie is worked out, else by the chance to win the manche (a throw-off counts half) or, in a décharge, by the tokens to shed. A chance lost is counted in points: from 60% down to 55% loses 5 points, and the points of the choices add up over the game. Accuracy counts the choices that lost nothing. Luck of the dice adds up, in the same terms, what the dice gave beyond what each throw was expected to give: above zero they helped, below zero they hurt.</translation>
    </message>
    <message>
        <source>{name}: the costliest decisions</source>
        <translation>{name}: the costliest decisions</translation>
    </message>
    <message>
        <source>{name}: no decision lost anything</source>
        <translation>{name}: no decision lost anything</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Decisions</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <source>Best choice</source>
        <translation>Best choice</translation>
    </message>
    <message>
        <source>Manche {manche}, after throw {used} of {limit}: {verdict}</source>
        <translation>Manche {manche}, after throw {used} of {limit}: {verdict}</translation>
    </message>
    <message>
        <source>Manche</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>The partie is being worked out: the choices are judged in its terms as soon as it is.</source>
        <translation>The partie is being worked out: the choices are judged in its terms as soon as it is.</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>points of the manche's chance</source>
        <translation>points of the manche's chance</translation>
    </message>
    <message>
        <source>points of the chance not to lose the partie</source>
        <translation>points of the chance not to lose the partie</translation>
    </message>
    <message>
        <source>points of the partie's chance</source>
        <translation>points of the partie's chance</translation>
    </message>
    <message>
        <source>Counted in</source>
        <translation>Counted in</translation>
    </message>
    <message>
        <source>Lost in all</source>
        <translation>Lost in all</translation>
    </message>
    <message>
        <source>Lost per decision</source>
        <translation>Lost per decision</translation>
    </message>
    <message>
        <source>Luck of the dice</source>
        <translation>Luck of the dice</translation>
    </message>
    <message>
        <source>Each player's decisions, accuracy, what the choices lost and the luck of the dice</source>
        <translation>Each player's decisions, accuracy, what the choices lost and the luck of the dice</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Throws</source>
        <translation>Throws</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Chosen</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <source>{points} of chance</source>
        <translation>{points} of chance</translation>
    </message>
    <message>
        <source>Every decision reviewed</source>
        <translation>Every decision reviewed</translation>
    </message>
</context>
<context>
    <name>RoundHands</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Throws</source>
        <translation>Throws</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Mark</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Worst</translation>
    </message>
</context>
<context>
    <name>RuleSheet</name>
    <message>
        <source>{name} — rule sheet</source>
        <translation>{name} — rule sheet</translation>
    </message>
</context>
<context>
    <name>RuleSheetDialog</name>
    <message>
        <source>Rule sheet</source>
        <translation>Rule sheet</translation>
    </message>
    <message>
        <source>Rules in play: {name}</source>
        <translation>Rules in play: {name}</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Paper:</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Print pre&amp;view…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>Export to P&amp;DF…</source>
        <translation>Export to P&amp;DF…</translation>
    </message>
    <message>
        <source>Rule sheet — print preview</source>
        <translation>Rule sheet — print preview</translation>
    </message>
    <message>
        <source>Export the rule sheet</source>
        <translation>Export the rule sheet</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Cannot export</translation>
    </message>
    <message>
        <source>The rule sheet could not be written to {path}: {reason}.</source>
        <translation>The rule sheet could not be written to {path}: {reason}.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Throws</source>
        <translation>Throws</translation>
    </message>
    <message>
        <source>Hands and values</source>
        <translation>Hands and values</translation>
    </message>
    <message>
        <source>Scoring and end of game</source>
        <translation>Scoring and end of game</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Ties and turn order</source>
        <translation>Ties and turn order</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Which game: Zanzibar (zanzis and points) or 421 (fiches, baraques, tierces).</source>
        <translation>Which game: Zanzibar (zanzis and points) or 421 (fiches, baraques, tierces).</translation>
    </message>
    <message>
        <source>Zanzibar</source>
        <translation>Zanzibar</translation>
    </message>
    <message>
        <source>421</source>
        <translation>421</translation>
    </message>
    <message>
        <source>Throws per turn</source>
        <translation>Throws per turn</translation>
    </message>
    <message>
        <source>The most throws a player may make in a turn.</source>
        <translation>The most throws a player may make in a turn.</translation>
    </message>
    <message>
        <source>2 throws</source>
        <translation>2 throws</translation>
    </message>
    <message>
        <source>3 throws</source>
        <translation>3 throws</translation>
    </message>
    <message>
        <source>Throw limit</source>
        <translation>Throw limit</translation>
    </message>
    <message>
        <source>Free: everyone may use every throw. Follow the opener: nobody may throw more often than the first player of the round did.</source>
        <translation>Free: everyone may use every throw. Follow the opener: nobody may throw more often than the first player of the round did.</translation>
    </message>
    <message>
        <source>free for everyone</source>
        <translation>free for everyone</translation>
    </message>
    <message>
        <source>set by the opener</source>
        <translation>set by the opener</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Straight</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>not played</translation>
    </message>
    <message>
        <source>beats every simple point</source>
        <translation>beats every simple point</translation>
    </message>
    <message>
        <source>Zanzibar: three faces in a row are a straight worth {value}, beaten by every zanzi.</source>
        <translation>Zanzibar: three faces in a row are a straight worth {value}, beaten by every zanzi.</translation>
    </message>
    <message>
        <source>beats simple points of {value} or less</source>
        <translation>beats simple points of {value} or less</translation>
    </message>
    <message>
        <source>Value of 421</source>
        <translation>Value of 421</translation>
    </message>
    <message>
        <source>421: what the hand 4-2-1 is worth.</source>
        <translation>421: what the hand 4-2-1 is worth.</translation>
    </message>
    <message>
        <source>Nénette</source>
        <translation>Nénette</translation>
    </message>
    <message>
        <source>421: the nénette 2-2-1 is the lowest hand, or is worth 4 and ranks just above the plain hands.</source>
        <translation>421: the nénette 2-2-1 is the lowest hand, or is worth 4 and ranks just above the plain hands.</translation>
    </message>
    <message>
        <source>the lowest hand</source>
        <translation>the lowest hand</translation>
    </message>
    <message>
        <source>worth 4, above the plain hands</source>
        <translation>worth 4, above the plain hands</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>Hand value: the winner of a manche scores its hand. One point: the winner scores 1. Tokens: the counter game with charge and décharge.</source>
        <translation>Hand value: the winner of a manche scores its hand. One point: the winner scores 1. Tokens: the counter game with charge and décharge.</translation>
    </message>
    <message>
        <source>the winning hand's value</source>
        <translation>the winning hand's value</translation>
    </message>
    <message>
        <source>one point a manche</source>
        <translation>one point a manche</translation>
    </message>
    <message>
        <source>tokens (charge and décharge)</source>
        <translation>tokens (charge and décharge)</translation>
    </message>
    <message>
        <source>Simple points</source>
        <translation>Simple points</translation>
    </message>
    <message>
        <source>Zanzibar points race: a winning hand that is not a zanzi scores its value, or scores nothing (only zanzis score; it still wins the manche).</source>
        <translation>Zanzibar points race: a winning hand that is not a zanzi scores its value, or scores nothing (only zanzis score; it still wins the manche).</translation>
    </message>
    <message>
        <source>score their value</source>
        <translation>score their value</translation>
    </message>
    <message>
        <source>score nothing: only zanzis score</source>
        <translation>score nothing: only zanzis score</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Target score</translation>
    </message>
    <message>
        <source>Exact finish</source>
        <translation>Exact finish</translation>
    </message>
    <message>
        <source>Points race: the target must be hit exactly; a winner who would go past keeps the previous score, or falls back to a set level (never up to it).</source>
        <translation>Points race: the target must be hit exactly; a winner who would go past keeps the previous score, or falls back to a set level (never up to it).</translation>
    </message>
    <message>
        <source>no exact finish</source>
        <translation>no exact finish</translation>
    </message>
    <message>
        <source>going past keeps the previous score</source>
        <translation>going past keeps the previous score</translation>
    </message>
    <message>
        <source>going past falls back to a level</source>
        <translation>going past falls back to a level</translation>
    </message>
    <message>
        <source>Fall-back level</source>
        <translation>Fall-back level</translation>
    </message>
    <message>
        <source>Malus</source>
        <translation>Malus</translation>
    </message>
    <message>
        <source>Zanzi d'as</source>
        <translation>Zanzi d'as</translation>
    </message>
    <message>
        <source>scores 100 points</source>
        <translation>scores 100 points</translation>
    </message>
    <message>
        <source>wins the manche at once</source>
        <translation>wins the manche at once</translation>
    </message>
    <message>
        <source>Tokens in the pot at the start of each manche.</source>
        <translation>Tokens in the pot at the start of each manche.</translation>
    </message>
    <message>
        <source>Tokens a hand is worth</source>
        <translation>Tokens a hand is worth</translation>
    </message>
    <message>
        <source>Zanzibar with tokens: a hand is worth a tenth of its value (at least 1), or 1 token whatever it is, or the tokens set in the table below.</source>
        <translation>Zanzibar with tokens: a hand is worth a tenth of its value (at least 1), or 1 token whatever it is, or the tokens set in the table below.</translation>
    </message>
    <message>
        <source>a tenth of its value</source>
        <translation>a tenth of its value</translation>
    </message>
    <message>
        <source>1 token each</source>
        <translation>1 token each</translation>
    </message>
    <message>
        <source>as set below</source>
        <translation>as set below</translation>
    </message>
    <message>
        <source>Tokens: zanzi d'as</source>
        <translation>Tokens: zanzi d'as</translation>
    </message>
    <message>
        <source>Zanzibar with tokens set by table: the zanzi d'as 1-1-1.</source>
        <translation>Zanzibar with tokens set by table: the zanzi d'as 1-1-1.</translation>
    </message>
    <message>
        <source>Tokens: other zanzis</source>
        <translation>Tokens: other zanzis</translation>
    </message>
    <message>
        <source>Zanzibar with tokens set by table: every other zanzi.</source>
        <translation>Zanzibar with tokens set by table: every other zanzi.</translation>
    </message>
    <message>
        <source>Tokens: straight</source>
        <translation>Tokens: straight</translation>
    </message>
    <message>
        <source>Zanzibar with tokens set by table: a straight.</source>
        <translation>Zanzibar with tokens set by table: a straight.</translation>
    </message>
    <message>
        <source>Tokens: simple points</source>
        <translation>Tokens: simple points</translation>
    </message>
    <message>
        <source>Zanzibar with tokens set by table: any other hand.</source>
        <translation>Zanzibar with tokens set by table: any other hand.</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>Charge: the weakest hand takes what the strongest is worth, or the strongest hand takes its own value.</source>
        <translation>Charge: the weakest hand takes what the strongest is worth, or the strongest hand takes its own value.</translation>
    </message>
    <message>
        <source>the weakest takes what the strongest is worth</source>
        <translation>the weakest takes what the strongest is worth</translation>
    </message>
    <message>
        <source>the strongest takes its own value</source>
        <translation>the strongest takes its own value</translation>
    </message>
    <message>
        <source>Décharge opener</source>
        <translation>Décharge opener</translation>
    </message>
    <message>
        <source>Who opens the décharge: the next opener as usual, or the player holding most tokens.</source>
        <translation>Who opens the décharge: the next opener as usual, or the player holding most tokens.</translation>
    </message>
    <message>
        <source>the next opener as usual</source>
        <translation>the next opener as usual</translation>
    </message>
    <message>
        <source>the player with most tokens</source>
        <translation>the player with most tokens</translation>
    </message>
    <message>
        <source>Manches to lose</source>
        <translation>Manches to lose</translation>
    </message>
    <message>
        <source>Tokens: the partie is lost by the first player to lose this many manches.</source>
        <translation>Tokens: the partie is lost by the first player to lose this many manches.</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Ties</translation>
    </message>
    <message>
        <source>Equal hands: the one made in fewer throws wins, then a throw-off; or equal hands always go to a throw-off.</source>
        <translation>Equal hands: the one made in fewer throws wins, then a throw-off; or equal hands always go to a throw-off.</translation>
    </message>
    <message>
        <source>First opener</source>
        <translation>First opener</translation>
    </message>
    <message>
        <source>Who opens the game: each player throws one die, the highest opens (ties throw again); or the player in the first seat (the youngest, in a family game).</source>
        <translation>Who opens the game: each player throws one die, the highest opens (ties throw again); or the player in the first seat (the youngest, in a family game).</translation>
    </message>
    <message>
        <source>the highest of one die each</source>
        <translation>the highest of one die each</translation>
    </message>
    <message>
        <source>the first seat</source>
        <translation>the first seat</translation>
    </message>
    <message>
        <source>Next opener</source>
        <translation>Next opener</translation>
    </message>
    <message>
        <source>Who opens the next round: the next player in turn, the loser, or the winner.</source>
        <translation>Who opens the next round: the next player in turn, the loser, or the winner.</translation>
    </message>
    <message>
        <source>the next player in turn</source>
        <translation>the next player in turn</translation>
    </message>
    <message>
        <source>the loser</source>
        <translation>the loser</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>the winner</translation>
    </message>
    <message>
        <source>Only in a points race: scoring is tokens.</source>
        <translation>Only in a points race: scoring is tokens.</translation>
    </message>
    <message>
        <source>Only when going past the target falls back to a level (exact finish).</source>
        <translation>Only when going past the target falls back to a level (exact finish).</translation>
    </message>
    <message>
        <source>Only when scoring is tokens.</source>
        <translation>Only when scoring is tokens.</translation>
    </message>
    <message>
        <source>Only in 421.</source>
        <translation>Only in 421.</translation>
    </message>
    <message>
        <source>Only in Zanzibar: 421 has its tierces.</source>
        <translation>Only in Zanzibar: 421 has its tierces.</translation>
    </message>
    <message>
        <source>Only in a Zanzibar points race.</source>
        <translation>Only in a Zanzibar points race.</translation>
    </message>
    <message>
        <source>Only in a Zanzibar points race scored by hand value.</source>
        <translation>Only in a Zanzibar points race scored by hand value.</translation>
    </message>
    <message>
        <source>Only in Zanzibar with tokens: 421 hands are worth their value.</source>
        <translation>Only in Zanzibar with tokens: 421 hands are worth their value.</translation>
    </message>
    <message>
        <source>Only in Zanzibar with tokens, when tokens per hand are set as below.</source>
        <translation>Only in Zanzibar with tokens, when tokens per hand are set as below.</translation>
    </message>
    <message>
        <source>421 is always played with tokens.</source>
        <translation>421 is always played with tokens.</translation>
    </message>
    <message>
        <source>The fall-back level is set to {level}, but going past the target does not fall back (exact finish is {exact}): the level changes nothing.</source>
        <translation>The fall-back level is set to {level}, but going past the target does not fall back (exact finish is {exact}): the level changes nothing.</translation>
    </message>
    <message>
        <source>The option {option} cannot be {value}: choose one of {choices}.</source>
        <translation>The option {option} cannot be {value}: choose one of {choices}.</translation>
    </message>
    <message>
        <source>The option {option} must be a whole number, not {value}.</source>
        <translation>The option {option} must be a whole number, not {value}.</translation>
    </message>
    <message>
        <source>The option {option} must be between {minimum} and {maximum}, not {value}.</source>
        <translation>The option {option} must be between {minimum} and {maximum}, not {value}.</translation>
    </message>
    <message>
        <source>The rules need a name of 1 to 60 characters, without control characters.</source>
        <translation>The rules need a name of 1 to 60 characters, without control characters.</translation>
    </message>
    <message>
        <source>Only zanzis scoring needs a Zanzibar points race scored by hand value.</source>
        <translation>Only zanzis scoring needs a Zanzibar points race scored by hand value.</translation>
    </message>
    <message>
        <source>A malus needs simple points to score: when only zanzis score, most manches score nothing and the malus would hardly ever let the game end.</source>
        <translation>A malus needs simple points to score: when only zanzis score, most manches score nothing and the malus would hardly ever let the game end.</translation>
    </message>
    <message>
        <source>Tokens per hand are set for Zanzibar with tokens; 421 hands are worth their value.</source>
        <translation>Tokens per hand are set for Zanzibar with tokens; 421 hands are worth their value.</translation>
    </message>
    <message>
        <source>With an exact finish, the target {target} must be a sum of hand values, and no sum of scoring hands makes it.</source>
        <translation>With an exact finish, the target {target} must be a sum of hand values, and no sum of scoring hands makes it.</translation>
    </message>
    <message>
        <source>This is not a rules file (its format is {format}, not {expected}).</source>
        <translation>This is not a rules file (its format is {format}, not {expected}).</translation>
    </message>
    <message>
        <source>This rules file has version {version}; this program reads versions 1 to {expected}.</source>
        <translation>This rules file has version {version}; this program reads versions 1 to {expected}.</translation>
    </message>
    <message>
        <source>The rules file has no name.</source>
        <translation>The rules file has no name.</translation>
    </message>
    <message>
        <source>The rules file cannot be read: {reason}.</source>
        <translation>The rules file cannot be read: {reason}.</translation>
    </message>
    <message>
        <source>The rules file {path} cannot be read: {reason}.</source>
        <translation>The rules file {path} cannot be read: {reason}.</translation>
    </message>
    <message>
        <source>421 is always played with tokens: set scoring to tokens.</source>
        <translation>421 is always played with tokens: set scoring to tokens.</translation>
    </message>
    <message>
        <source>Points race with exact finish: the level a player who goes past falls back to, if below the previous score.</source>
        <translation>Points race with exact finish: the level a player who goes past falls back to, if below the previous score.</translation>
    </message>
    <message>
        <source>Points race: the score that wins the partie.</source>
        <translation>Points race: the score that wins the partie.</translation>
    </message>
    <message>
        <source>Points race: the points the weakest hand of a manche loses (never below zero), when everyone has played; 0 turns the malus off; at most 20, a few points as the rule says.</source>
        <translation>Points race: the points the weakest hand of a manche loses (never below zero), when everyone has played; 0 turns the malus off; at most 20, a few points as the rule says.</translation>
    </message>
    <message>
        <source>Zanzibar points race: the zanzi d'as 1-1-1 scores its points, or wins the manche at once, or wins the partie at once.</source>
        <translation>Zanzibar points race: the zanzi d'as 1-1-1 scores its points, or wins the manche at once, or wins the partie at once.</translation>
    </message>
    <message>
        <source>wins the partie at once</source>
        <translation>wins the partie at once</translation>
    </message>
    <message>
        <source>fewer throws wins, else a {throw_off}</source>
        <translation>fewer throws wins, else a {throw_off}</translation>
    </message>
    <message>
        <source>always a {throw_off}</source>
        <translation>always a {throw_off}</translation>
    </message>
    <message>
        <source>The straight is a Zanzibar variant; 421 has its own tierces.</source>
        <translation>The straight is a Zanzibar variant; 421 has its own tierces.</translation>
    </message>
    <message>
        <source>A decisive zanzi d'as only exists in a Zanzibar points race.</source>
        <translation>A decisive zanzi d'as only exists in a Zanzibar points race.</translation>
    </message>
    <message>
        <source>An exact finish needs a points race, not tokens.</source>
        <translation>An exact finish needs a points race, not tokens.</translation>
    </message>
    <message>
        <source>A malus in points needs a points race, not tokens.</source>
        <translation>A malus in points needs a points race, not tokens.</translation>
    </message>
    <message>
        <source>A malus needs hands scored by their value: with one point a manche, the game would hardly ever end.</source>
        <translation>A malus needs hands scored by their value: with one point a manche, the game would hardly ever end.</translation>
    </message>
    <message>
        <source>The fall-back level ({level}) must be below the target score ({target}).</source>
        <translation>The fall-back level ({level}) must be below the target score ({target}).</translation>
    </message>
    <message>
        <source>The option {option} is missing.</source>
        <translation>The option {option} is missing.</translation>
    </message>
    <message>
        <source>This is not a rules file: it should hold a JSON object.</source>
        <translation>This is not a rules file: it should hold a JSON object.</translation>
    </message>
    <message>
        <source>The rules file has an unknown option {option}.</source>
        <translation>The rules file has an unknown option {option}.</translation>
    </message>
    <message>
        <source>There is no preset or rules file called {name}; the presets are {names}.</source>
        <translation>There is no preset or rules file called {name}; the presets are {names}.</translation>
    </message>
    <message>
        <source>Less than {points} points short of the target, the winner of a manche scores their points even going past it.</source>
        <translation>Less than {points} points short of the target, the winner of a manche scores their points even going past it.</translation>
    </message>
    <message>
        <source>Less than {points} points short of the target, the winner of a manche scores their points even going past it; likewise when no sum of hands can close the gap.</source>
        <translation>Less than {points} points short of the target, the winner of a manche scores their points even going past it; likewise when no sum of hands can close the gap.</translation>
    </message>
</context>
<context>
    <name>Save</name>
    <message>
        <source>This saved game is damaged and cannot be opened ({detail}).</source>
        <translation>This saved game is damaged and cannot be opened ({detail}).</translation>
    </message>
    <message>
        <source>This file is not a Zanzibar Desktop saved game.</source>
        <translation>This file is not a Zanzibar Desktop saved game.</translation>
    </message>
    <message>
        <source>This saved game has version {version}, which this program cannot read.</source>
        <translation>This saved game has version {version}, which this program cannot read.</translation>
    </message>
    <message>
        <source>This game was saved by an earlier version whose rules allowed a move today's rules refuse: it opens after {played} of its {total} moves.</source>
        <translation>This game was saved by an earlier version whose rules allowed a move today's rules refuse: it opens after {played} of its {total} moves.</translation>
    </message>
    <message>
        <source>This saved game holds a move the rules do not allow ({detail}).</source>
        <translation>This saved game holds a move the rules do not allow ({detail}).</translation>
    </message>
    <message>
        <source>The saved game cannot be opened: {reason}.</source>
        <translation>The saved game cannot be opened: {reason}.</translation>
    </message>
</context>
<context>
    <name>SaveStatusBar</name>
    <message>
        <source>Hide this message</source>
        <translation>Hide this message</translation>
    </message>
    <message>
        <source>This game is not being saved: {reason}. Play on; saving is tried again after each move.</source>
        <translation>This game is not being saved: {reason}. Play on; saving is tried again after each move.</translation>
    </message>
    <message>
        <source>Saving works again: your game is saved.</source>
        <translation>Saving works again: your game is saved.</translation>
    </message>
    <message>
        <source>Every game is in the record of your games now.</source>
        <translation>Every game is in the record of your games now.</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Plays as</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Manches
lost</source>
        <translation>Manches
lost</translation>
    </message>
    <message>
        <source>Tokens
(pot {pot})</source>
        <translation>Tokens
(pot {pot})</translation>
    </message>
    <message>
        <source>{dice}
in {throws}</source>
        <translation>{dice}
in {throws}</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>Last hand</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n manche(s) lost</source>
        <translation>
            <numerusform>%n manche lost</numerusform>
            <numerusform>%n manches lost</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Throw {throws} of {limit}</source>
        <translation>Throw {throws} of {limit}</translation>
    </message>
    <message>
        <source>Place {place}</source>
        <translation>Place {place}</translation>
    </message>
    <message>
        <source>Pays the tournée</source>
        <translation>Pays the tournée</translation>
    </message>
    <message>
        <source>Lost the partie</source>
        <translation>Lost the partie</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Playing</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Waiting</translation>
    </message>
    <message>
        <source>Sauvé (out)</source>
        <translation>Sauvé (out)</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>opens this round</source>
        <translation>opens this round</translation>
    </message>
    <message>
        <source>this round: {hand}</source>
        <translation>this round: {hand}</translation>
    </message>
    <message>
        <source>last round: {hand}</source>
        <translation>last round: {hand}</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <source>Seat {number}: {name}</source>
        <translation>Seat {number}: {name}</translation>
    </message>
    <message>
        <source>throws {face} for the opener</source>
        <translation>throws {face} for the opener</translation>
    </message>
    <message>
        <source>throws for the opener</source>
        <translation>throws for the opener</translation>
    </message>
    <message>
        <source>in {throws}</source>
        <translation>in {throws}</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>a lesson is not saved</source>
        <translation>a lesson is not saved</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>it does not hold settings</source>
        <translation>it does not hold settings</translation>
    </message>
    <message>
        <source>Your settings file could not be read ({reason}), so the defaults are in use. {kept}</source>
        <translation>Your settings file could not be read ({reason}), so the defaults are in use. {kept}</translation>
    </message>
    <message>
        <source>Some of your settings could not be used and are back to their defaults: {settings}. {kept}</source>
        <translation>Some of your settings could not be used and are back to their defaults: {settings}. {kept}</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>animation speed</translation>
    </message>
    <message>
        <source>reduced motion</source>
        <translation>reduced motion</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>sound</translation>
    </message>
    <message>
        <source>coach</source>
        <translation>coach</translation>
    </message>
    <message>
        <source>computer pace</source>
        <translation>computer pace</translation>
    </message>
    <message>
        <source>language</source>
        <translation>language</translation>
    </message>
    <message>
        <source>window size and place</source>
        <translation>window size and place</translation>
    </message>
    <message>
        <source>window layout</source>
        <translation>window layout</translation>
    </message>
    <message>
        <source>history panel</source>
        <translation>history panel</translation>
    </message>
    <message>
        <source>last folder used</source>
        <translation>last folder used</translation>
    </message>
    <message>
        <source>rules of the last game</source>
        <translation>rules of the last game</translation>
    </message>
    <message>
        <source>game length</source>
        <translation>game length</translation>
    </message>
    <message>
        <source>players of the last game</source>
        <translation>players of the last game</translation>
    </message>
    <message>
        <source>the offer to learn to play</source>
        <translation>the offer to learn to play</translation>
    </message>
    <message>
        <source>where your lessons stopped</source>
        <translation>where your lessons stopped</translation>
    </message>
    <message>
        <source>your settings file could not be read nor moved aside, so it is left as it is</source>
        <translation>your settings file could not be read nor moved aside, so it is left as it is</translation>
    </message>
    <message>
        <source>Your settings cannot be kept: {problem}. The defaults are in use; move or rename that file to keep your settings.</source>
        <translation>Your settings cannot be kept: {problem}. The defaults are in use; move or rename that file to keep your settings.</translation>
    </message>
</context>
<context>
    <name>SettingsKeeper</name>
    <message>
        <source>Your settings could not be saved: {reason}.</source>
        <translation>Your settings could not be saved: {reason}.</translation>
    </message>
</context>
<context>
    <name>SheetFrame</name>
    <message>
        <source>At this table: {names}</source>
        <translation>At this table: {names}</translation>
    </message>
    <message>
        <source>{low} to {high} players</source>
        <translation>{low} to {high} players</translation>
    </message>
    <message>
        <source>Three dice, a sheet of paper and a pencil for the score; {players}.</source>
        <translation>Three dice, a sheet of paper and a pencil for the score; {players}.</translation>
    </message>
    <message numerus="yes">
        <source>Three dice and %n token(s) in a pot; {players}.</source>
        <translation>
            <numerusform>Three dice and %n token in a pot; {players}.</numerusform>
            <numerusform>Three dice and %n tokens in a pot; {players}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules of {preset}.</source>
        <translation>The rules of {preset}.</translation>
    </message>
</context>
<context>
    <name>SideTables</name>
    <message>
        <source>Scoreboard</source>
        <translation>Scoreboard</translation>
    </message>
    <message>
        <source>Hands of this round</source>
        <translation>Hands of this round</translation>
    </message>
</context>
<context>
    <name>SkillTab</name>
    <message>
        <source>Games reviewed</source>
        <translation>Games reviewed</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p%</translation>
    </message>
    <message>
        <source>Reviewing the games kept before: {done} of {of}. The figures below count the games reviewed so far.</source>
        <translation>Reviewing the games kept before: {done} of {of}. The figures below count the games reviewed so far.</translation>
    </message>
    <message>
        <source>No game of yours reviewed yet: each game you finish is reviewed in the background, and your skill shows here.</source>
        <translation>No game of yours reviewed yet: each game you finish is reviewed in the background, and your skill shows here.</translation>
    </message>
    <message>
        <source>{family}: your last 50 games</source>
        <translation>{family}: your last 50 games</translation>
    </message>
    <message>
        <source>All your games</source>
        <translation>All your games</translation>
    </message>
    <message>
        <source>Judged on the partie</source>
        <translation>Judged on the partie</translation>
    </message>
    <message>
        <source>Judged on the manche</source>
        <translation>Judged on the manche</translation>
    </message>
    <message>
        <source>Judged on the décharge's tokens</source>
        <translation>Judged on the décharge's tokens</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>points of chance</source>
        <translation>points of chance</translation>
    </message>
    <message>
        <source>one game: no interval</source>
        <translation>one game: no interval</translation>
    </message>
    <message>
        <source>95% interval {low} to {high}</source>
        <translation>95% interval {low} to {high}</translation>
    </message>
    <message>
        <source>between {weaker} and {stronger}</source>
        <translation>between {weaker} and {stronger}</translation>
    </message>
    <message>
        <source>as good as the {level}</source>
        <translation>as good as the {level}</translation>
    </message>
    <message>
        <source>behind the {level}</source>
        <translation>behind the {level}</translation>
    </message>
    <message>
        <source>You ({family}, last 50 games)</source>
        <translation>You ({family}, last 50 games)</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Who</translation>
    </message>
    <message>
        <source>{average} ({low} to {high})</source>
        <translation>{average} ({low} to {high})</translation>
    </message>
    <message>
        <source>Your costliest kinds of decision ({terms}, last 50 games, in {unit})</source>
        <translation>Your costliest kinds of decision ({terms}, last 50 games, in {unit})</translation>
    </message>
    <message>
        <source>Lost in all</source>
        <translation>Lost in all</translation>
    </message>
    <message>
        <source>On average</source>
        <translation>On average</translation>
    </message>
    <message>
        <source>Kind of decision</source>
        <translation>Kind of decision</translation>
    </message>
    <message>
        <source>Skill: the chance your decisions lost on average against the best play, in points of chance (a chance of 1 is 100 points), with its 95% interval. Judged on the partie where the whole game's solution is at hand (heads-up), on the manche otherwise: the two are never added. The computers' figures are measured by the same code over seeded games, Zanzibar's and 421's apart (a decision at 421 loses more): your figure at each game stands among that game's computers; the one over all your games mixes both and stands among none.</source>
        <translation>Skill: the chance your decisions lost on average against the best play, in points of chance (a chance of 1 is 100 points), with its 95% interval. Judged on the partie where the whole game's solution is at hand (heads-up), on the manche otherwise: the two are never added. The computers' figures are measured by the same code over seeded games, Zanzibar's and 421's apart (a decision at 421 loses more): your figure at each game stands among that game's computers; the one over all your games mixes both and stands among none.</translation>
    </message>
    <message numerus="yes">
        <source>{terms}: {average} {unit} lost a decision ({interval}), over %Ln decision(s)</source>
        <translation>
            <numerusform>{terms}: {average} {unit} lost a decision ({interval}), over %Ln decision</numerusform>
            <numerusform>{terms}: {average} {unit} lost a decision ({interval}), over %Ln decisions</numerusform>
        </translation>
    </message>
    <message>
        <source>{family}: on one scale with the computers</source>
        <translation>{family}: on one scale with the computers</translation>
    </message>
    <message>
        <source>{family}: points of chance lost a decision, the computers' and yours</source>
        <translation>{family}: points of chance lost a decision, the computers' and yours</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Times</translation>
    </message>
    <message>
        <source>Times it cost</source>
        <translation>Times it cost</translation>
    </message>
</context>
<context>
    <name>SkillTrend</name>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Judged on</source>
        <translation>Judged on</translation>
    </message>
    <message>
        <source>Your skill over time</source>
        <translation>Your skill over time</translation>
    </message>
    <message numerus="yes">
        <source>Your skill over time: {unit} lost a decision over your last %n game(s) up to each</source>
        <translation>
            <numerusform>Your skill over time: {unit} lost a decision over your last %n game up to each</numerusform>
            <numerusform>Your skill over time: {unit} lost a decision over your last %n games up to each</numerusform>
        </translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>points of chance</source>
        <translation>points of chance</translation>
    </message>
    <message>
        <source>Games reviewed</source>
        <translation>Games reviewed</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>all games</source>
        <translation>all games</translation>
    </message>
    <message>
        <source>against humans only</source>
        <translation>against humans only</translation>
    </message>
    <message>
        <source>against {level}</source>
        <translation>against {level}</translation>
    </message>
    <message>
        <source>rules: {rules}</source>
        <translation>rules: {rules}</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <source>Results over time</source>
        <translation>Results over time</translation>
    </message>
    <message>
        <source>Game family</source>
        <translation>Game family</translation>
    </message>
    <message>
        <source>Are my dice fair?</source>
        <translation>Are my dice fair?</translation>
    </message>
    <message numerus="yes">
        <source>Results over time: the share over the last %n game(s) of each kind</source>
        <translation>
            <numerusform>Results over time: the share over the last %n game of each kind</numerusform>
            <numerusform>Results over time: the share over the last %n games of each kind</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Games played</translation>
    </message>
    <message>
        <source>Points races won</source>
        <translation>Points races won</translation>
    </message>
    <message>
        <source>Token games not lost</source>
        <translation>Token games not lost</translation>
    </message>
    <message numerus="yes">
        <source>Are my dice fair? Hands on %Ln first throw(s)</source>
        <translation>
            <numerusform>Are my dice fair? Hands on %Ln first throw</numerusform>
            <numerusform>Are my dice fair? Hands on %Ln first throws</numerusform>
        </translation>
    </message>
    <message>
        <source>No first throw of yours is kept yet.</source>
        <translation>No first throw of yours is kept yet.</translation>
    </message>
    <message>
        <source>Exact chance</source>
        <translation>Exact chance</translation>
    </message>
    <message>
        <source>Seen, with its 95% interval</source>
        <translation>Seen, with its 95% interval</translation>
    </message>
    <message>
        <source>Every kind of hand came within its 95% interval of its exact chance: nothing here says your dice are unfair.</source>
        <translation>Every kind of hand came within its 95% interval of its exact chance: nothing here says your dice are unfair.</translation>
    </message>
    <message>
        <source>{hand} ({seen} seen, {chance} expected)</source>
        <translation>{hand} ({seen} seen, {chance} expected)</translation>
    </message>
    <message>
        <source>Outside their 95% interval: {hands}. One kind in twenty lands outside by chance alone; more games will tell.</source>
        <translation>Outside their 95% interval: {hands}. One kind in twenty lands outside by chance alone; more games will tell.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>No game played yet: your games appear here once played.</source>
        <translation>No game played yet: your games appear here once played.</translation>
    </message>
    <message>
        <source>Games: every game you sat at, abandoned ones included. Won and lost count the finished games only: points races won out of those finished, token games lost (the tournée paid) out of those finished. Rates with their 95% interval; by level: the strongest computer player at the table.</source>
        <translation>Games: every game you sat at, abandoned ones included. Won and lost count the finished games only: points races won out of those finished, token games lost (the tournée paid) out of those finished. Rates with their 95% interval; by level: the strongest computer player at the table.</translation>
    </message>
    <message>
        <source>&amp;Figures</source>
        <translation>&amp;Figures</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <source>&amp;Records</source>
        <translation>&amp;Records</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Charts</translation>
    </message>
    <message>
        <source>&amp;Skill</source>
        <translation>&amp;Skill</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Players</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Games</translation>
    </message>
    <message>
        <source>Which games</source>
        <translation>Which games</translation>
    </message>
    <message>
        <source>Every game you sat at, abandoned ones included.</source>
        <translation>Every game you sat at, abandoned ones included.</translation>
    </message>
    <message>
        <source>Points races finished: how many you won, out of how many.</source>
        <translation>Points races finished: how many you won, out of how many.</translation>
    </message>
    <message>
        <source>Token games finished: how many you lost (the tournée paid), out of how many.</source>
        <translation>Token games finished: how many you lost (the tournée paid), out of how many.</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Cannot open</translation>
    </message>
    <message>
        <source>This game could not be replayed from your records: {reason}.</source>
        <translation>This game could not be replayed from your records: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>{games} (%n abandoned)</source>
        <translation>
            <numerusform>{games} (%n abandoned)</numerusform>
            <numerusform>{games} (%n abandoned)</numerusform>
        </translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Won (points race)</source>
        <translation>Won (points race)</translation>
    </message>
    <message>
        <source>Lost (tournées paid)</source>
        <translation>Lost (tournées paid)</translation>
    </message>
    <message>
        <source>Each player's games and results</source>
        <translation>Each player's games and results</translation>
    </message>
    <message>
        <source>Your records could not be opened: {reason}.</source>
        <translation>Your records could not be opened: {reason}.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>the folder is read-only</source>
        <translation>the folder is read-only</translation>
    </message>
    <message>
        <source>you may not write in that folder</source>
        <translation>you may not write in that folder</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>the folder does not exist</translation>
    </message>
    <message>
        <source>part of the path is a file, not a folder</source>
        <translation>part of the path is a file, not a folder</translation>
    </message>
    <message>
        <source>a folder has that name</source>
        <translation>a folder has that name</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>the name is too long</translation>
    </message>
    <message>
        <source>the system said: {detail}</source>
        <translation>the system said: {detail}</translation>
    </message>
    <message>
        <source>the text holds characters that cannot be saved</source>
        <translation>the text holds characters that cannot be saved</translation>
    </message>
    <message>
        <source>the name holds a character file names cannot hold</source>
        <translation>the name holds a character file names cannot hold</translation>
    </message>
    <message>
        <source>that name is a disk device or a socket, not a file</source>
        <translation>that name is a disk device or a socket, not a file</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>Manche {manche}, charge, round {round}</source>
        <translation>Manche {manche}, charge, round {round}</translation>
    </message>
    <message>
        <source>Manche {manche}, décharge, round {round}</source>
        <translation>Manche {manche}, décharge, round {round}</translation>
    </message>
    <message>
        <source>Manche {manche}</source>
        <translation>Manche {manche}</translation>
    </message>
    <message>
        <source>Strongest: {name} with {hand}.</source>
        <translation>Strongest: {name} with {hand}.</translation>
    </message>
    <message>
        <source>Weakest: {name} with {hand}.</source>
        <translation>Weakest: {name} with {hand}.</translation>
    </message>
    <message numerus="yes">
        <source>{name} takes %n token(s) from the pot ({pot} left).</source>
        <translation>
            <numerusform>{name} takes %n token from the pot ({pot} left).</numerusform>
            <numerusform>{name} takes %n tokens from the pot ({pot} left).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{giver} gives %n token(s) to {receiver}.</source>
        <translation>
            <numerusform>{giver} gives %n token to {receiver}.</numerusform>
            <numerusform>{giver} gives %n tokens to {receiver}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} has no token left: sauvé!</source>
        <translation>{name} has no token left: sauvé!</translation>
    </message>
    <message>
        <source>{name} takes the manche with {hand}.</source>
        <translation>{name} takes the manche with {hand}.</translation>
    </message>
    <message>
        <source>A decisive zanzi d'as: the manche ends at once.</source>
        <translation>A decisive zanzi d'as: the manche ends at once.</translation>
    </message>
    <message>
        <source>Past the target: the score stays at {score}.</source>
        <translation>Past the target: the score stays at {score}.</translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s), {score} in all.</source>
        <translation>
            <numerusform>+%n point, {score} in all.</numerusform>
            <numerusform>+%n points, {score} in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} loses %n point(s) (lowest hand).</source>
        <translation>
            <numerusform>{name} loses %n point (lowest hand).</numerusform>
            <numerusform>{name} loses %n points (lowest hand).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Decided by %n {throw_off} round(s).</source>
        <translation>
            <numerusform>Decided by %n {throw_off} round.</numerusform>
            <numerusform>Decided by %n {throw_off} rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins the partie!</source>
        <translation>{name} wins the partie!</translation>
    </message>
    <message>
        <source>{name} holds every token and loses manche {manche}.</source>
        <translation>{name} holds every token and loses manche {manche}.</translation>
    </message>
    <message>
        <source>Manches lost: {tally}</source>
        <translation>Manches lost: {tally}</translation>
    </message>
    <message>
        <source>Scores: {tally}</source>
        <translation>Scores: {tally}</translation>
    </message>
    <message>
        <source>holds every token and pays the tournée</source>
        <translation>holds every token and pays the tournée</translation>
    </message>
    <message>
        <source>sauvé in the décharge, round {round}</source>
        <translation>sauvé in the décharge, round {round}</translation>
    </message>
    <message>
        <source>took no token in the charge</source>
        <translation>took no token in the charge</translation>
    </message>
    <message>
        <source>no token after the charge: out of the décharge</source>
        <translation>no token after the charge: out of the décharge</translation>
    </message>
    <message numerus="yes">
        <source>%n manche(s) lost</source>
        <translation>
            <numerusform>%n manche lost</numerusform>
            <numerusform>%n manches lost</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} loses the partie and pays the tournée!</source>
        <translation>{name} loses the partie and pays the tournée!</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continue</translation>
    </message>
</context>
<context>
    <name>TableControls</name>
    <message>
        <source>Welcome to Zanzibar</source>
        <translation>Welcome to Zanzibar</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu (Ctrl+N).</source>
        <translation>Start a new game from the Game menu (Ctrl+N).</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Throw {count} of {limit}</source>
        <translation>&amp;Throw {count} of {limit}</translation>
    </message>
    <message>
        <source>&amp;Throw</source>
        <translation>&amp;Throw</translation>
    </message>
    <message>
        <source>Continue (Enter) when you are ready.</source>
        <translation>Continue (Enter) when you are ready.</translation>
    </message>
    <message>
        <source>{name}: {hand}</source>
        <translation>{name}: {hand}</translation>
    </message>
    <message>
        <source>Enter, Space or a click on the table moves on.</source>
        <translation>Enter, Space or a click on the table moves on.</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <translation>Your turn, {name}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <source>{name} is playing</source>
        <translation>{name} is playing</translation>
    </message>
    <message>
        <source>{throw_off}: throw once (Space).</source>
        <translation>{throw_off}: throw once (Space).</translation>
    </message>
    <message>
        <source>Your turn: throw the dice (Space).</source>
        <translation>Your turn: throw the dice (Space).</translation>
    </message>
    <message>
        <source>You have {hand}. Throw again, or click dice (or press 1, 2, 3) to keep them; Enter stops here.</source>
        <translation>You have {hand}. Throw again, or click dice (or press 1, 2, 3) to keep them; Enter stops here.</translation>
    </message>
    <message>
        <source>You have {hand}. Keep at least one die free to throw, or press Enter to stop.</source>
        <translation>You have {hand}. Keep at least one die free to throw, or press Enter to stop.</translation>
    </message>
    <message>
        <source>Play again ({again}) with the same players, start a new game ({new}) or review the game ({review}).</source>
        <translation>Play again ({again}) with the same players, start a new game ({new}) or review the game ({review}).</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Play &amp;again</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Review</translation>
    </message>
</context>
<context>
    <name>TablePacing</name>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} is playing.</translation>
    </message>
    <message>
        <source>{name} throws {hand} (throw {throws} of {limit}).</source>
        <translation>{name} throws {hand} (throw {throws} of {limit}).</translation>
    </message>
    <message>
        <source>{name} throws…</source>
        <translation>{name} throws…</translation>
    </message>
    <message>
        <source>Tie! {throw_off} between {names}: one throw each.</source>
        <translation>Tie! {throw_off} between {names}: one throw each.</translation>
    </message>
</context>
<context>
    <name>ThrowOff421</name>
    <message>
        <source>Throw-off</source>
        <translation>Throw-off</translation>
    </message>
    <message>
        <source>throw-off</source>
        <translation>throw-off</translation>
    </message>
</context>
<context>
    <name>ThrowOffZanzibar</name>
    <message>
        <source>Throw-off</source>
        <translation>Throw-off</translation>
    </message>
    <message>
        <source>throw-off</source>
        <translation>throw-off</translation>
    </message>
</context>
<context>
    <name>TokensSheet</name>
    <message>
        <source>Goal</source>
        <translation>Goal</translation>
    </message>
    <message>
        <source>What you need</source>
        <translation>What you need</translation>
    </message>
    <message>
        <source>1. The charge</source>
        <translation>1. The charge</translation>
    </message>
    <message>
        <source>In the charge, each player in turn makes one single throw of the three dice: no die is kept, nothing is thrown again.</source>
        <translation>In the charge, each player in turn makes one single throw of the three dice: no die is kept, nothing is thrown again.</translation>
    </message>
    <message>
        <source>The charge ends when the pot is empty; a player who then holds every token loses the manche at once.</source>
        <translation>The charge ends when the pot is empty; a player who then holds every token loses the manche at once.</translation>
    </message>
    <message>
        <source>2. The décharge</source>
        <translation>2. The décharge</translation>
    </message>
    <message numerus="yes">
        <source>Now each player may throw up to %n time(s): keep any dice, throw the others again, stop whenever you like.</source>
        <translation>
            <numerusform>Now each player may throw up to %n time: keep any dice, throw the others again, stop whenever you like.</numerusform>
            <numerusform>Now each player may throw up to %n times: keep any dice, throw the others again, stop whenever you like.</numerusform>
        </translation>
    </message>
    <message>
        <source>After each round, the strongest hand gives the weakest as many tokens as it is worth (all it has, if fewer).</source>
        <translation>After each round, the strongest hand gives the weakest as many tokens as it is worth (all it has, if fewer).</translation>
    </message>
    <message>
        <source>A player left with no token is sauvé (saved): out of the manche.</source>
        <translation>A player left with no token is sauvé (saved): out of the manche.</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Ties</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>The end</translation>
    </message>
    <message>
        <source>The manche ends when one player holds every token: that player loses it, and a new manche starts with the full pot.</source>
        <translation>The manche ends when one player holds every token: that player loses it, and a new manche starts with the full pot.</translation>
    </message>
    <message>
        <source>The next player around the table opens the next round.</source>
        <translation>The next player around the table opens the next round.</translation>
    </message>
    <message>
        <source>Variants in play</source>
        <translation>Variants in play</translation>
    </message>
    <message>
        <source>The next player around the table opens the décharge.</source>
        <translation>The next player around the table opens the décharge.</translation>
    </message>
    <message>
        <source>Then the player with the strongest hand of each round opens the next one; if sauvé, the next player around the table does.</source>
        <translation>Then the player with the strongest hand of each round opens the next one; if sauvé, the next player around the table does.</translation>
    </message>
    <message>
        <source>Then each round is opened by the next player around the table.</source>
        <translation>Then each round is opened by the next player around the table.</translation>
    </message>
    <message>
        <source>The player with the weakest hand of a round opens the next one.</source>
        <translation>The player with the weakest hand of a round opens the next one.</translation>
    </message>
    <message>
        <source>The player with the strongest hand of a round opens the next one.</source>
        <translation>The player with the strongest hand of a round opens the next one.</translation>
    </message>
    <message>
        <source>The hands, strongest first</source>
        <translation>The hands, strongest first</translation>
    </message>
    <message numerus="yes">
        <source>Get rid of your tokens: whoever is left holding all %n token(s) loses the manche.</source>
        <translation>
            <numerusform>Get rid of your tokens: whoever is left holding all %n token loses the manche.</numerusform>
            <numerusform>Get rid of your tokens: whoever is left holding all %n tokens loses the manche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The first player to lose %n manche(s) loses the partie (the game) and pays the tournée: drinks for the whole table.</source>
        <translation>
            <numerusform>The first player to lose %n manche loses the partie (the game) and pays the tournée: drinks for the whole table.</numerusform>
            <numerusform>The first player to lose %n manches loses the partie (the game) and pays the tournée: drinks for the whole table.</numerusform>
        </translation>
    </message>
    <message>
        <source>The loser of the manche loses the partie (the game) and pays the tournée: drinks for the whole table.</source>
        <translation>The loser of the manche loses the partie (the game) and pays the tournée: drinks for the whole table.</translation>
    </message>
    <message>
        <source>The first player at the table opens.</source>
        <translation>The first player at the table opens.</translation>
    </message>
    <message>
        <source>To start, each player throws one die: the highest opens (tied players throw again).</source>
        <translation>To start, each player throws one die: the highest opens (tied players throw again).</translation>
    </message>
    <message>
        <source>After each round (every player has thrown), the strongest hand takes from the pot as many tokens as it is worth; the last takes what remains.</source>
        <translation>After each round (every player has thrown), the strongest hand takes from the pot as many tokens as it is worth; the last takes what remains.</translation>
    </message>
    <message>
        <source>After each round (every player has thrown), the weakest hand takes from the pot as many tokens as the strongest hand is worth; the last takes what remains.</source>
        <translation>After each round (every player has thrown), the weakest hand takes from the pot as many tokens as the strongest hand is worth; the last takes what remains.</translation>
    </message>
    <message>
        <source>The player holding most tokens opens the décharge.</source>
        <translation>The player holding most tokens opens the décharge.</translation>
    </message>
    <message>
        <source>The player with the weakest hand in the charge's last round opens the décharge.</source>
        <translation>The player with the weakest hand in the charge's last round opens the décharge.</translation>
    </message>
    <message>
        <source>The player with the strongest hand in the charge's last round opens the décharge.</source>
        <translation>The player with the strongest hand in the charge's last round opens the décharge.</translation>
    </message>
    <message>
        <source>Then the player with the weakest hand of each round opens the next one.</source>
        <translation>Then the player with the weakest hand of each round opens the next one.</translation>
    </message>
    <message>
        <source>The opener of each round sets the limit: nobody after may throw more often than the opener did.</source>
        <translation>The opener of each round sets the limit: nobody after may throw more often than the opener did.</translation>
    </message>
    <message numerus="yes">
        <source>Every player may use all %n throw(s), whatever the others did.</source>
        <translation>
            <numerusform>Every player may use all %n throw, whatever the others did.</numerusform>
            <numerusform>Every player may use all %n throws, whatever the others did.</numerusform>
        </translation>
    </message>
    <message>
        <source>Equal hands: the one made in fewer throws wins. Made in as many throws, it is a rampo (a throw-off): the tied players throw once each, from the last of them back to the first, until the tie is broken.</source>
        <translation>Equal hands: the one made in fewer throws wins. Made in as many throws, it is a rampo (a throw-off): the tied players throw once each, from the last of them back to the first, until the tie is broken.</translation>
    </message>
    <message>
        <source>Equal hands always make a rampo (a throw-off): the tied players throw once each, from the last of them back to the first, until the tie is broken.</source>
        <translation>Equal hands always make a rampo (a throw-off): the tied players throw once each, from the last of them back to the first, until the tie is broken.</translation>
    </message>
</context>
<context>
    <name>VariantDialog</name>
    <message>
        <source>Rules in play</source>
        <translation>Rules in play</translation>
    </message>
    <message>
        <source>Customize the rules</source>
        <translation>Customize the rules</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Sa&amp;ve as my rules…</source>
        <translation>Sa&amp;ve as my rules…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Rename…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Import…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Export…</translation>
    </message>
    <message>
        <source>Saved in My rules: {name}.</source>
        <translation>Saved in My rules: {name}.</translation>
    </message>
    <message>
        <source>Delete My rules: {name}?</source>
        <translation>Delete My rules: {name}?</translation>
    </message>
    <message>
        <source>Based on</source>
        <translation>Based on</translation>
    </message>
    <message>
        <source>&amp;Based on:</source>
        <translation>&amp;Based on:</translation>
    </message>
    <message>
        <source>My rules: {name}</source>
        <translation>My rules: {name}</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Save as my rules</source>
        <translation>Save as my rules</translation>
    </message>
    <message>
        <source>Cannot save these rules</source>
        <translation>Cannot save these rules</translation>
    </message>
    <message>
        <source>Rename my rules</source>
        <translation>Rename my rules</translation>
    </message>
    <message>
        <source>Cannot rename</source>
        <translation>Cannot rename</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Cannot delete</source>
        <translation>Cannot delete</translation>
    </message>
    <message>
        <source>Import a rules file</source>
        <translation>Import a rules file</translation>
    </message>
    <message>
        <source>Rules files (*.json)</source>
        <translation>Rules files (*.json)</translation>
    </message>
    <message>
        <source>Cannot import this file</source>
        <translation>Cannot import this file</translation>
    </message>
    <message>
        <source>Export the rules</source>
        <translation>Export the rules</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Cannot export</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>The straight is played: see the hands.</source>
        <translation>The straight is played: see the hands.</translation>
    </message>
    <message numerus="yes">
        <source>The nénette {dice} is worth %n token(s): see the hands.</source>
        <translation>
            <numerusform>The nénette {dice} is worth %n token: see the hands.</numerusform>
            <numerusform>The nénette {dice} is worth %n tokens: see the hands.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Malus: once everyone has played, the weakest hand of the manche loses %n point(s) (never below zero).</source>
        <translation>
            <numerusform>Malus: once everyone has played, the weakest hand of the manche loses %n point (never below zero).</numerusform>
            <numerusform>Malus: once everyone has played, the weakest hand of the manche loses %n points (never below zero).</numerusform>
        </translation>
    </message>
    <message>
        <source>A zanzi d'as {dice} wins the manche at once.</source>
        <translation>A zanzi d'as {dice} wins the manche at once.</translation>
    </message>
    <message>
        <source>A zanzi d'as {dice} wins the partie at once.</source>
        <translation>A zanzi d'as {dice} wins the partie at once.</translation>
    </message>
    <message>
        <source>Exact finish: the target must be reached exactly; a winner who would go past keeps the previous score.</source>
        <translation>Exact finish: the target must be reached exactly; a winner who would go past keeps the previous score.</translation>
    </message>
    <message>
        <source>Exact finish: the target must be reached exactly; a winner who would go past falls back to {level} points, or keeps the previous score if it is lower.</source>
        <translation>Exact finish: the target must be reached exactly; a winner who would go past falls back to {level} points, or keeps the previous score if it is lower.</translation>
    </message>
    <message>
        <source>Every hand is worth 1 token, whatever it is.</source>
        <translation>Every hand is worth 1 token, whatever it is.</translation>
    </message>
    <message>
        <source>Tokens by hand: the zanzi d'as {ace}, any other zanzi {zanzi}, any other hand {simple}.</source>
        <translation>Tokens by hand: the zanzi d'as {ace}, any other zanzi {zanzi}, any other hand {simple}.</translation>
    </message>
    <message>
        <source>Tokens by hand: the zanzi d'as {ace}, any other zanzi {zanzi}, a straight {straight}, any other hand {simple}.</source>
        <translation>Tokens by hand: the zanzi d'as {ace}, any other zanzi {zanzi}, a straight {straight}, any other hand {simple}.</translation>
    </message>
    <message>
        <source>A hand is worth a tenth of its points in tokens, at least 1.</source>
        <translation>A hand is worth a tenth of its points in tokens, at least 1.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;New…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <source>&amp;Rules in play…</source>
        <translation>&amp;Rules in play…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Re&amp;view…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <source>&amp;Practice…</source>
        <translation>&amp;Practice…</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;History</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <comment>animation speed</comment>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <comment>animation speed</comment>
        <translation>&amp;Fast</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <comment>animation speed</comment>
        <translation>&amp;Instant</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <comment>computer pace</comment>
        <translation>&amp;Slow</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <comment>computer pace</comment>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Quick</source>
        <comment>computer pace</comment>
        <translation>&amp;Quick</translation>
    </message>
    <message>
        <source>&amp;Reduced motion</source>
        <translation>&amp;Reduced motion</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>S&amp;ound</translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation>&amp;Coach</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>&amp;System language</translation>
    </message>
    <message>
        <source>&amp;Rule sheet…</source>
        <translation>&amp;Rule sheet…</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>H&amp;int</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Hands</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Learn to play…</translation>
    </message>
    <message>
        <source>&amp;About Zanzibar Desktop</source>
        <translation>&amp;About Zanzibar Desktop</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animation &amp;speed</translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation>Computer &amp;pace</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
</context>
</TS>
