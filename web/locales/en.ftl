# The browser game's words in English: the reference catalog.  Every other catalog
# has the same ids with the same variables (tests/test_web_catalogs.py checks it).
# docs/glossary.md lists the game's words in each language.

-game = Gin Rummy
app-title = { -game }
language-name = English

## Systems and levels
system-standard = Gin
system-oklahoma = Oklahoma Gin
system-hollywood = Hollywood Gin
system-oklahoma-hollywood = Oklahoma Hollywood Gin
system-three-player = Three-player Gin
system-eaai = Gin (research rules)
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert

## Cards
rank-A = ace
rank-2 = two
rank-3 = three
rank-4 = four
rank-5 = five
rank-6 = six
rank-7 = seven
rank-8 = eight
rank-9 = nine
rank-T = ten
rank-J = jack
rank-Q = queen
rank-K = king
suit-s = spades
suit-h = hearts
suit-d = diamonds
suit-c = clubs
card-name = { $rank } of { $suit }
card-back = face-down card
card-stock = Stock, { $count ->
    [one] one card
   *[other] { $count } cards
  }
card-pile-empty = Discard pile, empty
card-pile = Discard pile, top card { $card }

## Home
home-tagline = The card game, played exactly, in your language.
name-prompt = What should other players call you?
name-label = Your name
name-save = Continue
name-change = Change name
play-computer = Play the computer
play-computer-start = Start
system-label = Game
level-label = Level
private-table = Play a friend
private-create = Create a private table
private-share = Send this link to your friend:
private-copy = Copy link
private-copied = Copied
quick-match = Quick match
quick-match-start = Find an opponent
quick-match-waiting = Looking for an opponent…
quick-match-offer = Nobody came yet. Play the computer instead, or keep waiting.
quick-match-computer = Play the computer
quick-match-keep = Keep waiting
quick-match-cancel = Stop looking
open-tables = Open tables
open-tables-none = No open tables right now.
open-tables-join = Join
open-tables-watch = Watch
open-tables-refresh = Refresh
leaderboard = Leaderboard
leaderboard-none = Nobody is rated in this game yet.
leaderboard-rating = Rating
leaderboard-matches = Matches
leaderboard-name = Player
your-rating = Your rating: { NUMBER($rating, maximumFractionDigits: 1) }
settings = Settings
settings-language = Language
settings-language-auto = Automatic
settings-speed = Animation speed
speed-off = Off
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
settings-four-colour = Four-colour deck
fair-link = Fair shuffles: how to check
back-home = Home

## The table
table-title = Table { $code }
table-waiting = Waiting for a player to join…
table-closed = This table was closed: nobody came to play.
table-share = Invite a friend with this link:
seat-empty = empty seat
seat-computer = Computer ({ $level })
seat-away = away
seat-offline = disconnected
seat-you = you
seat-dealer = dealer
seat-to-act = to play
seat-ready = ready
seat-sit = Take this seat
role-box = In the box
role-captain = Captain
role-out = Advisor (sitting out)
you-are-box = You are in the box: you play alone against the captain.
you-are-captain = You are the captain: your advisor suggests, you decide.
you-are-out = You are sitting out: you see the captain's hand and advise.
spectating = You are watching.
hand-number = Hand { $number }
stock = Stock
pile = Discard pile
knock-limit = Knock at { $limit } or less
knock-limit-gin = Gin only (ace upcard)
spades-double = Spades: this hand counts double
opponent-cards = { $name } holds { $count ->
    [one] one card
   *[other] { $count } cards
  }
opponent-known = Known in { $name }'s hand:
your-deadwood = Deadwood: { $deadwood }
your-deadwood-after = Deadwood { $deadwood } after your best discard
sort-label = Sort
sort-melds = Melds
sort-rank = Rank
sort-suit = Suit
sort-own = My order
hand-label = Your hand
hand-label-captain = The captain's hand
meld-label = Meld: { $cards }
deadwood-label = Deadwood card
turn-yours = Your turn
turn-theirs = { $name } to play
turn-clock = { $seconds ->
    [one] one second left
   *[other] { $seconds } seconds left
  }

## Actions
action-draw-stock = Draw from the stock
action-draw-discard = Take { $card }
action-take-pile = Take the top discard
action-pass = Pass
action-take-upcard = Take the upcard { $card }
action-discard = Discard { $card }
action-knock = Knock
action-knock-with = Knock, discarding { $card } face down
action-gin = Gin!
action-gin-with = Go gin, discarding { $card }
action-big-gin = Big gin!
action-choose-card = Choose a card to discard
action-cancel = Cancel
action-confirm = Confirm
confirm-gin = Go gin by discarding { $card }? All ten cards of your hand are in melds.
confirm-big-gin = Declare big gin? All eleven cards of your hand are in melds.
confirm-knock = Knock by discarding { $card } face down, with { $deadwood } deadwood?
arrange-title = Lay down your melds
arrange-option = { $melds ->
    [one] one meld
   *[other] { $melds } melds
  }, { $deadwood } deadwood
arrange-best = least deadwood
arrange-submit = Lay down
layoff-title = Lay down your melds and lay off
layoff-option = { $deadwood } deadwood after { $layoffs ->
    [0] no layoffs
    [one] one layoff
   *[other] { $layoffs } layoffs
  }
layoff-on = { $card } on { $meld }
layoff-submit = Lay down
hint = Hint
hints-title = The expert suggests
# Why the expert suggests an action: the parts of a hint's reason (docs/protocol.md,
# hints). $card is a card (Q♥), $chance, $undercut, $knock and $wait percentages,
# $points and $wait_points signed points, $expected and $deadwood numbers.
why-least-deadwood = least deadwood, fewest lay-offs
why-blind-draw = expected deadwood { $expected } after a blind draw
why-pass = pass: expected deadwood { $expected } after a blind draw
why-take = take { $card }: deadwood { $deadwood } after the best discard
why-joins-meld = joins a meld
why-can-knock = can knock
why-better-by-playouts = better by play-outs
why-big-gin = all eleven cards meld: big gin
why-discard = discard { $card }: deadwood { $deadwood }, expected { $expected }
why-take-next = can take { $card } if it is thrown next ({ $chance })
why-opponent-uses = { $chance } that the opponent can use it
why-play-on-best = best to play on, by play-outs
why-best-by-playouts = best by play-outs
why-gin = gin
why-knock = knock with { $deadwood }
why-knock-or-play-on = knock with { $deadwood }: expected { $points } points against { $wait_points } for playing on, { $undercut } undercut risk
why-match-chance = { $knock } against { $wait } to win the match
why-knock-expected = knock with { $deadwood }: expected { $points } points, { $undercut } undercut risk
why-wait = better to play on
undo = Undo
ready = Next hand
ready-waiting = Waiting for the others…
leave = Leave the table
advise = Suggest this
advice-from = Your advisor suggests: { $action }
advice-sent = You suggested: { $action }
advice-none = No suggestion yet.
advice-withdraw = Take back the suggestion

## Events
event-draw-stock = { $name } drew from the stock
event-draw-stock-card = { $name } drew { $card } from the stock
event-draw-discard = { $name } took { $card }
event-pass = { $name } passed
event-discard = { $name } discarded { $card }
event-knock = { $name } knocked
event-big-gin = { $name } declared big gin
event-arrange = { $name } laid down melds
event-lay-off = { $name } laid down and laid off
event-undo = { $name } took back a move
event-advice = { $name } suggested: { $action }
event-advice-none = { $name } left the decision to the captain
event-deal = Hand { $hand } dealt; { $name } deals
event-ready = { $name } is ready
event-joined = { $name } sat down
event-by-timeout = (time ran out: the computer played)
event-by-away = (away: the computer played)
last-action = Last: { $action }
log-title = What happened

## The end of a hand
end-title = Hand { $hand }
outcome-gin = { $name } went gin
outcome-big_gin = { $name } went big gin
outcome-knock = { $name } knocked and won
outcome-undercut = Undercut! { $name } wins
outcome-draw = A drawn hand: nobody scores
draw-stock = Only two cards were left in the stock.
draw-max_turns = The turn limit was reached.
end-knocker = { $name } knocked
end-defender = { $name } defended
end-melds = Melds
end-deadwood = Deadwood: { $deadwood }
end-layoffs = Laid off
end-score-difference = Deadwood difference
end-score-bonus = Bonus
end-score-multiplier = Spade double
end-score-points = { $name } scores { $points }
end-games = Entered in { $games }
end-verified = Deck verified
end-verify-failed = The deck does not match its commitment!
end-verify-unavailable = This browser checks a deck only over HTTPS or on the server's own machine: check this one with ginrummy verify.
end-verify-how = What this proves
match-over = The match is over
match-winner = { $name } wins the match
match-draw = The match is drawn
match-totals = Final totals
match-replay = Replay the match
match-record = Download the game record
match-again = Play again

## The score sheet
score-title = Score
score-game = Game { $number }
score-target = to { $target }
score-hands-won = { $count ->
    [one] one hand won
   *[other] { $count } hands won
  }
score-finished = finished

## Fairness
fair-title = Fair shuffles
fair-commitment = Before the deal the server committed to the deck: { $hash }
fair-body-1 = Before each hand is dealt, the server shows a commitment: the SHA-256 hash of the shuffled deck and a secret salt. It cannot change the deck afterwards without the hash changing.
fair-body-2 = When the hand ends, the server reveals the deck and the salt. Your browser hashes them itself and compares: "Deck verified" means the cards were dealt from the deck fixed before the hand began, so nobody, not even the server, arranged the cards after seeing the play.
fair-body-3 = To check a whole match yourself, download its game record and run:
fair-body-4 = The shuffle itself comes from the operating system's secure random generator.

## Replay
replay-title = Replay
replay-hand = Hand { $number }
replay-step = Step { $step } of { $steps }
replay-first = First
replay-prev = Back
replay-next = Forward
replay-last = Last
replay-loading = Loading the record…
replay-not-finished = This match is not finished yet.

## Chat
chat = Chat
chat-placeholder = Say something
chat-send = Send
chat-preset-hello = Hello!
chat-preset-good-luck = Good luck!
chat-preset-nice = Nice play!
chat-preset-thanks = Thanks!
chat-preset-good-game = Good game!
chat-preset-rematch = Another one?

## Connection
link-reconnecting = Connection lost. Reconnecting…
link-closed = Disconnected from the table.
link-offline = The server cannot be reached.
loading = Loading…

## Rules panel
rules = Rules
rules-target = A game is played to { $target } points.
rules-knock-limit = You may knock with { $limit } deadwood or less.
rules-knock-from-upcard = The first upcard sets the knock limit (an ace: gin only).
rules-spades-double = A spade upcard doubles the hand's score.
rules-gin-bonus = Gin scores a bonus of { $bonus }.
rules-undercut-bonus = An undercut scores a bonus of { $bonus }.
rules-big-gin = Big gin (all eleven cards in melds) scores { $bonus }.
rules-no-big-gin = No big gin.
rules-hollywood = Hollywood: three games are scored at once.
rules-three-player = Three players: one in the box plays the captain, who is advised by the player sitting out.
rules-line-bonus = Each hand won adds { $bonus } at the end.
rules-game-bonus = Winning the game adds { $bonus }.
rules-shutout = A shutout doubles the winner's score.
rules-discard-upcard = You may discard the card you just took from the pile.
rules-no-discard-upcard = You may not discard the card you just took from the pile.

## The server's refusals, by their code
error-bad_message = The server did not understand that.
error-too_large = That was too long.
error-not_authenticated = Your name is not known here. Choose a name again.
error-unknown_table = There is no such table.
error-no_seat = You have no seat at this table.
error-not_your_turn = It is not your turn.
error-illegal = The rules do not allow that move.
error-not_allowed = That is not allowed here.
error-throttled = Too fast: wait a moment and try again.
error-conflict = The table changed; look again and decide.
error-internal = The server failed; nothing changed.
error-not_found = Not found.
error-offline = The server cannot be reached.
error-name-taken = That name is taken (or looks like one that is). Choose another.
error-detail = Details: { $message }

## The phone layout: card sizes (Settings)
settings-card-size = Card size
card-size-small = Small
card-size-medium = Medium
card-size-large = Large
settings-high-contrast = High-contrast cards

## Newcomer: the guided first hand, How to play, statistics, sounds
newcomer-links = For newcomers
how-to-play = How to play
stats-link = Your statistics
guide-start = Guided first hand
guide-again = Show the guided first hand again
guide-asked = The guide will show at your next game against the computer
settings-sound = Sounds (draw, discard, knock, gin, your turn)
guide-title = Guided first hand
guide-step = Step { $step } of { $steps }
guide-skip = Skip the guide
guide-finish = Done
guide-offer = The first upcard, { $card }, is offered to you: take it if it joins or nearly joins a meld with your cards, else pass. If both players pass, the player who did not deal draws first from the stock.
guide-draw = Your turn starts with a draw: the top card of the stock (face down, a surprise) or the top of the discard pile, { $card }, which your opponent sees you take.
guide-draw-stock = Your turn starts with a draw: take the top card of the stock.
guide-discard = Your melds are outlined in your hand: sets (three or four cards of one rank) and runs (three or more in a row, in one suit). The other cards are your deadwood, { $deadwood } points after your best discard. End your turn by discarding: choose a card (a high deadwood card is usually best), then press Discard.
guide-knock = You can knock: discarding { $card } face down leaves you { $deadwood } deadwood, no more than the knock limit of { $limit }. Choose { $card } and press Knock, or play on to lower your deadwood. After a knock the lower deadwood wins the hand.
guide-gin = You can go gin: discard { $card } and all your other cards are in melds. Gin scores a bonus of { $bonus } and your opponent's deadwood. Choose { $card } and press Gin.
guide-laydown = You knocked: lay down your melds. Your opponent then lays down theirs and lays off what it can on yours.
guide-defend = { $name } knocked. Lay down your melds: you may lay off your deadwood on theirs (a fourth card on a set, a card at either end of a run).
guide-wait = { $name } is playing now: watch what it takes and what it throws on the pile.
guide-end-scored = { $outcome }. { $name } scores { $points } points.
guide-end-draw = { $outcome }. The same player deals again.
guide-end = Each hand's points are added on the score sheet, and the first to reach { $target } wins the game. You have played a whole hand: that is all of Gin Rummy.
howto-title = How to play: { $system }
howto-rule-id = The rule's number in the rule book (docs/RULES.md)
howto-aim-title = The aim
howto-aim = Make melds with your cards and keep the points of the cards left over, your deadwood, low. When your deadwood is low enough you may knock, and the hand with less deadwood wins the difference. A game goes to { $target } points.
howto-cards-title = Cards and melds
howto-cards = One deck of 52 cards, no jokers. The ace is always low and counts 1, the number cards their number, and the jack, queen and king 10 each.
howto-set = A set is three or four cards of one rank:
howto-run = A run is three or more cards of one suit in a row. The ace is only low: A-2-3 is a run, Q-K-A is not.
howto-deadwood = A card belongs to one meld at most. The cards in no meld are your deadwood, and your deadwood count is their points added up, arranged for the least.
howto-deal-title = The deal
howto-deal = Each player is dealt ten cards, one at a time. The next card is turned face up: this upcard starts the discard pile, and the rest of the deck, face down, is the stock.
howto-deal-winner = The winner of a hand deals the next one; after a drawn hand the same player deals again.
howto-deal-alternate = The deal passes to the other player after every scored hand; after a drawn hand the same player deals again.
howto-deal-box = The player in the box deals every hand.
howto-turn-title = Your turn
howto-turn = Draw one card, the top of the stock or the top of the discard pile, then discard one card face up, or knock.
howto-upcard = The first turn of a hand: the player who did not deal may take the upcard or pass; then the dealer may take it or pass. If both pass, the player who did not deal starts by drawing from the stock.
howto-knock-title = Knocking and gin
howto-knock = After drawing you may knock: discard one card face down, then lay down your hand as melds and deadwood. Your deadwood must be no more than the knock limit. You never have to knock.
howto-knock-upcard = The knock limit of each hand is set by its first upcard (below).
howto-gin = Gin is a knock with no deadwood at all: every card of your hand in melds after your discard.
howto-layoff-title = Laying off
howto-layoff = After a knock the other player lays down their hand as melds and deadwood, and may lay off deadwood cards on the knocker's melds: the fourth card of a set, or cards that extend a run at either end, one after another:
howto-layoff-gin = Nobody lays off on a gin hand, and the knocker never lays off.
howto-drawn-title = A drawn hand
howto-drawn = If only two cards are left in the stock after a discard and nobody has knocked, the hand is a draw: nobody scores, and the same player deals again.
howto-score-title = Scoring a hand
howto-score-knock = A knock: if the knocker has less deadwood than the other player after lay-offs, the knocker scores the difference.
howto-score-undercut = An undercut: if the other player has as little deadwood as the knocker or less, the other player scores the difference and a bonus of { $bonus }.
howto-score-gin = Gin scores a bonus of { $bonus } and the other player's deadwood; the other player scores nothing.
howto-score-game = The points add up over the hands, and the first to reach { $target } wins the game.
howto-score-hollywood = The points go on Hollywood's three games (below); each is won at { $target }.
howto-score-three = The points add up over the hands, and the first to reach { $target } wins.
howto-oklahoma = The first upcard of a hand sets its knock limit: a ten or a face card allows 10, a number card its number, an ace 1.
howto-oklahoma-ace-gin = An ace as the first upcard: only gin may end the hand.
howto-hollywood-sheet = Three games are kept at once on one score sheet, game 1, 2 and 3.
howto-hollywood-entries = Your first hand won is entered in game 1, your second in games 1 and 2, your third and every later one in all three. A game already won takes no more points.
howto-hollywood-won = Each game is won by the first to reach { $target } in it. Play goes on until all three are won, and the match goes to the player who won two or three.
howto-three-roles = Each player draws a card: the highest is in the box, the middle one is the captain, the lowest sits out.
howto-three-play = The player in the box plays alone against a team: the captain plays the team's hand, and the player sitting out sees it and may advise; the captain decides.
howto-three-after = If the box wins, the box scores and stays, and the other two swap. If the box loses, the captain scores and goes into the box, the box sits out, and the one who sat out becomes captain.
stats-title = Statistics: { $name }
stats-none = No finished match yet: your numbers will show here after your first.
stats-matches = Matches
stats-wins = Won
stats-wins-rate = { $wins } ({ $rate })
stats-hands = Hands played and won
stats-hands-won = { $hands } · { $won }
stats-gins = Gins
stats-undercuts = Undercuts
stats-knocks = Knocks (not gin)
stats-knock-deadwood = Mean deadwood at a knock
stats-streak = Wins in a row now
stats-longest-streak = Longest run of wins
stats-rating = Rating
stats-not-rated = Not rated yet: ratings come from matches against people.
stats-rating-now = { $rating } after { $matches ->
    [one] one rated match
   *[other] { $matches } rated matches
  }
stats-chart-title = Your rating in { $system }, match by match
stats-chart-desc = { $count ->
    [one] One rated match: rating { $last }.
   *[other] { $count } rated matches: from { $first } to { $last }, highest { $high }, lowest { $low }.
  }
stats-chart-x = Rated match
stats-chart-point = Match { $number }: { $rating }
stats-history-table = The rating as a table
stats-history-ended = Ended

## The controls (B4-B7, B11 of issue 49): the cards that let you knock or go gin, the
## first upcard's offer, laying down on the felt, a hint said once, the end of a hand
## in one line, the score sheet's hands, a move the connection did not carry.
knock-mark = you may knock with it
gin-mark = you may go gin with it
knock-mark-legend = Discard a marked card to knock
gin-mark-legend = Discard a marked card to go gin
offer-first = First turn: take the upcard { $card } or pass. If you pass, { $name } may take it; if you both pass, you draw first from the stock.
offer-second = { $name } passed the upcard: take { $card } or pass. If you pass too, { $name } draws first from the stock.
offer-watch = First turn: { $name } may take the upcard { $card } or pass.
laid-off = laid off
laydown-help = Your melds with the least deadwood. To lay down otherwise, tap a card, then a meld or the deadwood (or drag it there).
laydown-help-layoff = Your melds and lay-offs with the least deadwood. To lay down otherwise, tap a card, then a meld (or drag it there).
laydown-picked = { $card } chosen: now tap where it goes.
laydown-cannot = { $card } cannot go there.
laydown-here = Put { $card } here
laydown-best = Back to the proposal
laydown-knocker = { $name } laid down
laydown-deadwood = Deadwood
laydown-yours = Your melds
# A hint's reason after its action: the why-* parts above without the action they
# start with (the hint line says the action once).
hint-why-take = deadwood { $deadwood } after the best discard
hint-why-discard = deadwood { $deadwood }, expected { $expected }
hint-why-knock = deadwood { $deadwood }
hint-why-knock-or-play-on = deadwood { $deadwood }: expected { $points } points against { $wait_points } for playing on, { $undercut } undercut risk
hint-why-knock-expected = deadwood { $deadwood }: expected { $points } points, { $undercut } undercut risk
hint-why-big-gin = all eleven cards meld
end-dialog-title = Hand { $hand } is over
story-knock = { $name } knocks with { $deadwood }
story-gin = { $name } goes gin
story-big-gin = { $name } goes big gin
story-layoffs = { $name } lays off { $count ->
    [one] one card
   *[other] { $count } cards
  }
story-scores = { $name } scores { $points }
story-undercut = undercut: { $name } scores { $points }
story-draw = A drawn hand: nobody scores
score-of-target = { $points } of { $target }
score-hands-title = Hand by hand
score-hand = Hand
score-what = What happened
action-not-made = Not made: { $action }. The connection dropped and the game moved on: look again and decide.
action-not-sent = Not sent: the connection is down. Wait until it is back.
link-paused = Moves are paused until it is back.


## Every word in the player's language (issue 49, D): the server's reasons
## (docs/protocol.md, "Reasons"), each with exactly the reason's arguments: $card a
## card (Q♥) and $cards several, $character a code point (U+200B), $option a rule
## option, $level a computer's level, $supported protocol versions, the others numbers.
error-card_not_named = Choose the card to let go of.
error-card_not_in_hand = { $card } is not in your hand.
error-discard_just_taken = You just took { $card } from the discard pile: you may not discard it this turn.
error-knock_over_limit = You cannot knock discarding { $card }: that leaves { $deadwood } deadwood, over the knock limit of { $limit }.
error-big_gin_not_played = These rules have no big gin.
error-big_gin_needs_melds = Big gin needs all eleven cards in melds.
error-meld_not_in_hand = { $cards }: not in your hand.
error-not_a_meld = { $cards } is not a meld.
error-meld_card_twice = { $cards } cannot be in two melds.
error-arrangement_over_limit = Those melds leave { $deadwood } deadwood, over the knock limit of { $limit }.
error-layoff_onto_gin = Nothing may be laid off on gin.
error-layoff_in_meld = { $card } is in one of your melds: it cannot be laid off too.
error-layoff_twice = { $card } is laid off twice.
error-no_such_meld = The knocker has no meld { $meld }.
error-layoff_does_not_fit = { $cards } does not fit meld { $meld }.
error-nothing_to_lay_off = There is nothing to lay off on now.
error-stock_only = Both players passed the upcard: draw from the stock.
error-pile_empty = The discard pile is empty.
error-must_discard = Now discard a card (or knock).
error-must_draw = Now draw from the stock or the discard pile.
error-must_take_or_pass = Now take the upcard or pass.
error-must_arrange = You knocked: lay down your melds.
error-must_lay_off = Lay down your melds and lay off.
error-hand_over = The hand is over.
error-sitting_out = You sit out this hand: the captain decides.
error-name_empty = A name needs at least one character.
error-name_too_long = A name has at most { $most } characters; this one has { $length }.
error-name_invisible_character = A name may not hold { $character }: it does not show.
error-name_direction_character = A name may not hold { $character }: it turns the text around it.
error-name_control_character = A name may not hold { $character }: it is a control character, not a letter.
error-name_taken = That name is taken. Choose another.
error-name_lookalike = That name looks like one that is taken. Choose another.
error-rule_option_invalid = The rule { $option } cannot have that value.
error-rule_option_range = The rule { $option } goes from { $least } to { $most }.
error-rule_needs_oklahoma = The rule { $option } is for Oklahoma Gin only.
error-rule_hollywood_two_players = Hollywood scoring is for two players.
error-rule_three_player_dealer = With three players the box always deals.
error-seat_count = This game has { $players } seats, not { $found }.
error-seat_needs_level = A computer's seat needs a level.
error-seat_has_no_level = Only a computer's seat has a level.
error-seat_for_you = One seat is for you.
error-level_not_offered = This server has no computer level { $level }.
error-table_closed = This table is closed.
error-match_over = The match is over.
error-already_seated = You already have a seat at this table.
error-seat_taken = That seat is taken.
error-no_decision_awaited = Nobody is to play now.
error-captain_waits_for_advice = The captain waits for the advisor's suggestion.
error-advice_only_sitting_out = Only the player sitting out gives advice.
error-captain_not_deciding = The captain is not deciding now.
error-advice_only_for_play = The captain lays down alone: advice is for the play.
error-undo_only_against_computers = Undo is only for a game against the computer.
error-nothing_to_undo = There is no move of yours to take back.
error-no_hand_waiting = No hand is waiting to be dealt.
error-chat_length = A chat line has 1 to { $most } characters.
error-chat_control_character = A chat line may not hold control characters.
error-hints_only_against_computers = Hints are only for a game against the computer.
error-nothing_to_claim = There is nothing to claim: the table is not waiting for anyone away or out of time.
error-claim_by_others = The table is waiting for you: only the others may claim the match.
error-rematch_after_match = A rematch is offered once the match is over.
error-no_rematch_offered = No rematch was offered.
error-rematch_made = The rematch is ready already.
error-hello_first = The connection did not start as it should. Reload the page.
error-hello_once = The connection is already open.
error-token_missing = Choose a name first.
error-token_unknown = Your name is not known here. Choose a name again.
error-last_seq_ahead = The table is not as this page remembers it. Reload the page.
error-watch_seated_only = Only the players at this table may watch it.
error-private_seat_by_code = A private table's seat is taken with its link.
error-take_a_seat = Take a seat first.
error-join_code_unknown = No table has that code.
error-seat_computer_seated_only = Only a player at this table may seat the computer.
error-match_not_finished = This match is not finished yet.
error-too_many_messages = Too fast: that was not done. Wait a moment.
error-too_many_names = Too many new names from here. Try again in { $seconds ->
    [one] one second
   *[other] { $seconds } seconds
  }.
error-too_many_tables = Too many new tables. Try again in { $seconds ->
    [one] one second
   *[other] { $seconds } seconds
  }.
error-too_many_join_codes = Too many wrong codes. Try again in { $seconds ->
    [one] one second
   *[other] { $seconds } seconds
  }.
error-server_busy = The server is busy. Try again in a few seconds.
error-message_unreadable = The server could not read that message.
error-message_too_large = That message is over { $most } bytes.
error-protocol_unsupported = This page is out of date (the server speaks version { $supported }). Reload it.
error-field_missing = The message lacks a field.
error-field_unknown = The message has a field the server does not know.
error-field_invalid = The message has a value the server cannot take.
error-key_twice = The message gives one field twice.
error-card_twice = { $card } is listed twice.
error-text_control_character = The text may not hold { $character }, a control character.

## The page before its script runs (index.html, served in the reader's language),
## numbers where the browser has no data for the language, computers and the replay.
page-noscript = { -game } needs JavaScript in this browser: the game runs in the page.
page-noscript-join = Table { $code }: a { $system } table at { $base }. This game runs in the page and needs JavaScript; from a terminal, install ginrummy (pip install 'ginrummy[client]') and type: ginrummy connect { $base } --name YOUR_NAME --join { $code }
page-noscript-unknown-code = No table here has the code { $code }.
number-decimal = .
number-group = ,
seat-computer-plain = Computer
replay-cards-of = { $name }'s cards

## Matches people can trust: games in progress, claims, rematch (issue 49, part A)
games-title = Your games in progress
games-continue = Continue
games-state-your-turn = Your turn
games-state-adjourned = Paused: waiting for you
games-state-waiting = Waiting for players
games-state-between = Between hands
games-state-playing = In play
stand-in-option = Let the computer play for someone who is away (the match is then not rated)
claim-away = { $name } is away.
claim-time = { $name } ran out of time.
claim-offer = You may claim the match: they forfeit it, and it counts as your win. Or wait for them.
claim-button = Claim the match
claim-wait = Wait
claim-waiting = Waiting for { $name }.
forfeit-away = { $name } was away: the match was claimed.
forfeit-time = { $name } ran out of time: the match was claimed.
forfeit-left = { $name } left the table and gave up the match.
match-rated = This match counts for the ratings.
match-unrated = This match does not count for the ratings.
rematch-offer = Rematch
rematch-waiting = Waiting for { $names } to accept the rematch…
rematch-offered = { $name } offers a rematch.
rematch-accept = Accept
rematch-decline = Decline
rematch-declined = { $name } declined the rematch.
rematch-declined-you = You declined the rematch.
rematch-ready = The rematch is ready.
rematch-go = Go to the rematch
event-rematch = { $name } wants a rematch.
