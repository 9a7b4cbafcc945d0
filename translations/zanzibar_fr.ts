<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
<context>
    <name>App</name>
    <message>
        <source>Zanzibar Desktop is already open</source>
        <translation>Zanzibar Desktop est déjà ouvert</translation>
    </message>
    <message>
        <source>Zanzibar Desktop is already open in another window, which keeps your game saved.</source>
        <translation>Zanzibar Desktop est déjà ouvert dans une autre fenêtre, qui enregistre votre partie.</translation>
    </message>
    <message>
        <source>Go to that window, or play here too: a game played here is not saved automatically (use Game ▸ Save).</source>
        <translation>Allez à cette fenêtre, ou jouez aussi ici : une partie jouée ici n’est pas enregistrée automatiquement (utilisez Partie ▸ Enregistrer).</translation>
    </message>
    <message>
        <source>&amp;Go to the open window</source>
        <translation>&amp;Aller à la fenêtre ouverte</translation>
    </message>
    <message>
        <source>&amp;Play here without autosave</source>
        <translation>&amp;Jouer ici sans enregistrement automatique</translation>
    </message>
    <message>
        <source>The other Zanzibar Desktop window did not answer, and it keeps the autosave: a game played here is not saved automatically. Use Game ▸ Save to keep it.</source>
        <translation>L’autre fenêtre de Zanzibar Desktop n’a pas répondu, et c’est elle qui tient l’enregistrement automatique : une partie jouée ici n’est pas enregistrée automatiquement. Utilisez Partie ▸ Enregistrer pour la garder.</translation>
    </message>
    <message>
        <source>Another Zanzibar Desktop window keeps the autosave: a game played here is not saved automatically. Use Game ▸ Save to keep it.</source>
        <translation>Une autre fenêtre de Zanzibar Desktop tient l’enregistrement automatique : une partie jouée ici n’est pas enregistrée automatiquement. Utilisez Partie ▸ Enregistrer pour la garder.</translation>
    </message>
    <message>
        <source>Settings reset</source>
        <translation>Réglages réinitialisés</translation>
    </message>
    <message>
        <source>Unfinished game lost</source>
        <translation>Partie en cours perdue</translation>
    </message>
    <message>
        <source>Unfinished game shortened</source>
        <translation>Partie en cours raccourcie</translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>Reprendre ?</translation>
    </message>
    <message>
        <source>You have an unfinished game. Resume it where you left off?</source>
        <translation>Vous avez une partie en cours. La reprendre là où vous l’aviez laissée ?</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The game saved when you last played could not be restored. {why} {kept}</source>
        <translation>La partie enregistrée lors de votre dernière session n’a pas pu être restaurée. {why} {kept}</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Throw for the opener: the highest die opens</source>
        <translation>Tirage pour l’ouverture : qui a le plus gros dé ouvre</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Charge, round {round}</source>
        <translation>Charge, tour de table {round}</translation>
    </message>
    <message>
        <source>Décharge, round {round}</source>
        <translation>Décharge, tour de table {round}</translation>
    </message>
    <message>
        <source>Manche {manche}, first to {target} points</source>
        <translation>Manche {manche}, score cible : {target} points</translation>
    </message>
    <message>
        <source>{name} opens</source>
        <translation>{name} ouvre</translation>
    </message>
    <message>
        <source>{throw_off}: one throw each</source>
        <translation>{throw_off} : un lancer chacun</translation>
    </message>
</context>
<context>
    <name>BannerWords</name>
    <message numerus="yes">
        <source>Manche {manche} (%n lost manche(s) lose the partie)</source>
        <translation>
            <numerusform>Manche {manche} (%n manche perdue fait perdre la partie)</numerusform>
            <numerusform>Manche {manche} (%n manches perdues font perdre la partie)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Manche {manche}, first to win %n manche(s)</source>
        <translation>
            <numerusform>Manche {manche}, la partie se gagne en %n manche</numerusform>
            <numerusform>Manche {manche}, la partie se gagne en %n manches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %n throw(s)</source>
        <translation>
            <numerusform>%n lancer au plus</numerusform>
            <numerusform>%n lancers au plus</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BeatWords</name>
    <message numerus="yes">
        <source>{name}, {hand}, in %n throw(s)</source>
        <translation>
            <numerusform>{name}, {hand}, en %n lancer</numerusform>
            <numerusform>{name}, {hand}, en %n lancers</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} has no throw left.</source>
        <translation>{name} n’a plus de lancer.</translation>
    </message>
    <message numerus="yes">
        <source>{name} may throw %n more time(s).</source>
        <translation>
            <numerusform>{name} peut encore lancer %n fois.</numerusform>
            <numerusform>{name} peut encore lancer %n fois.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At stake: %n token(s), from the best hand to the lowest.</source>
        <translation>
            <numerusform>En jeu : %n jeton, de la meilleure combinaison à la plus faible.</numerusform>
            <numerusform>En jeu : %n jetons, de la meilleure combinaison à la plus faible.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At stake: %n token(s) from the pot, to the lowest hand.</source>
        <translation>
            <numerusform>En jeu : %n jeton du pot, pour la combinaison la plus faible.</numerusform>
            <numerusform>En jeu : %n jetons du pot, pour la combinaison la plus faible.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At stake: %n token(s) from the pot, to the best hand.</source>
        <translation>
            <numerusform>En jeu : %n jeton du pot, pour la meilleure combinaison.</numerusform>
            <numerusform>En jeu : %n jetons du pot, pour la meilleure combinaison.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartMenu</name>
    <message>
        <source>Show &amp;all</source>
        <translation>Tout &amp;afficher</translation>
    </message>
    <message>
        <source>&amp;Copy picture</source>
        <translation>&amp;Copier l’image</translation>
    </message>
    <message>
        <source>&amp;Save picture…</source>
        <translation>&amp;Enregistrer l’image…</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <source>The menu key or Shift+F10 opens its menu: show all, copy or save the picture.</source>
        <translation>La touche Menu ou Maj+F10 ouvre son menu : tout afficher, copier ou enregistrer l’image.</translation>
    </message>
    <message>
        <source>Save the picture</source>
        <translation>Enregistrer l’image</translation>
    </message>
</context>
<context>
    <name>ChoicesTable</name>
    <message>
        <source>Every choice's figures</source>
        <translation>Les chiffres de chaque choix</translation>
    </message>
    <message>
        <source>Chance not to lose the partie</source>
        <translation>Chances de ne pas perdre la partie</translation>
    </message>
    <message>
        <source>Chance to win the partie</source>
        <translation>Chances de gagner la partie</translation>
    </message>
    <message>
        <source>Chance not to lose the partie against {rival}, estimated</source>
        <translation>Chances de ne pas perdre la partie contre {rival}, estimées</translation>
    </message>
    <message>
        <source>Chance to win the partie against {rival}, estimated</source>
        <translation>Chances de gagner la partie contre {rival}, estimées</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Choix</translation>
    </message>
    <message>
        <source>Tokens to shed</source>
        <translation>Jetons à donner</translation>
    </message>
    <message>
        <source>Chance to win the manche</source>
        <translation>Chances de gagner la manche</translation>
    </message>
    <message>
        <source>best</source>
        <translation>le meilleur choix</translation>
    </message>
    <message>
        <source>your choice in the game</source>
        <translation>votre choix dans la partie</translation>
    </message>
    <message>
        <source>your answer now</source>
        <translation>votre réponse maintenant</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Zanzibar and 421 from the command line.</source>
        <translation>Zanzibar et 421 en ligne de commande.</translation>
    </message>
    <message>
        <source>COMMAND</source>
        <translation>COMMANDE</translation>
    </message>
    <message>
        <source>one of these, each with its own --help:</source>
        <translation>l’une de ces commandes, chacune avec son --help :</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>mémoire épuisée</translation>
    </message>
    <message>
        <source>unexpected {kind}: {error}</source>
        <translation>erreur inattendue {kind} : {error}</translation>
    </message>
    <message>
        <source>cannot write the output: the disk is full</source>
        <translation>impossible d’écrire la sortie : le disque est plein</translation>
    </message>
    <message>
        <source>cannot write the output: it is closed</source>
        <translation>impossible d’écrire la sortie : elle est fermée</translation>
    </message>
    <message>
        <source>cannot write the output: {reason}</source>
        <translation>impossible d’écrire la sortie : {reason}</translation>
    </message>
    <message>
        <source>zanzibar: error: {message}</source>
        <translation>zanzibar : erreur : {message}</translation>
    </message>
    <message>
        <source>'{text}'</source>
        <translation>« {text} »</translation>
    </message>
    <message>
        <source>PRESET|FILE</source>
        <translation>RÈGLE|FICHIER</translation>
    </message>
    <message>
        <source>the rules: a preset ({names}) or a rules file</source>
        <translation>les règles : une règle prédéfinie ({names}) ou un fichier de règles</translation>
    </message>
    <message>
        <source>machine-readable output, the same in every language</source>
        <translation>sortie lisible par un programme, la même dans toutes les langues</translation>
    </message>
    <message>
        <source>{text} is not three dice from 1 to 6 such as 6-6-2</source>
        <translation>{text} : il faut trois dés de 1 à 6, comme 6-6-2</translation>
    </message>
    <message>
        <source>{text} is not a whole number of at least {least}</source>
        <translation>{text} : il faut un nombre entier d’au moins {least}</translation>
    </message>
    <message>
        <source>{text} is too large (at most {most} digits)</source>
        <translation>{text} est trop grand ({most} chiffres au plus)</translation>
    </message>
    <message>
        <source>{text} is not two scores such as 120/95 (yours, then theirs)</source>
        <translation>{text} n’est pas une paire de scores comme 120/95 (le vôtre, puis le sien)</translation>
    </message>
    <message>
        <source>language of the text output (default: the system's; --json is the same in every language)</source>
        <translation>langue du texte affiché (par défaut : celle du système ; --json est le même dans toutes les langues)</translation>
    </message>
    <message>
        <source>language of the text output (default: the system's)</source>
        <translation>langue de la sortie texte (par défaut : celle du système)</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>zanzibar: warning: {message}</source>
        <translation>zanzibar : avertissement : {message}</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>DOSSIER</translation>
    </message>
    <message>
        <source>zanzibar: {message}</source>
        <translation>zanzibar : {message}</translation>
    </message>
</context>
<context>
    <name>CliArgparse</name>
    <message>
        <source>usage: </source>
        <translation>utilisation : </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>arguments positionnels </translation>
    </message>
    <message>
        <source>options</source>
        <translation>options </translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>afficher cette aide et quitter</translation>
    </message>
    <message>
        <source>argument {argument_name}: {message}</source>
        <translation>argument {argument_name} : {message}</translation>
    </message>
    <message>
        <source>unrecognized arguments: {arguments}</source>
        <translation>arguments non reconnus : {arguments}</translation>
    </message>
    <message>
        <source>ambiguous option: {option} could match {matches}</source>
        <translation>option ambiguë : {option} peut désigner {matches}</translation>
    </message>
    <message>
        <source>invalid choice: '{value}' (choose from {choices})</source>
        <translation>choix non valable : « {value} » (au choix : {choices})</translation>
    </message>
    <message>
        <source>invalid {type} value: '{value}'</source>
        <translation>valeur non valable pour {type} : « {value} »</translation>
    </message>
    <message>
        <source>unknown parser '{parser_name}' (choices: {choices})</source>
        <translation>commande inconnue « {parser_name} » (au choix : {choices})</translation>
    </message>
    <message>
        <source>ignored explicit argument '{value}'</source>
        <translation>valeur explicite ignorée : « {value} »</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>une valeur est attendue</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>une valeur au plus est attendue</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>au moins une valeur est attendue</translation>
    </message>
    <message>
        <source>{prog}: error: {message}
</source>
        <translation>{prog} : erreur : {message}
</translation>
    </message>
    <message>
        <source>the following arguments are required: {arguments}</source>
        <translation>arguments obligatoires manquants : {arguments}</translation>
    </message>
    <message>
        <source>one of the arguments {arguments} is required</source>
        <translation>l’un des arguments {arguments} est obligatoire</translation>
    </message>
    <message>
        <source>not allowed with argument {argument}</source>
        <translation>incompatible avec l’argument {argument}</translation>
    </message>
    <message>
        <source>unexpected option string: {option}</source>
        <translation>option inattendue : {option}</translation>
    </message>
    <message>
        <source>can't open '{filename}': {error}</source>
        <translation>impossible d’ouvrir « {filename} » : {error}</translation>
    </message>
    <message numerus="yes">
        <source>expected %n argument(s)</source>
        <translation>
            <numerusform>%n valeur attendue</numerusform>
            <numerusform>%n valeurs attendues</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliHands</name>
    <message>
        <source>the hands strongest first, with their value and chance in one throw</source>
        <translation>les combinaisons, de la plus forte à la plus faible, avec leur valeur et leur probabilité en un lancer</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rang</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dés</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>one throw</source>
        <translation>en un lancer</translation>
    </message>
    <message>
        <source>name</source>
        <translation>combinaison</translation>
    </message>
</context>
<context>
    <name>CliOdds</name>
    <message>
        <source>a given zanzi (e.g. 6-6-6) on the first throw</source>
        <translation>un zanzi donné (par ex. 6-6-6) au premier lancer</translation>
    </message>
    <message>
        <source>any zanzi (1-1-1 to 6-6-6) on the first throw</source>
        <translation>un zanzi quelconque (de 1-1-1 à 6-6-6) au premier lancer</translation>
    </message>
    <message>
        <source>no zanzi on the first throw (simple points)</source>
        <translation>aucun zanzi au premier lancer (points simples)</translation>
    </message>
    <message>
        <source>a zanzi in 3 throws, aiming at the face showing most after throw 1</source>
        <translation>un zanzi en 3 lancers, en visant la valeur sortie le plus de fois au premier lancer</translation>
    </message>
    <message>
        <source>a given zanzi in 3 throws, aiming at a value chosen before throwing</source>
        <translation>un zanzi donné en 3 lancers, en visant une valeur choisie avant de lancer</translation>
    </message>
    <message>
        <source>any zanzi in 3 throws, optimal play</source>
        <translation>un zanzi quelconque en 3 lancers, jeu optimal</translation>
    </message>
    <message>
        <source>this reading gives the text's 20,70 %</source>
        <translation>cette lecture donne les 20,70 % du texte</translation>
    </message>
    <message>
        <source>the literal reading of 'dès le départ': not the text's 20,70 %</source>
        <translation>la lecture littérale de « dès le départ » : pas les 20,70 % du texte</translation>
    </message>
    <message>
        <source>the best any strategy can do</source>
        <translation>le mieux que puisse faire une stratégie, quelle qu’elle soit</translation>
    </message>
    <message numerus="yes">
        <source>{dice} after throw {used} of {limit}, against {beat} made in %n throw(s):</source>
        <translation>
            <numerusform>{dice} au lancer {used} sur {limit}, contre {beat} fait en %n lancer :</numerusform>
            <numerusform>{dice} au lancer {used} sur {limit}, contre {beat} fait en %n lancers :</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>--manches-lost: a player who has lost %n manche(s) has lost the partie</source>
        <translation>
            <numerusform>--manches-lost : un joueur qui a perdu %n manche a perdu la partie</numerusform>
            <numerusform>--manches-lost : un joueur qui a perdu %n manches a perdu la partie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>--limit: under these rules this turn allows %n throw(s)</source>
        <translation>
            <numerusform>--limit : avec ces règles, ce tour se joue en %n lancer</numerusform>
            <numerusform>--limit : avec ces règles, ce tour se joue en %n lancers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>after %n throw(s):</source>
        <translation>
            <numerusform>après %n lancer :</numerusform>
            <numerusform>après %n lancers :</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln token(s)</source>
        <translation>
            <numerusform>%Ln jeton</numerusform>
            <numerusform>%Ln jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>exact chances of every choice, the table of hands' chances, the duel</source>
        <translation>probabilités exactes de chaque choix, table des probabilités des combinaisons, duel</translation>
    </message>
    <message>
        <source>the dice showing, e.g. 6-6-2</source>
        <translation>les dés sur la table, par ex. 6-6-2</translation>
    </message>
    <message>
        <source>the manche between two players, both playing their best</source>
        <translation>la manche à deux joueurs, chacun jouant au mieux</translation>
    </message>
    <message>
        <source>heads-up, the chance to win the partie (a token game: to lose it) of every choice, with --scores; without --dice, before the manche</source>
        <translation>à deux, les chances de gagner la partie (aux jetons : le risque de la perdre) de chaque choix, avec --scores ; sans --dice, avant la manche</translation>
    </message>
    <message>
        <source>with --partie: your score and the other player's (a token game: the tokens you hold and theirs)</source>
        <translation>avec --partie : votre score et celui de l’autre joueur (aux jetons : vos jetons et les siens)</translation>
    </message>
    <message>
        <source>with --partie and no --dice: who opens the manche (with --beat the other player opened it)</source>
        <translation>avec --partie sans --dice : qui ouvre la manche (avec --beat, l’autre joueur l’a ouverte)</translation>
    </message>
    <message>
        <source>with --dice: the throws made so far (default: 1)</source>
        <translation>avec --dice : les lancers déjà faits (par défaut : 1)</translation>
    </message>
    <message>
        <source>throws allowed in all (default: the rules' most)</source>
        <translation>lancers permis en tout (par défaut : le maximum de la règle)</translation>
    </message>
    <message>
        <source>the hand to beat, e.g. 5-5-5</source>
        <translation>la combinaison à battre, par ex. 5-5-5</translation>
    </message>
    <message>
        <source>the throws the hand to beat took (default: 1)</source>
        <translation>en combien de lancers la combinaison à battre a été faite (par défaut : 1)</translation>
    </message>
    <message>
        <source>points: a manche for points (the default); decharge: a décharge, counted in tokens</source>
        <translation>points : une manche aux points (par défaut) ; decharge : une décharge, comptée en jetons</translation>
    </message>
    <message>
        <source>players still to play after this one</source>
        <translation>joueurs qui jouent encore après celui-ci</translation>
    </message>
    <message>
        <source>throws each of them may use (default: as many as this player)</source>
        <translation>lancers permis à chacun d’eux (par défaut : autant que ce joueur)</translation>
    </message>
    <message>
        <source>décharge: the lowest hand so far</source>
        <translation>décharge : la plus faible combinaison jusqu’ici</translation>
    </message>
    <message>
        <source>the throws the lowest hand took (default: 1)</source>
        <translation>en combien de lancers la plus faible combinaison a été faite (par défaut : 1)</translation>
    </message>
    <message>
        <source>décharge: tokens held by the player with the hand to beat</source>
        <translation>décharge : jetons du joueur qui a la combinaison à battre</translation>
    </message>
    <message>
        <source>décharge: tokens this player holds</source>
        <translation>décharge : jetons de ce joueur</translation>
    </message>
    <message>
        <source>say what to work out: --dice, --table, --duel or --partie</source>
        <translation>dites ce qu’il faut calculer : --dice, --table, --duel ou --partie</translation>
    </message>
    <message>
        <source>--limit must be between 1 and {most} under these rules, not {limit}</source>
        <translation>--limit doit être entre 1 et {most} avec ces règles, pas {limit}</translation>
    </message>
    <message>
        <source>--throws-used must be between 1 and the limit {limit}, not {used}</source>
        <translation>--throws-used doit être entre 1 et la limite {limit}, pas {used}</translation>
    </message>
    <message>
        <source>--dice needs --beat, the hand to beat (e.g. --beat 5-5-5)</source>
        <translation>--dice demande --beat, la combinaison à battre (par ex. --beat 5-5-5)</translation>
    </message>
    <message>
        <source>--beat-throws must be between 1 and {most}, not {throws}</source>
        <translation>--beat-throws doit être entre 1 et {most}, pas {throws}</translation>
    </message>
    <message>
        <source>Heads-up décharge, you holding {mine}, the other player {theirs}:</source>
        <translation>Décharge à deux, vous avec {mine}, l’autre joueur avec {theirs} :</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>choix</translation>
    </message>
    <message>
        <source>win</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>égalité</translation>
    </message>
    <message>
        <source>lose</source>
        <translation>défaite</translation>
    </message>
    <message>
        <source>mean value</source>
        <translation>valeur moyenne</translation>
    </message>
    <message>
        <source>favorable</source>
        <translation>favorables</translation>
    </message>
    <message>
        <source>{favorable} of {out_of}</source>
        <translation>{favorable} sur {out_of}</translation>
    </message>
    <message>
        <source>--partie goes with --dice, not with --table or --duel</source>
        <translation>--partie va avec --dice, pas avec --table ni --duel</translation>
    </message>
    <message>
        <source>--scores must be below the target score, {target}</source>
        <translation>--scores doit rester sous le score cible, {target}</translation>
    </message>
    <message>
        <source>--scores: in the décharge the two players hold all {tokens} tokens between them</source>
        <translation>--scores : pendant la décharge, les deux joueurs ont à eux deux les {tokens} jetons</translation>
    </message>
    <message>
        <source>these rules have no exact solution of the partie</source>
        <translation>ces règles n’ont pas de solution exacte de la partie</translation>
    </message>
    <message>
        <source>partie lost</source>
        <translation>partie perdue</translation>
    </message>
    <message>
        <source>partie won</source>
        <translation>partie gagnée</translation>
    </message>
    <message>
        <source>tokens to shed</source>
        <translation>jetons à donner</translation>
    </message>
    <message>
        <source>manche won</source>
        <translation>manche gagnée</translation>
    </message>
    <message>
        <source>Heads-up, you holding {mine} and the other player {theirs}; {opener}: your chance to lose the partie is {chance}.</source>
        <translation>À deux, vous avec {mine} et l’autre joueur avec {theirs} ; {opener} : vos chances de perdre la partie sont de {chance}.</translation>
    </message>
    <message>
        <source>the exact solution of the partie does not hold this position</source>
        <translation>la solution exacte de la partie ne connaît pas cette position</translation>
    </message>
    <message>
        <source>Heads-up partie to {target}, you on {mine} points, the other player on {theirs}:</source>
        <translation>Partie à deux, score cible {target}, vous à {mine} points, l’autre joueur à {theirs} :</translation>
    </message>
    <message>
        <source>you open; {dice} after throw {used} of {limit}</source>
        <translation>vous ouvrez ; {dice} au lancer {used} sur {limit}</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>s’arrêter</translation>
    </message>
    <message>
        <source>keep {dice}</source>
        <translation>garder {dice}</translation>
    </message>
    <message>
        <source>throw all three</source>
        <translation>relancer les trois</translation>
    </message>
    <message>
        <source>the chances of the rules' hands in one throw: for Zanzibar, the classic table of chances, extended; for 421, every hand with its tokens</source>
        <translation>les probabilités des combinaisons de la règle en un lancer : pour le Zanzibar, la table de probabilités classique, complétée ; pour le 421, chaque combinaison avec ses jetons</translation>
    </message>
    <message>
        <source>with --partie, a token game: the manches you and the other player have lost (default: 0/0)</source>
        <translation>avec --partie, aux jetons : les manches perdues par vous et par l’autre joueur (par défaut : 0/0)</translation>
    </message>
    <message>
        <source>{option} must be between 1 and {most}, not {value}</source>
        <translation>{option} doit être entre 1 et {most}, pas {value}</translation>
    </message>
    <message>
        <source>--phase decharge needs rules played with tokens</source>
        <translation>--phase decharge demande des règles jouées avec des jetons</translation>
    </message>
    <message>
        <source>--lowest goes with --phase decharge and --beat</source>
        <translation>--lowest va avec --phase decharge et --beat</translation>
    </message>
    <message>
        <source>what</source>
        <translation>cas</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probabilité</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exacte</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>le texte</translation>
    </message>
    <message>
        <source>"{quote}"</source>
        <translation>« {quote} »</translation>
    </message>
    <message>
        <source>plain hands: any other throw</source>
        <translation>combinaisons simples : tout autre lancer</translation>
    </message>
    <message>
        <source>straights: three in a row</source>
        <translation>suites : trois dés qui se suivent</translation>
    </message>
    <message>
        <source>simple points: any other throw</source>
        <translation>points simples : tout autre lancer</translation>
    </message>
    <message>
        <source>The hands of {rules}, strongest first, in one throw of the three dice:</source>
        <translation>Les combinaisons de {rules}, de la plus forte à la plus faible, en un lancer des trois dés :</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dés</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>combinaison</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>jetons</translation>
    </message>
    <message>
        <source>this hand or better</source>
        <translation>celle-ci ou mieux</translation>
    </message>
    <message>
        <source>Heads-up manche, both optimal: the opener takes it {opener} of the time, the second player {replier}.</source>
        <translation>Manche à deux, chacun jouant au mieux : le premier à jouer l’emporte dans {opener} des cas, le second dans {replier}.</translation>
    </message>
    <message>
        <source>The opener's best choice (stop, or the dice to keep):</source>
        <translation>Meilleur choix du premier à jouer (s’arrêter, ou les dés à garder) :</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tout relancer</translation>
    </message>
    <message>
        <source>{dice}: {choice}</source>
        <translation>{dice} : {choice}</translation>
    </message>
    <message>
        <source>--partie needs --scores, yours and the other player's (e.g. 120/95)</source>
        <translation>--partie demande --scores, le vôtre et celui de l’autre joueur (par exemple 120/95)</translation>
    </message>
    <message>
        <source>you open the décharge</source>
        <translation>c’est vous qui ouvrez la décharge</translation>
    </message>
    <message>
        <source>the other player opens the décharge</source>
        <translation>l’autre joueur ouvre la décharge</translation>
    </message>
    <message>
        <source>Heads-up, you on {mine} points and the other player on {theirs}; {opener}: your chance to win the partie is {chance}.</source>
        <translation>À deux, vous à {mine} points et l’autre joueur à {theirs} ; {opener} : vos chances de gagner la partie sont de {chance}.</translation>
    </message>
    <message>
        <source>you open the manche</source>
        <translation>c’est vous qui ouvrez la manche</translation>
    </message>
    <message>
        <source>the other player opens the manche</source>
        <translation>l’autre joueur ouvre la manche</translation>
    </message>
</context>
<context>
    <name>CliPractice</name>
    <message>
        <source>positions from your own games to practise</source>
        <translation>des positions de vos propres parties, pour vous entraîner</translation>
    </message>
    <message>
        <source>print the positions due now, as JSON</source>
        <translation>afficher les positions à revoir maintenant, en JSON</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <source>only this player's (default: every player's)</source>
        <translation>seulement celles de ce joueur (par défaut : celles de tous)</translation>
    </message>
    <message>
        <source>the games database the drills are made from (default: the player's own)</source>
        <translation>le registre de parties d’où viennent les exercices (par défaut : celui du joueur)</translation>
    </message>
    <message>
        <source>the drills could not be kept: {reason}</source>
        <translation>les exercices n’ont pas pu être enregistrés : {reason}</translation>
    </message>
</context>
<context>
    <name>CliReview</name>
    <message>
        <source>every decision of a saved game, and its cost</source>
        <translation>chaque décision d’une partie enregistrée, et ce qu’elle a coûté</translation>
    </message>
    <message>
        <source>GAME.zanzibar</source>
        <translation>PARTIE.zanzibar</translation>
    </message>
    <message>
        <source>a game saved by the app</source>
        <translation>une partie enregistrée par le jeu</translation>
    </message>
    <message>
        <source>instead of a file, the game kept in the games database under this number (Statistics' list of games and zanzibar stats --skill --json show it), reviewed as Statistics reviews it: in the partie's terms where its solution is at hand</source>
        <translation>au lieu d’un fichier, la partie gardée sous ce numéro dans le registre de parties (la liste des parties des Statistiques et zanzibar stats --skill --json le donnent), revue comme les Statistiques la revoient : en termes de partie là où sa solution est disponible</translation>
    </message>
    <message>
        <source>with --record: the games database to read (default: the player's own)</source>
        <translation>avec --record : le registre de parties à lire (par défaut : celui du joueur)</translation>
    </message>
    <message>
        <source>only this seat (numbered from 0)</source>
        <translation>seulement cette place (numérotée à partir de 0)</translation>
    </message>
    <message>
        <source>value every decision in the chance to win the partie too (heads-up exact; with more players, estimated against the best placed rival as if heads-up); the marks and the accuracy then count that chance lost</source>
        <translation>évaluer aussi chaque décision en chances de gagner la partie (exactes à deux ; au-delà, estimées contre l’adversaire le mieux placé comme à deux) ; les imprécisions, erreurs et gaffes, ainsi que la précision, comptent alors ces chances perdues</translation>
    </message>
    <message>
        <source>no game is kept under the number {number}</source>
        <translation>aucune partie n’est gardée sous le numéro {number}</translation>
    </message>
    <message>
        <source>name a saved game or give --record, one of the two</source>
        <translation>nommez une partie enregistrée ou donnez --record, l’un des deux</translation>
    </message>
    <message>
        <source>--seat must be between 0 and {last} for this game, not {seat}</source>
        <translation>--seat doit être entre 0 et {last} pour cette partie, pas {seat}</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>place</translation>
    </message>
    <message>
        <source>decisions</source>
        <translation>décisions</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>précision</translation>
    </message>
    <message>
        <source>cost of the choices</source>
        <translation>coût des choix</translation>
    </message>
    <message>
        <source>luck</source>
        <translation>chance aux dés</translation>
    </message>
    <message>
        <source>partie: points of chance lost</source>
        <translation>partie : points de chances perdus</translation>
    </message>
    <message>
        <source>per decision</source>
        <translation>par décision</translation>
    </message>
    <message>
        <source>partie: luck in points</source>
        <translation>partie : chance aux dés en points</translation>
    </message>
    <message>
        <source>{name}: the costliest decisions</source>
        <translation>{name} : les décisions les plus coûteuses</translation>
    </message>
    <message>
        <source>manche {manche}, {dice} after {used}/{limit}: {chosen} ({took}), best {best} ({best_took}){mark}</source>
        <translation>manche {manche}, {dice} après {used}/{limit} : {chosen} ({took}), meilleur choix : {best} ({best_took}){mark}</translation>
    </message>
    <message>
        <source>partie: chance to win it {chosen}, best {best}</source>
        <translation>partie : chances de la gagner {chosen}, au mieux {best}</translation>
    </message>
    <message>
        <source>partie against {rival} (best placed), estimated: chance to win it {chosen}, best {best}</source>
        <translation>partie contre {rival} (le mieux placé), estimée : chances de la gagner {chosen}, au mieux {best}</translation>
    </message>
</context>
<context>
    <name>CliRules</name>
    <message>
        <source>print a preset as a rules file, or check a rules file</source>
        <translation>écrire une règle prédéfinie en fichier de règles, ou vérifier un fichier de règles</translation>
    </message>
    <message>
        <source>PRESET</source>
        <translation>RÈGLE</translation>
    </message>
    <message>
        <source>a preset name: {names}</source>
        <translation>le nom d’une règle prédéfinie : {names}</translation>
    </message>
    <message>
        <source>validate a rules file</source>
        <translation>vérifier un fichier de règles</translation>
    </message>
    <message>
        <source>{file}: valid rules ({family}, {name})</source>
        <translation>{file} : règles valides ({family}, {name})</translation>
    </message>
</context>
<context>
    <name>CliRulesheet</name>
    <message>
        <source>write the printable rules as a PDF</source>
        <translation>écrire la règle à imprimer en PDF</translation>
    </message>
    <message>
        <source>the paper size (default: a4)</source>
        <translation>le format du papier (par défaut : a4)</translation>
    </message>
    <message>
        <source>NAME,NAME[,…]</source>
        <translation>NOM,NOM[,…]</translation>
    </message>
    <message>
        <source>names printed on the sheet, comma-separated</source>
        <translation>noms imprimés sur la règle, séparés par des virgules</translation>
    </message>
    <message>
        <source>FILE.pdf</source>
        <translation>FICHIER.pdf</translation>
    </message>
    <message>
        <source>the PDF file to write (- for standard output)</source>
        <translation>le fichier PDF à écrire (- pour la sortie standard)</translation>
    </message>
    <message>
        <source>a PDF is not for the terminal: send standard output to a file or a program (-o - &gt; rules.pdf), or give a file with -o</source>
        <translation>un PDF ne s’affiche pas dans le terminal : envoyez la sortie standard vers un fichier ou un programme (-o - &gt; regles.pdf), ou donnez un fichier avec -o</translation>
    </message>
    <message>
        <source>-o needs the name of a file to write, such as rules.pdf</source>
        <translation>-o demande le nom d’un fichier à écrire, comme regles.pdf</translation>
    </message>
    <message>
        <source>{file} is a folder; give the name of a file to write, such as rules.pdf</source>
        <translation>{file} est un dossier ; donnez le nom d’un fichier à écrire, comme regles.pdf</translation>
    </message>
    <message>
        <source>{file} is a device or a pipe, not a file</source>
        <translation>{file} est un périphérique ou un tube, pas un fichier</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} n’est pas un dossier</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>le dossier {folder} n’existe pas</translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>impossible d’écrire {file} : {reason}</translation>
    </message>
    <message>
        <source>cannot write {file}: permission denied</source>
        <translation>impossible d’écrire {file} : permission refusée</translation>
    </message>
    <message>
        <source>standard output: rule sheet of {name} ({language})</source>
        <translation>sortie standard : règle à imprimer de {name} ({language})</translation>
    </message>
    <message>
        <source>could not write {file}: {reason}</source>
        <translation>l’écriture de {file} a échoué : {reason}</translation>
    </message>
    <message>
        <source>{file}: rule sheet of {name} ({language})</source>
        <translation>{file} : règle à imprimer de {name} ({language})</translation>
    </message>
</context>
<context>
    <name>CliSimulate</name>
    <message>
        <source>losses (tournées paid)</source>
        <translation>défaites (tournées payées)</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>victoires</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>défaites</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) of {rules}, seed {seed}, counting {what}:</source>
        <translation>
            <numerusform>%Ln partie de {rules}, graine {seed}, décompte des {what} :</numerusform>
            <numerusform>%Ln parties de {rules}, graine {seed}, décompte des {what} :</numerusform>
        </translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>unknown player {level}; choose among {levels}</source>
        <translation>joueur inconnu {level} ; au choix : {levels}</translation>
    </message>
    <message>
        <source>a game needs {least} to {most} players, not {count}</source>
        <translation>une partie se joue de {least} à {most} joueurs, pas {count}</translation>
    </message>
    <message>
        <source>whole games between computer players, without a window</source>
        <translation>des parties entières entre joueurs gérés par l’ordinateur, sans fenêtre</translation>
    </message>
    <message>
        <source>LEVEL,LEVEL[,…]</source>
        <translation>NIVEAU,NIVEAU[,…]</translation>
    </message>
    <message>
        <source>the computer players, one per seat, among: {levels}</source>
        <translation>les joueurs gérés par l’ordinateur, un par place, parmi : {levels}</translation>
    </message>
    <message>
        <source>how many games to play</source>
        <translation>le nombre de parties à jouer</translation>
    </message>
    <message>
        <source>the seed of the dice: the same seed plays the same games</source>
        <translation>la graine des dés : la même graine rejoue les mêmes parties</translation>
    </message>
    <message>
        <source>write every game to {file} as one line of JSON (JSON Lines)</source>
        <translation>écrire chaque partie dans {file}, une ligne de JSON par partie (JSON Lines)</translation>
    </message>
    <message>
        <source>save every game in {folder} as game-0001.zanzibar, … for the app to open</source>
        <translation>enregistrer chaque partie dans {folder} sous game-0001.zanzibar, …, à ouvrir dans le jeu</translation>
    </message>
    <message>
        <source>--save-games {folder}: a file has that name, not a folder</source>
        <translation>--save-games {folder} : c’est le nom d’un fichier, pas d’un dossier</translation>
    </message>
    <message>
        <source>{option} {file}: {reason}</source>
        <translation>{option} {file} : {reason}</translation>
    </message>
    <message>
        <source>the Master has no exact solution under these rules: it plays as the Expert</source>
        <translation>le Maître n’a pas de solution exacte avec ces règles : il joue comme l’Expert</translation>
    </message>
    <message>
        <source>the Master plays as the Expert under these rules: {reason}</source>
        <translation>le Maître joue comme l’Expert avec ces règles : {reason}</translation>
    </message>
    <message>
        <source>the Master works out the whole partie under these rules, once and for all (about {time})…</source>
        <translation>le Maître calcule toute la partie avec ces règles, une fois pour toutes (environ {time})…</translation>
    </message>
    <message>
        <source>done in {seconds} s</source>
        <translation>fait en {seconds} s</translation>
    </message>
    <message>
        <source>the Master's solution could not be kept for next time: {reason}</source>
        <translation>le calcul du Maître n’a pas pu être gardé pour la prochaine fois : {reason}</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>place {number}</translation>
    </message>
    <message>
        <source>95% interval {low} – {high}</source>
        <translation>intervalle à 95 % {low} – {high}</translation>
    </message>
    <message>
        <source>mean game length: {manches} manches</source>
        <translation>durée moyenne d’une partie : {manches} manches</translation>
    </message>
    <message>
        <source>first throws ({throws}) by kind of hand, observed against exact:</source>
        <translation>premiers lancers ({throws}) par type de combinaison, fréquence observée et exacte :</translation>
    </message>
    <message>
        <source>{speed} games per second</source>
        <translation>{speed} parties par seconde</translation>
    </message>
</context>
<context>
    <name>CliSkill</name>
    <message numerus="yes">
        <source>%Ln decision(s)</source>
        <translation>
            <numerusform>%Ln décision</numerusform>
            <numerusform>%Ln décisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewing %Ln game(s) kept before…</source>
        <translation>
            <numerusform>Analyse de %Ln partie gardée auparavant…</numerusform>
            <numerusform>Analyse des %Ln parties gardées auparavant…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln time(s)</source>
        <translation>
            <numerusform>%Ln fois</numerusform>
            <numerusform>%Ln fois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lost</source>
        <comment>a kind of decision: how many of its times lost</comment>
        <translation>
            <numerusform>%Ln perdante</numerusform>
            <numerusform>%Ln perdantes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliStats</name>
    <message>
        <source>No game played yet.</source>
        <translation>Aucune partie jouée pour l’instant.</translation>
    </message>
    <message>
        <source>player</source>
        <translation>joueur</translation>
    </message>
    <message>
        <source>games counted</source>
        <translation>parties comptées</translation>
    </message>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>won (points race)</source>
        <translation>gagnées (parties aux points)</translation>
    </message>
    <message>
        <source>lost (tournées paid)</source>
        <translation>perdues (tournées payées)</translation>
    </message>
    <message>
        <source>points races won in a row: best {best}, now {now}</source>
        <translation>parties aux points gagnées d’affilée : record {best}, en cours {now}</translation>
    </message>
    <message>
        <source>token games without paying the tournée: best {best}, now {now}</source>
        <translation>parties aux jetons sans payer la tournée : record {best}, en cours {now}</translation>
    </message>
    <message>
        <source>{name}: {streaks}</source>
        <translation>{name} : {streaks}</translation>
    </message>
    <message>
        <source>best hand {hand}</source>
        <translation>meilleure combinaison {hand}</translation>
    </message>
    <message>
        <source>most zanzis in a game {n}</source>
        <translation>le plus de zanzis en une partie {n}</translation>
    </message>
    <message>
        <source>fewest manches to win {n}</source>
        <translation>le moins de manches pour gagner {n}</translation>
    </message>
    <message>
        <source>most tokens given in one décharge {n}</source>
        <translation>le plus de jetons donnés en une décharge {n}</translation>
    </message>
    <message>
        <source>manches lost {n}</source>
        <translation>manches perdues {n}</translation>
    </message>
    <message>
        <source>tournées paid {n}</source>
        <translation>tournées payées {n}</translation>
    </message>
    <message>
        <source>{name}, {family}: {records}</source>
        <translation>{name}, {family} : {records}</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>figures of every game played, per player</source>
        <translation>les chiffres de toutes les parties jouées, par joueur</translation>
    </message>
    <message>
        <source>a games database to read, refused if it is not one (default: the player's own, set aside for a fresh one if damaged)</source>
        <translation>un registre de parties à lire, refusé si ce n’en est pas un (par défaut : celui du joueur, mis de côté pour un neuf s’il est abîmé)</translation>
    </message>
    <message>
        <source>each player's skill: the chance lost a decision, against the computers', and the costliest kinds of decision (the games not reviewed yet are reviewed first)</source>
        <translation>le niveau de chaque joueur : les chances perdues par décision, face à celles de l’ordinateur, et les sortes de décision qui lui coûtent le plus (les parties pas encore analysées le sont d’abord)</translation>
    </message>
    <message>
        <source>the games database could not be read: {reason}</source>
        <translation>le registre des parties n’a pas pu être lu : {reason}</translation>
    </message>
    <message>
        <source>between {weaker} and {stronger}</source>
        <translation>entre le niveau {weaker} et le niveau {stronger}</translation>
    </message>
    <message>
        <source>as good as the {level}</source>
        <translation>au niveau {level}</translation>
    </message>
    <message>
        <source>behind the {level}</source>
        <translation>en dessous du niveau {level}</translation>
    </message>
    <message>
        <source>No game reviewed yet.</source>
        <translation>Aucune partie analysée pour l’instant.</translation>
    </message>
    <message>
        <source>What the computers lose a decision (points of chance; tokens in a décharge):</source>
        <translation>Ce que les ordinateurs perdent par décision (points de chance ; jetons dans une décharge) :</translation>
    </message>
    <message>
        <source>{name}, skill (95% interval):</source>
        <translation>{name}, niveau (intervalle à 95 %) :</translation>
    </message>
    <message>
        <source>{family}, last 50 games:</source>
        <translation>{family}, 50 dernières parties :</translation>
    </message>
    <message>
        <source>all games:</source>
        <translation>toutes les parties :</translation>
    </message>
    <message>
        <source>judged on the partie</source>
        <translation>jugé sur la partie</translation>
    </message>
    <message>
        <source>judged on the manche</source>
        <translation>jugé sur la manche</translation>
    </message>
    <message>
        <source>judged on the décharge's tokens</source>
        <translation>jugé sur les jetons de la décharge</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>jetons</translation>
    </message>
    <message>
        <source>{decisions} of {games}</source>
        <translation>{decisions} sur {games}</translation>
    </message>
    <message>
        <source>(one game: no interval)</source>
        <translation>(une seule partie : pas d’intervalle)</translation>
    </message>
    <message>
        <source>({low} to {high})</source>
        <translation>(de {low} à {high})</translation>
    </message>
    <message>
        <source>{family}:</source>
        <translation>{family} :</translation>
    </message>
    <message>
        <source>{level}: {figures}</source>
        <translation>{level} : {figures}</translation>
    </message>
    <message>
        <source>{kind}: {times}, {lost}, {points} {unit} in all ({average} a time)</source>
        <translation>{kind} : {times}, {lost}, {points} {unit} en tout ({average} en moyenne)</translation>
    </message>
    <message>
        <source>points of chance</source>
        <translation>points de chance</translation>
    </message>
    <message>
        <source>{terms}: {average} {unit} lost a decision {interval}, {counted}</source>
        <translation>{terms} : {average} {unit} perdus par décision {interval}, {counted}</translation>
    </message>
    <message>
        <source>costliest kinds of decision ({terms}):</source>
        <translation>les sortes de décision qui coûtent le plus ({terms}) :</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <source>best choice</source>
        <translation>meilleur choix</translation>
    </message>
    <message>
        <source>close to the best</source>
        <translation>proche du meilleur</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message>
        <source>stop here</source>
        <translation>s’arrêter là</translation>
    </message>
    <message>
        <source>throw all three again</source>
        <translation>relancer les trois dés</translation>
    </message>
    <message>
        <source>key {first}</source>
        <translation>touche {first}</translation>
    </message>
    <message>
        <source>keys {first} and {second}</source>
        <translation>touches {first} et {second}</translation>
    </message>
    <message>
        <source>keep the ace</source>
        <translation>garder l’as</translation>
    </message>
    <message>
        <source>keep the {face}</source>
        <translation>garder le {face}</translation>
    </message>
    <message>
        <source>keep both aces</source>
        <translation>garder les deux as</translation>
    </message>
    <message>
        <source>keep both {face}s</source>
        <translation>garder les deux {face}</translation>
    </message>
    <message>
        <source>keep the {face} and the ace</source>
        <translation>garder le {face} et l’as</translation>
    </message>
    <message>
        <source>keep the {first} and the {second}</source>
        <translation>garder le {first} et le {second}</translation>
    </message>
    <message>
        <source>release die {first}</source>
        <translation>libérer le dé {first}</translation>
    </message>
    <message>
        <source>release dice {first} and {second}</source>
        <translation>libérer les dés {first} et {second}</translation>
    </message>
    <message>
        <source>{choice} — {keys}</source>
        <translation>{choice} — {keys}</translation>
    </message>
    <message>
        <source>{choice}; {release}</source>
        <translation>{choice} ; {release}</translation>
    </message>
    <message>
        <source>{choice} — {release}</source>
        <translation>{choice} — {release}</translation>
    </message>
    <message>
        <source>chance to win the manche: {percent}</source>
        <translation>chances de gagner la manche : {percent}</translation>
    </message>
    <message>
        <source>tokens at risk: {tokens}</source>
        <translation>jetons à recevoir : {tokens}</translation>
    </message>
    <message>
        <source>tokens to shed: {tokens}</source>
        <translation>jetons à donner : {tokens}</translation>
    </message>
    <message>
        <source>won outright {win}, throw-off {tie}, lost {lose}</source>
        <translation>gagnée d’emblée {win}, barrage {tie}, perdue {lose}</translation>
    </message>
    <message>
        <source>partie: computing…</source>
        <translation>partie : calcul en cours…</translation>
    </message>
    <message>
        <source>chance to lose the partie: {percent}</source>
        <translation>risque de perdre la partie : {percent}</translation>
    </message>
    <message>
        <source>chance to lose the partie against {rival}, estimated: {percent}</source>
        <translation>risque de perdre la partie contre {rival}, estimé : {percent}</translation>
    </message>
    <message>
        <source>chance to win the partie against {rival}, estimated: {percent}</source>
        <translation>chances de gagner la partie contre {rival}, estimées : {percent}</translation>
    </message>
    <message>
        <source>the best placed</source>
        <translation>le mieux placé</translation>
    </message>
    <message>
        <source>{name} (best placed)</source>
        <translation>{name} (le mieux placé)</translation>
    </message>
    <message>
        <source>chance to lose the manche: {manche}; {partie}</source>
        <translation>risque de perdre la manche : {manche} ; {partie}</translation>
    </message>
    <message>
        <source>chance to win the partie: {percent}</source>
        <translation>chances de gagner la partie : {percent}</translation>
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
        <translation>{name} a choisi de {chosen} — {worth} ({manche}).</translation>
    </message>
    <message>
        <source>{name} chose to {chosen} — {worth}.</source>
        <translation>{name} a choisi de {chosen} — {worth}.</translation>
    </message>
    <message>
        <source>Best choice.</source>
        <translation>Meilleur choix.</translation>
    </message>
    <message>
        <source>Best for the partie: {best} — {worth}.</source>
        <translation>Meilleur choix pour la partie : {best} — {worth}.</translation>
    </message>
    <message>
        <source>Best: {best} — {worth}.</source>
        <translation>Meilleur choix : {best} — {worth}.</translation>
    </message>
    <message>
        <source>{verdict}: lost {amount}.</source>
        <translation>{verdict} : a coûté {amount}.</translation>
    </message>
    <message>
        <source>{points} of the manche's chance</source>
        <translation>{points} de chances de gagner la manche</translation>
    </message>
    <message>
        <source>{points} of the chance not to lose the partie</source>
        <translation>{points} de chances de ne pas perdre la partie</translation>
    </message>
    <message>
        <source>{points} of the partie's chance</source>
        <translation>{points} de chances de gagner la partie</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong: {error}

The details were written to {path}.</source>
        <translation>Une erreur inattendue s’est produite : {error}

Les détails ont été écrits dans {path}.</translation>
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
        <translation>il ne contient pas de règles enregistrées</translation>
    </message>
    <message>
        <source>two rules have the same or a reserved name</source>
        <translation>deux règles portent le même nom, ou un nom réservé</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>Le fichier ne peut pas être lu : {reason}.</translation>
    </message>
    <message>
        <source>Your saved rules could not be read. {why} {kept}</source>
        <translation>Vos règles enregistrées n’ont pas pu être lues. {why} {kept}</translation>
    </message>
    <message>
        <source>A name of 1 to 60 characters, please.</source>
        <translation>Un nom de 1 à 60 caractères, s’il vous plaît.</translation>
    </message>
    <message>
        <source>{name} is a built-in preset: choose another name.</source>
        <translation>{name} est une règle prédéfinie : choisissez un autre nom.</translation>
    </message>
    <message>
        <source>You already have rules called {name}.</source>
        <translation>Vous avez déjà des règles nommées {name}.</translation>
    </message>
</context>
<context>
    <name>DecisionKind</name>
    <message>
        <source>stopping on a strong hand as the opener</source>
        <translation>s’arrêter sur une grosse combinaison quand on joue le premier</translation>
    </message>
    <message>
        <source>keeping two dice of a strong hand as the opener</source>
        <translation>garder deux dés d’une grosse combinaison quand on joue le premier</translation>
    </message>
    <message>
        <source>keeping one die of a strong hand as the opener</source>
        <translation>garder un dé d’une grosse combinaison quand on joue le premier</translation>
    </message>
    <message>
        <source>rethrowing all three on a strong hand as the opener</source>
        <translation>relancer les trois dés d’une grosse combinaison quand on joue le premier</translation>
    </message>
    <message>
        <source>stopping on a low hand as the opener</source>
        <translation>s’arrêter sur une petite combinaison quand on joue le premier</translation>
    </message>
    <message>
        <source>keeping two dice of a low hand as the opener</source>
        <translation>garder deux dés d’une petite combinaison quand on joue le premier</translation>
    </message>
    <message>
        <source>keeping one die of a low hand as the opener</source>
        <translation>garder un dé d’une petite combinaison quand on joue le premier</translation>
    </message>
    <message>
        <source>rethrowing all three on a low hand as the opener</source>
        <translation>relancer les trois dés d’une petite combinaison quand on joue le premier</translation>
    </message>
    <message>
        <source>stopping when ahead of the hand to beat</source>
        <translation>s’arrêter quand on est déjà au-dessus de la combinaison à battre</translation>
    </message>
    <message>
        <source>keeping two dice when ahead of the hand to beat</source>
        <translation>garder deux dés quand on est déjà au-dessus de la combinaison à battre</translation>
    </message>
    <message>
        <source>keeping one die when ahead of the hand to beat</source>
        <translation>garder un dé quand on est déjà au-dessus de la combinaison à battre</translation>
    </message>
    <message>
        <source>rethrowing all three when ahead of the hand to beat</source>
        <translation>relancer les trois dés quand on est déjà au-dessus de la combinaison à battre</translation>
    </message>
    <message>
        <source>stopping without beating the hand to beat</source>
        <translation>s’arrêter en dessous de la combinaison à battre</translation>
    </message>
    <message>
        <source>keeping two dice to beat a hand</source>
        <translation>garder deux dés pour battre une combinaison</translation>
    </message>
    <message>
        <source>keeping one die to beat a hand</source>
        <translation>garder un dé pour battre une combinaison</translation>
    </message>
    <message>
        <source>rethrowing all three to beat a hand</source>
        <translation>relancer les trois dés pour battre une combinaison</translation>
    </message>
    <message>
        <source>stopping in the décharge</source>
        <translation>s’arrêter à la décharge</translation>
    </message>
    <message>
        <source>keeping two dice in the décharge</source>
        <translation>garder deux dés à la décharge</translation>
    </message>
    <message>
        <source>keeping one die in the décharge</source>
        <translation>garder un dé à la décharge</translation>
    </message>
    <message>
        <source>rethrowing all three in the décharge</source>
        <translation>relancer les trois dés à la décharge</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>Dice tray: click a die, or press 1, 2 or 3, to keep it or throw it again</source>
        <translation>Piste de dés : cliquez sur un dé, ou appuyez sur 1, 2 ou 3, pour le garder ou le relancer</translation>
    </message>
    <message>
        <source>one</source>
        <translation>un</translation>
    </message>
    <message>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>not thrown yet</source>
        <translation>pas encore lancé</translation>
    </message>
    <message>
        <source>{face}, kept</source>
        <translation>{face}, gardé</translation>
    </message>
    <message>
        <source>Die {number}: {state}</source>
        <translation>Dé {number} : {state}</translation>
    </message>
    <message>
        <source>Die {number}</source>
        <translation>Dé {number}</translation>
    </message>
    <message>
        <source>KEPT</source>
        <translation>GARDÉ</translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <source>it is nested more than {depth} levels deep</source>
        <translation>son contenu est imbriqué sur plus de {depth} niveaux</translation>
    </message>
    <message>
        <source>it holds text that cannot be encoded (a lone surrogate)</source>
        <translation>le fichier contient du texte impossible à encoder (un demi-caractère isolé)</translation>
    </message>
    <message>
        <source>it is not valid JSON (line {line}, column {column})</source>
        <translation>ce n’est pas du JSON valide (ligne {line}, colonne {column})</translation>
    </message>
    <message>
        <source>it holds a number too long to read, or one JSON does not allow</source>
        <translation>le fichier contient un nombre trop long pour être lu, ou que JSON n’admet pas</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>le fichier n’existe pas</translation>
    </message>
    <message>
        <source>you may not read the file</source>
        <translation>vous n’avez pas le droit de lire le fichier</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>c’est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>part of the path is a file, not a folder</source>
        <translation>une partie du chemin est un fichier, pas un dossier</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>le nom est trop long</translation>
    </message>
    <message>
        <source>the file cannot be read (the system says: {detail})</source>
        <translation>le fichier ne peut pas être lu (message du système : {detail})</translation>
    </message>
    <message>
        <source>it is a device or a pipe, not a file</source>
        <translation>c’est un périphérique ou un tube, pas un fichier</translation>
    </message>
    <message>
        <source>it is larger than {megabytes} MB</source>
        <translation>le fichier dépasse {megabytes} Mo</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>ce n’est pas du texte UTF-8</translation>
    </message>
</context>
<context>
    <name>Drills</name>
    <message>
        <source>it does not hold drills</source>
        <translation>il ne contient pas d’exercices</translation>
    </message>
    <message>
        <source>a drill in it does not read back</source>
        <translation>un de ses exercices est illisible</translation>
    </message>
    <message>
        <source>Your drills could not be read: {reason}. {kept}</source>
        <translation>Vos exercices n’ont pas pu être lus : {reason}. {kept}</translation>
    </message>
</context>
<context>
    <name>Duration</name>
    <message>
        <source>{count} s</source>
        <translation>{count} s</translation>
    </message>
    <message>
        <source>{count} min</source>
        <translation>{count} min</translation>
    </message>
    <message>
        <source>{count} h</source>
        <translation>{count} h</translation>
    </message>
</context>
<context>
    <name>ExportJob</name>
    <message>
        <source>%p%</source>
        <translation>%p %</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportation</translation>
    </message>
    <message>
        <source>Writing {file}…</source>
        <translation>Écriture de {file}…</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>The original file could not be copied aside.</source>
        <translation>Le fichier d’origine n’a pas pu être copié de côté.</translation>
    </message>
    <message>
        <source>The original file was copied to:
{path}</source>
        <translation>Le fichier d’origine a été copié sous :
{path}</translation>
    </message>
    <message>
        <source>It could not be moved aside either, so it was left as it is:
{path}</source>
        <translation>Il n’a pas pu être mis de côté non plus, il est donc resté tel quel :
{path}</translation>
    </message>
    <message>
        <source>The file was kept as:
{path}</source>
        <translation>Le fichier a été conservé sous :
{path}</translation>
    </message>
    <message>
        <source>{folder} is a file, not a folder</source>
        <translation>{folder} est un fichier, pas un dossier</translation>
    </message>
    <message>
        <source>{file} is a file, where the folder {folder} should be</source>
        <translation>{file} est un fichier, là où devrait se trouver le dossier {folder}</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>{action} is not a move of this game.</source>
        <translation>{action} n’est pas un coup de ce jeu.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>No throws left this turn.</source>
        <translation>Plus de lancer à ce tour.</translation>
    </message>
    <message>
        <source>Every die is kept: release at least one to throw.</source>
        <translation>Tous les dés sont gardés : libérez-en au moins un pour lancer.</translation>
    </message>
    <message>
        <source>There is no die {die}.</source>
        <translation>Il n’y a pas de dé {die}.</translation>
    </message>
    <message>
        <source>Throw first: there is no die to keep yet.</source>
        <translation>Lancez d’abord : il n’y a pas encore de dé à garder.</translation>
    </message>
    <message>
        <source>Throw at least once before you stop.</source>
        <translation>Lancez au moins une fois avant de vous arrêter.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Zanzibar games (*.zanzibar)</source>
        <translation>Parties de Zanzibar (*.zanzibar)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Cannot open this game</source>
        <translation>Impossible d’ouvrir cette partie</translation>
    </message>
    <message>
        <source>Game opened short of its end</source>
        <translation>Partie ouverte avant sa fin</translation>
    </message>
    <message>
        <source>{note} The file {path} is kept as it was; Save asks for a new name.</source>
        <translation>{note} Le fichier {path} est conservé tel quel ; Enregistrer demandera un nouveau nom.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ne pas enregistrer</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <source>The game could not be saved in {path}: {reason}. The game goes on; try another folder with Save As.</source>
        <translation>La partie n’a pas pu être enregistrée dans {path} : {reason}. La partie continue ; essayez un autre dossier avec Enregistrer sous.</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partie en cours</translation>
    </message>
    <message>
        <source>Save the game in progress before it leaves the table?</source>
        <translation>Enregistrer la partie en cours avant de la fermer ?</translation>
    </message>
    <message>
        <source>Game saved.</source>
        <translation>Partie enregistrée.</translation>
    </message>
</context>
<context>
    <name>GameRecords</name>
    <message>
        <source>New record for {name}: {hand}, the best hand you have made.</source>
        <translation>Nouveau record pour {name} : {hand}, votre meilleure combinaison.</translation>
    </message>
    <message numerus="yes">
        <source>New record for {name}: %n zanzi(s) in one game.</source>
        <translation>
            <numerusform>Nouveau record pour {name} : %n zanzi dans une partie.</numerusform>
            <numerusform>Nouveau record pour {name} : %n zanzis dans une partie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New record for {name}: a game won in %n manche(s).</source>
        <translation>
            <numerusform>Nouveau record pour {name} : une partie gagnée en %n manche.</numerusform>
            <numerusform>Nouveau record pour {name} : une partie gagnée en %n manches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New record for {name}: %n token(s) given away in one décharge.</source>
        <translation>
            <numerusform>Nouveau record pour {name} : %n jeton donné en une décharge.</numerusform>
            <numerusform>Nouveau record pour {name} : %n jetons donnés en une décharge.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>No.</source>
        <comment>a kept game's number, as a column's heading</comment>
        <translation>N°</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Numéro de la partie</translation>
    </message>
    <message>
        <source>The number your records keep the game under: zanzibar review --record takes it.</source>
        <translation>Le numéro de la partie dans le registre de vos parties : celui que prend zanzibar review --record.</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonnée</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} a gagné</translation>
    </message>
    <message>
        <source>{name} paid the tournée</source>
        <translation>{name} a payé la tournée</translation>
    </message>
</context>
<context>
    <name>GamesTab</name>
    <message>
        <source>Every game kept, the latest first</source>
        <translation>Toutes les parties enregistrées, la plus récente d’abord</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Analyser</translation>
    </message>
    <message>
        <source>Export &amp;games…</source>
        <translation>Exporter les &amp;parties…</translation>
    </message>
    <message>
        <source>Export &amp;throws…</source>
        <translation>Exporter les &amp;lancers…</translation>
    </message>
    <message>
        <source>R&amp;eset…</source>
        <translation>&amp;Effacer…</translation>
    </message>
    <message>
        <source>Export the games</source>
        <translation>Exporter les parties</translation>
    </message>
    <message>
        <source>Export the throws</source>
        <translation>Exporter les lancers</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>The file {path} could not be written: {reason}.</source>
        <translation>Le fichier {path} n’a pas pu être écrit : {reason}.</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Effacer les statistiques</translation>
    </message>
    <message numerus="yes">
        <source>Forget all %Ln game(s) kept, with their figures and records? This cannot be undone; export them first to keep a copy.</source>
        <translation>
            <numerusform>Oublier %Ln partie enregistrée, avec ses chiffres et ses records ? C’est irréversible ; exportez-la d’abord pour en garder une copie.</numerusform>
            <numerusform>Oublier les %Ln parties enregistrées, avec leurs chiffres et leurs records ? C’est irréversible ; exportez-les d’abord pour en garder une copie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot reset</source>
        <translation>Effacement impossible</translation>
    </message>
    <message>
        <source>Your records could not be reset: {reason}. Nothing was forgotten.</source>
        <translation>Le registre de vos parties n’a pas pu être effacé : {reason}. Rien n’a été oublié.</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Zanzi: three dice alike; 1-1-1, the zanzi d'as, is the best hand.</source>
        <translation>Zanzi : trois dés pareils ; 1-1-1, le zanzi d’as, est la meilleure combinaison.</translation>
    </message>
    <message>
        <source>Simple points: any other throw; add the dice, an ace counting 10 (6-1-1 is worth 26).</source>
        <translation>Points simples : tout autre lancer ; on additionne les dés, l’as comptant 10 (6-1-1 vaut 26).</translation>
    </message>
    <message>
        <source>Throw-off (barrage): tied players throw once more, until the tie is broken.</source>
        <translation>Barrage : les joueurs à égalité relancent, un lancer chacun, jusqu’à ce que l’égalité soit rompue.</translation>
    </message>
    <message>
        <source>◆: beside a name, the player who opens the manche.</source>
        <translation>◆ : à côté d’un nom, le joueur qui ouvre la manche.</translation>
    </message>
    <message>
        <source>Partie: the whole game, played over several manches.</source>
        <translation>Partie : le jeu tout entier, qui se joue en plusieurs manches.</translation>
    </message>
    <message>
        <source>Manche: one round in which everyone plays a turn.</source>
        <translation>Manche : chacun y joue son tour une fois.</translation>
    </message>
    <message>
        <source>Chance to win the manche: the figure the hint and the coach put on each choice, playing as well as possible after it; a throw-off counts half.</source>
        <translation>Chances de gagner la manche : le chiffre que le conseil et le coach attribuent à chaque choix, en jouant au mieux ensuite ; un barrage compte pour moitié.</translation>
    </message>
    <message>
        <source>Inaccuracy, mistake, blunder: the coach's marks for a choice that lowered the chance to win the manche by at least 2, 5 or 10 percentage points.</source>
        <translation>Imprécision, erreur, gaffe : les notes du coach pour un choix qui a fait baisser les chances de gagner la manche d’au moins 2, 5 ou 10 points de pourcentage.</translation>
    </message>
    <message>
        <source>421: a 4, a 2 and an ace, the best hand.</source>
        <translation>421 : un 4, un 2 et un as, la meilleure combinaison.</translation>
    </message>
    <message>
        <source>Fiche: two aces and another die; the fiche of sixes is 6-1-1.</source>
        <translation>Fiche : deux as et un autre dé ; la fiche de 6 est 6-1-1.</translation>
    </message>
    <message>
        <source>Baraque: three dice alike; three aces are the best of them.</source>
        <translation>Baraque : trois dés pareils ; la meilleure, ce sont les trois as.</translation>
    </message>
    <message>
        <source>Tierce: three dice in a row, such as 6-5-4.</source>
        <translation>Tierce : trois dés qui se suivent, comme 6-5-4.</translation>
    </message>
    <message>
        <source>Nénette: 2-2-1.</source>
        <translation>Nénette : 2-2-1.</translation>
    </message>
    <message>
        <source>Charge and décharge: first the tokens leave the pot, then the players pass them on.</source>
        <translation>Charge et décharge : d’abord les jetons sortent du pot, puis les joueurs se les repassent.</translation>
    </message>
    <message>
        <source>Round: every player throws once, in turn; the charge and the décharge go on round after round.</source>
        <translation>Tour de table : chaque joueur lance une fois, à son tour ; la charge et la décharge se jouent tour après tour.</translation>
    </message>
    <message>
        <source>Manche: a charge and a décharge, until one player holds every token and loses the manche; the partie goes on manche after manche until a player has lost as many as the rules say.</source>
        <translation>Manche : une charge puis une décharge, jusqu’à ce qu’un joueur ait tous les jetons et perde la manche ; la partie continue, manche après manche, jusqu’à ce qu’un joueur en ait perdu autant que le veut la règle.</translation>
    </message>
    <message>
        <source>Sauvé: a player left with no token is out of the manche.</source>
        <translation>Sauvé : un joueur qui n’a plus de jeton sort de la manche.</translation>
    </message>
    <message>
        <source>◆: beside a name, the player who opens the round.</source>
        <translation>◆ : à côté d’un nom, le joueur qui ouvre le tour de table.</translation>
    </message>
    <message>
        <source>Red rings: on a seat, the manches that player has lost, one filled for each.</source>
        <translation>Ronds rouges : les manches perdues par ce joueur, un rond plein pour chacune.</translation>
    </message>
    <message>
        <source>Tournée: the drinks the loser of the partie pays for the whole table.</source>
        <translation>Tournée : les consommations que le perdant de la partie paie à toute la table.</translation>
    </message>
    <message>
        <source>Rampo (throw-off): tied players throw once more, until the tie is broken.</source>
        <translation>Rampo : les joueurs à égalité relancent, un lancer chacun, jusqu’à ce que l’égalité soit rompue.</translation>
    </message>
    <message>
        <source>Tokens to shed: the figure the hint and the coach put on each choice of a décharge, the tokens you can expect to give away minus those you can expect to receive; below zero, tokens at risk.</source>
        <translation>Jetons à donner : le chiffre que le conseil et le coach attribuent à chaque choix d’une décharge, les jetons que vous pouvez espérer donner moins ceux que vous risquez de recevoir ; sous zéro, des jetons à recevoir.</translation>
    </message>
    <message>
        <source>Inaccuracy, mistake, blunder: the coach's marks for a choice that cost at least 0.25, 0.5 or 1 token.</source>
        <translation>Imprécision, erreur, gaffe : les notes du coach pour un choix qui a coûté au moins 0,25, 0,5 ou 1 jeton.</translation>
    </message>
</context>
<context>
    <name>HandChart</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Combinaison</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Chance on one throw</source>
        <translation>Probabilité en un lancer</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
</context>
<context>
    <name>HandChartDialog</name>
    <message>
        <source>Hands — {rules}</source>
        <translation>Combinaisons — {rules}</translation>
    </message>
    <message>
        <source>Hands, strongest first</source>
        <translation>Combinaisons, de la plus forte à la plus faible</translation>
    </message>
    <message>
        <source>Keep a card &amp;beside the table</source>
        <translation>Garder un aide-mémoire à &amp;côté de la table</translation>
    </message>
    <message>
        <source>The hands and their values in a panel beside the dice, the hand to beat marked (View ▸ Hands card)</source>
        <translation>Les combinaisons et leur valeur dans un panneau à côté des dés, la combinaison à battre marquée (Affichage ▸ Aide-mémoire)</translation>
    </message>
</context>
<context>
    <name>HandTable</name>
    <message>
        <source>{number}%</source>
        <translation>{number} %</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Combinaison</translation>
    </message>
    <message>
        <source>One throw</source>
        <translation>En un lancer</translation>
    </message>
    <message>
        <source>Simple points that beat the straight</source>
        <translation>Points simples qui battent la suite</translation>
    </message>
    <message>
        <source>Simple points the straight beats</source>
        <translation>Points simples que la suite bat</translation>
    </message>
    <message>
        <source>Simple points: any other throw</source>
        <translation>Points simples : tout autre lancer</translation>
    </message>
    <message>
        <source>Plain hands: any other throw</source>
        <translation>Combinaisons simples : tout autre lancer</translation>
    </message>
    <message>
        <source>Straight: three in a row</source>
        <translation>Suite : trois dés qui se suivent</translation>
    </message>
    <message>
        <source>{dice} adds up to {value}</source>
        <translation>{dice} fait {value}</translation>
    </message>
    <message>
        <source>{dice} is worth {value}</source>
        <translation>{dice} vaut {value}</translation>
    </message>
    <message>
        <source>{stronger} beats {weaker}</source>
        <translation>{stronger} bat {weaker}</translation>
    </message>
    <message>
        <source>Three dice alike are a zanzi (“d'as”: of aces). Any other throw counts simple points, which score nothing: they only decide who wins the manche. Add the dice, the ace counting 10. So {best}, the best; {middle}; {lowest}, the lowest.</source>
        <translation>Trois dés identiques font un zanzi. Tout autre lancer compte en points simples, qui ne rapportent rien : ils décident seulement qui gagne la manche. On additionne les dés, l’as comptant 10. Ainsi {best}, le meilleur ; {middle} ; {lowest}, le plus faible.</translation>
    </message>
    <message>
        <source>Three dice alike are a zanzi (“d'as”: of aces). Any other throw counts simple points: add the dice, the ace counting 10. So {best}, the best; {middle}; {lowest}, the lowest.</source>
        <translation>Trois dés identiques font un zanzi. Tout autre lancer compte en points simples : on additionne les dés, l’as comptant 10. Ainsi {best}, le meilleur ; {middle} ; {lowest}, le plus faible.</translation>
    </message>
    <message>
        <source>The weakest zanzi beats the best simple points: {example}.</source>
        <translation>Le plus petit zanzi bat les meilleurs points simples : {example}.</translation>
    </message>
    <message>
        <source>A straight, three dice in a row, is worth {value} and {beats}: {example}.</source>
        <translation>Une suite, trois dés qui se suivent, vaut {value} et {beats} : {example}.</translation>
    </message>
    <message>
        <source>A straight, three dice in a row, is worth {value} and {beats}; higher simple points beat it: {example}.</source>
        <translation>Une suite, trois dés qui se suivent, vaut {value} et {beats} ; des points simples plus hauts la battent : {example}.</translation>
    </message>
    <message>
        <source>A fiche is two aces and another die; a baraque, three dice alike; a tierce, three dice in a row.</source>
        <translation>Une fiche, c’est deux as et un autre dé ; une baraque, trois dés identiques ; une tierce, trois dés qui se suivent.</translation>
    </message>
    <message>
        <source>Plain hands rank by their highest die, then the next, then the last: {example}.</source>
        <translation>Les combinaisons simples se classent d’après leur plus gros dé, puis le suivant, puis le dernier : {example}.</translation>
    </message>
    <message>
        <source>The nénette {dice} is the lowest hand of all.</source>
        <translation>La nénette {dice} est la plus faible de toutes les combinaisons.</translation>
    </message>
    <message numerus="yes">
        <source>The nénette {dice} is worth %n token(s) and beats the plain hands.</source>
        <translation>
            <numerusform>La nénette {dice} vaut %n jeton et bat les combinaisons simples.</numerusform>
            <numerusform>La nénette {dice} vaut %n jetons et bat les combinaisons simples.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandToBeat</name>
    <message>
        <source>No hand yet: {name} sets the hand to beat.</source>
        <translation>Pas encore de combinaison : {name} fixe celle à battre.</translation>
    </message>
    <message>
        <source>To beat:</source>
        <translation>À battre :</translation>
    </message>
    <message>
        <source>Lowest:</source>
        <translation>La plus faible :</translation>
    </message>
    <message>
        <source>{throw_off}: {words}</source>
        <translation>{throw_off} : {words}</translation>
    </message>
    <message>
        <source>Hand to beat</source>
        <translation>Combinaison à battre</translation>
    </message>
</context>
<context>
    <name>HandWords</name>
    <message numerus="yes">
        <source>{hand} in %n throw(s)</source>
        <translation>
            <numerusform>{hand} en %n lancer</numerusform>
            <numerusform>{hand} en %n lancers</numerusform>
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
        <translation>Suite</translation>
    </message>
    <message>
        <source>Simple points</source>
        <translation>Points simples</translation>
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
        <translation>Combinaison simple</translation>
    </message>
    <message>
        <source>Zanzi d'as</source>
        <translation>Zanzi d’as</translation>
    </message>
    <message>
        <source>Zanzi of twos</source>
        <translation>Zanzi de 2</translation>
    </message>
    <message>
        <source>Zanzi of threes</source>
        <translation>Zanzi de 3</translation>
    </message>
    <message>
        <source>Zanzi of fours</source>
        <translation>Zanzi de 4</translation>
    </message>
    <message>
        <source>Zanzi of fives</source>
        <translation>Zanzi de 5</translation>
    </message>
    <message>
        <source>Zanzi of sixes</source>
        <translation>Zanzi de 6</translation>
    </message>
    <message>
        <source>Three aces</source>
        <translation>Trois as</translation>
    </message>
    <message>
        <source>Baraque of twos</source>
        <translation>Baraque de 2</translation>
    </message>
    <message>
        <source>Baraque of threes</source>
        <translation>Baraque de 3</translation>
    </message>
    <message>
        <source>Baraque of fours</source>
        <translation>Baraque de 4</translation>
    </message>
    <message>
        <source>Baraque of fives</source>
        <translation>Baraque de 5</translation>
    </message>
    <message>
        <source>Baraque of sixes</source>
        <translation>Baraque de 6</translation>
    </message>
    <message>
        <source>Fiche of twos</source>
        <translation>Fiche de 2</translation>
    </message>
    <message>
        <source>Fiche of threes</source>
        <translation>Fiche de 3</translation>
    </message>
    <message>
        <source>Fiche of fours</source>
        <translation>Fiche de 4</translation>
    </message>
    <message>
        <source>Fiche of fives</source>
        <translation>Fiche de 5</translation>
    </message>
    <message>
        <source>Fiche of sixes</source>
        <translation>Fiche de 6</translation>
    </message>
    <message>
        <source>{value} points</source>
        <translation>{value} points simples</translation>
    </message>
</context>
<context>
    <name>HandsCard</name>
    <message>
        <source>Hands, strongest first</source>
        <translation>Combinaisons, de la plus forte à la plus faible</translation>
    </message>
    <message>
        <source>The choice pointed at</source>
        <translation>Le choix désigné</translation>
    </message>
    <message>
        <source>Strongest first</source>
        <translation>De la plus forte à la plus faible</translation>
    </message>
    <message>
        <source>Strongest first. No hand to beat yet.</source>
        <translation>De la plus forte à la plus faible. Pas encore de combinaison à battre.</translation>
    </message>
    <message>
        <source>Strongest first. To beat: {hand}.</source>
        <translation>De la plus forte à la plus faible. À battre : {hand}.</translation>
    </message>
    <message>
        <source>◆ To beat: {hand} ({name})</source>
        <translation>◆ À battre : {hand} ({name})</translation>
    </message>
    <message>
        <source>▼ Lowest: {hand} ({name})</source>
        <translation>▼ La plus faible : {hand} ({name})</translation>
    </message>
    <message>
        <source>● {name} holds {hand}</source>
        <translation>● {name} a {hand}</translation>
    </message>
    <message>
        <source>{choice}: you keep {hand}.</source>
        <translation>{choice} : vous gardez {hand}.</translation>
    </message>
    <message>
        <source>▶ {choice}</source>
        <translation>▶ {choice}</translation>
    </message>
    <message>
        <source>{choice}: the next throw makes {best} at best, {worst} at worst (marked ▶ with their chances).</source>
        <translation>{choice} : le prochain lancer donne au mieux {best}, au pire {worst} (marqués ▶ avec leur probabilité).</translation>
    </message>
    <message>
        <source>▶ {choice}: {chance}</source>
        <translation>▶ {choice} : {chance}</translation>
    </message>
    <message>
        <source>▶ {choice}: {chance}, {low} to {high} points</source>
        <translation>▶ {choice} : {chance}, de {low} à {high} points</translation>
    </message>
</context>
<context>
    <name>HandsCardModel</name>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Combinaison</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
</context>
<context>
    <name>HandsDock</name>
    <message>
        <source>Hands card</source>
        <translation>Aide-mémoire</translation>
    </message>
    <message>
        <source>Ha&amp;nds card</source>
        <translation>&amp;Aide-mémoire</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Throw the dice (or continue after a summary)</source>
        <translation>Lancer les dés (ou continuer après un résumé)</translation>
    </message>
    <message>
        <source>Keep or release die 1, 2 or 3</source>
        <translation>Garder ou libérer le dé 1, 2 ou 3</translation>
    </message>
    <message>
        <source>Stop here and end your turn (or continue)</source>
        <translation>S’arrêter là et finir son tour (ou continuer)</translation>
    </message>
    <message>
        <source>Move between the dice, the buttons and the tables</source>
        <translation>Passer des dés aux boutons et aux tableaux</translation>
    </message>
    <message>
        <source>On the dice: choose a die, keep or release it</source>
        <translation>Sur les dés : choisir un dé, le garder ou le libérer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <source>Show or hide the history</source>
        <translation>Afficher ou masquer l’historique</translation>
    </message>
    <message>
        <source>Hint: what every choice of your turn is worth</source>
        <translation>Conseil : ce que vaut chaque choix de votre tour</translation>
    </message>
    <message>
        <source>Put the hint away</source>
        <translation>Fermer le conseil</translation>
    </message>
    <message>
        <source>Rule sheet</source>
        <translation>Règle à imprimer</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Combinaisons</translation>
    </message>
    <message>
        <source>underlined letter</source>
        <translation>lettre soulignée</translation>
    </message>
    <message>
        <source>Open a menu or press a button</source>
        <translation>Ouvrir un menu ou appuyer sur un bouton</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Project page: {link}</source>
        <translation>Page du projet : {link}</translation>
    </message>
    <message>
        <source>About Zanzibar Desktop</source>
        <translation>À propos de Zanzibar Desktop</translation>
    </message>
    <message>
        <source>Zanzibar Desktop {version}

The French bar dice games Zanzibar and 421, with exact odds and computer opponents from gentle to provably strong.</source>
        <translation>Zanzibar Desktop {version}

Les jeux de dés des bars français, le Zanzibar et le 421, avec les probabilités exactes et des adversaires allant du débutant à l’expert au jeu calculé.</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>&amp;Close hint</source>
        <translation>&amp;Fermer le conseil</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Every choice, best first</source>
        <translation>Tous les choix, le meilleur d’abord</translation>
    </message>
    <message>
        <source>Hint: every choice, best first. The keys 1, 2 and 3 keep or release a die.</source>
        <translation>Conseil : chaque choix, le meilleur d’abord. Les touches 1, 2 et 3 gardent ou libèrent un dé.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>A hint is for your own turn.</source>
        <translation>Le conseil ne se donne que pendant votre tour.</translation>
    </message>
    <message>
        <source>Nothing to choose now: throw the dice (Space).</source>
        <translation>Rien à choisir pour l’instant : lancez les dés (Espace).</translation>
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Chart or luck view</source>
        <translation>Graphique des scores ou chance aux dés</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <source>Scores after each manche</source>
        <translation>Scores après chaque manche</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>The chart as a PNG or SVG image, or its figures as CSV</source>
        <translation>Le graphique en image PNG ou SVG, ou ses chiffres en CSV</translation>
    </message>
    <message>
        <source>Hands seen on first throws</source>
        <translation>Combinaisons sorties au premier lancer</translation>
    </message>
    <message>
        <source>&amp;Scores</source>
        <translation>&amp;Scores</translation>
    </message>
    <message>
        <source>&amp;Luck</source>
        <translation>&amp;Chance</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Tour de table</translation>
    </message>
    <message>
        <source>What the first throw of each turn showed, against its exact chance; and how many turns ended on each kind of hand.</source>
        <translation>Ce qu’a donné le premier lancer de chaque tour, face à sa probabilité exacte ; et combien de tours ont fini sur chaque type de combinaison.</translation>
    </message>
    <message>
        <source>Manche</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Kind of hand</source>
        <translation>Type de combinaison</translation>
    </message>
    <message>
        <source>First throws</source>
        <translation>Premiers lancers</translation>
    </message>
    <message>
        <source>Exact chance</source>
        <translation>Probabilité exacte</translation>
    </message>
    <message>
        <source>Turns ended on it</source>
        <translation>Fins de tour</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Exporter le graphique</translation>
    </message>
</context>
<context>
    <name>HistoryDock</name>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
</context>
<context>
    <name>KidsSheet</name>
    <message>
        <source>You need</source>
        <translation>Il te faut</translation>
    </message>
    <message>
        <source>3 dice, paper and a pencil.</source>
        <translation>3 dés, du papier et un crayon.</translation>
    </message>
    <message>
        <source>Who starts?</source>
        <translation>Qui commence ?</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>À toi de jouer</translation>
    </message>
    <message numerus="yes">
        <source>Throw the 3 dice. Keep the dice you like and throw the others again. You can throw up to %n times. Stop when you are happy!</source>
        <translation>
            <numerusform>Lance les 3 dés. Garde les dés qui te plaisent et relance les autres. Tu peux lancer jusqu’à %n fois. Arrête-toi quand tu es content !</numerusform>
            <numerusform>Lance les 3 dés. Garde les dés qui te plaisent et relance les autres. Tu peux lancer jusqu’à %n fois. Arrête-toi quand tu es content !</numerusform>
        </translation>
    </message>
    <message>
        <source>Who wins?</source>
        <translation>Qui gagne ?</translation>
    </message>
    <message>
        <source>The best throws</source>
        <translation>Les meilleurs lancers</translation>
    </message>
    <message>
        <source>When everyone has played, the best throw wins the manche and gets 1 point.</source>
        <translation>Quand tout le monde a joué, celui qui a le meilleur lancer gagne la manche et marque 1 point.</translation>
    </message>
    <message numerus="yes">
        <source>The first player to get %Ln points wins the partie!</source>
        <translation>
            <numerusform>Le premier à avoir %Ln point gagne la partie !</numerusform>
            <numerusform>Le premier à avoir %Ln points gagne la partie !</numerusform>
        </translation>
    </message>
    <message>
        <source>The youngest player starts. Then it goes around the table.</source>
        <translation>Le plus jeune commence. Puis chacun son tour, dans le sens des aiguilles d’une montre.</translation>
    </message>
    <message>
        <source>Everyone throws one die. Whoever has the highest die starts. Then it goes around the table.</source>
        <translation>Chacun lance un dé. Celui qui a le plus gros dé commence. Puis chacun son tour, dans le sens des aiguilles d’une montre.</translation>
    </message>
    <message>
        <source>Same throw? Whoever threw fewer times wins. Still the same? Throw again, one throw each.</source>
        <translation>Même lancer ? Celui qui a lancé le moins de fois gagne. Encore pareil ? On relance, un lancer chacun.</translation>
    </message>
    <message>
        <source>Same throw? Throw again, one throw each.</source>
        <translation>Même lancer ? On relance, un lancer chacun.</translation>
    </message>
    <message>
        <source>Three dice the same make a zanzi. This one is the best of all:</source>
        <translation>Trois dés pareils, c’est un zanzi. Celui-ci est le meilleur de tous :</translation>
    </message>
    <message>
        <source>Then, from the strongest:</source>
        <translation>Puis, du plus fort au plus faible :</translation>
    </message>
    <message>
        <source>A zanzi beats any other throw.</source>
        <translation>Un zanzi bat tous les autres lancers.</translation>
    </message>
    <message>
        <source>No zanzi? Add up your dice: the biggest total wins the manche. The ace (one dot) counts 10!</source>
        <translation>Pas de zanzi ? Additionne tes dés : le plus gros total gagne la manche. L’as (un seul point) compte 10 !</translation>
    </message>
    <message>
        <source>{dice} makes {value}: the best.</source>
        <translation>{dice} fait {value} : le meilleur.</translation>
    </message>
    <message>
        <source>{dice} makes {value}.</source>
        <translation>{dice} fait {value}.</translation>
    </message>
</context>
<context>
    <name>Lengths</name>
    <message>
        <source>Short: first to 200 points</source>
        <translation>Courte : premier à 200 points</translation>
    </message>
    <message>
        <source>Classic: first to 500 points</source>
        <translation>Classique : premier à 500 points</translation>
    </message>
    <message>
        <source>Long: first to 1000 points</source>
        <translation>Longue : premier à 1 000 points</translation>
    </message>
    <message>
        <source>Short: one manche</source>
        <translation>Courte : une manche</translation>
    </message>
    <message>
        <source>Classic: two manches to lose</source>
        <translation>Classique : deux manches à perdre</translation>
    </message>
    <message>
        <source>With one point a manche the game keeps its own target: the rule names no other length.</source>
        <translation>Avec un point par manche, la partie garde son score cible : la règle ne prévoit pas d’autre durée.</translation>
    </message>
    <message>
        <source>first to {target} points</source>
        <translation>premier à {target} points</translation>
    </message>
    <message>
        <source>the first manche lost loses the partie</source>
        <translation>le perdant de la manche perd la partie et paie la tournée</translation>
    </message>
    <message>
        <source>the first player to lose {count} manches loses the partie</source>
        <translation>le premier à perdre {count} manches perd la partie et paie la tournée</translation>
    </message>
    <message>
        <source>Length: {length}.</source>
        <translation>Durée : {length}.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Keep exactly the dice the lesson names, then throw.</source>
        <translation>Gardez exactement les dés que la leçon indique, puis lancez.</translation>
    </message>
    <message>
        <source>This time, stop: press Enter or Stop here.</source>
        <translation>Cette fois, arrêtez-vous : Entrée, ou « M’arrêter là ».</translation>
    </message>
    <message>
        <source>First keep the dice the lesson names, then throw.</source>
        <translation>Gardez d’abord les dés que la leçon indique, puis lancez.</translation>
    </message>
    <message>
        <source>Not yet: this step asks you to throw (Space).</source>
        <translation>Pas encore : cette étape vous demande de lancer (Espace).</translation>
    </message>
    <message>
        <source>First read the lesson, then press Next (Space).</source>
        <translation>Lisez d’abord la leçon, puis appuyez sur Suivant (Espace).</translation>
    </message>
    <message>
        <source>Not yet: do what the lesson asks first.</source>
        <translation>Pas encore : faites d’abord ce que la leçon demande.</translation>
    </message>
    <message>
        <source>Welcome to Zanzibar! A partie, the whole game, is played in manches: in each manche every player makes a hand with three dice, in up to three throws, and the best hand wins it. The ◆ beside a name marks who opens the manche: you, this time. Next (Space).</source>
        <translation>Bienvenue au Zanzibar ! La partie se joue en plusieurs manches : à chaque manche, chaque joueur fait une combinaison avec trois dés, en trois lancers au plus, et la meilleure combinaison l’emporte. Le ◆ à côté d’un nom marque celui qui ouvre la manche : vous, cette fois. Suivant (Espace).</translation>
    </message>
    <message>
        <source>Throw the dice: press Space, or Throw.</source>
        <translation>Lancez les dés : touche Espace, ou « Lancer ».</translation>
    </message>
    <message>
        <source>Three dice alike make a zanzi: a zanzi of 6 is worth 60 points. Only the zanzi of aces, 1-1-1, is worth more: 100. Next (Space).</source>
        <translation>Trois dés identiques font un zanzi : un zanzi de 6 vaut 60 points. Seul le zanzi d’as, 1-1-1, vaut plus : 100. Suivant (Espace).</translation>
    </message>
    <message>
        <source>Now Marcel plays; watch him.</source>
        <translation>Marcel joue maintenant ; regardez.</translation>
    </message>
    <message>
        <source>Manche 2: Marcel opens, the ◆ beside his name. Watch his throw.</source>
        <translation>Manche 2 : Marcel ouvre, le ◆ est à côté de son nom. Regardez son lancer.</translation>
    </message>
    <message>
        <source>6 + 5 + 2 = 13 simple points. Marcel throws next, once: he must beat 13. Next (Space).</source>
        <translation>6 + 5 + 2 = 13 points simples. Marcel lance ensuite, une seule fois : il doit battre 13. Suivant (Espace).</translation>
    </message>
    <message>
        <source>Marcel's throw-off: watch him.</source>
        <translation>Le barrage de Marcel : regardez.</translation>
    </message>
    <message>
        <source>A zanzi of 5 at your first throw, 50 points: a hand to keep. Stop early (Enter): made in one throw, it wins any tie.</source>
        <translation>Un zanzi de 5 dès votre premier lancer, 50 points : une combinaison à garder. Arrêtez-vous tôt (Entrée) : faite en un lancer, elle l’emporte en cas d’égalité.</translation>
    </message>
    <message>
        <source>Marcel may still take his three throws: he must beat your zanzi of 5, as a zanzi of 5 in more throws than yours loses. Next (Space).</source>
        <translation>Marcel a encore droit à ses trois lancers : il doit battre votre zanzi de 5, car un zanzi de 5 fait en plus de lancers que le vôtre perd. Suivant (Espace).</translation>
    </message>
    <message>
        <source>Marcel plays; watch him.</source>
        <translation>Marcel joue ; regardez.</translation>
    </message>
    <message>
        <source>Marcel ends on 10 + 4 + 2 = 16, simple points: your zanzi of 5 wins the manche, 50 points. Continue (Enter).</source>
        <translation>Marcel finit à 10 + 4 + 2 = 16, des points simples : votre zanzi de 5 remporte la manche, 50 points. Continuez (Entrée).</translation>
    </message>
    <message>
        <source>Welcome to 421! A partie, the whole game, is played in manches, and here tokens are a burden: whoever ends a manche holding them all loses it. The ◆ beside a name marks who opens: you, this time. Next (Space).</source>
        <translation>Bienvenue au 421 ! La partie se joue en plusieurs manches, et ici les jetons sont un fardeau : qui finit une manche avec tous les jetons la perd. Le ◆ à côté d’un nom marque celui qui ouvre : vous, cette fois. Suivant (Espace).</translation>
    </message>
    <message>
        <source>A manche starts with the charge: the 11 tokens of the pot go out round by round, one throw each. Throw (Space).</source>
        <translation>Une manche commence par la charge : les 11 jetons du pot sortent tour de table après tour de table, un lancer chacun. Lancez (Espace).</translation>
    </message>
    <message>
        <source>4-2-1, the 421: the best hand, worth 8 tokens. In the charge, the weakest hand of the round takes from the pot what the strongest is worth. Next (Space).</source>
        <translation>4-2-1, le 421 : la meilleure combinaison, qui vaut 8 jetons. Pendant la charge, le joueur qui a la plus faible combinaison du tour de table prend au pot ce que vaut la plus forte. Suivant (Espace).</translation>
    </message>
    <message>
        <source>Marcel throws now; watch him.</source>
        <translation>Marcel lance maintenant ; regardez.</translation>
    </message>
    <message>
        <source>Marcel's 6-5-3 is a plain hand, worth 1, the weakest: he takes 8 tokens from the pot. Who took tokens opens the next round: Marcel throws first. Continue (Enter).</source>
        <translation>Le 6-5-3 de Marcel est une combinaison simple, qui vaut 1, la plus faible : il prend 8 jetons au pot. Qui a pris des jetons ouvre le tour de table suivant : Marcel lance le premier. Continuez (Entrée).</translation>
    </message>
    <message>
        <source>Marcel opens; watch him.</source>
        <translation>Marcel ouvre ; regardez.</translation>
    </message>
    <message>
        <source>Marcel's 5-3-2 is the weakest: you give him 6 tokens, and you had 3. With none left you are out, saved: Marcel holds all 11 and loses the manche, a red ring filled on his seat. Continue (Enter).</source>
        <translation>Le 5-3-2 de Marcel est le plus faible : vous lui donnez 6 jetons, vous en aviez 3. Sans jeton, vous sortez, sauvé : Marcel a les 11 jetons et perd la manche, un rond rouge plein de plus pour lui. Continuez (Entrée).</translation>
    </message>
    <message>
        <source>That is 421: the first to lose two manches loses the partie and pays the tournée. Help ▸ Hands shows what beats what; Game ▸ New starts a real game.</source>
        <translation>Voilà le 421 : le premier à perdre deux manches perd la partie et paie la tournée. Aide ▸ Combinaisons montre ce qui bat quoi ; Partie ▸ Nouvelle lance une vraie partie.</translation>
    </message>
    <message>
        <source>Two sixes! Keep them: click each six, or press its key, 1 and 3. A kept die stays put when you throw again.</source>
        <translation>Deux 6 ! Gardez-les : cliquez sur chaque 6, ou appuyez sur leurs touches, 1 et 3. Un dé gardé reste en place quand vous relancez.</translation>
    </message>
    <message>
        <source>Now throw again (Space): only the free die rolls.</source>
        <translation>Relancez maintenant (Espace) : seul le dé libre roule.</translation>
    </message>
    <message>
        <source>A 4. You have one throw left: keep your sixes and throw once more.</source>
        <translation>Un 4. Il vous reste un lancer : gardez vos 6 et relancez une dernière fois.</translation>
    </message>
    <message>
        <source>Marcel has no zanzi: simple points, the sum of his dice with the ace worth 10: 10 + 5 + 3 = 18. Any zanzi beats any simple points: the manche is yours, 60 points. Continue (Enter).</source>
        <translation>Marcel n’a pas de zanzi : des points simples, la somme de ses dés, l’as valant 10 : 10 + 5 + 3 = 18. N’importe quel zanzi bat les points simples : la manche est à vous, 60 points. Continuez (Entrée).</translation>
    </message>
    <message>
        <source>A zanzi of 3 at his first throw: Marcel stops there. Your turn: throw.</source>
        <translation>Un zanzi de 3 dès son premier lancer : Marcel s’arrête là. À vous : lancez.</translation>
    </message>
    <message>
        <source>A zanzi of 3 too! Between equal hands, the one made in fewer throws wins. You both took one throw: stop here (Enter), and it is a tie.</source>
        <translation>Vous aussi, un zanzi de 3 ! Entre combinaisons égales, celle faite en moins de lancers l’emporte. Vous avez lancé une fois chacun. Arrêtez-vous là (Entrée) : égalité.</translation>
    </message>
    <message>
        <source>A tie that the throws do not break is settled by a throw-off: one throw each, the best hand wins. You throw first (Space).</source>
        <translation>Une égalité que les lancers ne départagent pas se règle par un barrage : un lancer chacun, la meilleure combinaison l’emporte. Vous lancez le premier (Espace).</translation>
    </message>
    <message>
        <source>Marcel makes 9: you win the throw-off, and the manche scores the hand you tied with, your zanzi of 3: 30 points. Continue (Enter).</source>
        <translation>Marcel fait 9 : vous gagnez le barrage et marquez les points de la combinaison qui était à égalité, votre zanzi de 3, soit 30 points. Continuez (Entrée).</translation>
    </message>
    <message>
        <source>Manche 3: you open. Throw.</source>
        <translation>Manche 3 : vous ouvrez. Lancez.</translation>
    </message>
    <message>
        <source>That is Zanzibar: the first to the target score (200, 500 or 1000) wins the partie. Help ▸ Hands shows what beats what; Game ▸ New starts a real game.</source>
        <translation>Voilà le Zanzibar : le premier à atteindre le score cible (200, 500 ou 1 000) gagne la partie. Aide ▸ Combinaisons montre ce qui bat quoi ; Partie ▸ Nouvelle lance une vraie partie.</translation>
    </message>
    <message>
        <source>Learn Zanzibar</source>
        <translation>Apprendre le Zanzibar</translation>
    </message>
    <message>
        <source>The red rings on each seat count its manches lost, one filled for each. The first to lose two manches loses the partie and pays the tournée: drinks for the whole table. Next (Space).</source>
        <translation>Les ronds rouges de chaque joueur comptent ses manches perdues, un rond plein pour chacune. Le premier à perdre deux manches perd la partie et paie la tournée : à boire pour toute la table. Suivant (Espace).</translation>
    </message>
    <message>
        <source>1-1-5 is a fiche, two aces and a 5: worth 5 tokens. Your turn: throw.</source>
        <translation>1-1-5 est une fiche, deux as et un 5 : elle vaut 5 jetons. À vous : lancez.</translation>
    </message>
    <message>
        <source>2-2-1, the nénette: the lowest hand of all. You take 5 tokens, but only 3 are left: the pot is empty, the charge is over. Continue (Enter).</source>
        <translation>2-2-1, la nénette : la plus faible de toutes les combinaisons. Vous prenez 5 jetons, mais il n’en reste que 3 : le pot est vide, la charge est finie. Continuez (Entrée).</translation>
    </message>
    <message>
        <source>Now the décharge: each round, the strongest hand gives its value in tokens to the weakest. Up to three throws, keeping dice; you open. Throw.</source>
        <translation>Place à la décharge : à chaque tour de table, le joueur qui a la plus forte combinaison en donne la valeur en jetons à celui qui a la plus faible. Trois lancers au plus, en gardant des dés ; vous ouvrez. Lancez.</translation>
    </message>
    <message>
        <source>1-1-6, a fiche worth 6: stop here (Enter), after one throw. The opener sets the limit: Marcel may then throw once only.</source>
        <translation>1-1-6, une fiche qui vaut 6 : arrêtez-vous là (Entrée), après un lancer. Celui qui ouvre fixe la limite : Marcel n’aura droit qu’à un lancer.</translation>
    </message>
    <message>
        <source>Marcel has one throw, no more than you took. Watch.</source>
        <translation>Marcel a un lancer, pas plus que vous. Regardez.</translation>
    </message>
    <message>
        <source>Learn 421</source>
        <translation>Apprendre le 421</translation>
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
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>New to Zanzibar and 421? {offer}</source>
        <translation>Vous découvrez le Zanzibar et le 421 ? {offer}</translation>
    </message>
    <message>
        <source>You left {game} at step {number} of {count}.</source>
        <translation>Vous avez quitté la leçon du {game} à l’étape {number} sur {count}.</translation>
    </message>
    <message>
        <source>You left it in its first manche: it starts again from the beginning.</source>
        <translation>Vous l’avez quittée dans sa première manche : elle reprend depuis le début.</translation>
    </message>
    <message>
        <source>It goes on from step {number}, where that manche began.</source>
        <translation>Elle reprend à l’étape {number}, au début de cette manche.</translation>
    </message>
    <message>
        <source>&amp;Continue {game} from step {number}</source>
        <translation>&amp;Reprendre le {game} à l’étape {number}</translation>
    </message>
    <message>
        <source>{game} from the start</source>
        <translation>Le {game} depuis le début</translation>
    </message>
    <message>
        <source>Learn {game}</source>
        <translation>Apprendre le {game}</translation>
    </message>
    <message>
        <source>A first game guided step by step, on this table: throwing, keeping, what beats what, stopping early, the throw-off; for 421 also the charge and the décharge, tokens moving. A few minutes each; leave whenever you like (Esc).</source>
        <translation>Une première partie guidée pas à pas, sur cette table : lancer, garder des dés, ce qui bat quoi, s’arrêter tôt, le barrage ; au 421, aussi la charge et la décharge, avec les jetons qui circulent. Quelques minutes par jeu ; vous pouvez arrêter quand vous voulez (Échap).</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Leave lesson (Esc)</source>
        <translation>Quitter la leçon (Échap)</translation>
    </message>
    <message>
        <source>Finish (Space)</source>
        <translation>Terminer (Espace)</translation>
    </message>
    <message>
        <source>Next (Space)</source>
        <translation>Suivant (Espace)</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>{title} · step {number} of {count}</source>
        <translation>{title} · étape {number} sur {count}</translation>
    </message>
</context>
<context>
    <name>LessonSeat</name>
    <message>
        <source>Your game is back where you left it.</source>
        <translation>Vous reprenez votre partie là où vous l’aviez laissée.</translation>
    </message>
    <message>
        <source>You left the lesson: Help ▸ Learn to play continues it, Game ▸ New starts a game.</source>
        <translation>Vous avez quitté la leçon : Aide ▸ Apprendre à jouer la reprend, Partie ▸ Nouvelle lance une partie.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Novice</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Keeps pairs and aces, and sometimes stops too early or throws on too long.</source>
        <translation>Garde les paires et les as, et s’arrête parfois trop tôt ou relance trop longtemps.</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Habitué</translation>
    </message>
    <message>
        <source>Plays like a bar regular: stops when ahead, chases the obvious figure.</source>
        <translation>Joue comme un habitué du comptoir : s’arrête quand il mène, vise la combinaison évidente.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Plays the exact odds of every keep, counting the players still to come.</source>
        <translation>Joue les probabilités exactes de chaque choix, en comptant les joueurs encore à jouer.</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maître</translation>
    </message>
    <message>
        <source>Plays to win the partie, not the manche: both scores (or tokens) counted, from the exact solution of the game between two players.</source>
        <translation>Joue pour gagner la partie, pas la manche : les deux scores (ou les jetons) comptent, d’après la solution exacte du jeu à deux.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Stop here</source>
        <translation>&amp;M’arrêter là</translation>
    </message>
    <message>
        <source>S&amp;kip to my turn</source>
        <translation>Passer à mon to&amp;ur</translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <comment>the Skip to my turn button, short</comment>
        <translation>À mon to&amp;ur</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Con&amp;seil</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Marque</translation>
    </message>
    <message>
        <source>Score&amp;board</source>
        <translation>Mar&amp;que</translation>
    </message>
</context>
<context>
    <name>Master</name>
    <message>
        <source>there is not enough memory</source>
        <translation>la mémoire ne suffit pas</translation>
    </message>
    <message>
        <source>the calculation stopped unexpectedly</source>
        <translation>le calcul s’est arrêté de façon inattendue</translation>
    </message>
    <message>
        <source>the solver met an error: {error}</source>
        <translation>le calcul a rencontré une erreur : {error}</translation>
    </message>
    <message>
        <source>working out a race to more than {largest} points would take too long</source>
        <translation>calculer une partie en plus de {largest} points prendrait trop de temps</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>ce n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>it was worked out for other rules</source>
        <translation>il a été fait pour d’autres règles</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>il est abîmé</translation>
    </message>
    <message>
        <source>The solution kept for these rules is not used: {reason}.</source>
        <translation>Le calcul gardé pour ces règles n’est pas utilisé : {reason}.</translation>
    </message>
    <message>
        <source>The solution kept for these rules was set aside as {name}: {reason}.</source>
        <translation>Le calcul gardé pour ces règles a été mis de côté sous le nom {name} : {reason}.</translation>
    </message>
    <message>
        <source>working it out would take about {duration}, more than {longest} minutes</source>
        <translation>la calculer prendrait environ {duration}, plus de {longest} minutes</translation>
    </message>
</context>
<context>
    <name>MasterBar</name>
    <message>
        <source>Done: the hint gives the partie's figures, and a Master plays for the partie.</source>
        <translation>C’est fait : le conseil donne les chances de gagner la partie, et le Maître joue pour la gagner.</translation>
    </message>
    <message>
        <source>Stopped: the hint gives the manche's figures and a Master plays as the Expert in this game.</source>
        <translation>Arrêté : le conseil donne les chances de gagner la manche et le Maître joue comme l’Expert dans cette partie.</translation>
    </message>
    <message>
        <source>The partie could not be worked out ({reason}): a Master plays as the Expert in this game.</source>
        <translation>La partie n’a pas pu être calculée ({reason}) : un Maître joue comme l’Expert dans cette partie.</translation>
    </message>
    <message>
        <source>Done, but it could not be kept for next time: {reason}.</source>
        <translation>C’est fait, mais le calcul n’a pas pu être gardé pour la prochaine fois : {reason}.</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>The Master plays as the Expert in this game</source>
        <translation>Le Maître joue comme l’Expert dans cette partie</translation>
    </message>
    <message>
        <source>The Master's preparation</source>
        <translation>La préparation du Maître</translation>
    </message>
    <message>
        <source>Working out the partie (about {time} left)… {done}</source>
        <translation>Calcul de la partie (encore environ {time})… {done}</translation>
    </message>
    <message>
        <source>Working out the partie… {done}</source>
        <translation>Calcul de la partie… {done}</translation>
    </message>
    <message>
        <source>Working out the partie (about {time})… {done}</source>
        <translation>Calcul de la partie (environ {time})… {done}</translation>
    </message>
    <message>
        <source>Working out the whole partie under these rules, once and for all: until then the hint gives the manche's figures and a Master plays as the Expert.</source>
        <translation>Calcul de toute la partie avec ces règles, une fois pour toutes : d’ici là, le conseil donne les chances de gagner la manche et le Maître joue comme l’Expert.</translation>
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
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>My rules: {name}</source>
        <translation>Mes règles : {name}</translation>
    </message>
    <message>
        <source>&amp;Customize…</source>
        <translation>&amp;Personnaliser…</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>&amp;Durée :</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>&amp;Add a player</source>
        <translation>&amp;Ajouter un joueur</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Ordinateur : {level}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Nom du joueur {number}</translation>
    </message>
    <message>
        <source>Who plays player {number}</source>
        <translation>Qui contrôle le joueur {number}</translation>
    </message>
    <message>
        <source>Remove player {number}</source>
        <translation>Retirer le joueur {number}</translation>
    </message>
    <message>
        <source>For this game: {name}</source>
        <translation>Pour cette partie : {name}</translation>
    </message>
    <message>
        <source>As these rules say: {length}</source>
        <translation>Selon ces règles : {length}</translation>
    </message>
    <message>
        <source>Your own rules, based on {family}.</source>
        <translation>Vos propres règles, d’après le {family}.</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{number} token</source>
        <translation>{number} jeton</translation>
    </message>
    <message>
        <source>{number} tokens</source>
        <translation>{number} jetons</translation>
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
        <translation>{number} %</translation>
    </message>
</context>
<context>
    <name>OpeningThrow</name>
    <message>
        <source>Each player throws one die: {throws}.</source>
        <translation>Chacun lance un dé : {throws}.</translation>
    </message>
    <message>
        <source>Tie, they throw again: {throws}.</source>
        <translation>Égalité, ils relancent : {throws}.</translation>
    </message>
    <message>
        <source>{name} has the highest die and opens.</source>
        <translation>{name} a le plus gros dé et ouvre.</translation>
    </message>
    <message>
        <source>Who opens?</source>
        <translation>Qui ouvre ?</translation>
    </message>
</context>
<context>
    <name>PictureFiles</name>
    <message>
        <source>that name is a pipe or a device, not a file</source>
        <translation>ce nom désigne un tube ou un périphérique, pas un fichier</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>Image SVG (*.svg)</translation>
    </message>
    <message>
        <source>CSV figures (*.csv)</source>
        <translation>Chiffres CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossible d’enregistrer</translation>
    </message>
    <message>
        <source>The chart could not be written to {path}: {reason}.</source>
        <translation>Le graphique n’a pas pu être écrit dans {path} : {reason}.</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>A game needs {minimum} to {maximum} players, not {count}.</source>
        <translation>Une partie se joue de {minimum} à {maximum} joueurs, pas {count}.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur a besoin d’un nom.</translation>
    </message>
    <message>
        <source>A name holds control characters or broken text: please type it again.</source>
        <translation>Un nom contient des caractères de contrôle ou du texte abîmé : retapez-le, s’il vous plaît.</translation>
    </message>
    <message>
        <source>The name {name}… is too long: at most {maximum} characters.</source>
        <translation>Le nom {name}… est trop long : {maximum} caractères au plus.</translation>
    </message>
    <message>
        <source>Two players are called {name}: every name must be different.</source>
        <translation>Deux joueurs s’appellent {name} : chaque nom doit être différent.</translation>
    </message>
    <message>
        <source>{name} has an unknown computer level {level}.</source>
        <translation>{name} a un niveau inconnu : {level}.</translation>
    </message>
</context>
<context>
    <name>PointsSheet</name>
    <message>
        <source>Goal</source>
        <translation>But du jeu</translation>
    </message>
    <message>
        <source>What you need</source>
        <translation>Matériel</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Le tour d’un joueur</translation>
    </message>
    <message numerus="yes">
        <source>Throw the three dice. You may keep any of them and throw the others again, up to %n throw(s) in all, and stop whenever you like: the dice you stop on are your hand.</source>
        <translation>
            <numerusform>Lancez les trois dés. Vous pouvez en garder autant que vous voulez et relancer les autres, jusqu’à %n lancer en tout, et vous arrêter quand vous voulez : les dés sur lesquels vous vous arrêtez forment votre combinaison.</numerusform>
            <numerusform>Lancez les trois dés. Vous pouvez en garder autant que vous voulez et relancer les autres, jusqu’à %n lancers en tout, et vous arrêter quand vous voulez : les dés sur lesquels vous vous arrêtez forment votre combinaison.</numerusform>
        </translation>
    </message>
    <message>
        <source>A manche</source>
        <translation>La manche</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Égalités</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Fin de la partie</translation>
    </message>
    <message numerus="yes">
        <source>The first player whose score reaches %Ln point(s) wins the partie (the game).</source>
        <translation>
            <numerusform>Le premier joueur dont le score atteint %Ln point gagne la partie.</numerusform>
            <numerusform>Le premier joueur dont le score atteint %Ln points gagne la partie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Variants in play</source>
        <translation>Variantes en jeu</translation>
    </message>
    <message>
        <source>The hands, strongest first</source>
        <translation>Les combinaisons, de la plus forte à la plus faible</translation>
    </message>
    <message numerus="yes">
        <source>Win manches with the strongest hand and be the first to reach %Ln point(s).</source>
        <translation>
            <numerusform>Remporter des manches avec la plus forte combinaison et être le premier à atteindre %Ln point.</numerusform>
            <numerusform>Remporter des manches avec la plus forte combinaison et être le premier à atteindre %Ln points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Then each player plays one turn, going around the table.</source>
        <translation>Puis chacun joue son tour, dans l’ordre autour de la table.</translation>
    </message>
    <message>
        <source>Follower rule: the opener sets the limit. If the opener stops after one throw (“in one”) or two (“in two”), nobody after may throw more often.</source>
        <translation>Règle du suiveur : le premier joueur fixe la limite. S’il s’arrête après un lancer (« en un ») ou deux (« en deux »), aucun joueur après lui ne peut lancer plus de fois.</translation>
    </message>
    <message numerus="yes">
        <source>Every player may use all %n throw(s), whatever the others did.</source>
        <translation>
            <numerusform>Chaque joueur a droit à %n lancer, quoi qu’aient fait les autres.</numerusform>
            <numerusform>Chaque joueur a droit à ses %n lancers, quoi qu’aient fait les autres.</numerusform>
        </translation>
    </message>
    <message>
        <source>The first player at the table opens the first manche (in a family game, the youngest).</source>
        <translation>Le premier joueur à la table ouvre la première manche (en famille, le plus jeune).</translation>
    </message>
    <message>
        <source>To start, each player throws one die: the highest opens the first manche (tied players throw again).</source>
        <translation>Pour commencer, chaque joueur lance un dé : celui qui a le plus gros dé ouvre la première manche (en cas d’égalité, on relance).</translation>
    </message>
    <message>
        <source>When everyone has played, the strongest hand wins the manche and scores 1 point, whatever the hand.</source>
        <translation>Quand tout le monde a joué, le joueur qui a la plus forte combinaison remporte la manche et marque 1 point, quelle que soit sa combinaison.</translation>
    </message>
    <message>
        <source>When everyone has played, the strongest hand wins the manche. Only zanzis score, their points in the table; any other winning hand scores nothing.</source>
        <translation>Quand tout le monde a joué, le joueur qui a la plus forte combinaison remporte la manche. Seuls les zanzis rapportent des points, ceux du tableau ; avec toute autre combinaison, le gagnant ne marque rien.</translation>
    </message>
    <message>
        <source>When everyone has played, the strongest hand wins the manche and scores its points, as in the table; only the winner scores.</source>
        <translation>Quand tout le monde a joué, le joueur qui a la plus forte combinaison remporte la manche et marque les points du tableau ; seul le gagnant marque.</translation>
    </message>
    <message>
        <source>The player with the weakest hand opens the next manche.</source>
        <translation>Le joueur qui a la plus faible combinaison ouvre la manche suivante.</translation>
    </message>
    <message>
        <source>The winner opens the next manche.</source>
        <translation>Le gagnant ouvre la manche suivante.</translation>
    </message>
    <message>
        <source>The next player around the table opens the next manche.</source>
        <translation>Le joueur suivant autour de la table ouvre la manche suivante.</translation>
    </message>
    <message>
        <source>Equal hands: the one made in fewer throws wins. Made in as many throws, the tied players play a throw-off: one throw each, from the last of them back to the first, until the tie is broken.</source>
        <translation>Combinaisons égales : celle faite en moins de lancers l’emporte. À nombre de lancers égal, les joueurs à égalité jouent un barrage : un lancer chacun, du dernier au premier, jusqu’à ce que l’égalité soit rompue.</translation>
    </message>
    <message>
        <source>Equal hands always go to a throw-off: one throw each among the tied players, from the last of them back to the first, until the tie is broken.</source>
        <translation>En cas d’égalité, on fait toujours un barrage : un lancer chacun entre les joueurs à égalité, du dernier au premier, jusqu’à ce que l’égalité soit rompue.</translation>
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
            <numerusform>%n jeton dans le pot</numerusform>
            <numerusform>%n jetons dans le pot</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message>
        <source>Practice</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Positions due</source>
        <translation>Positions à revoir</translation>
    </message>
    <message>
        <source>What do you do?</source>
        <translation>Que faites-vous ?</translation>
    </message>
    <message>
        <source>&amp;Next position</source>
        <translation>Position &amp;suivante</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) due now</source>
        <translation>
            <numerusform>%n position à revoir maintenant</numerusform>
            <numerusform>%n positions à revoir maintenant</numerusform>
        </translation>
    </message>
    <message>
        <source>No position due now.</source>
        <translation>Aucune position à revoir pour l’instant.</translation>
    </message>
    <message>
        <source>later today</source>
        <translation>plus tard dans la journée</translation>
    </message>
    <message>
        <source>tomorrow</source>
        <translation>demain</translation>
    </message>
    <message numerus="yes">
        <source>in %n day(s)</source>
        <translation>
            <numerusform>dans %n jour</numerusform>
            <numerusform>dans %n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to practise now: the next position comes back {when}. A position answered right comes back later and later, one answered wrong the next day.</source>
        <translation>Rien à revoir pour l’instant : la prochaine position revient {when}. Une position réussie revient de plus en plus tard, une position manquée dès le lendemain.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing to practise now: you answered every position right %n time(s) in a row. The mistakes of your next games will come here.</source>
        <translation>
            <numerusform>Rien à revoir pour l’instant : vous avez réussi chaque position %n fois de suite. Les erreurs de vos prochaines parties viendront ici.</numerusform>
            <numerusform>Rien à revoir pour l’instant : vous avez réussi chaque position %n fois de suite. Les erreurs de vos prochaines parties viendront ici.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to practise yet. Once a game you played is reviewed, the decisions that cost you most come here, on the dice, for you to decide again.</source>
        <translation>Rien à revoir pour l’instant. Dès qu’une de vos parties est analysée, les décisions qui vous ont coûté le plus reviennent ici, sur les dés, pour que vous décidiez à nouveau.</translation>
    </message>
    <message>
        <source>{player}, manche {manche}: {kind}</source>
        <translation>{player}, manche {manche} : {kind}</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Dés : {dice}</translation>
    </message>
    <message>
        <source>{player}: {dice}, manche {manche} (lost {lost} {unit})</source>
        <translation>{player} : {dice}, manche {manche} ({lost} {unit} perdus)</translation>
    </message>
    <message>
        <source>{player}, manche {manche}</source>
        <translation>{player}, manche {manche}</translation>
    </message>
    <message>
        <source>Space or Enter: the next position.</source>
        <translation>Espace ou Entrée : la position suivante.</translation>
    </message>
    <message>
        <source>Keys as at the table: 1, 2, 3 or a click on a die keeps it or releases it; every die is kept: release one to throw again; Enter: stop here.</source>
        <translation>Touches comme à la table : 1, 2, 3 ou un clic sur un dé le garde ou le libère ; tous les dés sont gardés : libérez-en un pour relancer ; Entrée : s’arrêter là.</translation>
    </message>
    <message>
        <source>Keys as at the table: 1, 2, 3 or a click on a die keeps it or releases it; Space: {choice} (the choice checked); Enter: stop here.</source>
        <translation>Touches comme à la table : 1, 2, 3 ou un clic sur un dé le garde ou le libère ; Espace : {choice} (le choix coché) ; Entrée : s’arrêter là.</translation>
    </message>
    <message>
        <source>Held: {dice}</source>
        <translation>Gardés : {dice}</translation>
    </message>
    <message>
        <source>No die held</source>
        <translation>Aucun dé gardé</translation>
    </message>
    <message numerus="yes">
        <source>Throw {used} of {limit} made: %n left</source>
        <translation>
            <numerusform>Lancer {used} sur {limit} fait : %n restant</numerusform>
            <numerusform>Lancer {used} sur {limit} fait : %n restants</numerusform>
        </translation>
    </message>
    <message>
        <source>You open: no hand to beat</source>
        <translation>Vous ouvrez : pas de combinaison à battre</translation>
    </message>
    <message numerus="yes">
        <source>Hand to beat: {dice} in %n throw(s)</source>
        <translation>
            <numerusform>Combinaison à battre : {dice} en %n lancer</numerusform>
            <numerusform>Combinaison à battre : {dice} en %n lancers</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens: {list}</source>
        <translation>Jetons : {list}</translation>
    </message>
    <message>
        <source>Scores: {list}</source>
        <translation>Scores : {list}</translation>
    </message>
    <message>
        <source>{name} {count}</source>
        <translation>{name} {count}</translation>
    </message>
    <message>
        <source>Your answer could not be kept: {reason}.</source>
        <translation>Votre réponse n’a pas pu être gardée : {reason}.</translation>
    </message>
    <message>
        <source>Right: the best here is to {choice}.</source>
        <translation>Bien joué : le mieux ici est de {choice}.</translation>
    </message>
    <message>
        <source>The best was to {best}; yours lost {lost} {unit}.</source>
        <translation>Le mieux était de {best} ; votre choix a perdu {lost} {unit}.</translation>
    </message>
    <message>
        <source>In the game you chose to {choice}.</source>
        <translation>Dans la partie, vous aviez choisi de {choice}.</translation>
    </message>
    <message>
        <source>Lost ({unit})</source>
        <translation>Perdu ({unit})</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>jetons</translation>
    </message>
    <message>
        <source>points of chance</source>
        <translation>points de chance</translation>
    </message>
    <message>
        <source>No new position could be made: {reason}.</source>
        <translation>Aucune nouvelle position n’a pu être préparée : {reason}.</translation>
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
        <translation>Zanzibar pour les enfants</translation>
    </message>
    <message>
        <source>421 at the counter</source>
        <translation>421 au comptoir</translation>
    </message>
    <message>
        <source>421, La Boîte à dés</source>
        <translation>421, La Boîte à dés</translation>
    </message>
    <message>
        <source>The family rule: three throws, zanzis and simple points, the winner of each manche scores its hand.</source>
        <translation>La règle familiale : trois lancers, zanzis et points simples ; le gagnant de chaque manche marque les points de sa combinaison.</translation>
    </message>
    <message>
        <source>The family rule with easy scoring: the winner of a manche scores 1 point.</source>
        <translation>La règle familiale au score facile : le gagnant d’une manche marque 1 point.</translation>
    </message>
    <message>
        <source>The bar rule: 21 tokens, charge then décharge, 421 worth 8.</source>
        <translation>La règle des bars : 21 jetons, charge puis décharge, le 421 vaut 8.</translation>
    </message>
    <message>
        <source>11 tokens, 421 worth 11; in the charge the strongest hand takes its value, the player with most tokens opens the décharge.</source>
        <translation>11 jetons, le 421 vaut 11 ; à la charge, le joueur qui a la plus forte combinaison en prend la valeur au pot, et celui qui a le plus de jetons ouvre la décharge.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Lecteur</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans :</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type :</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Page &amp;order:</source>
        <translation>&amp;Ordre des pages :</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>&amp;Pages par feuille :</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Page &amp;Set:</source>
        <translation>Pa&amp;ges à imprimer :</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>The record of your games could not be read ({why}); a new one is started. {kept}</source>
        <translation>Le registre de vos parties n’a pas pu être lu ({why}) ; un nouveau est commencé. {kept}</translation>
    </message>
    <message>
        <source>another program is writing to it</source>
        <translation>un autre programme est en train d’y écrire</translation>
    </message>
    <message>
        <source>A game could not be added to the record of your games yet: {reason}. It is kept, and added as soon as the record can be written.</source>
        <translation>Une partie n’a pas encore pu être ajoutée au registre de vos parties : {reason}. Elle est mise de côté et sera ajoutée dès que le registre pourra être écrit.</translation>
    </message>
    <message>
        <source>{path} cannot be read: {reason}</source>
        <translation>{path} ne peut pas être lu : {reason}</translation>
    </message>
    <message>
        <source>{path}: no such file</source>
        <translation>{path} : fichier introuvable</translation>
    </message>
    <message>
        <source>a count kept in it is not a whole number</source>
        <translation>un nombre qui y est gardé n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>its version number, {version}, is damaged</source>
        <translation>son numéro de version, {version}, est abîmé</translation>
    </message>
    <message>
        <source>this program did not make it: its version number is 0</source>
        <translation>ce programme ne l’a pas fait : son numéro de version est 0</translation>
    </message>
    <message>
        <source>its tables are not those of its version, {version}</source>
        <translation>ses tables ne sont pas celles de sa version, {version}</translation>
    </message>
    <message>
        <source>the description of its tables holds bytes that are not text</source>
        <translation>la description de ses tables contient des octets qui ne sont pas du texte</translation>
    </message>
    <message>
        <source>{path} is a folder, not a games database</source>
        <translation>{path} est un dossier, pas un registre de parties</translation>
    </message>
    <message>
        <source>{path} is not a file (a device, a pipe or a socket), so it is not opened as a games database</source>
        <translation>{path} n’est pas un fichier (c’est un périphérique, un tube ou une socket) : il n’est pas ouvert comme registre de parties</translation>
    </message>
    <message>
        <source>{path} is empty or cut short: it holds no games database</source>
        <translation>{path} est vide ou tronqué : il ne contient aucun registre de parties</translation>
    </message>
    <message>
        <source>{path} is not a games database that can be read ({why})</source>
        <translation>{path} n’est pas un registre de parties lisible ({why})</translation>
    </message>
    <message>
        <source>a text kept in it is not UTF-8</source>
        <translation>un texte qui y est gardé n’est pas de l’UTF-8</translation>
    </message>
    <message>
        <source>it is no database SQLite can read</source>
        <translation>ce n’est pas une base de données que SQLite sait lire</translation>
    </message>
    <message>
        <source>the database is damaged</source>
        <translation>la base de données est endommagée</translation>
    </message>
    <message>
        <source>SQLite says: {detail}</source>
        <translation>message de SQLite : {detail}</translation>
    </message>
    <message>
        <source>the rules of game {number} cannot be read</source>
        <translation>les règles de la partie {number} sont illisibles</translation>
    </message>
    <message>
        <source>a hand of game {number} cannot be read</source>
        <translation>une combinaison de la partie {number} est illisible</translation>
    </message>
    <message>
        <source>a player's first throws cannot be read</source>
        <translation>les premiers lancers d’un joueur sont illisibles</translation>
    </message>
</context>
<context>
    <name>RecordsTab</name>
    <message>
        <source>Streaks</source>
        <translation>Séries</translation>
    </message>
    <message>
        <source>Points races won in a row</source>
        <translation>Parties aux points gagnées d’affilée</translation>
    </message>
    <message>
        <source>Token games without paying the tournée</source>
        <translation>Parties aux jetons sans payer la tournée</translation>
    </message>
    <message numerus="yes">
        <source>best %n, now {now}</source>
        <translation>
            <numerusform>record : %n, en cours : {now}</numerusform>
            <numerusform>record : %n, en cours : {now}</numerusform>
        </translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <source>Best hand made</source>
        <translation>Meilleure combinaison</translation>
    </message>
    <message>
        <source>Most zanzis in one game</source>
        <translation>Le plus de zanzis en une partie</translation>
    </message>
    <message>
        <source>Fewest manches to win a game</source>
        <translation>Le moins de manches pour gagner une partie</translation>
    </message>
    <message>
        <source>Most tokens given away in one décharge</source>
        <translation>Le plus de jetons donnés en une décharge</translation>
    </message>
    <message>
        <source>Manches lost</source>
        <translation>Manches perdues</translation>
    </message>
    <message>
        <source>Tournées paid</source>
        <translation>Tournées payées</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Aucune partie terminée pour l’instant.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Game review</source>
        <translation>Analyse de la partie</translation>
    </message>
    <message>
        <source>Each choice is judged as the coach judges it: by the chance to win the partie when the partie is worked out, else by the chance to win the manche (a throw-off counts half) or, in a décharge, by the tokens to shed. A chance lost is counted in points: from 60% down to 55% loses 5 points, and the points of the choices add up over the game. Accuracy counts the choices that lost nothing. Luck of the dice adds up, in the same terms, what the dice gave beyond what each throw was expected to give: above zero they helped, below zero they hurt.</source>
        <translation>Chaque choix est jugé comme le juge le coach : d’après les chances de gagner la partie quand la partie est calculée, sinon d’après les chances de gagner la manche (un barrage compte pour moitié) ou, dans une décharge, d’après les jetons à donner. Les chances perdues se comptent en points : passer de 60 % à 55 % fait perdre 5 points, et les points des choix s’additionnent sur la partie. La précision compte les choix qui n’ont rien perdu. La chance aux dés additionne, dans les mêmes termes, ce que les dés ont donné au-delà de ce qu’on pouvait attendre de chaque lancer : au-dessus de zéro ils ont aidé, en dessous ils ont nui.</translation>
    </message>
    <message>
        <source>{name}: the costliest decisions</source>
        <translation>{name} : les décisions les plus coûteuses</translation>
    </message>
    <message>
        <source>{name}: no decision lost anything</source>
        <translation>{name} : aucune décision coûteuse</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Décisions</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Best choice</source>
        <translation>Meilleur choix</translation>
    </message>
    <message>
        <source>Manche {manche}, after throw {used} of {limit}: {verdict}</source>
        <translation>Manche {manche}, après le lancer {used} sur {limit} : {verdict}</translation>
    </message>
    <message>
        <source>Manche</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>The partie is being worked out: the choices are judged in its terms as soon as it is.</source>
        <translation>La partie est en cours de calcul : les choix seront jugés d’après elle dès qu’elle le sera.</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>jetons</translation>
    </message>
    <message>
        <source>points of the manche's chance</source>
        <translation>points de chances de gagner la manche</translation>
    </message>
    <message>
        <source>points of the chance not to lose the partie</source>
        <translation>points de chances de ne pas perdre la partie</translation>
    </message>
    <message>
        <source>points of the partie's chance</source>
        <translation>points de chances de gagner la partie</translation>
    </message>
    <message>
        <source>Counted in</source>
        <translation>Compté en</translation>
    </message>
    <message>
        <source>Lost in all</source>
        <translation>Perdu en tout</translation>
    </message>
    <message>
        <source>Lost per decision</source>
        <translation>Perdu par décision</translation>
    </message>
    <message>
        <source>Luck of the dice</source>
        <translation>Chance aux dés</translation>
    </message>
    <message>
        <source>Each player's decisions, accuracy, what the choices lost and the luck of the dice</source>
        <translation>Décisions de chaque joueur, précision, ce que les choix ont perdu et chance aux dés</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Throws</source>
        <translation>Lancers</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Choix joué</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>{points} of chance</source>
        <translation>{points} de chances</translation>
    </message>
    <message>
        <source>Every decision reviewed</source>
        <translation>Toutes les décisions analysées</translation>
    </message>
</context>
<context>
    <name>RoundHands</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Combinaison</translation>
    </message>
    <message>
        <source>Throws</source>
        <translation>Lancers</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>La plus forte</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>La plus faible</translation>
    </message>
</context>
<context>
    <name>RuleSheet</name>
    <message>
        <source>{name} — rule sheet</source>
        <translation>{name} — règle à imprimer</translation>
    </message>
</context>
<context>
    <name>RuleSheetDialog</name>
    <message>
        <source>Rule sheet</source>
        <translation>Règle à imprimer</translation>
    </message>
    <message>
        <source>Rules in play: {name}</source>
        <translation>Règles en jeu : {name}</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier :</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Export to P&amp;DF…</source>
        <translation>Exporter en P&amp;DF…</translation>
    </message>
    <message>
        <source>Rule sheet — print preview</source>
        <translation>Règle à imprimer — aperçu avant impression</translation>
    </message>
    <message>
        <source>Export the rule sheet</source>
        <translation>Exporter la règle à imprimer</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>The rule sheet could not be written to {path}: {reason}.</source>
        <translation>La règle à imprimer n’a pas pu être écrite dans {path} : {reason}.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Throws</source>
        <translation>Lancers</translation>
    </message>
    <message>
        <source>Hands and values</source>
        <translation>Combinaisons et valeurs</translation>
    </message>
    <message>
        <source>Scoring and end of game</source>
        <translation>Points et fin de partie</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Ties and turn order</source>
        <translation>Égalités et ordre de jeu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Which game: Zanzibar (zanzis and points) or 421 (fiches, baraques, tierces).</source>
        <translation>Quel jeu : le Zanzibar (zanzis et points) ou le 421 (fiches, baraques, tierces).</translation>
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
        <translation>Lancers par tour</translation>
    </message>
    <message>
        <source>The most throws a player may make in a turn.</source>
        <translation>Le nombre maximal de lancers d’un joueur à son tour.</translation>
    </message>
    <message>
        <source>2 throws</source>
        <translation>2 lancers</translation>
    </message>
    <message>
        <source>3 throws</source>
        <translation>3 lancers</translation>
    </message>
    <message>
        <source>Throw limit</source>
        <translation>Limite de lancers</translation>
    </message>
    <message>
        <source>Free: everyone may use every throw. Follow the opener: nobody may throw more often than the first player of the round did.</source>
        <translation>Libre : chacun dispose de tous ses lancers. Règle du suiveur : personne ne peut lancer plus de fois que le premier joueur du tour de table.</translation>
    </message>
    <message>
        <source>free for everyone</source>
        <translation>libre pour tous</translation>
    </message>
    <message>
        <source>set by the opener</source>
        <translation>fixée par le premier joueur</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>non jouée</translation>
    </message>
    <message>
        <source>beats every simple point</source>
        <translation>bat tous les points simples</translation>
    </message>
    <message>
        <source>Zanzibar: three faces in a row are a straight worth {value}, beaten by every zanzi.</source>
        <translation>Zanzibar : trois valeurs qui se suivent forment une suite qui vaut {value}, battue par tous les zanzis.</translation>
    </message>
    <message>
        <source>beats simple points of {value} or less</source>
        <translation>bat les points simples de {value} ou moins</translation>
    </message>
    <message>
        <source>Value of 421</source>
        <translation>Valeur du 421</translation>
    </message>
    <message>
        <source>421: what the hand 4-2-1 is worth.</source>
        <translation>Au 421 : ce que vaut la combinaison 4-2-1.</translation>
    </message>
    <message>
        <source>Nénette</source>
        <translation>Nénette</translation>
    </message>
    <message>
        <source>421: the nénette 2-2-1 is the lowest hand, or is worth 4 and ranks just above the plain hands.</source>
        <translation>Au 421 : la nénette 2-2-1 est la plus faible combinaison, ou vaut 4 et se classe juste au-dessus des combinaisons simples.</translation>
    </message>
    <message>
        <source>the lowest hand</source>
        <translation>la plus faible combinaison</translation>
    </message>
    <message>
        <source>worth 4, above the plain hands</source>
        <translation>vaut 4, au-dessus des combinaisons simples</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Comptage</translation>
    </message>
    <message>
        <source>Hand value: the winner of a manche scores its hand. One point: the winner scores 1. Tokens: the counter game with charge and décharge.</source>
        <translation>Valeur de la combinaison : le gagnant de la manche marque la valeur de sa combinaison. Un point : le gagnant marque 1 point. Jetons : le jeu de comptoir avec charge et décharge.</translation>
    </message>
    <message>
        <source>the winning hand's value</source>
        <translation>la valeur de la combinaison gagnante</translation>
    </message>
    <message>
        <source>one point a manche</source>
        <translation>un point par manche</translation>
    </message>
    <message>
        <source>tokens (charge and décharge)</source>
        <translation>des jetons (charge et décharge)</translation>
    </message>
    <message>
        <source>Simple points</source>
        <translation>Points simples</translation>
    </message>
    <message>
        <source>Zanzibar points race: a winning hand that is not a zanzi scores its value, or scores nothing (only zanzis score; it still wins the manche).</source>
        <translation>Zanzibar aux points : le gagnant d’une manche sans zanzi marque la valeur de sa combinaison, ou ne marque rien (seuls les zanzis rapportent ; il gagne quand même la manche).</translation>
    </message>
    <message>
        <source>score their value</source>
        <translation>marquent leur valeur</translation>
    </message>
    <message>
        <source>score nothing: only zanzis score</source>
        <translation>ne marquent rien : seuls les zanzis rapportent</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Score cible</translation>
    </message>
    <message>
        <source>Exact finish</source>
        <translation>Score exact obligatoire</translation>
    </message>
    <message>
        <source>Points race: the target must be hit exactly; a winner who would go past keeps the previous score, or falls back to a set level (never up to it).</source>
        <translation>Partie aux points : il faut atteindre exactement le score cible ; un gagnant qui le dépasserait reste bloqué à son score précédent, ou revient à un palier fixé (jamais en remontant).</translation>
    </message>
    <message>
        <source>no exact finish</source>
        <translation>pas de score exact</translation>
    </message>
    <message>
        <source>going past keeps the previous score</source>
        <translation>qui dépasse reste à son score précédent</translation>
    </message>
    <message>
        <source>going past falls back to a level</source>
        <translation>qui dépasse revient à un palier</translation>
    </message>
    <message>
        <source>Fall-back level</source>
        <translation>Palier de retour</translation>
    </message>
    <message>
        <source>Malus</source>
        <translation>Malus</translation>
    </message>
    <message>
        <source>Zanzi d'as</source>
        <translation>Zanzi d’as</translation>
    </message>
    <message>
        <source>scores 100 points</source>
        <translation>marque 100 points</translation>
    </message>
    <message>
        <source>wins the manche at once</source>
        <translation>gagne aussitôt la manche</translation>
    </message>
    <message>
        <source>Tokens in the pot at the start of each manche.</source>
        <translation>Jetons dans le pot au début de chaque manche.</translation>
    </message>
    <message>
        <source>Tokens a hand is worth</source>
        <translation>Jetons par combinaison</translation>
    </message>
    <message>
        <source>Zanzibar with tokens: a hand is worth a tenth of its value (at least 1), or 1 token whatever it is, or the tokens set in the table below.</source>
        <translation>Zanzibar aux jetons : une combinaison vaut le dixième de sa valeur (au moins 1), ou 1 jeton quelle qu’elle soit, ou les jetons fixés ci-dessous.</translation>
    </message>
    <message>
        <source>a tenth of its value</source>
        <translation>le dixième de sa valeur</translation>
    </message>
    <message>
        <source>1 token each</source>
        <translation>1 jeton chacune</translation>
    </message>
    <message>
        <source>as set below</source>
        <translation>comme fixé ci-dessous</translation>
    </message>
    <message>
        <source>Tokens: zanzi d'as</source>
        <translation>Jetons : zanzi d’as</translation>
    </message>
    <message>
        <source>Zanzibar with tokens set by table: the zanzi d'as 1-1-1.</source>
        <translation>Zanzibar aux jetons fixés : le zanzi d’as 1-1-1.</translation>
    </message>
    <message>
        <source>Tokens: other zanzis</source>
        <translation>Jetons : autres zanzis</translation>
    </message>
    <message>
        <source>Zanzibar with tokens set by table: every other zanzi.</source>
        <translation>Zanzibar aux jetons fixés : chacun des autres zanzis.</translation>
    </message>
    <message>
        <source>Tokens: straight</source>
        <translation>Jetons : suite</translation>
    </message>
    <message>
        <source>Zanzibar with tokens set by table: a straight.</source>
        <translation>Zanzibar aux jetons fixés : une suite.</translation>
    </message>
    <message>
        <source>Tokens: simple points</source>
        <translation>Jetons : points simples</translation>
    </message>
    <message>
        <source>Zanzibar with tokens set by table: any other hand.</source>
        <translation>Zanzibar aux jetons fixés : toute autre combinaison.</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>Charge: the weakest hand takes what the strongest is worth, or the strongest hand takes its own value.</source>
        <translation>Charge : le joueur qui a la plus faible combinaison prend au pot ce que vaut la plus forte, ou celui qui a la plus forte en prend lui-même la valeur.</translation>
    </message>
    <message>
        <source>the weakest takes what the strongest is worth</source>
        <translation>le plus faible prend la valeur du plus fort</translation>
    </message>
    <message>
        <source>the strongest takes its own value</source>
        <translation>le plus fort prend sa propre valeur</translation>
    </message>
    <message>
        <source>Décharge opener</source>
        <translation>Ouverture de la décharge</translation>
    </message>
    <message>
        <source>Who opens the décharge: the next opener as usual, or the player holding most tokens.</source>
        <translation>Qui ouvre la décharge : celui qui ouvre d’habitude le tour de table suivant, ou le joueur qui a le plus de jetons.</translation>
    </message>
    <message>
        <source>the next opener as usual</source>
        <translation>comme les autres tours de table</translation>
    </message>
    <message>
        <source>the player with most tokens</source>
        <translation>le joueur qui a le plus de jetons</translation>
    </message>
    <message>
        <source>Manches to lose</source>
        <translation>Manches pour perdre la partie</translation>
    </message>
    <message>
        <source>Tokens: the partie is lost by the first player to lose this many manches.</source>
        <translation>Jetons : la partie est perdue par le premier joueur qui perd ce nombre de manches.</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Égalités</translation>
    </message>
    <message>
        <source>Equal hands: the one made in fewer throws wins, then a throw-off; or equal hands always go to a throw-off.</source>
        <translation>Combinaisons égales : celle obtenue en moins de lancers l’emporte, sinon un barrage (le rampo du 421) ; ou toujours un barrage.</translation>
    </message>
    <message>
        <source>First opener</source>
        <translation>Premier à jouer</translation>
    </message>
    <message>
        <source>Who opens the game: each player throws one die, the highest opens (ties throw again); or the player in the first seat (the youngest, in a family game).</source>
        <translation>Qui commence la partie : chacun lance un dé, celui qui a le plus gros dé commence (on relance en cas d’égalité) ; ou le joueur de la première place (le plus jeune, dans une partie familiale).</translation>
    </message>
    <message>
        <source>the highest of one die each</source>
        <translation>un dé chacun, le plus gros commence</translation>
    </message>
    <message>
        <source>the first seat</source>
        <translation>la première place</translation>
    </message>
    <message>
        <source>Next opener</source>
        <translation>Ouverture du tour suivant</translation>
    </message>
    <message>
        <source>Who opens the next round: the next player in turn, the loser, or the winner.</source>
        <translation>Qui ouvre le tour de table suivant : le joueur suivant, le perdant ou le gagnant.</translation>
    </message>
    <message>
        <source>the next player in turn</source>
        <translation>le joueur suivant</translation>
    </message>
    <message>
        <source>the loser</source>
        <translation>le perdant</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>le gagnant</translation>
    </message>
    <message>
        <source>Only in a points race: scoring is tokens.</source>
        <translation>Seulement dans une partie aux points : ici, on joue aux jetons.</translation>
    </message>
    <message>
        <source>Only when going past the target falls back to a level (exact finish).</source>
        <translation>Seulement quand dépasser le score cible fait revenir à un palier (score exact).</translation>
    </message>
    <message>
        <source>Only when scoring is tokens.</source>
        <translation>Seulement quand on joue aux jetons.</translation>
    </message>
    <message>
        <source>Only in 421.</source>
        <translation>Seulement au 421.</translation>
    </message>
    <message>
        <source>Only in Zanzibar: 421 has its tierces.</source>
        <translation>Seulement au Zanzibar : le 421 a ses tierces.</translation>
    </message>
    <message>
        <source>Only in a Zanzibar points race.</source>
        <translation>Seulement dans un Zanzibar aux points.</translation>
    </message>
    <message>
        <source>Only in a Zanzibar points race scored by hand value.</source>
        <translation>Seulement dans un Zanzibar aux points, marqués à la valeur des combinaisons.</translation>
    </message>
    <message>
        <source>Only in Zanzibar with tokens: 421 hands are worth their value.</source>
        <translation>Seulement au Zanzibar aux jetons : au 421, chaque combinaison a sa valeur en jetons.</translation>
    </message>
    <message>
        <source>Only in Zanzibar with tokens, when tokens per hand are set as below.</source>
        <translation>Seulement au Zanzibar aux jetons, quand les jetons par combinaison sont fixés ci-dessous.</translation>
    </message>
    <message>
        <source>421 is always played with tokens.</source>
        <translation>Le 421 se joue toujours avec des jetons.</translation>
    </message>
    <message>
        <source>The fall-back level is set to {level}, but going past the target does not fall back (exact finish is {exact}): the level changes nothing.</source>
        <translation>Le palier est fixé à {level}, mais dépasser le score cible ne fait pas revenir au palier (score exact : {exact}), donc le palier ne change rien.</translation>
    </message>
    <message>
        <source>The option {option} cannot be {value}: choose one of {choices}.</source>
        <translation>L’option {option} ne peut pas valoir {value} : choisissez parmi {choices}.</translation>
    </message>
    <message>
        <source>The option {option} must be a whole number, not {value}.</source>
        <translation>L’option {option} doit être un nombre entier, pas {value}.</translation>
    </message>
    <message>
        <source>The option {option} must be between {minimum} and {maximum}, not {value}.</source>
        <translation>L’option {option} doit être comprise entre {minimum} et {maximum}, pas {value}.</translation>
    </message>
    <message>
        <source>The rules need a name of 1 to 60 characters, without control characters.</source>
        <translation>Les règles ont besoin d’un nom de 1 à 60 caractères, sans caractère de contrôle.</translation>
    </message>
    <message>
        <source>Only zanzis scoring needs a Zanzibar points race scored by hand value.</source>
        <translation>« Seuls les zanzis rapportent » demande un Zanzibar aux points, marqués à la valeur des combinaisons.</translation>
    </message>
    <message>
        <source>A malus needs simple points to score: when only zanzis score, most manches score nothing and the malus would hardly ever let the game end.</source>
        <translation>Un malus demande que les points simples comptent : quand seuls les zanzis rapportent, la plupart des manches ne rapportent rien et le malus ne laisserait presque jamais la partie finir.</translation>
    </message>
    <message>
        <source>Tokens per hand are set for Zanzibar with tokens; 421 hands are worth their value.</source>
        <translation>Les jetons par combinaison se fixent pour le Zanzibar aux jetons ; au 421, chaque combinaison a sa valeur en jetons.</translation>
    </message>
    <message>
        <source>With an exact finish, the target {target} must be a sum of hand values, and no sum of scoring hands makes it.</source>
        <translation>Avec le score exact obligatoire, le score cible {target} doit être une somme de valeurs de combinaisons, et aucune somme de combinaisons qui marquent ne le donne.</translation>
    </message>
    <message>
        <source>This is not a rules file (its format is {format}, not {expected}).</source>
        <translation>Ce n’est pas un fichier de règles (son format est {format}, pas {expected}).</translation>
    </message>
    <message>
        <source>This rules file has version {version}; this program reads versions 1 to {expected}.</source>
        <translation>Ce fichier de règles est en version {version} ; ce programme lit les versions 1 à {expected}.</translation>
    </message>
    <message>
        <source>The rules file has no name.</source>
        <translation>Le fichier de règles n’a pas de nom.</translation>
    </message>
    <message>
        <source>The rules file cannot be read: {reason}.</source>
        <translation>Le fichier de règles ne peut pas être lu : {reason}.</translation>
    </message>
    <message>
        <source>The rules file {path} cannot be read: {reason}.</source>
        <translation>Le fichier de règles {path} ne peut pas être lu : {reason}.</translation>
    </message>
    <message>
        <source>421 is always played with tokens: set scoring to tokens.</source>
        <translation>Le 421 se joue toujours avec des jetons : choisissez le comptage en jetons.</translation>
    </message>
    <message>
        <source>Points race with exact finish: the level a player who goes past falls back to, if below the previous score.</source>
        <translation>Partie aux points avec score exact : le palier auquel revient un joueur qui dépasse le score cible, s’il est sous son score précédent.</translation>
    </message>
    <message>
        <source>Points race: the score that wins the partie.</source>
        <translation>Partie aux points : le score cible, celui qui fait gagner la partie.</translation>
    </message>
    <message>
        <source>Points race: the points the weakest hand of a manche loses (never below zero), when everyone has played; 0 turns the malus off; at most 20, a few points as the rule says.</source>
        <translation>Partie aux points : les points que perd le joueur qui a la plus faible combinaison de la manche (jamais en dessous de zéro), quand tout le monde a joué ; 0 supprime le malus ; 20 au plus, quelques points comme le dit la règle.</translation>
    </message>
    <message>
        <source>Zanzibar points race: the zanzi d'as 1-1-1 scores its points, or wins the manche at once, or wins the partie at once.</source>
        <translation>Zanzibar aux points : le joueur qui fait le zanzi d’as 1-1-1 en marque les points, ou gagne aussitôt la manche, ou gagne aussitôt la partie.</translation>
    </message>
    <message>
        <source>wins the partie at once</source>
        <translation>gagne aussitôt la partie</translation>
    </message>
    <message>
        <source>fewer throws wins, else a {throw_off}</source>
        <translation>le moins de lancers l’emporte, sinon un {throw_off}</translation>
    </message>
    <message>
        <source>always a {throw_off}</source>
        <translation>toujours un {throw_off}</translation>
    </message>
    <message>
        <source>The straight is a Zanzibar variant; 421 has its own tierces.</source>
        <translation>La suite est une variante du Zanzibar ; le 421 a ses propres tierces.</translation>
    </message>
    <message>
        <source>A decisive zanzi d'as only exists in a Zanzibar points race.</source>
        <translation>Le zanzi d’as décisif n’existe que dans une partie de Zanzibar aux points.</translation>
    </message>
    <message>
        <source>An exact finish needs a points race, not tokens.</source>
        <translation>Le score exact demande une partie aux points, pas aux jetons.</translation>
    </message>
    <message>
        <source>A malus in points needs a points race, not tokens.</source>
        <translation>Un malus en points demande une partie aux points, pas aux jetons.</translation>
    </message>
    <message>
        <source>A malus needs hands scored by their value: with one point a manche, the game would hardly ever end.</source>
        <translation>Un malus demande de marquer la valeur des combinaisons : à un point par manche, la partie ne finirait presque jamais.</translation>
    </message>
    <message>
        <source>The fall-back level ({level}) must be below the target score ({target}).</source>
        <translation>Le palier de retour ({level}) doit être inférieur au score cible ({target}).</translation>
    </message>
    <message>
        <source>The option {option} is missing.</source>
        <translation>L’option {option} manque.</translation>
    </message>
    <message>
        <source>This is not a rules file: it should hold a JSON object.</source>
        <translation>Ce n’est pas un fichier de règles : il devrait contenir un objet JSON.</translation>
    </message>
    <message>
        <source>The rules file has an unknown option {option}.</source>
        <translation>Le fichier de règles contient une option inconnue : {option}.</translation>
    </message>
    <message>
        <source>There is no preset or rules file called {name}; the presets are {names}.</source>
        <translation>Il n’y a ni règle prédéfinie ni fichier de règles nommé {name} ; les règles prédéfinies sont {names}.</translation>
    </message>
    <message>
        <source>Less than {points} points short of the target, the winner of a manche scores their points even going past it.</source>
        <translation>À moins de {points} points du score cible, le gagnant d’une manche marque ses points, même en dépassant.</translation>
    </message>
    <message>
        <source>Less than {points} points short of the target, the winner of a manche scores their points even going past it; likewise when no sum of hands can close the gap.</source>
        <translation>À moins de {points} points du score cible, le gagnant d’une manche marque ses points, même en dépassant ; de même quand aucune somme de combinaisons ne peut combler l’écart.</translation>
    </message>
</context>
<context>
    <name>Save</name>
    <message>
        <source>This saved game is damaged and cannot be opened ({detail}).</source>
        <translation>Cette partie enregistrée est abîmée et ne peut pas être ouverte ({detail}).</translation>
    </message>
    <message>
        <source>This file is not a Zanzibar Desktop saved game.</source>
        <translation>Ce fichier n’est pas une partie enregistrée de Zanzibar Desktop.</translation>
    </message>
    <message>
        <source>This saved game has version {version}, which this program cannot read.</source>
        <translation>Cette partie enregistrée est en version {version}, que ce programme ne sait pas lire.</translation>
    </message>
    <message>
        <source>This game was saved by an earlier version whose rules allowed a move today's rules refuse: it opens after {played} of its {total} moves.</source>
        <translation>Cette partie a été enregistrée par une version antérieure dont les règles permettaient un coup que les règles actuelles refusent : elle s’ouvre après {played} de ses {total} coups.</translation>
    </message>
    <message>
        <source>This saved game holds a move the rules do not allow ({detail}).</source>
        <translation>Cette partie enregistrée contient un coup que les règles interdisent ({detail}).</translation>
    </message>
    <message>
        <source>The saved game cannot be opened: {reason}.</source>
        <translation>La partie enregistrée ne peut pas être ouverte : {reason}.</translation>
    </message>
</context>
<context>
    <name>SaveStatusBar</name>
    <message>
        <source>Hide this message</source>
        <translation>Masquer ce message</translation>
    </message>
    <message>
        <source>This game is not being saved: {reason}. Play on; saving is tried again after each move.</source>
        <translation>Cette partie n’est pas enregistrée : {reason}. Continuez à jouer ; l’enregistrement est retenté après chaque coup.</translation>
    </message>
    <message>
        <source>Saving works again: your game is saved.</source>
        <translation>L’enregistrement fonctionne de nouveau : votre partie est enregistrée.</translation>
    </message>
    <message>
        <source>Every game is in the record of your games now.</source>
        <translation>Toutes vos parties sont maintenant dans votre registre.</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Manches
lost</source>
        <translation>Manches
perdues</translation>
    </message>
    <message>
        <source>Tokens
(pot {pot})</source>
        <translation>Jetons
(pot : {pot})</translation>
    </message>
    <message>
        <source>{dice}
in {throws}</source>
        <translation>{dice}
en {throws}</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>Dernière combinaison</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n jeton</numerusform>
            <numerusform>%n jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n manche(s) lost</source>
        <translation>
            <numerusform>%n manche perdue</numerusform>
            <numerusform>%n manches perdues</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Throw {throws} of {limit}</source>
        <translation>Lancer {throws} sur {limit}</translation>
    </message>
    <message>
        <source>Place {place}</source>
        <translation>Classement : {place}</translation>
    </message>
    <message>
        <source>Pays the tournée</source>
        <translation>Paie la tournée</translation>
    </message>
    <message>
        <source>Lost the partie</source>
        <translation>A perdu la partie</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Joue</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>A joué</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Attend</translation>
    </message>
    <message>
        <source>Sauvé (out)</source>
        <translation>Sauvé</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>opens this round</source>
        <translation>ouvre ce tour de table</translation>
    </message>
    <message>
        <source>this round: {hand}</source>
        <translation>ce tour de table : {hand}</translation>
    </message>
    <message>
        <source>last round: {hand}</source>
        <translation>tour de table précédent : {hand}</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <source>Seat {number}: {name}</source>
        <translation>Place {number} : {name}</translation>
    </message>
    <message>
        <source>throws {face} for the opener</source>
        <translation>tire {face} pour ouvrir</translation>
    </message>
    <message>
        <source>throws for the opener</source>
        <translation>tire pour l’ouverture</translation>
    </message>
    <message>
        <source>in {throws}</source>
        <translation>en {throws}</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>a lesson is not saved</source>
        <translation>une leçon ne s’enregistre pas</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>it does not hold settings</source>
        <translation>il ne contient pas de réglages</translation>
    </message>
    <message>
        <source>Your settings file could not be read ({reason}), so the defaults are in use. {kept}</source>
        <translation>Votre fichier de réglages n’a pas pu être lu ({reason}) : les réglages par défaut sont utilisés. {kept}</translation>
    </message>
    <message>
        <source>Some of your settings could not be used and are back to their defaults: {settings}. {kept}</source>
        <translation>Certains de vos réglages n’ont pas pu être utilisés et reprennent leur valeur par défaut : {settings}. {kept}</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>vitesse d’animation</translation>
    </message>
    <message>
        <source>reduced motion</source>
        <translation>mouvements réduits</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>son</translation>
    </message>
    <message>
        <source>coach</source>
        <translation>coach</translation>
    </message>
    <message>
        <source>computer pace</source>
        <translation>rythme de l’ordinateur</translation>
    </message>
    <message>
        <source>language</source>
        <translation>langue</translation>
    </message>
    <message>
        <source>window size and place</source>
        <translation>taille et place de la fenêtre</translation>
    </message>
    <message>
        <source>window layout</source>
        <translation>disposition de la fenêtre</translation>
    </message>
    <message>
        <source>history panel</source>
        <translation>panneau de l’historique</translation>
    </message>
    <message>
        <source>last folder used</source>
        <translation>dernier dossier utilisé</translation>
    </message>
    <message>
        <source>rules of the last game</source>
        <translation>règles de la dernière partie</translation>
    </message>
    <message>
        <source>game length</source>
        <translation>durée de la partie</translation>
    </message>
    <message>
        <source>players of the last game</source>
        <translation>joueurs de la dernière partie</translation>
    </message>
    <message>
        <source>the offer to learn to play</source>
        <translation>la proposition d’apprendre à jouer</translation>
    </message>
    <message>
        <source>where your lessons stopped</source>
        <translation>où vos leçons se sont arrêtées</translation>
    </message>
    <message>
        <source>your settings file could not be read nor moved aside, so it is left as it is</source>
        <translation>votre fichier de réglages n’a pu être ni lu ni mis de côté, il est donc laissé tel quel</translation>
    </message>
    <message>
        <source>Your settings cannot be kept: {problem}. The defaults are in use; move or rename that file to keep your settings.</source>
        <translation>Vos réglages ne peuvent pas être conservés : {problem}. Les réglages par défaut sont utilisés ; déplacez ou renommez ce fichier pour conserver vos réglages.</translation>
    </message>
</context>
<context>
    <name>SettingsKeeper</name>
    <message>
        <source>Your settings could not be saved: {reason}.</source>
        <translation>Vos réglages n’ont pas pu être enregistrés : {reason}.</translation>
    </message>
</context>
<context>
    <name>SheetFrame</name>
    <message>
        <source>At this table: {names}</source>
        <translation>À cette table : {names}</translation>
    </message>
    <message>
        <source>{low} to {high} players</source>
        <translation>{low} à {high} joueurs</translation>
    </message>
    <message>
        <source>Three dice, a sheet of paper and a pencil for the score; {players}.</source>
        <translation>Trois dés, une feuille et un crayon pour le score ; {players}.</translation>
    </message>
    <message numerus="yes">
        <source>Three dice and %n token(s) in a pot; {players}.</source>
        <translation>
            <numerusform>Trois dés et %n jeton dans un pot ; {players}.</numerusform>
            <numerusform>Trois dés et %n jetons dans un pot ; {players}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules of {preset}.</source>
        <translation>Selon la règle « {preset} ».</translation>
    </message>
</context>
<context>
    <name>SideTables</name>
    <message>
        <source>Scoreboard</source>
        <translation>Marque</translation>
    </message>
    <message>
        <source>Hands of this round</source>
        <translation>Combinaisons de ce tour de table</translation>
    </message>
</context>
<context>
    <name>SkillTab</name>
    <message>
        <source>Games reviewed</source>
        <translation>Parties analysées</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p %</translation>
    </message>
    <message>
        <source>Reviewing the games kept before: {done} of {of}. The figures below count the games reviewed so far.</source>
        <translation>Analyse des parties gardées auparavant : {done} sur {of}. Les chiffres ci-dessous comptent les parties déjà analysées.</translation>
    </message>
    <message>
        <source>No game of yours reviewed yet: each game you finish is reviewed in the background, and your skill shows here.</source>
        <translation>Aucune de vos parties n’est encore analysée : chaque partie que vous finissez l’est en arrière-plan, et votre niveau s’affiche ici.</translation>
    </message>
    <message>
        <source>{family}: your last 50 games</source>
        <translation>{family} : vos 50 dernières parties</translation>
    </message>
    <message>
        <source>All your games</source>
        <translation>Toutes vos parties</translation>
    </message>
    <message>
        <source>Judged on the partie</source>
        <translation>Jugé sur la partie</translation>
    </message>
    <message>
        <source>Judged on the manche</source>
        <translation>Jugé sur la manche</translation>
    </message>
    <message>
        <source>Judged on the décharge's tokens</source>
        <translation>Jugé sur les jetons de la décharge</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>jetons</translation>
    </message>
    <message>
        <source>points of chance</source>
        <translation>points de chance</translation>
    </message>
    <message>
        <source>one game: no interval</source>
        <translation>une seule partie, pas d’intervalle</translation>
    </message>
    <message>
        <source>95% interval {low} to {high}</source>
        <translation>intervalle à 95 % de {low} à {high}</translation>
    </message>
    <message>
        <source>between {weaker} and {stronger}</source>
        <translation>entre le niveau {weaker} et le niveau {stronger}</translation>
    </message>
    <message>
        <source>as good as the {level}</source>
        <translation>au niveau {level}</translation>
    </message>
    <message>
        <source>behind the {level}</source>
        <translation>en dessous du niveau {level}</translation>
    </message>
    <message>
        <source>You ({family}, last 50 games)</source>
        <translation>Vous ({family}, 50 dernières parties)</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>{average} ({low} to {high})</source>
        <translation>{average} (de {low} à {high})</translation>
    </message>
    <message>
        <source>Your costliest kinds of decision ({terms}, last 50 games, in {unit})</source>
        <translation>Vos décisions les plus coûteuses, par sorte ({terms}, 50 dernières parties, en {unit})</translation>
    </message>
    <message>
        <source>Lost in all</source>
        <translation>Perdu en tout</translation>
    </message>
    <message>
        <source>On average</source>
        <translation>En moyenne</translation>
    </message>
    <message>
        <source>Kind of decision</source>
        <translation>Sorte de décision</translation>
    </message>
    <message>
        <source>Skill: the chance your decisions lost on average against the best play, in points of chance (a chance of 1 is 100 points), with its 95% interval. Judged on the partie where the whole game's solution is at hand (heads-up), on the manche otherwise: the two are never added. The computers' figures are measured by the same code over seeded games, Zanzibar's and 421's apart (a decision at 421 loses more): your figure at each game stands among that game's computers; the one over all your games mixes both and stands among none.</source>
        <translation>Niveau : la chance que vos décisions ont perdue en moyenne face au meilleur jeu, en points de chance (une chance de 1 vaut 100 points), avec son intervalle à 95 %. Jugé sur la partie quand la solution de toute la partie est connue (en tête-à-tête), sur la manche sinon : les deux ne s’additionnent jamais. Les chiffres des ordinateurs sont mesurés par le même code sur des parties aux dés fixés d’avance, au Zanzibar et au 421 séparément (une décision au 421 perd davantage) : votre chiffre à chaque jeu se place parmi les ordinateurs de ce jeu ; celui de toutes vos parties mêle les deux jeux et ne se compare à aucun.</translation>
    </message>
    <message numerus="yes">
        <source>{terms}: {average} {unit} lost a decision ({interval}), over %Ln decision(s)</source>
        <translation>
            <numerusform>{terms} : {average} {unit} perdus par décision ({interval}), sur %Ln décision</numerusform>
            <numerusform>{terms} : {average} {unit} perdus par décision ({interval}), sur %Ln décisions</numerusform>
        </translation>
    </message>
    <message>
        <source>{family}: on one scale with the computers</source>
        <translation>{family} : sur la même échelle que les ordinateurs</translation>
    </message>
    <message>
        <source>{family}: points of chance lost a decision, the computers' and yours</source>
        <translation>{family} : points de chance perdus par décision, ceux des ordinateurs et les vôtres</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Fois</translation>
    </message>
    <message>
        <source>Times it cost</source>
        <translation>Dont coûteuses</translation>
    </message>
</context>
<context>
    <name>SkillTrend</name>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Judged on</source>
        <translation>Jugé sur</translation>
    </message>
    <message>
        <source>Your skill over time</source>
        <translation>Votre niveau au fil du temps</translation>
    </message>
    <message numerus="yes">
        <source>Your skill over time: {unit} lost a decision over your last %n game(s) up to each</source>
        <translation>
            <numerusform>Votre niveau au fil du temps : {unit} perdus par décision sur la dernière partie (%n) jusqu’à chacune</numerusform>
            <numerusform>Votre niveau au fil du temps : {unit} perdus par décision sur vos %n dernières parties jusqu’à chacune</numerusform>
        </translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>jetons</translation>
    </message>
    <message>
        <source>points of chance</source>
        <translation>points de chance</translation>
    </message>
    <message>
        <source>Games reviewed</source>
        <translation>Parties analysées</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>all games</source>
        <translation>toutes les parties</translation>
    </message>
    <message>
        <source>against humans only</source>
        <translation>entre humains seulement</translation>
    </message>
    <message>
        <source>against {level}</source>
        <translation>contre {level}</translation>
    </message>
    <message>
        <source>rules: {rules}</source>
        <translation>règles : {rules}</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <source>Results over time</source>
        <translation>Résultats au fil du temps</translation>
    </message>
    <message>
        <source>Game family</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Are my dice fair?</source>
        <translation>Mes dés sont-ils honnêtes ?</translation>
    </message>
    <message numerus="yes">
        <source>Results over time: the share over the last %n game(s) of each kind</source>
        <translation>
            <numerusform>Résultats au fil du temps : la part sur la dernière partie (%n) de chaque sorte</numerusform>
            <numerusform>Résultats au fil du temps : la part sur les %n dernières parties de chaque sorte</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Points races won</source>
        <translation>Parties aux points gagnées</translation>
    </message>
    <message>
        <source>Token games not lost</source>
        <translation>Parties aux jetons non perdues</translation>
    </message>
    <message numerus="yes">
        <source>Are my dice fair? Hands on %Ln first throw(s)</source>
        <translation>
            <numerusform>Mes dés sont-ils honnêtes ? Combinaisons sur %Ln premier lancer</numerusform>
            <numerusform>Mes dés sont-ils honnêtes ? Combinaisons sur %Ln premiers lancers</numerusform>
        </translation>
    </message>
    <message>
        <source>No first throw of yours is kept yet.</source>
        <translation>Aucun de vos premiers lancers n’est encore enregistré.</translation>
    </message>
    <message>
        <source>Exact chance</source>
        <translation>Probabilité exacte</translation>
    </message>
    <message>
        <source>Seen, with its 95% interval</source>
        <translation>Observé, avec son intervalle à 95 %</translation>
    </message>
    <message>
        <source>Every kind of hand came within its 95% interval of its exact chance: nothing here says your dice are unfair.</source>
        <translation>Chaque type de combinaison est sorti dans son intervalle à 95 % autour de sa probabilité exacte : rien ici ne dit que vos dés sont pipés.</translation>
    </message>
    <message>
        <source>{hand} ({seen} seen, {chance} expected)</source>
        <translation>{hand} ({seen} observé, {chance} attendu)</translation>
    </message>
    <message>
        <source>Outside their 95% interval: {hands}. One kind in twenty lands outside by chance alone; more games will tell.</source>
        <translation>Hors de leur intervalle à 95 % : {hands}. Une sorte sur vingt en sort par le seul hasard ; d’autres parties le diront.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>No game played yet: your games appear here once played.</source>
        <translation>Aucune partie jouée pour l’instant : vos parties apparaîtront ici.</translation>
    </message>
    <message>
        <source>Games: every game you sat at, abandoned ones included. Won and lost count the finished games only: points races won out of those finished, token games lost (the tournée paid) out of those finished. Rates with their 95% interval; by level: the strongest computer player at the table.</source>
        <translation>Parties : toutes celles où vous étiez à la table, abandonnées comprises. Gagnées et perdues ne comptent que les parties finies : parties aux points gagnées sur celles finies, parties aux jetons perdues (la tournée payée) sur celles finies. Taux avec leur intervalle à 95 % ; par niveau : le joueur ordinateur le plus fort à la table.</translation>
    </message>
    <message>
        <source>&amp;Figures</source>
        <translation>&amp;Chiffres</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>&amp;Records</source>
        <translation>&amp;Records</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Graphiques</translation>
    </message>
    <message>
        <source>&amp;Skill</source>
        <translation>&amp;Niveau</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Parties</translation>
    </message>
    <message>
        <source>Which games</source>
        <translation>Quelles parties</translation>
    </message>
    <message>
        <source>Every game you sat at, abandoned ones included.</source>
        <translation>Toutes les parties où vous étiez à la table, abandonnées comprises.</translation>
    </message>
    <message>
        <source>Points races finished: how many you won, out of how many.</source>
        <translation>Parties aux points finies : combien vous en avez gagné, sur combien.</translation>
    </message>
    <message>
        <source>Token games finished: how many you lost (the tournée paid), out of how many.</source>
        <translation>Parties aux jetons finies : combien vous en avez perdu (la tournée payée), sur combien.</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Ouverture impossible</translation>
    </message>
    <message>
        <source>This game could not be replayed from your records: {reason}.</source>
        <translation>Cette partie n’a pas pu être rejouée depuis le registre de vos parties : {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>{games} (%n abandoned)</source>
        <translation>
            <numerusform>{games} (%n abandonnée)</numerusform>
            <numerusform>{games} (%n abandonnées)</numerusform>
        </translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Won (points race)</source>
        <translation>Gagnées (parties aux points)</translation>
    </message>
    <message>
        <source>Lost (tournées paid)</source>
        <translation>Perdues (tournées payées)</translation>
    </message>
    <message>
        <source>Each player's games and results</source>
        <translation>Parties et résultats de chaque joueur</translation>
    </message>
    <message>
        <source>Your records could not be opened: {reason}.</source>
        <translation>Le registre de vos parties n’a pas pu être ouvert : {reason}.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the folder is read-only</source>
        <translation>le dossier est en lecture seule</translation>
    </message>
    <message>
        <source>you may not write in that folder</source>
        <translation>vous n’avez pas le droit d’écrire dans ce dossier</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>le dossier n’existe pas</translation>
    </message>
    <message>
        <source>part of the path is a file, not a folder</source>
        <translation>une partie du chemin est un fichier, pas un dossier</translation>
    </message>
    <message>
        <source>a folder has that name</source>
        <translation>un dossier porte ce nom</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>le nom est trop long</translation>
    </message>
    <message>
        <source>the system said: {detail}</source>
        <translation>le système a répondu : {detail}</translation>
    </message>
    <message>
        <source>the text holds characters that cannot be saved</source>
        <translation>le texte contient des caractères impossibles à enregistrer</translation>
    </message>
    <message>
        <source>the name holds a character file names cannot hold</source>
        <translation>le nom contient un caractère interdit dans un nom de fichier</translation>
    </message>
    <message>
        <source>that name is a disk device or a socket, not a file</source>
        <translation>ce nom désigne un disque ou une socket, pas un fichier</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>Manche {manche}, charge, round {round}</source>
        <translation>Manche {manche}, charge, tour de table {round}</translation>
    </message>
    <message>
        <source>Manche {manche}, décharge, round {round}</source>
        <translation>Manche {manche}, décharge, tour de table {round}</translation>
    </message>
    <message>
        <source>Manche {manche}</source>
        <translation>Manche {manche}</translation>
    </message>
    <message>
        <source>Strongest: {name} with {hand}.</source>
        <translation>La plus forte : {name} avec {hand}.</translation>
    </message>
    <message>
        <source>Weakest: {name} with {hand}.</source>
        <translation>La plus faible : {name} avec {hand}.</translation>
    </message>
    <message numerus="yes">
        <source>{name} takes %n token(s) from the pot ({pot} left).</source>
        <translation>
            <numerusform>{name} prend %n jeton au pot (il en reste {pot}).</numerusform>
            <numerusform>{name} prend %n jetons au pot (il en reste {pot}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{giver} gives %n token(s) to {receiver}.</source>
        <translation>
            <numerusform>{giver} donne %n jeton à {receiver}.</numerusform>
            <numerusform>{giver} donne %n jetons à {receiver}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} has no token left: sauvé!</source>
        <translation>{name} n’a plus de jeton : sauvé, hors de la manche !</translation>
    </message>
    <message>
        <source>{name} takes the manche with {hand}.</source>
        <translation>{name} remporte la manche avec {hand}.</translation>
    </message>
    <message>
        <source>A decisive zanzi d'as: the manche ends at once.</source>
        <translation>Zanzi d’as décisif : la manche s’arrête aussitôt.</translation>
    </message>
    <message>
        <source>Past the target: the score stays at {score}.</source>
        <translation>Score cible dépassé : le score reste à {score}.</translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s), {score} in all.</source>
        <translation>
            <numerusform>+%n point, soit {score} au total.</numerusform>
            <numerusform>+%n points, soit {score} au total.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} loses %n point(s) (lowest hand).</source>
        <translation>
            <numerusform>{name} perd %n point (la plus faible combinaison).</numerusform>
            <numerusform>{name} perd %n points (la plus faible combinaison).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Decided by %n {throw_off} round(s).</source>
        <translation>
            <numerusform>Départagé par %n tour de {throw_off}.</numerusform>
            <numerusform>Départagé par %n tours de {throw_off}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins the partie!</source>
        <translation>{name} gagne la partie !</translation>
    </message>
    <message>
        <source>{name} holds every token and loses manche {manche}.</source>
        <translation>{name} a tous les jetons et perd la manche {manche}.</translation>
    </message>
    <message>
        <source>Manches lost: {tally}</source>
        <translation>Manches perdues : {tally}</translation>
    </message>
    <message>
        <source>Scores: {tally}</source>
        <translation>Scores : {tally}</translation>
    </message>
    <message>
        <source>holds every token and pays the tournée</source>
        <translation>a tous les jetons et paie la tournée</translation>
    </message>
    <message>
        <source>sauvé in the décharge, round {round}</source>
        <translation>sauvé à la décharge, tour de table {round}</translation>
    </message>
    <message>
        <source>took no token in the charge</source>
        <translation>aucun jeton pris à la charge</translation>
    </message>
    <message>
        <source>no token after the charge: out of the décharge</source>
        <translation>aucun jeton après la charge : hors de la décharge</translation>
    </message>
    <message numerus="yes">
        <source>%n manche(s) lost</source>
        <translation>
            <numerusform>%n manche perdue</numerusform>
            <numerusform>%n manches perdues</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} loses the partie and pays the tournée!</source>
        <translation>{name} perd la partie et paie la tournée !</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
</context>
<context>
    <name>TableControls</name>
    <message>
        <source>Welcome to Zanzibar</source>
        <translation>Bienvenue au Zanzibar</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu (Ctrl+N).</source>
        <translation>Commencez une nouvelle partie depuis le menu Partie (Ctrl+N).</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Throw {count} of {limit}</source>
        <translation>&amp;Lancer {count} sur {limit}</translation>
    </message>
    <message>
        <source>&amp;Throw</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Continue (Enter) when you are ready.</source>
        <translation>Continuez (Entrée) quand vous êtes prêt.</translation>
    </message>
    <message>
        <source>{name}: {hand}</source>
        <translation>{name} : {hand}</translation>
    </message>
    <message>
        <source>Enter, Space or a click on the table moves on.</source>
        <translation>Entrée, Espace ou un clic sur la table pour continuer.</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <translation>À vous, {name}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>À vous</translation>
    </message>
    <message>
        <source>{name} is playing</source>
        <translation>{name} joue</translation>
    </message>
    <message>
        <source>{throw_off}: throw once (Space).</source>
        <translation>{throw_off} : lancez une fois (Espace).</translation>
    </message>
    <message>
        <source>Your turn: throw the dice (Space).</source>
        <translation>À vous : lancez les dés (Espace).</translation>
    </message>
    <message>
        <source>You have {hand}. Throw again, or click dice (or press 1, 2, 3) to keep them; Enter stops here.</source>
        <translation>Vous avez {hand}. Relancez, ou cliquez sur des dés (ou 1, 2, 3) pour les garder ; Entrée pour vous arrêter.</translation>
    </message>
    <message>
        <source>You have {hand}. Keep at least one die free to throw, or press Enter to stop.</source>
        <translation>Vous avez {hand}. Laissez au moins un dé libre pour lancer, ou appuyez sur Entrée pour vous arrêter.</translation>
    </message>
    <message>
        <source>Play again ({again}) with the same players, start a new game ({new}) or review the game ({review}).</source>
        <translation>Rejouez ({again}) avec les mêmes joueurs, commencez une nouvelle partie ({new}) ou analysez la partie ({review}).</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>Anal&amp;yser</translation>
    </message>
</context>
<context>
    <name>TablePacing</name>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} joue.</translation>
    </message>
    <message>
        <source>{name} throws {hand} (throw {throws} of {limit}).</source>
        <translation>{name} fait {hand} (lancer {throws} sur {limit}).</translation>
    </message>
    <message>
        <source>{name} throws…</source>
        <translation>{name} lance…</translation>
    </message>
    <message>
        <source>Tie! {throw_off} between {names}: one throw each.</source>
        <translation>Égalité ! {throw_off} entre {names} : un lancer chacun.</translation>
    </message>
</context>
<context>
    <name>ThrowOff421</name>
    <message>
        <source>Throw-off</source>
        <translation>Rampo</translation>
    </message>
    <message>
        <source>throw-off</source>
        <translation>rampo</translation>
    </message>
</context>
<context>
    <name>ThrowOffZanzibar</name>
    <message>
        <source>Throw-off</source>
        <translation>Barrage</translation>
    </message>
    <message>
        <source>throw-off</source>
        <translation>barrage</translation>
    </message>
</context>
<context>
    <name>TokensSheet</name>
    <message>
        <source>Goal</source>
        <translation>But du jeu</translation>
    </message>
    <message>
        <source>What you need</source>
        <translation>Matériel</translation>
    </message>
    <message>
        <source>1. The charge</source>
        <translation>1. La charge</translation>
    </message>
    <message>
        <source>In the charge, each player in turn makes one single throw of the three dice: no die is kept, nothing is thrown again.</source>
        <translation>Pendant la charge, chaque joueur à son tour ne lance les trois dés qu’une seule fois : on ne garde aucun dé, on ne relance rien.</translation>
    </message>
    <message>
        <source>The charge ends when the pot is empty; a player who then holds every token loses the manche at once.</source>
        <translation>La charge se termine quand le pot est vide ; un joueur qui a alors tous les jetons perd aussitôt la manche.</translation>
    </message>
    <message>
        <source>2. The décharge</source>
        <translation>2. La décharge</translation>
    </message>
    <message numerus="yes">
        <source>Now each player may throw up to %n time(s): keep any dice, throw the others again, stop whenever you like.</source>
        <translation>
            <numerusform>Chaque joueur peut maintenant lancer jusqu’à %n fois : garder des dés, relancer les autres, s’arrêter quand il veut.</numerusform>
            <numerusform>Chaque joueur peut maintenant lancer jusqu’à %n fois : garder des dés, relancer les autres, s’arrêter quand il veut.</numerusform>
        </translation>
    </message>
    <message>
        <source>After each round, the strongest hand gives the weakest as many tokens as it is worth (all it has, if fewer).</source>
        <translation>Après chaque tour de table, le joueur qui a la plus forte combinaison donne à celui qui a la plus faible autant de jetons qu’elle vaut (tous les siens, s’il en a moins).</translation>
    </message>
    <message>
        <source>A player left with no token is sauvé (saved): out of the manche.</source>
        <translation>Un joueur qui n’a plus de jeton est sauvé : il sort de la manche.</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Égalités</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Fin de la manche et de la partie</translation>
    </message>
    <message>
        <source>The manche ends when one player holds every token: that player loses it, and a new manche starts with the full pot.</source>
        <translation>La manche se termine quand un joueur a tous les jetons : il la perd, et une nouvelle manche commence avec le pot plein.</translation>
    </message>
    <message>
        <source>The next player around the table opens the next round.</source>
        <translation>Le joueur suivant autour de la table ouvre le tour de table suivant.</translation>
    </message>
    <message>
        <source>Variants in play</source>
        <translation>Variantes en jeu</translation>
    </message>
    <message>
        <source>The next player around the table opens the décharge.</source>
        <translation>Le joueur suivant autour de la table ouvre la décharge.</translation>
    </message>
    <message>
        <source>Then the player with the strongest hand of each round opens the next one; if sauvé, the next player around the table does.</source>
        <translation>Ensuite, le joueur qui a fait la plus forte combinaison d’un tour de table ouvre le suivant ; s’il est sauvé, c’est le joueur suivant autour de la table.</translation>
    </message>
    <message>
        <source>Then each round is opened by the next player around the table.</source>
        <translation>Ensuite, le joueur suivant autour de la table ouvre chaque nouveau tour de table.</translation>
    </message>
    <message>
        <source>The player with the weakest hand of a round opens the next one.</source>
        <translation>Le joueur qui a fait la plus faible combinaison ouvre le tour de table suivant.</translation>
    </message>
    <message>
        <source>The player with the strongest hand of a round opens the next one.</source>
        <translation>Le joueur qui a fait la plus forte combinaison ouvre le tour de table suivant.</translation>
    </message>
    <message>
        <source>The hands, strongest first</source>
        <translation>Les combinaisons, de la plus forte à la plus faible</translation>
    </message>
    <message numerus="yes">
        <source>Get rid of your tokens: whoever is left holding all %n token(s) loses the manche.</source>
        <translation>
            <numerusform>Se débarrasser de ses jetons : celui qui se retrouve avec %n jeton perd la manche.</numerusform>
            <numerusform>Se débarrasser de ses jetons : celui qui se retrouve avec les %n jetons perd la manche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The first player to lose %n manche(s) loses the partie (the game) and pays the tournée: drinks for the whole table.</source>
        <translation>
            <numerusform>Le premier à perdre %n manche perd la partie et paie la tournée.</numerusform>
            <numerusform>Le premier à perdre %n manches perd la partie et paie la tournée.</numerusform>
        </translation>
    </message>
    <message>
        <source>The loser of the manche loses the partie (the game) and pays the tournée: drinks for the whole table.</source>
        <translation>Le perdant de la manche perd la partie et paie la tournée.</translation>
    </message>
    <message>
        <source>The first player at the table opens.</source>
        <translation>Le premier joueur à la table commence.</translation>
    </message>
    <message>
        <source>To start, each player throws one die: the highest opens (tied players throw again).</source>
        <translation>Pour commencer, chaque joueur lance un dé : celui qui a le plus gros dé commence (en cas d’égalité, on relance).</translation>
    </message>
    <message>
        <source>After each round (every player has thrown), the strongest hand takes from the pot as many tokens as it is worth; the last takes what remains.</source>
        <translation>Après chaque tour de table, le joueur qui a la plus forte combinaison prend dans le pot autant de jetons qu’elle vaut ; au dernier tour, il prend ce qui reste.</translation>
    </message>
    <message>
        <source>After each round (every player has thrown), the weakest hand takes from the pot as many tokens as the strongest hand is worth; the last takes what remains.</source>
        <translation>Après chaque tour de table, le joueur qui a la plus faible combinaison prend dans le pot autant de jetons que vaut la plus forte ; au dernier tour, il prend ce qui reste.</translation>
    </message>
    <message>
        <source>The player holding most tokens opens the décharge.</source>
        <translation>Le joueur qui a le plus de jetons ouvre la décharge.</translation>
    </message>
    <message>
        <source>The player with the weakest hand in the charge's last round opens the décharge.</source>
        <translation>Le joueur qui a fait la plus faible combinaison au dernier tour de table de la charge ouvre la décharge.</translation>
    </message>
    <message>
        <source>The player with the strongest hand in the charge's last round opens the décharge.</source>
        <translation>Le joueur qui a fait la plus forte combinaison au dernier tour de table de la charge ouvre la décharge.</translation>
    </message>
    <message>
        <source>Then the player with the weakest hand of each round opens the next one.</source>
        <translation>Ensuite, le joueur qui a fait la plus faible combinaison d’un tour de table ouvre le suivant.</translation>
    </message>
    <message>
        <source>The opener of each round sets the limit: nobody after may throw more often than the opener did.</source>
        <translation>Le premier joueur de chaque tour de table fixe la limite : personne après lui ne peut lancer plus de fois que lui.</translation>
    </message>
    <message numerus="yes">
        <source>Every player may use all %n throw(s), whatever the others did.</source>
        <translation>
            <numerusform>Chaque joueur a droit à %n lancer, quoi qu’aient fait les autres.</numerusform>
            <numerusform>Chaque joueur a droit à ses %n lancers, quoi qu’aient fait les autres.</numerusform>
        </translation>
    </message>
    <message>
        <source>Equal hands: the one made in fewer throws wins. Made in as many throws, it is a rampo (a throw-off): the tied players throw once each, from the last of them back to the first, until the tie is broken.</source>
        <translation>Combinaisons égales : celle faite en moins de lancers l’emporte. À nombre de lancers égal, c’est un rampo : les joueurs à égalité relancent une fois chacun, du dernier au premier, jusqu’à ce que l’égalité soit rompue.</translation>
    </message>
    <message>
        <source>Equal hands always make a rampo (a throw-off): the tied players throw once each, from the last of them back to the first, until the tie is broken.</source>
        <translation>En cas d’égalité, on fait toujours un rampo : les joueurs à égalité relancent une fois chacun, du dernier au premier, jusqu’à ce que l’égalité soit rompue.</translation>
    </message>
</context>
<context>
    <name>VariantDialog</name>
    <message>
        <source>Rules in play</source>
        <translation>Règles en jeu</translation>
    </message>
    <message>
        <source>Customize the rules</source>
        <translation>Personnaliser les règles</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>Sa&amp;ve as my rules…</source>
        <translation>Enre&amp;gistrer comme mes règles…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renommer…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>Saved in My rules: {name}.</source>
        <translation>Enregistrées dans Mes règles : {name}.</translation>
    </message>
    <message>
        <source>Delete My rules: {name}?</source>
        <translation>Supprimer {name} de Mes règles ?</translation>
    </message>
    <message>
        <source>Based on</source>
        <translation>D’après</translation>
    </message>
    <message>
        <source>&amp;Based on:</source>
        <translation>&amp;D’après :</translation>
    </message>
    <message>
        <source>My rules: {name}</source>
        <translation>Mes règles : {name}</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Save as my rules</source>
        <translation>Enregistrer comme mes règles</translation>
    </message>
    <message>
        <source>Cannot save these rules</source>
        <translation>Impossible d’enregistrer ces règles</translation>
    </message>
    <message>
        <source>Rename my rules</source>
        <translation>Renommer mes règles</translation>
    </message>
    <message>
        <source>Cannot rename</source>
        <translation>Impossible de renommer</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Cannot delete</source>
        <translation>Suppression impossible</translation>
    </message>
    <message>
        <source>Import a rules file</source>
        <translation>Importer un fichier de règles</translation>
    </message>
    <message>
        <source>Rules files (*.json)</source>
        <translation>Fichiers de règles (*.json)</translation>
    </message>
    <message>
        <source>Cannot import this file</source>
        <translation>Impossible d’importer ce fichier</translation>
    </message>
    <message>
        <source>Export the rules</source>
        <translation>Exporter les règles</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>The straight is played: see the hands.</source>
        <translation>La suite se joue : voir les combinaisons.</translation>
    </message>
    <message numerus="yes">
        <source>The nénette {dice} is worth %n token(s): see the hands.</source>
        <translation>
            <numerusform>La nénette {dice} vaut %n jeton : voir les combinaisons.</numerusform>
            <numerusform>La nénette {dice} vaut %n jetons : voir les combinaisons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Malus: once everyone has played, the weakest hand of the manche loses %n point(s) (never below zero).</source>
        <translation>
            <numerusform>Malus : quand tout le monde a joué, le joueur qui a la plus faible combinaison de la manche perd %n point (jamais en dessous de zéro).</numerusform>
            <numerusform>Malus : quand tout le monde a joué, le joueur qui a la plus faible combinaison de la manche perd %n points (jamais en dessous de zéro).</numerusform>
        </translation>
    </message>
    <message>
        <source>A zanzi d'as {dice} wins the manche at once.</source>
        <translation>Un zanzi d’as {dice} gagne aussitôt la manche.</translation>
    </message>
    <message>
        <source>A zanzi d'as {dice} wins the partie at once.</source>
        <translation>Un zanzi d’as {dice} gagne aussitôt la partie.</translation>
    </message>
    <message>
        <source>Exact finish: the target must be reached exactly; a winner who would go past keeps the previous score.</source>
        <translation>Score exact : il faut atteindre exactement le score cible ; un gagnant qui le dépasserait garde son score précédent.</translation>
    </message>
    <message>
        <source>Exact finish: the target must be reached exactly; a winner who would go past falls back to {level} points, or keeps the previous score if it is lower.</source>
        <translation>Score exact : il faut atteindre exactement le score cible ; un gagnant qui le dépasserait revient à {level} points, ou garde son score précédent s’il est plus bas.</translation>
    </message>
    <message>
        <source>Every hand is worth 1 token, whatever it is.</source>
        <translation>Chaque combinaison vaut 1 jeton, quelle qu’elle soit.</translation>
    </message>
    <message>
        <source>Tokens by hand: the zanzi d'as {ace}, any other zanzi {zanzi}, any other hand {simple}.</source>
        <translation>Jetons par combinaison : le zanzi d’as {ace}, tout autre zanzi {zanzi}, toute autre combinaison {simple}.</translation>
    </message>
    <message>
        <source>Tokens by hand: the zanzi d'as {ace}, any other zanzi {zanzi}, a straight {straight}, any other hand {simple}.</source>
        <translation>Jetons par combinaison : le zanzi d’as {ace}, tout autre zanzi {zanzi}, une suite {straight}, toute autre combinaison {simple}.</translation>
    </message>
    <message>
        <source>A hand is worth a tenth of its points in tokens, at least 1.</source>
        <translation>Une combinaison vaut en jetons le dixième de ses points, au moins 1.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouvelle…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Rules in play…</source>
        <translation>&amp;Règles en jeu…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Anal&amp;yser…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Practice…</source>
        <translation>Entr&amp;aînement…</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <comment>animation speed</comment>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <comment>animation speed</comment>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <comment>animation speed</comment>
        <translation>&amp;Instantanée</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <comment>computer pace</comment>
        <translation>&amp;Lent</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <comment>computer pace</comment>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Quick</source>
        <comment>computer pace</comment>
        <translation>&amp;Vif</translation>
    </message>
    <message>
        <source>&amp;Reduced motion</source>
        <translation>&amp;Mouvements réduits</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation>Mode &amp;coach</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>Langue du &amp;système</translation>
    </message>
    <message>
        <source>&amp;Rule sheet…</source>
        <translation>Règle à &amp;imprimer…</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>Cons&amp;eil</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Combinaisons</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Apprendre à jouer…</translation>
    </message>
    <message>
        <source>&amp;About Zanzibar Desktop</source>
        <translation>À &amp;propos de Zanzibar Desktop</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Vitesse d’animation</translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation>&amp;Rythme de l’ordinateur</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
</context>
</TS>
