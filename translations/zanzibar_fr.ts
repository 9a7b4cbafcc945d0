<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../zanzibar_desktop/storage/autosave.py" line="31" />
        <source>The game saved when you last played could not be restored ({reason}). The file was kept as {path}.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <location filename="../zanzibar_desktop/ui/dice_tray.py" line="166" />
        <source>KEPT</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <location filename="../zanzibar_desktop/engine/game.py" line="209" />
        <source>{action} is not a move of this game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/game.py" line="220" />
        <source>The game is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/game.py" line="227" />
        <source>No throws left this turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/game.py" line="229" />
        <source>Every die is kept: release at least one to throw.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/game.py" line="236" />
        <source>There is no die {die}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/game.py" line="238" />
        <source>Throw first: there is no die to keep yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/game.py" line="245" />
        <source>Throw at least once before you stop.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../zanzibar_desktop/ui/controller.py" line="107" />
        <source>Wait for your turn.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="30" />
        <source>Zanzi</source>
        <translation>Zanzi</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="31" />
        <location filename="../zanzibar_desktop/engine/hands.py" line="64" />
        <source>Straight</source>
        <translation>Suite</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="32" />
        <source>Simple points</source>
        <translation>Points simples</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="33" />
        <location filename="../zanzibar_desktop/engine/hands.py" line="66" />
        <source>421</source>
        <translation>421</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="34" />
        <source>Fiche</source>
        <translation>Fiche</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="35" />
        <source>Baraque</source>
        <translation>Baraque</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="36" />
        <location filename="../zanzibar_desktop/engine/hands.py" line="67" />
        <source>Tierce</source>
        <translation>Tierce</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="37" />
        <location filename="../zanzibar_desktop/engine/hands.py" line="68" />
        <source>Nénette</source>
        <translation>Nénette</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="38" />
        <location filename="../zanzibar_desktop/engine/hands.py" line="69" />
        <source>Plain hand</source>
        <translation>Main simple</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="42" />
        <source>Zanzi d'as</source>
        <translation>Zanzi d'as</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="43" />
        <source>Zanzi of twos</source>
        <translation>Zanzi de 2</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="44" />
        <source>Zanzi of threes</source>
        <translation>Zanzi de 3</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="45" />
        <source>Zanzi of fours</source>
        <translation>Zanzi de 4</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="46" />
        <source>Zanzi of fives</source>
        <translation>Zanzi de 5</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="47" />
        <source>Zanzi of sixes</source>
        <translation>Zanzi de 6</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="50" />
        <source>Three aces</source>
        <translation>Trois as</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="51" />
        <source>Baraque of twos</source>
        <translation>Baraque de 2</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="52" />
        <source>Baraque of threes</source>
        <translation>Baraque de 3</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="53" />
        <source>Baraque of fours</source>
        <translation>Baraque de 4</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="54" />
        <source>Baraque of fives</source>
        <translation>Baraque de 5</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="55" />
        <source>Baraque of sixes</source>
        <translation>Baraque de 6</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="58" />
        <source>Fiche of twos</source>
        <translation>Fiche de 2</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="59" />
        <source>Fiche of threes</source>
        <translation>Fiche de 3</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="60" />
        <source>Fiche of fours</source>
        <translation>Fiche de 4</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="61" />
        <source>Fiche of fives</source>
        <translation>Fiche de 5</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="62" />
        <source>Fiche of sixes</source>
        <translation>Fiche de 6</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/hands.py" line="65" />
        <source>{value} points</source>
        <translation>{value} points simples</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../zanzibar_desktop/engine/ai/levels.py" line="23" />
        <source>Novice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/ai/levels.py" line="23" />
        <source>Keeps pairs and aces, and sometimes stops too early or throws on too long.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/ai/levels.py" line="26" />
        <source>Regular</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/ai/levels.py" line="26" />
        <source>Plays like a bar regular: stops when ahead, chases the obvious figure.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/ai/levels.py" line="29" />
        <source>Expert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/ai/levels.py" line="29" />
        <source>Plays the exact odds of every keep, counting the players still to come.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="58" />
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="59" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="60" />
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="87" />
        <source>Dice tray</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="94" />
        <source>&amp;Stop here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="96" />
        <source>S&amp;kip to my turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="102" />
        <source>Message</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="137" />
        <location filename="../zanzibar_desktop/ui/main_window.py" line="139" />
        <source>Scoreboard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="138" />
        <location filename="../zanzibar_desktop/ui/main_window.py" line="140" />
        <source>Hands of this round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="151" />
        <source>&amp;New…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="153" />
        <source>&amp;Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="155" />
        <source>&amp;Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="157" />
        <source>Save &amp;As…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="160" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="162" />
        <source>Animation &amp;speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="164" />
        <location filename="../zanzibar_desktop/ui/main_window.py" line="175" />
        <source>&amp;Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="164" />
        <source>&amp;Fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="165" />
        <source>&amp;Instant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="170" />
        <source>&amp;Reduced motion</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="173" />
        <source>Computer &amp;pace</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="175" />
        <source>&amp;Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="176" />
        <source>&amp;Quick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="182" />
        <source>&amp;About Zanzibar Desktop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="272" />
        <source>{name} throws {hand} (throw {throws} of {limit}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="274" />
        <source>{name} throws…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="286" />
        <source>Tie! Throw-off between {names}: one throw each.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="301" />
        <source>The manche is over: a new charge begins.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="320" />
        <source>Game over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="323" />
        <source>Play &amp;again with the same players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="371" />
        <source>Welcome to Zanzibar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="372" />
        <source>Start a new game from the Game menu (Ctrl+N).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="373" />
        <source>&amp;Throw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="377" />
        <source>&amp;Throw {count}/{limit}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="394" />
        <source>Your turn, {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="395" />
        <location filename="../zanzibar_desktop/ui/main_window.py" line="398" />
        <source>Your turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="400" />
        <source>{name} is playing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="404" />
        <source>Throw-off: throw once (Space).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="406" />
        <source>Your turn: throw the dice (Space).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="412" />
        <source>You have {hand}. Throw again, or click dice (or press 1, 2, 3) to keep them; Enter stops here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="414" />
        <source>You have {hand}. Keep at least one die free to throw, or press Enter to stop.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="430" />
        <source>Open a saved game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="431" />
        <location filename="../zanzibar_desktop/ui/main_window.py" line="459" />
        <source>Zanzibar games (*.zanzibar)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="443" />
        <source>Cannot open this game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="458" />
        <source>Save the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="473" />
        <source>Cannot save the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="474" />
        <source>The game could not be saved: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="478" />
        <source>Game saved.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="520" />
        <source>Your settings could not be saved.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="532" />
        <source>Zanzibar — {rules}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="537" />
        <source>About Zanzibar Desktop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/main_window.py" line="538" />
        <source>Zanzibar Desktop {version}

The French bar dice games Zanzibar and 421, with exact odds and computer opponents from gentle to provably strong.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../zanzibar_desktop/ui/new_game_dialog.py" line="33" />
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/new_game_dialog.py" line="43" />
        <source>&amp;Rules:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/new_game_dialog.py" line="47" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/new_game_dialog.py" line="48" />
        <source>Played by</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/new_game_dialog.py" line="50" />
        <source>&amp;Add a player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/new_game_dialog.py" line="80" />
        <source>Player name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/new_game_dialog.py" line="82" />
        <source>Human</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/new_game_dialog.py" line="84" />
        <source>Computer: {level}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/new_game_dialog.py" line="87" />
        <source>Remove</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../zanzibar_desktop/engine/players.py" line="41" />
        <source>A game needs {minimum} to {maximum} players, not {count}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/players.py" line="47" />
        <source>Every player needs a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/players.py" line="49" />
        <source>The name {name}… is too long: at most {maximum} characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/players.py" line="53" />
        <source>Two players are called {name}: every name must be different.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/players.py" line="58" />
        <source>{name} has an unknown computer level {level}.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../zanzibar_desktop/engine/presets.py" line="47" />
        <source>Zanzibar</source>
        <translation>Zanzibar</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/presets.py" line="48" />
        <source>The family rule: three throws, zanzis and simple points, the winner of each manche scores its hand, first to 500.</source>
        <translation>La règle familiale : trois lancers, zanzis et points simples ; le gagnant de chaque manche marque sa combinaison, le premier à 500 gagne.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/presets.py" line="54" />
        <source>Zanzibar for children</source>
        <translation>Zanzibar pour les enfants</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/presets.py" line="55" />
        <source>The family rule with easy scoring: the winner of a manche scores 1 point, first to 10.</source>
        <translation>La règle familiale au score facile : le gagnant d'une manche marque 1 point, le premier à 10 gagne.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/presets.py" line="61" />
        <source>421 at the counter</source>
        <translation>421 au comptoir</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/presets.py" line="62" />
        <source>The bar rule: 21 tokens, charge then décharge, 421 worth 8, the first player to lose two manches loses the partie.</source>
        <translation>La règle des bars : 21 jetons, charge puis décharge, le 421 vaut 8, le premier joueur à perdre deux manches perd la partie.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/presets.py" line="68" />
        <source>421, La Boîte à Dés</source>
        <translation>421, La Boîte à Dés</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/presets.py" line="69" />
        <source>11 tokens, 421 worth 11; in the charge the strongest hand takes its value, the player with most tokens opens the décharge.</source>
        <translation>11 jetons, le 421 vaut 11 ; à la charge la main la plus forte prend sa valeur, le joueur qui a le plus de jetons ouvre la décharge.</translation>
    </message>
</context>
<context>
    <name>RoundHands</name>
    <message>
        <location filename="../zanzibar_desktop/ui/models.py" line="28" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/models.py" line="29" />
        <source>Hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/models.py" line="30" />
        <source>Throws</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/models.py" line="31" />
        <source>Mark</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RuleSheet</name>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="18" />
        <source>Goal</source>
        <translation>But du jeu</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="19" />
        <source>Material</source>
        <translation>Matériel</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="20" />
        <source>How a turn goes</source>
        <translation>Déroulement d'un tour</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="21" />
        <source>The hands, strongest first</source>
        <translation>Les combinaisons, de la plus forte à la plus faible</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="22" />
        <source>Scoring and end of the game</source>
        <translation>Comptage des points et fin de partie</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="23" />
        <source>Every option in play</source>
        <translation>Toutes les options en jeu</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="24" />
        <source>At this table: {names}</source>
        <translation>À cette table : {names}</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="25" />
        <source>Make the best hand of each manche. Its winner scores; the first player to reach {target} points wins the game.</source>
        <translation>Faire la meilleure combinaison de chaque manche. Son gagnant marque ; le premier joueur à atteindre {target} points gagne la partie.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="28" />
        <source>Get rid of your tokens. A manche is lost by the player left holding every token; the partie is lost by the first player to lose {manches} manche(s).</source>
        <translation>Se débarrasser de ses jetons. Une manche est perdue par le joueur qui garde tous les jetons ; la partie est perdue par le premier joueur qui perd {manches} manche(s).</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="31" />
        <source>Three dice and a score sheet; 2 to 8 players.</source>
        <translation>Trois dés et une feuille de score ; de 2 à 8 joueurs.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="32" />
        <source>Three dice and {tokens} tokens; 2 to 8 players.</source>
        <translation>Trois dés et {tokens} jetons ; de 2 à 8 joueurs.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="33" />
        <source>To choose who opens, each player throws one die: the highest opens, tied players throw again.</source>
        <translation>Pour savoir qui commence, chaque joueur lance un dé : le plus grand résultat commence, les ex aequo relancent.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="36" />
        <source>Throw the three dice. Keep any of them and throw the others again, up to {throws} throws in all; stop whenever you like.</source>
        <translation>Lancez les trois dés. Gardez ceux que vous voulez et relancez les autres, jusqu'à {throws} lancers en tout ; arrêtez-vous quand vous le souhaitez.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="39" />
        <source>Every player may use all {throws} throws.</source>
        <translation>Chaque joueur dispose de ses {throws} lancers.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="40" />
        <source>The first player of a round sets the limit: nobody after may throw more often than the opener did (“in one”, “in two”).</source>
        <translation>Le premier joueur du tour fixe la limite : personne ensuite ne peut lancer plus de fois que lui (« en un », « en deux »).</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="43" />
        <source>Charge: while the pot holds tokens, each player throws once in turn.</source>
        <translation>Charge : tant que le pot contient des jetons, chaque joueur lance une fois à son tour.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="45" />
        <source>Equal hands: the one made in fewer throws wins; made in as many throws, they go to a throw-off (rampo).</source>
        <translation>Combinaisons égales : celle obtenue en moins de lancers l'emporte ; en autant de lancers, c'est un rampo (barrage).</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="48" />
        <source>Equal hands always go to a throw-off (rampo).</source>
        <translation>Des combinaisons égales donnent toujours un rampo (barrage).</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="49" />
        <source>A throw-off is one throw each among the tied players, from the last of them back to the first, repeated until the tie is broken.</source>
        <translation>Au rampo, chaque joueur à égalité lance une fois, du dernier au premier, jusqu'à ce que l'égalité soit rompue.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="52" />
        <source>Only the winner of a manche scores: the value of the winning hand.</source>
        <translation>Seul le gagnant de la manche marque : la valeur de sa combinaison.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="54" />
        <source>Only the winner of a manche scores: 1 point.</source>
        <translation>Seul le gagnant de la manche marque : 1 point.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="55" />
        <source>The lowest hand of a manche loses {points} points (never below zero).</source>
        <translation>La plus faible combinaison de la manche perd {points} points (jamais en dessous de zéro).</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="57" />
        <source>The target must be reached exactly: a player who would go past keeps the previous score (once the gap is below {median}, any winning hand finishes).</source>
        <translation>Le score doit être atteint pile : un joueur qui le dépasserait reste bloqué à son score précédent (quand l'écart est inférieur à {median}, toute manche gagnée termine).</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="60" />
        <source>The target must be reached exactly: a player who would go past falls back to {level} (once the gap is below {median}, any winning hand finishes).</source>
        <translation>Le score doit être atteint pile : un joueur qui le dépasserait revient à {level} (quand l'écart est inférieur à {median}, toute manche gagnée termine).</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="63" />
        <source>A zanzi d'as (1-1-1) wins the manche at once.</source>
        <translation>Un zanzi d'as (1-1-1) gagne aussitôt la manche.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="64" />
        <source>A zanzi d'as (1-1-1) wins the game at once.</source>
        <translation>Un zanzi d'as (1-1-1) gagne aussitôt la partie.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="65" />
        <source>Charge: after each round the weakest hand takes from the pot as many tokens as the strongest hand is worth (the last takes what remains).</source>
        <translation>Charge : après chaque tour, la main la plus faible prend au pot autant de jetons que vaut la main la plus forte (le dernier prend ce qui reste).</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="68" />
        <source>Charge: after each round the strongest hand takes its own value from the pot (the last takes what remains).</source>
        <translation>Charge : après chaque tour, la main la plus forte prend au pot autant de jetons qu'elle vaut (le dernier prend ce qui reste).</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="71" />
        <source>A player holding every token when the pot is empty loses the manche at once.</source>
        <translation>Un joueur qui a tous les jetons quand le pot est vide perd aussitôt la manche.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="73" />
        <source>Décharge: the strongest hand gives the weakest as many tokens as it is worth (all it has if fewer). A player with no token left is out: sauvé.</source>
        <translation>Décharge : la main la plus forte donne à la plus faible autant de jetons qu'elle vaut (tous ceux qu'elle a s'il lui en reste moins). Un joueur qui n'a plus de jetons sort du jeu : il est sauvé.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="76" />
        <source>The player holding most tokens opens the décharge.</source>
        <translation>Le joueur qui a le plus de jetons ouvre la décharge.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="77" />
        <source>In tokens, a hand is worth its value divided by 10, at least 1.</source>
        <translation>En jetons, une combinaison vaut sa valeur divisée par 10, au moins 1.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="79" />
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="80" />
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="81" />
        <source>Hand</source>
        <translation>Combinaison</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="82" />
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="83" />
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/rulesheet/content.py" line="84" />
        <source>One throw</source>
        <translation>En un lancer</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../zanzibar_desktop/engine/presets.py" line="80" />
        <source>There is no preset called {name}; the presets are {names}.</source>
        <translation>Il n'y a pas de règle prédéfinie {name} ; les règles prédéfinies sont {names}.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/presets.py" line="95" />
        <source>The rules file {path} cannot be read ({detail}).</source>
        <translation>Le fichier de règles {path} ne peut pas être lu ({detail}).</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="55" />
        <source>Throws</source>
        <translation>Lancers</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="56" />
        <source>Hands and values</source>
        <translation>Combinaisons et valeurs</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="57" />
        <source>Scoring and end of game</source>
        <translation>Points et fin de partie</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="58" />
        <location filename="../zanzibar_desktop/engine/rules.py" line="121" />
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="59" />
        <source>Ties and turn order</source>
        <translation>Égalités et ordre de jeu</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="62" />
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="62" />
        <source>Which game: Zanzibar (zanzis and points) or 421 (fiches, baraques, tierces).</source>
        <translation>Quel jeu : le Zanzibar (zanzis et points) ou le 421 (fiches, baraques, tierces).</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="64" />
        <source>Zanzibar</source>
        <translation>Zanzibar</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="65" />
        <source>421</source>
        <translation>421</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="66" />
        <source>Throws per turn</source>
        <translation>Lancers par tour</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="67" />
        <source>The most throws a player may make in a turn.</source>
        <translation>Le nombre maximal de lancers d'un joueur à son tour.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="68" />
        <source>2 throws</source>
        <translation>2 lancers</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="69" />
        <source>3 throws</source>
        <translation>3 lancers</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="70" />
        <source>Throw limit</source>
        <translation>Limite de lancers</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="71" />
        <source>Free: everyone may use every throw. Follow the opener: nobody may throw more often than the first player of the round did.</source>
        <translation>Libre : chacun dispose de tous ses lancers. Règle du suiveur : personne ne peut lancer plus de fois que le premier joueur du tour.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="74" />
        <source>free for everyone</source>
        <translation>libre pour tous</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="75" />
        <source>set by the opener</source>
        <translation>fixée par le premier joueur</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="76" />
        <source>Straight</source>
        <translation>Suite</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="76" />
        <source>Zanzibar: three faces in a row are a straight worth 15, beaten by every zanzi; it beats all simple points or only lower ones.</source>
        <translation>Zanzibar : trois valeurs consécutives forment une suite qui vaut 15, battue par tous les zanzis ; elle bat tous les points simples ou seulement les plus faibles.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="79" />
        <location filename="../zanzibar_desktop/engine/rules.py" line="104" />
        <source>not played</source>
        <translation>non jouée</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="80" />
        <source>beats every simple point</source>
        <translation>bat tous les points simples</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="81" />
        <source>beats simple points below 15</source>
        <translation>bat les points simples inférieurs à 15</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="83" />
        <source>Value of 421</source>
        <translation>Valeur du 421</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="84" />
        <source>421: what the hand 4-2-1 is worth.</source>
        <translation>Au 421 : ce que vaut la combinaison 4-2-1.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="86" />
        <source>Nénette</source>
        <translation>Nénette</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="86" />
        <source>421: the nénette 2-2-1 is the lowest hand, or is worth 4 and ranks just above the plain hands.</source>
        <translation>Au 421 : la nénette 2-2-1 est la plus basse combinaison, ou vaut 4 et se classe juste au-dessus des mains simples.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="89" />
        <source>the lowest hand</source>
        <translation>la plus basse combinaison</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="90" />
        <source>worth 4, above the plain hands</source>
        <translation>vaut 4, au-dessus des mains simples</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="91" />
        <source>Scoring</source>
        <translation>Comptage</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="91" />
        <source>Hand value: the winner of a manche scores its hand. One point: the winner scores 1. Tokens: the counter game with charge and décharge.</source>
        <translation>Valeur de la combinaison : le gagnant de la manche marque sa combinaison. Un point : le gagnant marque 1. Jetons : le jeu de comptoir avec charge et décharge.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="94" />
        <source>the winning hand's value</source>
        <translation>la valeur de la combinaison gagnante</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="95" />
        <source>one point a manche</source>
        <translation>un point par manche</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="96" />
        <source>tokens (charge and décharge)</source>
        <translation>des jetons (charge et décharge)</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="97" />
        <source>Target score</source>
        <translation>Score à atteindre</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="98" />
        <source>Points race: the score that wins the game.</source>
        <translation>Course aux points : le score qui fait gagner la partie.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="100" />
        <source>Exact finish</source>
        <translation>Score exact obligatoire</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="101" />
        <source>Points race: the target must be hit exactly; a player who goes past keeps the previous score or falls back to a set level.</source>
        <translation>Course aux points : il faut atteindre le score pile ; un joueur qui le dépasse reste bloqué à son score précédent ou revient à un palier fixé.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="105" />
        <source>going past keeps the previous score</source>
        <translation>qui dépasse reste à son score précédent</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="106" />
        <source>going past falls back to a level</source>
        <translation>qui dépasse revient à un palier</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="107" />
        <source>Fall-back level</source>
        <translation>Palier de retour</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="108" />
        <source>Points race with exact finish: the level a player falls back to after going past.</source>
        <translation>Course aux points avec score exact : le palier auquel revient un joueur qui dépasse.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="111" />
        <source>Malus</source>
        <translation>Malus</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="112" />
        <source>Points race: the points the lowest hand of a manche loses (never below zero); 0 turns the malus off; at most 20, a few points as the rule says.</source>
        <translation>Course aux points : les points que perd la plus faible combinaison de la manche (jamais en dessous de zéro) ; 0 supprime le malus ; au plus 20, quelques points comme le dit la règle.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="115" />
        <source>Zanzi d'as</source>
        <translation>Zanzi d'as</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="115" />
        <source>Zanzibar points race: the zanzi d'as 1-1-1 scores its points, or wins the manche at once, or wins the game at once.</source>
        <translation>Course aux points du Zanzibar : le zanzi d'as 1-1-1 marque ses points, ou gagne aussitôt la manche, ou gagne aussitôt la partie.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="118" />
        <source>scores 100 points</source>
        <translation>marque 100 points</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="119" />
        <source>wins the manche at once</source>
        <translation>gagne aussitôt la manche</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="120" />
        <source>wins the game at once</source>
        <translation>gagne aussitôt la partie</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="121" />
        <source>Tokens in the pot at the start of each manche.</source>
        <translation>Jetons dans le pot au début de chaque manche.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="123" />
        <source>Charge</source>
        <translation>Charge</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="123" />
        <source>Charge: the weakest hand takes what the strongest is worth, or the strongest hand takes its own value.</source>
        <translation>Charge : la main la plus faible prend ce que vaut la plus forte, ou la main la plus forte prend sa propre valeur.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="126" />
        <source>the weakest takes what the strongest is worth</source>
        <translation>la plus faible prend ce que vaut la plus forte</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="128" />
        <source>the strongest takes its own value</source>
        <translation>la plus forte prend sa propre valeur</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="130" />
        <source>Décharge opener</source>
        <translation>Ouverture de la décharge</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="131" />
        <source>Who opens the décharge: the next opener as usual, or the player holding most tokens.</source>
        <translation>Qui ouvre la décharge : le premier joueur habituel, ou le joueur qui a le plus de jetons.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="134" />
        <source>the next opener as usual</source>
        <translation>le premier joueur habituel</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="135" />
        <source>the player with most tokens</source>
        <translation>le joueur qui a le plus de jetons</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="136" />
        <source>Manches to lose</source>
        <translation>Manches perdues</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="137" />
        <source>Tokens: the partie is lost by the first player to lose this many manches.</source>
        <translation>Jetons : la partie est perdue par le premier joueur qui perd ce nombre de manches.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="140" />
        <source>Ties</source>
        <translation>Égalités</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="140" />
        <source>Equal hands: the one made in fewer throws wins, then a throw-off; or equal hands always go to a throw-off.</source>
        <translation>Combinaisons égales : celle obtenue en moins de lancers l'emporte, sinon un rampo ; ou toujours un rampo.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="143" />
        <source>fewer throws wins, then a throw-off</source>
        <translation>moins de lancers l'emporte, puis rampo</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="145" />
        <source>always a throw-off</source>
        <translation>toujours un rampo</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="146" />
        <source>Next opener</source>
        <translation>Premier joueur suivant</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="147" />
        <source>Who opens the next round: the next player in turn, the loser, or the winner.</source>
        <translation>Qui ouvre le tour suivant : le joueur suivant, le perdant ou le gagnant.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="149" />
        <source>the next player in turn</source>
        <translation>le joueur suivant</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="150" />
        <source>the loser</source>
        <translation>le perdant</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="151" />
        <source>the winner</source>
        <translation>le gagnant</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="206" />
        <source>The option {option} cannot be {value}: choose one of {choices}.</source>
        <translation>L'option {option} ne peut pas valoir {value} : choisissez parmi {choices}.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="211" />
        <source>The option {option} must be a whole number, not {value}.</source>
        <translation>L'option {option} doit être un nombre entier, pas {value}.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="215" />
        <source>The option {option} must be between {minimum} and {maximum}, not {value}.</source>
        <translation>L'option {option} doit être comprise entre {minimum} et {maximum}, pas {value}.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="224" />
        <source>The rules need a name of 1 to 60 characters.</source>
        <translation>Les règles ont besoin d'un nom de 1 à 60 caractères.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="228" />
        <source>421 is always played with tokens: set scoring to tokens.</source>
        <translation>Le 421 se joue toujours avec des jetons : choisissez le comptage en jetons.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="231" />
        <source>The straight is a Zanzibar variant; 421 has its own tierces.</source>
        <translation>La suite est une variante du Zanzibar ; le 421 a ses propres tierces.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="234" />
        <source>A decisive zanzi d'as only exists in a Zanzibar points race.</source>
        <translation>Le zanzi d'as décisif n'existe que dans une course aux points du Zanzibar.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="238" />
        <source>An exact finish needs a points race, not tokens.</source>
        <translation>Le score exact demande une course aux points, pas des jetons.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="241" />
        <source>A malus in points needs a points race, not tokens.</source>
        <translation>Un malus en points demande une course aux points, pas des jetons.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="244" />
        <source>A malus needs hands scored by their value: with one point a manche, the game would hardly ever end.</source>
        <translation>Un malus demande de marquer la valeur des combinaisons : à un point par manche, la partie ne finirait presque jamais.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="248" />
        <source>The fall-back level ({level}) must be below the target score ({target}).</source>
        <translation>Le palier de retour ({level}) doit être inférieur au score à atteindre ({target}).</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="257" />
        <source>The option {option} is missing.</source>
        <translation>L'option {option} manque.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="265" />
        <source>This is not a rules file: it should hold a JSON object.</source>
        <translation>Ce n'est pas un fichier de règles : il devrait contenir un objet JSON.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="268" />
        <source>This is not a rules file (its format is {format}).</source>
        <translation>Ce n'est pas un fichier de règles (son format est {format}).</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="273" />
        <source>This rules file has version {version}; this program reads version {expected}.</source>
        <translation>Ce fichier de règles est en version {version} ; ce programme lit la version {expected}.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="279" />
        <source>The rules file has an unknown option {option}.</source>
        <translation>Le fichier de règles contient une option inconnue : {option}.</translation>
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/rules.py" line="289" />
        <source>The rules file is not valid JSON ({detail}).</source>
        <translation>Le fichier de règles n'est pas du JSON valide ({detail}).</translation>
    </message>
</context>
<context>
    <name>Save</name>
    <message>
        <location filename="../zanzibar_desktop/engine/save.py" line="40" />
        <source>This saved game is damaged and cannot be opened ({detail}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/save.py" line="47" />
        <location filename="../zanzibar_desktop/engine/save.py" line="93" />
        <source>This file is not a Zanzibar Desktop saved game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/save.py" line="51" />
        <source>This saved game has version {version}, which this program cannot read.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/save.py" line="71" />
        <source>This saved game holds a move the rules do not allow ({detail}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/engine/save.py" line="96" />
        <source>The saved game cannot be read ({detail}).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../zanzibar_desktop/ui/models.py" line="19" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/models.py" line="20" />
        <source>Plays as</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/models.py" line="21" />
        <source>Score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/models.py" line="22" />
        <source>Last hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/models.py" line="23" />
        <source>State</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/models.py" line="25" />
        <source>Tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/ui/models.py" line="26" />
        <source>Tokens (pot {pot})</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../zanzibar_desktop/storage/settings.py" line="74" />
        <source>Your settings file could not be read, so the defaults are in use. The old file was kept as {path}.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <location filename="../zanzibar_desktop/ui/summary_panel.py" line="25" />
        <source>&amp;Continue</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../zanzibar_desktop/ui/texts.py" line="18" />
        <source>{hand} in {throws}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../zanzibar_desktop/app.py" line="72" />
        <source>Settings reset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/app.py" line="75" />
        <source>Unfinished game lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/app.py" line="77" />
        <source>Resume?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../zanzibar_desktop/app.py" line="78" />
        <source>You have an unfinished game. Resume it where you left off?</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>