# The browser game's words in Greek.  The same ids with the same variables as en.ftl
# (tests/test_web_catalogs.py checks it); docs/glossary.md lists the game's words.
# Names are used without an article (its gender is unknown): "Σειρά: { $name }".

-game = Τζιν Ράμι
app-title = { -game }
language-name = Ελληνικά

## Systems and levels
system-standard = Τζιν
system-oklahoma = Οκλαχόμα Τζιν
system-hollywood = Χόλιγουντ Τζιν
system-oklahoma-hollywood = Οκλαχόμα Χόλιγουντ Τζιν
system-three-player = Τζιν για τρεις
system-eaai = Τζιν (κανόνες έρευνας)
level-easy = Εύκολο
level-medium = Μέτριο
level-hard = Δύσκολο
level-expert = Έμπειρο

## Cards
# A card is named rank first, the suit unchanged, as Greek players say it: "ντάμα κούπα".
rank-A = άσσος
rank-2 = δυάρι
rank-3 = τριάρι
rank-4 = τεσσάρι
rank-5 = πεντάρι
rank-6 = εξάρι
rank-7 = εφτάρι
rank-8 = οχτάρι
rank-9 = εννιάρι
rank-T = δεκάρι
rank-J = βαλές
rank-Q = ντάμα
rank-K = ρήγας
suit-s = μπαστούνι
suit-h = κούπα
suit-d = καρό
suit-c = σπαθί
card-name = { $rank } { $suit }
card-back = κλειστό φύλλο
card-stock = Τράπουλα, { $count ->
    [one] ένα φύλλο
   *[other] { $count } φύλλα
  }
card-pile-empty = Πεταμένα, κανένα φύλλο
card-pile = Πεταμένα, πάνω φύλλο: { $card }

## Home
home-tagline = Το παιχνίδι με τα χαρτιά, με ακριβείς κανόνες, στη γλώσσα σου.
name-prompt = Πώς να σε λένε οι άλλοι παίκτες;
name-label = Το όνομά σου
name-save = Συνέχεια
name-change = Αλλαγή ονόματος
play-computer = Παίξε με τον υπολογιστή
play-computer-start = Ξεκίνα
system-label = Παιχνίδι
level-label = Επίπεδο
private-table = Παίξε με φίλο
private-create = Άνοιξε ιδιωτικό τραπέζι
private-share = Στείλε αυτόν τον σύνδεσμο στον φίλο σου:
private-copy = Αντιγραφή συνδέσμου
private-copied = Αντιγράφηκε
quick-match = Γρήγορο παιχνίδι
quick-match-start = Βρες αντίπαλο
quick-match-waiting = Αναζήτηση αντιπάλου…
quick-match-offer = Δεν ήρθε κανείς ακόμα. Παίξε με τον υπολογιστή ή περίμενε λίγο ακόμα.
quick-match-computer = Παίξε με τον υπολογιστή
quick-match-keep = Συνέχισε να περιμένεις
quick-match-cancel = Σταμάτα την αναζήτηση
open-tables = Ανοιχτά τραπέζια
open-tables-none = Δεν υπάρχουν ανοιχτά τραπέζια αυτή τη στιγμή.
open-tables-join = Κάτσε
open-tables-watch = Παρακολούθησε
open-tables-refresh = Ανανέωση
leaderboard = Κατάταξη
leaderboard-none = Κανείς δεν έχει ακόμα βαθμολογία σε αυτό το παιχνίδι.
leaderboard-rating = Βαθμολογία
leaderboard-matches = Αγώνες
leaderboard-name = Παίκτης
your-rating = Η βαθμολογία σου: { NUMBER($rating, maximumFractionDigits: 1) }
settings = Ρυθμίσεις
settings-language = Γλώσσα
settings-language-auto = Η γλώσσα του προγράμματος περιήγησης
settings-speed = Ταχύτητα κινήσεων
speed-off = Χωρίς
speed-slow = Αργή
speed-normal = Κανονική
speed-fast = Γρήγορη
settings-large-cards = Μεγάλα φύλλα, υψηλή αντίθεση
settings-four-colour = Τράπουλα τεσσάρων χρωμάτων
fair-link = Τίμιο ανακάτεμα: πώς να το ελέγξεις
back-home = Αρχική

## The table
table-title = Τραπέζι { $code }
table-waiting = Αναμονή για παίκτη…
table-closed = Το τραπέζι έκλεισε: δεν ήρθε κανείς να παίξει.
table-share = Κάλεσε έναν φίλο με αυτόν τον σύνδεσμο:
seat-empty = άδεια θέση
seat-computer = Υπολογιστής ({ $level })
seat-away = λείπει
seat-offline = αποσυνδέθηκε
seat-you = εσύ
seat-dealer = μοιράζει
seat-to-act = παίζει
seat-ready = έτοιμος
seat-sit = Κάτσε σε αυτή τη θέση
role-box = Στο κουτί
role-captain = Αρχηγός
role-out = Σύμβουλος (εκτός γύρου)
you-are-box = Είσαι στο κουτί: παίζεις μόνος σου εναντίον του αρχηγού.
you-are-captain = Είσαι ο αρχηγός: ο σύμβουλός σου προτείνει, εσύ αποφασίζεις.
you-are-out = Είσαι εκτός γύρου: βλέπεις τα φύλλα του αρχηγού και τον συμβουλεύεις.
spectating = Παρακολουθείς.
hand-number = Μοιρασιά { $number }
stock = Τράπουλα
pile = Πεταμένα
knock-limit = Χτύπημα με { $limit } ή λιγότερους πόντους
knock-limit-gin = Μόνο τζιν (ανοιχτό φύλλο άσσος)
spades-double = Μπαστούνι: αυτή η μοιρασιά μετράει διπλά
opponent-cards = { $name }: { $count ->
    [one] ένα φύλλο
   *[other] { $count } φύλλα
  }
opponent-known = Γνωστά φύλλα ({ $name }):
your-deadwood = Ασύνδετα: { $deadwood }
your-deadwood-after = Ασύνδετα { $deadwood } μετά το καλύτερο πέταμα
sort-label = Ταξινόμηση
sort-melds = Συνδυασμοί
sort-rank = Αξία
sort-suit = Χρώμα
sort-own = Η σειρά μου
hand-label = Τα φύλλα σου
hand-label-captain = Τα φύλλα του αρχηγού
meld-label = Συνδυασμός: { $cards }
deadwood-label = Ασύνδετο φύλλο
turn-yours = Σειρά σου
turn-theirs = Σειρά: { $name }
turn-clock = { $seconds ->
    [one] απομένει ένα δευτερόλεπτο
   *[other] απομένουν { $seconds } δευτερόλεπτα
  }

## Actions
action-draw-stock = Τράβα από την τράπουλα
action-draw-discard = Πάρε { $card }
action-take-pile = Πάρε το πάνω φύλλο από τα πεταμένα
action-pass = Πάσο
action-take-upcard = Πάρε το ανοιχτό φύλλο { $card }
action-discard = Πέτα { $card }
action-knock = Χτύπα
action-knock-with = Χτύπα, πετώντας κλειστό { $card }
action-gin = Τζιν!
action-gin-with = Κάνε τζιν, πετώντας { $card }
action-big-gin = Μεγάλο τζιν!
action-choose-card = Διάλεξε φύλλο για πέταμα
action-cancel = Άκυρο
action-confirm = Επιβεβαίωση
confirm-gin = Να κάνεις τζιν πετώντας { $card }; Και τα δέκα φύλλα σου είναι σε συνδυασμούς.
confirm-big-gin = Να δηλώσεις μεγάλο τζιν; Και τα έντεκα φύλλα σου είναι σε συνδυασμούς.
confirm-knock = Να χτυπήσεις πετώντας κλειστό { $card }, με ασύνδετα { $deadwood };
arrange-title = Κατέβασε τους συνδυασμούς σου
arrange-option = { $melds ->
    [one] ένας συνδυασμός
   *[other] { $melds } συνδυασμοί
  }, ασύνδετα { $deadwood }
arrange-best = τα λιγότερα ασύνδετα
arrange-submit = Κατέβασμα
layoff-title = Κατέβασε τους συνδυασμούς σου και κόλλησε φύλλα
layoff-option = Ασύνδετα { $deadwood } με { $layoffs ->
    [0] κανένα κόλλημα
    [one] ένα κόλλημα
   *[other] { $layoffs } κολλήματα
  }
layoff-on = { $card } στον συνδυασμό { $meld }
layoff-submit = Κατέβασμα
hint = Βοήθεια
hints-title = Ο έμπειρος προτείνει
why-least-deadwood = τα λιγότερα ασύνδετα, τα λιγότερα κολλήματα
why-blind-draw = αναμενόμενα ασύνδετα { $expected } μετά από τράβηγμα από την τράπουλα
why-pass = πάσο: αναμενόμενα ασύνδετα { $expected } μετά από τράβηγμα από την τράπουλα
why-take = πάρε το { $card }: ασύνδετα { $deadwood } μετά το καλύτερο πέταμα
why-joins-meld = μπαίνει σε συνδυασμό
why-can-knock = μπορείς να χτυπήσεις
why-better-by-playouts = καλύτερο σύμφωνα με προσομοιώσεις
why-big-gin = και τα έντεκα φύλλα σε συνδυασμούς: μεγάλο τζιν
why-discard = πέτα το { $card }: ασύνδετα { $deadwood }, αναμενόμενα { $expected }
why-take-next = μπορείς να πάρεις το { $card } αν πεταχτεί μετά ({ $chance })
why-opponent-uses = { $chance } πιθανότητα να το χρησιμοποιήσει ο αντίπαλος
why-play-on-best = καλύτερα να συνεχίσεις, σύμφωνα με προσομοιώσεις
why-best-by-playouts = το καλύτερο σύμφωνα με προσομοιώσεις
why-gin = τζιν
why-knock = χτύπημα με { $deadwood }
why-knock-or-play-on = χτύπημα με { $deadwood }: αναμενόμενοι πόντοι { $points } έναντι { $wait_points } αν συνεχίσεις, κίνδυνος αντιχτυπήματος { $undercut }
why-match-chance = { $knock } έναντι { $wait } πιθανότητα να κερδίσεις τον αγώνα
why-knock-expected = χτύπημα με { $deadwood }: αναμενόμενοι πόντοι { $points }, κίνδυνος αντιχτυπήματος { $undercut }
why-wait = καλύτερα να συνεχίσεις
undo = Αναίρεση
ready = Επόμενη μοιρασιά
ready-waiting = Αναμονή για τους άλλους…
leave = Φύγε από το τραπέζι
advise = Πρότεινε αυτό
advice-from = Ο σύμβουλός σου προτείνει: { $action }
advice-sent = Πρότεινες: { $action }
advice-none = Καμία πρόταση ακόμα.
advice-withdraw = Πάρε πίσω την πρόταση

## Events
event-draw-stock = { $name } τράβηξε από την τράπουλα
event-draw-stock-card = { $name } τράβηξε { $card } από την τράπουλα
event-draw-discard = { $name } πήρε { $card }
event-pass = { $name } είπε πάσο
event-discard = { $name } πέταξε { $card }
event-knock = { $name } χτύπησε
event-big-gin = { $name } δήλωσε μεγάλο τζιν
event-arrange = { $name } κατέβασε συνδυασμούς
event-lay-off = { $name } κατέβασε και κόλλησε φύλλα
event-undo = { $name } πήρε πίσω μια κίνηση
event-advice = { $name } πρότεινε: { $action }
event-advice-none = { $name } άφησε την απόφαση στον αρχηγό
event-deal = Μοιρασιά { $hand }· μοιράζει: { $name }
event-ready = { $name } περιμένει την επόμενη μοιρασιά
event-joined = { $name } κάθισε στο τραπέζι
event-by-timeout = (τέλος χρόνου: έπαιξε ο υπολογιστής)
event-by-away = (απών: έπαιξε ο υπολογιστής)
last-action = Τελευταία κίνηση: { $action }
log-title = Τι έγινε

## The end of a hand
end-title = Μοιρασιά { $hand }
outcome-gin = { $name } έκανε τζιν
outcome-big_gin = { $name } έκανε μεγάλο τζιν
outcome-knock = { $name } χτύπησε και κέρδισε
outcome-undercut = Αντιχτύπημα! Κερδίζει: { $name }
outcome-draw = Άκυρη μοιρασιά: κανείς δεν γράφει πόντους
draw-stock = Έμειναν μόνο δύο φύλλα στην τράπουλα.
draw-max_turns = Συμπληρώθηκε το όριο κινήσεων.
end-knocker = Χτύπησε: { $name }
end-defender = Αμύνθηκε: { $name }
end-melds = Συνδυασμοί
end-deadwood = Ασύνδετα: { $deadwood }
end-layoffs = Κολλήματα
end-score-difference = Διαφορά ασύνδετων
end-score-bonus = Μπόνους
end-score-multiplier = Διπλό μπαστούνι
end-score-points = { $name } γράφει { $points }
end-games = Γράφτηκε στις παρτίδες: { $games }
end-verified = Η τράπουλα επαληθεύτηκε
end-verify-failed = Η τράπουλα δεν ταιριάζει με τη δέσμευσή της!
end-verify-unavailable = Αυτό το πρόγραμμα περιήγησης ελέγχει την τράπουλα μόνο μέσω HTTPS ή στον ίδιο τον υπολογιστή του διακομιστή: ελέγξτε αυτήν με το ginrummy verify.
end-verify-how = Τι αποδεικνύει αυτό
match-over = Ο αγώνας τελείωσε
match-winner = Νικητής του αγώνα: { $name }
match-draw = Ο αγώνας έληξε ισόπαλος
match-totals = Τελικό σκορ
match-replay = Ξαναδές τον αγώνα
match-record = Κατέβασε το αρχείο του αγώνα
match-again = Παίξε ξανά

## The score sheet
score-title = Σκορ
score-game = Παρτίδα { $number }
score-target = στους { $target }
score-hands-won = { $count ->
    [one] μία μοιρασιά κερδισμένη
   *[other] { $count } μοιρασιές κερδισμένες
  }
score-finished = τελείωσε

## Fairness
fair-title = Τίμιο ανακάτεμα
fair-commitment = Πριν από τη μοιρασιά ο διακομιστής δεσμεύτηκε για την τράπουλα: { $hash }
fair-body-1 = Πριν μοιραστεί κάθε μοιρασιά, ο διακομιστής δείχνει μια δέσμευση: το SHA-256 της ανακατεμένης τράπουλας μαζί με ένα μυστικό αλάτι. Δεν μπορεί να αλλάξει την τράπουλα μετά χωρίς να αλλάξει και το hash.
fair-body-2 = Όταν τελειώσει η μοιρασιά, ο διακομιστής αποκαλύπτει την τράπουλα και το αλάτι. Ο περιηγητής σου υπολογίζει μόνος του το hash και το συγκρίνει: «Η τράπουλα επαληθεύτηκε» σημαίνει ότι τα φύλλα μοιράστηκαν από την τράπουλα που είχε οριστεί πριν αρχίσει η μοιρασιά, άρα κανείς, ούτε καν ο διακομιστής, δεν τακτοποίησε τα φύλλα αφού είδε το παιχνίδι.
fair-body-3 = Για να ελέγξεις μόνος σου έναν ολόκληρο αγώνα, κατέβασε το αρχείο του και τρέξε:
fair-body-4 = Το ίδιο το ανακάτεμα προέρχεται από την ασφαλή γεννήτρια τυχαίων αριθμών του λειτουργικού συστήματος.

## Replay
replay-title = Επανάληψη
replay-hand = Μοιρασιά { $number }
replay-step = Βήμα { $step } από { $steps }
replay-first = Αρχή
replay-prev = Πίσω
replay-next = Μπροστά
replay-last = Τέλος
replay-loading = Φόρτωση του αρχείου…
replay-not-finished = Αυτός ο αγώνας δεν έχει τελειώσει ακόμα.

## Chat
chat = Συνομιλία
chat-placeholder = Γράψε κάτι
chat-send = Αποστολή
chat-preset-hello = Γεια!
chat-preset-good-luck = Καλή τύχη!
chat-preset-nice = Ωραία κίνηση!
chat-preset-thanks = Ευχαριστώ!
chat-preset-good-game = Καλό παιχνίδι!
chat-preset-rematch = Άλλη μία;

## Connection
link-reconnecting = Η σύνδεση χάθηκε. Επανασύνδεση…
link-closed = Αποσυνδέθηκες από το τραπέζι.
link-offline = Ο διακομιστής δεν είναι προσβάσιμος.
loading = Φόρτωση…

## Rules panel
rules = Κανόνες
rules-target = Η παρτίδα παίζεται στους { $target } πόντους.
rules-knock-limit = Μπορείς να χτυπήσεις με { $limit } ή λιγότερους πόντους ασύνδετα.
rules-knock-from-upcard = Το πρώτο ανοιχτό φύλλο ορίζει το όριο για χτύπημα (άσσος: μόνο τζιν).
rules-spades-double = Ανοιχτό φύλλο μπαστούνι διπλασιάζει τους πόντους της μοιρασιάς.
rules-gin-bonus = Το τζιν δίνει μπόνους { $bonus }.
rules-undercut-bonus = Το αντιχτύπημα δίνει μπόνους { $bonus }.
rules-big-gin = Το μεγάλο τζιν (και τα έντεκα φύλλα σε συνδυασμούς) δίνει { $bonus }.
rules-no-big-gin = Χωρίς μεγάλο τζιν.
rules-hollywood = Χόλιγουντ: τρεις παρτίδες γράφονται ταυτόχρονα.
rules-three-player = Τρεις παίκτες: αυτός στο κουτί παίζει εναντίον του αρχηγού, τον οποίο συμβουλεύει ο παίκτης που είναι εκτός γύρου.
rules-line-bonus = Κάθε κερδισμένη μοιρασιά προσθέτει { $bonus } στο τέλος.
rules-game-bonus = Η νίκη στην παρτίδα προσθέτει { $bonus }.
rules-shutout = Αν ο χαμένος μείνει στο μηδέν, οι πόντοι του νικητή διπλασιάζονται.
rules-discard-upcard = Μπορείς να πετάξεις το φύλλο που μόλις πήρες από τα πεταμένα.
rules-no-discard-upcard = Δεν μπορείς να πετάξεις το φύλλο που μόλις πήρες από τα πεταμένα.

## The server's refusals, by their code
error-bad_message = Ο διακομιστής δεν το κατάλαβε αυτό.
error-too_large = Ήταν πολύ μεγάλο.
error-not_authenticated = Το όνομά σου δεν είναι γνωστό εδώ. Διάλεξε ξανά όνομα.
error-unknown_table = Δεν υπάρχει τέτοιο τραπέζι.
error-no_seat = Δεν έχεις θέση σε αυτό το τραπέζι.
error-not_your_turn = Δεν είναι η σειρά σου.
error-illegal = Οι κανόνες δεν επιτρέπουν αυτή την κίνηση.
error-not_allowed = Αυτό δεν επιτρέπεται εδώ.
error-throttled = Πολύ γρήγορα: περίμενε λίγο και ξαναδοκίμασε.
error-conflict = Το τραπέζι άλλαξε· κοίτα ξανά και αποφάσισε.
error-internal = Ο διακομιστής απέτυχε· τίποτα δεν άλλαξε.
error-not_found = Δεν βρέθηκε.
error-offline = Ο διακομιστής δεν είναι προσβάσιμος.
error-name-taken = Αυτό το όνομα είναι πιασμένο (ή μοιάζει με ένα πιασμένο). Διάλεξε άλλο.
error-detail = Λεπτομέρειες: { $message }

## Matches people can trust: games in progress, claims, rematch (issue 49, part A)
games-title = Οι αγώνες σου σε εξέλιξη
games-continue = Συνέχισε
games-state-your-turn = Σειρά σου
games-state-adjourned = Σε παύση: σε περιμένει
games-state-waiting = Περιμένει παίκτες
games-state-between = Ανάμεσα σε μοιρασιές
games-state-playing = Παίζεται
stand-in-option = Να παίζει ο υπολογιστής για όποιον λείπει (τότε ο αγώνας δεν μετράει στη βαθμολογία)
claim-away = Λείπει: { $name }
claim-time = Τελείωσε ο χρόνος: { $name }
claim-offer = Μπορείς να διεκδικήσεις τον αγώνα: τον χάνει χωρίς να παιχτεί και μετράει ως δική σου νίκη. Ή περίμενέ τον.
claim-button = Διεκδίκησε τον αγώνα
claim-wait = Περίμενε
claim-waiting = Περιμένεις: { $name }
forfeit-away = Έλειπε και ο αγώνας διεκδικήθηκε: { $name }
forfeit-time = Τελείωσε ο χρόνος και ο αγώνας διεκδικήθηκε: { $name }
forfeit-left = Σηκώθηκε από το τραπέζι και εγκατέλειψε τον αγώνα: { $name }
match-rated = Αυτός ο αγώνας μετράει στη βαθμολογία.
match-unrated = Αυτός ο αγώνας δεν μετράει στη βαθμολογία.
rematch-offer = Ρεβάνς
rematch-waiting = Περιμένεις να δεχτεί τη ρεβάνς: { $names }
rematch-offered = Προτείνει ρεβάνς: { $name }
rematch-accept = Δέξου
rematch-decline = Αρνήσου
rematch-declined = Αρνήθηκε τη ρεβάνς: { $name }
rematch-declined-you = Αρνήθηκες τη ρεβάνς.
rematch-ready = Η ρεβάνς είναι έτοιμη.
rematch-go = Πήγαινε στη ρεβάνς
event-rematch = Θέλει ρεβάνς: { $name }
