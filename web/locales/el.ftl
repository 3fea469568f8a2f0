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
settings-language-auto = Αυτόματα
settings-speed = Ταχύτητα κινήσεων
speed-off = Χωρίς
speed-slow = Αργή
speed-normal = Κανονική
speed-fast = Γρήγορη
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
    [0] χωρίς κόλλημα
    [one] ένα κόλλημα
   *[other] { $layoffs } κολλήματα
  }
layoff-on = { $card } στον συνδυασμό { $meld }
layoff-submit = Κατέβασμα
hint = Υπόδειξη
hints-title = Ο ειδικός προτείνει
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
leave = Σήκω από το τραπέζι
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
end-verify-unavailable = Αυτό το πρόγραμμα περιήγησης ελέγχει την τράπουλα μόνο μέσω HTTPS ή στον ίδιο τον υπολογιστή του διακομιστή: έλεγξέ την με το ginrummy verify.
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
    [one] μία κερδισμένη μοιρασιά
   *[other] { $count } κερδισμένες μοιρασιές
  }
score-finished = τελείωσε

## Fairness
fair-title = Τίμιο ανακάτεμα
fair-commitment = Πριν από τη μοιρασιά ο διακομιστής δεσμεύτηκε για την τράπουλα: { $hash }
fair-body-1 = Πριν μοιραστεί κάθε μοιρασιά, ο διακομιστής δείχνει μια δέσμευση: τη σύνοψη SHA-256 της ανακατεμένης τράπουλας μαζί με ένα μυστικό αλάτι. Δεν μπορεί να αλλάξει την τράπουλα μετά χωρίς να αλλάξει και η σύνοψη.
fair-body-2 = Όταν τελειώσει η μοιρασιά, ο διακομιστής αποκαλύπτει την τράπουλα και το αλάτι. Το πρόγραμμα περιήγησής σου υπολογίζει μόνο του τη σύνοψη και τη συγκρίνει: «Η τράπουλα επαληθεύτηκε» σημαίνει ότι τα φύλλα μοιράστηκαν από την τράπουλα που είχε οριστεί πριν αρχίσει η μοιρασιά, άρα κανείς, ούτε καν ο διακομιστής, δεν τακτοποίησε τα φύλλα αφού είδε το παιχνίδι.
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
rules-knock-limit = Μπορείς να χτυπήσεις όταν τα ασύνδετα φύλλα σου μετράνε { $limit } πόντους ή λιγότερους.
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

## The phone layout: card sizes (Settings)
settings-card-size = Μέγεθος φύλλων
card-size-small = Μικρά
card-size-medium = Μεσαία
card-size-large = Μεγάλα
settings-high-contrast = Φύλλα υψηλής αντίθεσης

## Newcomer: the guided first hand, How to play, statistics, sounds
newcomer-links = Για αρχάριους
how-to-play = Πώς παίζεται
stats-link = Τα στατιστικά σου
guide-start = Πρώτη μοιρασιά με οδηγό
guide-again = Δείξε ξανά την πρώτη μοιρασιά με οδηγό
guide-asked = Ο οδηγός θα εμφανιστεί στο επόμενο παιχνίδι σου με τον υπολογιστή
settings-sound = Ήχοι (τράβηγμα, πέταμα, χτύπημα, τζιν, σειρά σου)
guide-title = Πρώτη μοιρασιά με οδηγό
guide-step = Βήμα { $step } από { $steps }
guide-skip = Παράλειψη οδηγού
guide-finish = Τέλος
guide-offer = Σου προσφέρεται το πρώτο ανοιχτό φύλλο, { $card }: πάρ' το αν κάνει ή σχεδόν κάνει συνδυασμό με τα φύλλα σου, αλλιώς πες πάσο. Αν πουν πάσο και οι δύο παίκτες, ο παίκτης που δεν μοίρασε τραβάει πρώτος από την τράπουλα.
guide-draw = Η σειρά σου αρχίζει με τράβηγμα: το πάνω φύλλο της τράπουλας (κλειστό, έκπληξη) ή το πάνω φύλλο από τα πεταμένα, { $card }, που ο αντίπαλος σε βλέπει να παίρνεις.
guide-draw-stock = Η σειρά σου αρχίζει με τράβηγμα: πάρε το πάνω φύλλο της τράπουλας.
guide-discard = Οι συνδυασμοί σου φαίνονται με πλαίσιο στα φύλλα σου: ομάδες (τρία ή τέσσερα ίδια) και σειρές (τρία ή περισσότερα διαδοχικά φύλλα του ίδιου χρώματος). Τα υπόλοιπα είναι τα ασύνδετα φύλλα σου: { $deadwood } πόντοι μετά το καλύτερο πέταμα. Τελείωσε τη σειρά σου πετώντας ένα φύλλο: διάλεξε ένα (συνήθως καλύτερο είναι ένα ψηλό ασύνδετο φύλλο) και πάτα «Πέτα».
guide-knock = Μπορείς να χτυπήσεις: αν πετάξεις κλειστό το { $card }, σου μένουν ασύνδετα { $deadwood }, όχι περισσότερα από το όριο για χτύπημα ({ $limit }). Διάλεξε το { $card } και πάτα «Χτύπα», ή συνέχισε να παίζεις για να μειώσεις τα ασύνδετα. Μετά το χτύπημα τη μοιρασιά την κερδίζει όποιος έχει λιγότερα ασύνδετα.
guide-gin = Μπορείς να κάνεις τζιν: πέτα το { $card } και όλα τα υπόλοιπα φύλλα σου είναι σε συνδυασμούς. Το τζιν δίνει μπόνους { $bonus } και τα ασύνδετα του αντιπάλου σου. Διάλεξε το { $card } και πάτα «Κάνε τζιν».
guide-laydown = Χτύπησες: κατέβασε τους συνδυασμούς σου. Μετά ο αντίπαλος κατεβάζει τους δικούς του και κολλάει ό,τι μπορεί στους δικούς σου.
guide-defend = Χτύπησε: { $name }. Κατέβασε τους συνδυασμούς σου: μπορείς να κολλήσεις τα ασύνδετα φύλλα σου στους δικούς του (τέταρτο φύλλο σε ομάδα, φύλλο σε μια άκρη σειράς).
guide-wait = Παίζει τώρα: { $name }. Πρόσεξε τι παίρνει και τι πετάει.
guide-end-scored = { $outcome }. Γράφει { $points } πόντους: { $name }.
guide-end-draw = { $outcome }. Ο ίδιος παίκτης μοιράζει ξανά.
guide-end = Οι πόντοι κάθε μοιρασιάς προστίθενται στο σκορ, και όποιος φτάσει πρώτος τους { $target } κερδίζει την παρτίδα. Έπαιξες μια ολόκληρη μοιρασιά: αυτό είναι όλο το Τζιν Ράμι.
howto-title = Πώς παίζεται: { $system }
howto-rule-id = Ο αριθμός του κανόνα στο βιβλίο κανόνων (docs/RULES.md)
howto-aim-title = Ο σκοπός
howto-aim = Φτιάξε συνδυασμούς με τα φύλλα σου και κράτα χαμηλά τους πόντους των φύλλων που περισσεύουν, τα ασύνδετα. Όταν τα ασύνδετά σου είναι αρκετά λίγα μπορείς να χτυπήσεις, και όποιος έχει λιγότερα ασύνδετα κερδίζει τη διαφορά. Η παρτίδα παίζεται στους { $target } πόντους.
howto-cards-title = Φύλλα και συνδυασμοί
howto-cards = Μία τράπουλα 52 φύλλων, χωρίς τζόκερ. Ο άσσος είναι πάντα χαμηλός και μετράει 1, τα φύλλα με αριθμό μετράνε τον αριθμό τους, ο βαλές, η ντάμα και ο ρήγας από 10.
howto-set = Ομάδα είναι τρία ή τέσσερα φύλλα του ίδιου αριθμού ή φιγούρας:
howto-run = Σειρά είναι τρία ή περισσότερα διαδοχικά φύλλα του ίδιου χρώματος. Ο άσσος είναι μόνο χαμηλός: το A-2-3 είναι σειρά, το Q-K-A όχι.
howto-deadwood = Ένα φύλλο ανήκει σε έναν συνδυασμό το πολύ. Τα φύλλα που δεν είναι σε κανέναν συνδυασμό είναι τα ασύνδετά σου, και οι πόντοι τους αθροίζονται, με τα φύλλα τακτοποιημένα ώστε να μένουν όσο γίνεται λιγότεροι.
howto-deal-title = Το μοίρασμα
howto-deal = Κάθε παίκτης παίρνει δέκα φύλλα, ένα ένα. Το επόμενο φύλλο γυρίζει ανοιχτό: αυτό το ανοιχτό φύλλο ξεκινά τα πεταμένα, και τα υπόλοιπα, κλειστά, είναι η τράπουλα.
howto-deal-winner = Όποιος κερδίσει μια μοιρασιά μοιράζει την επόμενη· μετά από άκυρη μοιρασιά μοιράζει ξανά ο ίδιος.
howto-deal-alternate = Μετά από κάθε μοιρασιά με πόντους μοιράζει ο άλλος παίκτης· μετά από άκυρη μοιρασιά μοιράζει ξανά ο ίδιος.
howto-deal-box = Όλες τις μοιρασιές τις μοιράζει αυτός που είναι στο κουτί.
howto-turn-title = Η σειρά σου
howto-turn = Τράβα ένα φύλλο, το πάνω της τράπουλας ή το πάνω από τα πεταμένα, και μετά πέτα ένα φύλλο ανοιχτό ή χτύπα.
howto-upcard = Η πρώτη σειρά της μοιρασιάς: ο παίκτης που δεν μοίρασε μπορεί να πάρει το ανοιχτό φύλλο ή να πει πάσο· μετά αυτός που μοίρασε μπορεί να το πάρει ή να πει πάσο. Αν πουν πάσο και οι δύο, ξεκινά αυτός που δεν μοίρασε τραβώντας από την τράπουλα.
howto-knock-title = Χτύπημα και τζιν
howto-knock = Αφού τραβήξεις μπορείς να χτυπήσεις: πέτα ένα φύλλο κλειστό και κατέβασε τα φύλλα σου σε συνδυασμούς και ασύνδετα. Τα ασύνδετά σου δεν πρέπει να ξεπερνούν το όριο για χτύπημα. Δεν είσαι ποτέ υποχρεωμένος να χτυπήσεις.
howto-knock-upcard = Το όριο για χτύπημα κάθε μοιρασιάς το ορίζει το πρώτο της ανοιχτό φύλλο (παρακάτω).
howto-gin = Τζιν είναι το χτύπημα χωρίς κανένα ασύνδετο: μετά το πέταμα όλα τα φύλλα σου είναι σε συνδυασμούς.
howto-layoff-title = Κόλλημα
howto-layoff = Μετά το χτύπημα ο άλλος παίκτης κατεβάζει τα φύλλα του σε συνδυασμούς και ασύνδετα, και μπορεί να κολλήσει ασύνδετα φύλλα στους συνδυασμούς αυτού που χτύπησε: το τέταρτο φύλλο μιας ομάδας, ή φύλλα που μακραίνουν μια σειρά σε μια από τις άκρες της, το ένα μετά το άλλο:
howto-layoff-gin = Σε τζιν δεν κολλάει κανείς, και αυτός που χτύπησε δεν κολλάει ποτέ.
howto-drawn-title = Άκυρη μοιρασιά
howto-drawn = Αν μετά από ένα πέταμα μείνουν μόνο δύο φύλλα στην τράπουλα και δεν έχει χτυπήσει κανείς, η μοιρασιά είναι άκυρη: κανείς δεν γράφει πόντους, και μοιράζει ξανά ο ίδιος.
howto-score-title = Οι πόντοι της μοιρασιάς
howto-score-knock = Χτύπημα: αν αυτός που χτύπησε έχει λιγότερα ασύνδετα από τον άλλο μετά τα κολλήματα, γράφει τη διαφορά.
howto-score-undercut = Αντιχτύπημα: αν ο άλλος έχει το ίδιο ή λιγότερα ασύνδετα από αυτόν που χτύπησε, γράφει ο άλλος τη διαφορά και μπόνους { $bonus }.
howto-score-gin = Το τζιν γράφει μπόνους { $bonus } και τα ασύνδετα του άλλου· ο άλλος δεν γράφει τίποτα.
howto-score-game = Οι πόντοι αθροίζονται από μοιρασιά σε μοιρασιά, και όποιος φτάσει πρώτος τους { $target } κερδίζει την παρτίδα.
howto-score-hollywood = Οι πόντοι γράφονται στις τρεις παρτίδες του Χόλιγουντ (παρακάτω)· καθεμιά κερδίζεται στους { $target }.
howto-score-three = Οι πόντοι αθροίζονται από μοιρασιά σε μοιρασιά, και όποιος φτάσει πρώτος τους { $target } κερδίζει.
howto-oklahoma = Το πρώτο ανοιχτό φύλλο της μοιρασιάς ορίζει το όριο για χτύπημα: δεκάρι ή φιγούρα επιτρέπει 10, φύλλο με αριθμό τον αριθμό του, άσσος 1.
howto-oklahoma-ace-gin = Άσσος ως πρώτο ανοιχτό φύλλο: τη μοιρασιά την τελειώνει μόνο τζιν.
howto-hollywood-sheet = Τρεις παρτίδες γράφονται ταυτόχρονα σε ένα φύλλο σκορ: η παρτίδα 1, 2 και 3.
howto-hollywood-entries = Η πρώτη μοιρασιά που κερδίζεις γράφεται στην παρτίδα 1, η δεύτερη στις παρτίδες 1 και 2, η τρίτη και κάθε επόμενη και στις τρεις. Σε παρτίδα που έχει ήδη κριθεί δεν γράφονται άλλοι πόντοι.
howto-hollywood-won = Κάθε παρτίδα την κερδίζει όποιος φτάσει πρώτος σε αυτήν τους { $target }. Το παιχνίδι συνεχίζεται ώσπου να κριθούν και οι τρεις, και τον αγώνα τον παίρνει όποιος κέρδισε δύο ή τρεις.
howto-three-roles = Κάθε παίκτης τραβάει ένα φύλλο: ο ψηλότερος μπαίνει στο κουτί, ο μεσαίος γίνεται αρχηγός, ο χαμηλότερος μένει εκτός γύρου.
howto-three-play = Αυτός στο κουτί παίζει μόνος του εναντίον μιας ομάδας: ο αρχηγός παίζει τα φύλλα της ομάδας, και αυτός που είναι εκτός γύρου τα βλέπει και μπορεί να συμβουλεύει· αποφασίζει ο αρχηγός.
howto-three-after = Αν κερδίσει το κουτί, γράφει αυτός που είναι στο κουτί και μένει εκεί, και οι άλλοι δύο αλλάζουν θέσεις. Αν χάσει το κουτί, γράφει ο αρχηγός και μπαίνει στο κουτί, αυτός που ήταν στο κουτί βγαίνει εκτός γύρου, και αυτός που ήταν εκτός γύρου γίνεται αρχηγός.
stats-title = Στατιστικά: { $name }
stats-none = Δεν έχεις ακόμα τελειωμένο αγώνα: τα νούμερά σου θα φανούν εδώ μετά τον πρώτο.
stats-matches = Αγώνες
stats-wins = Νίκες
stats-wins-rate = { $wins } ({ $rate })
stats-hands = Μοιρασιές που έπαιξες και κέρδισες
stats-hands-won = { $hands } · { $won }
stats-gins = Τζιν
stats-undercuts = Αντιχτυπήματα
stats-knocks = Χτυπήματα (εκτός τζιν)
stats-knock-deadwood = Μέσα ασύνδετα στο χτύπημα
stats-streak = Συνεχόμενες νίκες τώρα
stats-longest-streak = Οι περισσότερες συνεχόμενες νίκες
stats-rating = Βαθμολογία
stats-not-rated = Χωρίς βαθμολογία ακόμα: βαθμολογία δίνουν οι αγώνες με ανθρώπους.
stats-rating-now = { $rating } μετά από { $matches ->
    [one] έναν αγώνα με βαθμολογία
   *[other] { $matches } αγώνες με βαθμολογία
  }
stats-chart-title = Η βαθμολογία σου στο { $system }, αγώνα προς αγώνα
stats-chart-desc = { $count ->
    [one] Ένας αγώνας με βαθμολογία: βαθμολογία { $last }.
   *[other] { $count } αγώνες με βαθμολογία: από { $first } σε { $last }, υψηλότερη { $high }, χαμηλότερη { $low }.
  }
stats-chart-x = Αγώνας με βαθμολογία
stats-chart-point = Αγώνας { $number }: { $rating }
stats-history-table = Η βαθμολογία σε πίνακα
stats-history-ended = Τέλος

## The controls (B4-B7, B11 of issue 49): the cards that let you knock or go gin, the
## first upcard's offer, laying down on the felt, a hint said once, the end of a hand
## in one line, the score sheet's hands, a move the connection did not carry.
knock-mark = μπορείς να χτυπήσεις με αυτό
gin-mark = μπορείς να κάνεις τζιν με αυτό
knock-mark-legend = Πέτα ένα σημαδεμένο φύλλο για να χτυπήσεις
gin-mark-legend = Πέτα ένα σημαδεμένο φύλλο για να κάνεις τζιν
offer-first = Πρώτη κίνηση: πάρε το ανοιχτό φύλλο { $card } ή πες πάσο. Αν πεις πάσο, μπορεί να το πάρει: { $name }. Αν πείτε και οι δύο πάσο, ξεκινάς εσύ τραβώντας από την τράπουλα.
offer-second = Πάσο στο ανοιχτό φύλλο: { $name }. Πάρε το { $card } ή πες πάσο. Αν πεις κι εσύ πάσο, ξεκινά τραβώντας από την τράπουλα: { $name }.
offer-watch = Πρώτη κίνηση: { $name } μπορεί να πάρει το ανοιχτό φύλλο { $card } ή να πει πάσο.
laid-off = κολλημένο
laydown-help = Οι συνδυασμοί σου με τα λιγότερα ασύνδετα. Για να κατεβάσεις αλλιώς, πάτα ένα φύλλο και μετά έναν συνδυασμό ή τα ασύνδετα (ή σύρε το φύλλο εκεί).
laydown-help-layoff = Οι συνδυασμοί και τα κολλήματά σου με τα λιγότερα ασύνδετα. Για να κατεβάσεις αλλιώς, πάτα ένα φύλλο και μετά έναν συνδυασμό (ή σύρε το φύλλο εκεί).
laydown-picked = Διάλεξες: { $card }. Τώρα πάτα εκεί που πηγαίνει.
laydown-cannot = Δεν μπορεί να πάει εκεί: { $card }.
laydown-here = Βάλε εδώ: { $card }
laydown-best = Πίσω στην πρόταση
laydown-knocker = Κατέβασε: { $name }
laydown-deadwood = Ασύνδετα φύλλα
laydown-yours = Οι συνδυασμοί σου
# A hint's reason after its action: the why-* parts above without the action they
# start with (the hint line says the action once).
hint-why-take = ασύνδετα { $deadwood } μετά το καλύτερο πέταμα
hint-why-discard = ασύνδετα { $deadwood }, αναμενόμενα { $expected }
hint-why-knock = ασύνδετα { $deadwood }
hint-why-knock-or-play-on = ασύνδετα { $deadwood }: αναμενόμενοι πόντοι { $points } έναντι { $wait_points } αν συνεχίσεις, κίνδυνος αντιχτυπήματος { $undercut }
hint-why-knock-expected = ασύνδετα { $deadwood }: αναμενόμενοι πόντοι { $points }, κίνδυνος αντιχτυπήματος { $undercut }
hint-why-big-gin = και τα έντεκα φύλλα σε συνδυασμούς
end-dialog-title = Τέλος της μοιρασιάς { $hand }
story-knock = { $name } χτυπά με { $deadwood }
story-gin = { $name } κάνει τζιν
story-big-gin = { $name } κάνει μεγάλο τζιν
story-layoffs = { $name } κολλάει { $count ->
    [one] ένα φύλλο
   *[other] { $count } φύλλα
  }
story-scores = { $name } γράφει { $points }
story-undercut = αντιχτύπημα: { $name } γράφει { $points }
story-draw = Άκυρη μοιρασιά: κανείς δεν γράφει πόντους
score-of-target = { $points } από { $target }
score-hands-title = Ανά μοιρασιά
score-hand = Μοιρασιά
score-what = Τι έγινε
action-not-made = Δεν έγινε: { $action }. Η σύνδεση χάθηκε και το παιχνίδι προχώρησε· κοίτα ξανά και αποφάσισε.
action-not-sent = Δεν στάλθηκε: δεν υπάρχει σύνδεση. Περίμενε να επανέλθει.
link-paused = Οι κινήσεις περιμένουν μέχρι να επανέλθει.


## Every word in the player's language (issue 49, D): the server's reasons
## (docs/protocol.md, "Reasons"), each with exactly the reason's arguments.
error-card_not_named = Διάλεξε το φύλλο που θα αφήσεις.
error-card_not_in_hand = Το { $card } δεν είναι στα φύλλα σου.
error-discard_just_taken = Μόλις πήρες το { $card } από τα πεταμένα: δεν μπορείς να το πετάξεις σε αυτόν τον γύρο.
error-knock_over_limit = Δεν μπορείς να χτυπήσεις πετώντας το { $card }: μένουν ασύνδετα { $deadwood }, πάνω από το όριο για χτύπημα ({ $limit }).
error-big_gin_not_played = Με αυτούς τους κανόνες δεν υπάρχει μεγάλο τζιν.
error-big_gin_needs_melds = Για μεγάλο τζιν πρέπει και τα έντεκα φύλλα να είναι σε συνδυασμούς.
error-meld_not_in_hand = Δεν είναι στα φύλλα σου: { $cards }.
error-not_a_meld = Δεν είναι συνδυασμός: { $cards }.
error-meld_card_twice = Ένα φύλλο δεν μπαίνει σε δύο συνδυασμούς: { $cards }.
error-arrangement_over_limit = Με αυτούς τους συνδυασμούς μένουν ασύνδετα { $deadwood }, πάνω από το όριο για χτύπημα ({ $limit }).
error-layoff_onto_gin = Στο τζιν δεν κολλάει κανείς φύλλα.
error-layoff_in_meld = Το { $card } είναι σε συνδυασμό σου: δεν μπορεί και να κολληθεί.
error-layoff_twice = Το { $card } κολλήθηκε δύο φορές.
error-no_such_meld = Αυτός που χτύπησε δεν έχει συνδυασμό { $meld }.
error-layoff_does_not_fit = Δεν ταιριάζουν στον συνδυασμό { $meld }: { $cards }.
error-nothing_to_lay_off = Δεν υπάρχει τώρα κάτι για να κολλήσεις φύλλα.
error-stock_only = Και οι δύο είπαν πάσο στο ανοιχτό φύλλο: τράβα από την τράπουλα.
error-pile_empty = Τα πεταμένα είναι άδεια.
error-must_discard = Τώρα πέτα ένα φύλλο (ή χτύπα).
error-must_draw = Τώρα τράβα από την τράπουλα ή από τα πεταμένα.
error-must_take_or_pass = Τώρα πάρε το ανοιχτό φύλλο ή πες πάσο.
error-must_arrange = Χτύπησες: κατέβασε τους συνδυασμούς σου.
error-must_lay_off = Κατέβασε τους συνδυασμούς σου και κόλλησε φύλλα.
error-hand_over = Η μοιρασιά τελείωσε.
error-sitting_out = Σε αυτή τη μοιρασιά είσαι εκτός γύρου: αποφασίζει ο αρχηγός.
error-name_empty = Το όνομα χρειάζεται τουλάχιστον έναν χαρακτήρα.
error-name_too_long = Το όνομα έχει το πολύ { $most } χαρακτήρες· αυτό έχει { $length }.
error-name_invisible_character = Το όνομα δεν μπορεί να περιέχει τον χαρακτήρα { $character }: δεν φαίνεται.
error-name_direction_character = Το όνομα δεν μπορεί να περιέχει τον χαρακτήρα { $character }: αλλάζει την κατεύθυνση του κειμένου γύρω του.
error-name_control_character = Το όνομα δεν μπορεί να περιέχει τον χαρακτήρα { $character }: είναι χαρακτήρας ελέγχου, όχι γράμμα.
error-name_taken = Αυτό το όνομα είναι πιασμένο. Διάλεξε άλλο.
error-name_lookalike = Αυτό το όνομα μοιάζει με ένα πιασμένο. Διάλεξε άλλο.
error-rule_option_invalid = Ο κανόνας { $option } δεν παίρνει αυτή την τιμή.
error-rule_option_range = Ο κανόνας { $option } παίρνει τιμές από { $least } έως { $most }.
error-rule_needs_oklahoma = Ο κανόνας { $option } είναι μόνο για το Οκλαχόμα Τζιν.
error-rule_hollywood_two_players = Το σκορ Χόλιγουντ είναι για δύο παίκτες.
error-rule_three_player_dealer = Με τρεις παίκτες μοιράζει πάντα αυτός στο κουτί.
error-seat_count = Αυτό το παιχνίδι έχει { $players } θέσεις, όχι { $found }.
error-seat_needs_level = Η θέση του υπολογιστή χρειάζεται επίπεδο.
error-seat_has_no_level = Μόνο η θέση του υπολογιστή έχει επίπεδο.
error-seat_for_you = Μία θέση είναι για σένα.
error-level_not_offered = Αυτός ο διακομιστής δεν έχει υπολογιστή επιπέδου { $level }.
error-table_closed = Αυτό το τραπέζι έκλεισε.
error-match_over = Ο αγώνας τελείωσε.
error-already_seated = Έχεις ήδη θέση σε αυτό το τραπέζι.
error-seat_taken = Αυτή η θέση είναι πιασμένη.
error-no_decision_awaited = Δεν είναι κανενός η σειρά τώρα.
error-captain_waits_for_advice = Ο αρχηγός περιμένει την πρόταση του συμβούλου.
error-advice_only_sitting_out = Μόνο ο παίκτης εκτός γύρου δίνει συμβουλές.
error-captain_not_deciding = Ο αρχηγός δεν αποφασίζει τώρα.
error-advice_only_for_play = Ο αρχηγός κατεβάζει μόνος του: οι συμβουλές είναι για το παιχνίδι.
error-undo_only_against_computers = Η αναίρεση υπάρχει μόνο στο παιχνίδι με τον υπολογιστή.
error-nothing_to_undo = Δεν έχεις κίνηση να πάρεις πίσω.
error-no_hand_waiting = Καμία μοιρασιά δεν περιμένει να μοιραστεί.
error-chat_length = Ένα μήνυμα συνομιλίας έχει από 1 έως { $most } χαρακτήρες.
error-chat_control_character = Ένα μήνυμα συνομιλίας δεν μπορεί να περιέχει χαρακτήρες ελέγχου.
error-hints_only_against_computers = Οι υποδείξεις υπάρχουν μόνο στο παιχνίδι με τον υπολογιστή.
error-nothing_to_claim = Δεν υπάρχει κάτι να διεκδικήσεις: το τραπέζι δεν περιμένει κάποιον που λείπει ή που του τελείωσε ο χρόνος.
error-claim_by_others = Το τραπέζι περιμένει εσένα: μόνο οι άλλοι μπορούν να διεκδικήσουν τον αγώνα.
error-rematch_after_match = Η ρεβάνς προτείνεται όταν τελειώσει ο αγώνας.
error-no_rematch_offered = Δεν προτάθηκε ρεβάνς.
error-rematch_made = Η ρεβάνς είναι ήδη έτοιμη.
error-hello_first = Η σύνδεση δεν ξεκίνησε σωστά. Ανανέωσε τη σελίδα.
error-hello_once = Η σύνδεση είναι ήδη ανοιχτή.
error-token_missing = Διάλεξε πρώτα όνομα.
error-token_unknown = Το όνομά σου δεν είναι γνωστό εδώ. Διάλεξε ξανά όνομα.
error-last_seq_ahead = Το τραπέζι δεν είναι όπως το θυμάται αυτή η σελίδα. Ανανέωσε τη σελίδα.
error-watch_seated_only = Μόνο οι παίκτες αυτού του τραπεζιού μπορούν να το παρακολουθήσουν.
error-private_seat_by_code = Σε ιδιωτικό τραπέζι κάθεσαι με τον σύνδεσμό του.
error-take_a_seat = Κάτσε πρώτα σε μια θέση.
error-join_code_unknown = Κανένα τραπέζι δεν έχει αυτόν τον κωδικό.
error-seat_computer_seated_only = Μόνο παίκτης αυτού του τραπεζιού μπορεί να βάλει τον υπολογιστή να παίξει.
error-match_not_finished = Αυτός ο αγώνας δεν έχει τελειώσει ακόμα.
error-too_many_messages = Πολύ γρήγορα: αυτό δεν έγινε. Περίμενε λίγο.
error-too_many_names = Πάρα πολλά νέα ονόματα από εδώ. Ξαναδοκίμασε σε { $seconds ->
    [one] ένα δευτερόλεπτο
   *[other] { $seconds } δευτερόλεπτα
  }.
error-too_many_tables = Πάρα πολλά νέα τραπέζια. Ξαναδοκίμασε σε { $seconds ->
    [one] ένα δευτερόλεπτο
   *[other] { $seconds } δευτερόλεπτα
  }.
error-too_many_join_codes = Πάρα πολλοί λάθος κωδικοί. Ξαναδοκίμασε σε { $seconds ->
    [one] ένα δευτερόλεπτο
   *[other] { $seconds } δευτερόλεπτα
  }.
error-server_busy = Ο διακομιστής είναι απασχολημένος. Ξαναδοκίμασε σε λίγα δευτερόλεπτα.
error-message_unreadable = Ο διακομιστής δεν μπόρεσε να διαβάσει αυτό το μήνυμα.
error-message_too_large = Αυτό το μήνυμα ξεπερνά τα { $most } μπάιτ.
error-protocol_unsupported = Αυτή η σελίδα είναι παλιά (ο διακομιστής μιλά την έκδοση { $supported }). Ανανέωσέ την.
error-field_missing = Στο μήνυμα λείπει ένα πεδίο.
error-field_unknown = Το μήνυμα έχει ένα πεδίο που ο διακομιστής δεν γνωρίζει.
error-field_invalid = Το μήνυμα έχει μια τιμή που ο διακομιστής δεν δέχεται.
error-key_twice = Το μήνυμα δίνει ένα πεδίο δύο φορές.
error-card_twice = Το { $card } γράφεται δύο φορές.
error-text_control_character = Το κείμενο δεν μπορεί να περιέχει τον χαρακτήρα ελέγχου { $character }.

## The page before its script runs (index.html, served in the reader's language),
## numbers where the browser has no data for the language, computers and the replay.
page-noscript = Το { -game } χρειάζεται JavaScript σε αυτό το πρόγραμμα περιήγησης: το παιχνίδι τρέχει μέσα στη σελίδα.
page-noscript-join = Τραπέζι { $code }: τραπέζι { $system } στο { $base }. Αυτό το παιχνίδι τρέχει μέσα στη σελίδα και χρειάζεται JavaScript· από τερματικό, εγκατάστησε το ginrummy (pip install 'ginrummy[client]') και γράψε: ginrummy connect { $base } --name ΤΟ_ΟΝΟΜΑ_ΣΟΥ --join { $code }
page-noscript-unknown-code = Κανένα τραπέζι εδώ δεν έχει τον κωδικό { $code }.
number-decimal = ,
number-group = .
seat-computer-plain = Υπολογιστής
replay-cards-of = Φύλλα: { $name }

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
