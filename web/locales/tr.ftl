# The browser game's words in Turkish.  The same ids with the same variables as en.ftl
# (tests/test_web_catalogs.py checks it); docs/glossary.md lists the game's words.
# Turkish suffixes cannot be attached to a variable: sentences keep { $name } and
# { $card } in the bare (nominative) form, mostly as "Sıra: { $name }" or "Al: { $card }".

-game = Gin Rummy
app-title = { -game }
language-name = Türkçe

## Systems and levels
system-standard = Gin
system-oklahoma = Oklahoma Gin
system-hollywood = Hollywood Gin
system-oklahoma-hollywood = Oklahoma Hollywood Gin
system-three-player = Üç kişilik Gin
system-eaai = Gin (araştırma kuralları)
level-easy = Kolay
level-medium = Orta
level-hard = Zor
level-expert = Usta

## Cards
# A card is named suit first, as Turkish players say it: "kupa kız", "maça as".
rank-A = as
rank-2 = iki
rank-3 = üç
rank-4 = dört
rank-5 = beş
rank-6 = altı
rank-7 = yedi
rank-8 = sekiz
rank-9 = dokuz
rank-T = on
rank-J = vale
rank-Q = kız
rank-K = papaz
suit-s = maça
suit-h = kupa
suit-d = karo
suit-c = sinek
card-name = { $suit } { $rank }
card-back = kapalı kart
card-stock = Deste, { $count ->
    [one] bir kart
   *[other] { $count } kart
  }
card-pile-empty = Iskarta, boş
card-pile = Iskarta, üstteki kart: { $card }

## Home
home-tagline = Kurallarına tam uygun kâğıt oyunu, kendi dilinde.
name-prompt = Diğer oyuncular sana ne desin?
name-label = Adın
name-save = Devam
name-change = Adını değiştir
play-computer = Bilgisayara karşı oyna
play-computer-start = Başla
system-label = Oyun
level-label = Seviye
private-table = Arkadaşınla oyna
private-create = Özel masa aç
private-share = Bu bağlantıyı arkadaşına gönder:
private-copy = Bağlantıyı kopyala
private-copied = Kopyalandı
quick-match = Hızlı maç
quick-match-start = Rakip bul
quick-match-waiting = Rakip aranıyor…
quick-match-offer = Henüz kimse gelmedi. İstersen bilgisayara karşı oyna, istersen beklemeye devam et.
quick-match-computer = Bilgisayara karşı oyna
quick-match-keep = Beklemeye devam et
quick-match-cancel = Aramayı bırak
open-tables = Açık masalar
open-tables-none = Şu anda açık masa yok.
open-tables-join = Otur
open-tables-watch = İzle
open-tables-refresh = Yenile
leaderboard = Sıralama
leaderboard-none = Bu oyunda henüz derecesi olan kimse yok.
leaderboard-rating = Derece
leaderboard-matches = Maçlar
leaderboard-name = Oyuncu
your-rating = Derecen: { NUMBER($rating, maximumFractionDigits: 1) }
settings = Ayarlar
settings-language = Dil
settings-language-auto = Otomatik
settings-speed = Animasyon hızı
speed-off = Kapalı
speed-slow = Yavaş
speed-normal = Normal
speed-fast = Hızlı
settings-four-colour = Dört renkli deste
fair-link = Adil karıştırma: nasıl kontrol edersin
back-home = Ana sayfa

## The table
table-title = Masa { $code }
table-waiting = Bir oyuncunun oturması bekleniyor…
table-closed = Bu masa kapatıldı: oynamaya kimse gelmedi.
table-share = Bu bağlantıyla bir arkadaşını davet et:
seat-empty = boş yer
seat-computer = Bilgisayar ({ $level })
seat-away = uzakta
seat-offline = bağlantı koptu
seat-you = sen
seat-dealer = dağıtan
seat-to-act = oynuyor
seat-ready = hazır
seat-sit = Buraya otur
role-box = Kutuda
role-captain = Kaptan
role-out = Danışman (oyun dışı)
you-are-box = Kutudasın: kaptana karşı tek başına oynuyorsun.
you-are-captain = Kaptansın: danışmanın önerir, sen karar verirsin.
you-are-out = Bu elde oyun dışısın: kaptanın kartlarını görüp öneride bulunursun.
spectating = İzliyorsun.
hand-number = El { $number }
stock = Deste
pile = Iskarta
knock-limit = Knock sınırı: { $limit } veya daha az
knock-limit-gin = Yalnızca gin (açık kart as)
spades-double = Açık kart maça: bu el çift sayılır
opponent-cards = { $name }: { $count ->
    [one] bir kart
   *[other] { $count } kart
  }
opponent-known = { $name } — elindeki bilinen kartlar:
your-deadwood = Persiz puan: { $deadwood }
your-deadwood-after = En iyi ıskartadan sonra persiz puan: { $deadwood }
sort-label = Sırala
sort-melds = Perler
sort-rank = Sayı
sort-suit = Renk
sort-own = Kendi sıram
hand-label = Elin
hand-label-captain = Kaptanın eli
meld-label = Per: { $cards }
deadwood-label = Persiz kart
turn-yours = Sıra sende
turn-theirs = Sıra: { $name }
turn-clock = { $seconds ->
    [one] bir saniye kaldı
   *[other] { $seconds } saniye kaldı
  }

## Actions
action-draw-stock = Desteden çek
action-draw-discard = Al: { $card }
action-take-pile = Iskartadan al
action-pass = Pas
action-take-upcard = Açık kartı al: { $card }
action-discard = At: { $card }
action-knock = Knock yap
action-knock-with = Knock yap, kapalı at: { $card }
action-gin = Gin!
action-gin-with = Gin yap, at: { $card }
action-big-gin = Büyük gin!
action-choose-card = Atılacak kartı seç
action-cancel = Vazgeç
action-confirm = Onayla
confirm-gin = Gin yapıyor musun? Atacağın kart: { $card }. Elindeki on kartın hepsi perlerde.
confirm-big-gin = Büyük gin ilan ediyor musun? Elindeki on bir kartın hepsi perlerde.
confirm-knock = Knock yapıyor musun? Kapalı atacağın kart: { $card }, persiz puan: { $deadwood }.
arrange-title = Perlerini aç
arrange-option = { $melds ->
    [one] bir per
   *[other] { $melds } per
  }, { $deadwood } persiz puan
arrange-best = en az persiz puan
arrange-submit = Aç
layoff-title = Perlerini aç ve işle
layoff-option = { $deadwood } persiz puan, { $layoffs ->
    [0] işleme yok
    [one] bir kart işlendi
   *[other] { $layoffs } kart işlendi
  }
layoff-on = { $card } → { $meld }. per
layoff-submit = Aç
hint = İpucu
hints-title = Ustanın önerisi
why-least-deadwood = en az persiz puan, en az işleme
why-blind-draw = desteden çekince beklenen persiz puan { $expected }
why-pass = pas: desteden çekince beklenen persiz puan { $expected }
why-take = { $card } al: en iyi ıskartadan sonra { $deadwood } persiz puan
why-joins-meld = bir pere girer
why-can-knock = knock yapabilirsin
why-better-by-playouts = simülasyonlara göre daha iyi
why-big-gin = on bir kartın hepsi perlerde: büyük gin
why-discard = { $card } at: { $deadwood } persiz puan, beklenen { $expected }
why-take-next = sonra atılırsa alabilirsin: { $card } ({ $chance })
why-opponent-uses = rakibin işine yarama olasılığı { $chance }
why-play-on-best = simülasyonlara göre oynamaya devam etmek en iyisi
why-best-by-playouts = simülasyonlara göre en iyisi
why-gin = gin
why-knock = { $deadwood } persiz puanla knock
why-knock-or-play-on = { $deadwood } persiz puanla knock: beklenen { $points } puan, devam edersen { $wait_points }, undercut riski { $undercut }
why-match-chance = maçı kazanma şansın { $knock }, devam edersen { $wait }
why-knock-expected = { $deadwood } persiz puanla knock: beklenen { $points } puan, undercut riski { $undercut }
why-wait = devam etmek daha iyi
undo = Geri al
ready = Sonraki el
ready-waiting = Diğerleri bekleniyor…
leave = Masadan kalk
advise = Bunu öner
advice-from = Danışmanının önerisi: { $action }
advice-sent = Önerin: { $action }
advice-none = Henüz öneri yok.
advice-withdraw = Öneriyi geri çek

## Events
event-draw-stock = { $name } desteden çekti
event-draw-stock-card = { $name } desteden çekti: { $card }
event-draw-discard = { $name } ıskartadan aldı: { $card }
event-pass = { $name } pas dedi
event-discard = { $name } attı: { $card }
event-knock = { $name } knock yaptı
event-big-gin = { $name } büyük gin ilan etti
event-arrange = { $name } perlerini açtı
event-lay-off = { $name } perlerini açtı ve işledi
event-undo = { $name } bir hamleyi geri aldı
event-advice = { $name } önerdi: { $action }
event-advice-none = { $name } kararı kaptana bıraktı
event-deal = El { $hand } dağıtıldı; dağıtan: { $name }
event-ready = { $name } hazır
event-joined = { $name } masaya oturdu
event-by-timeout = (süre doldu: bilgisayar oynadı)
event-by-away = (uzakta: bilgisayar oynadı)
last-action = Son hamle: { $action }
log-title = Neler oldu

## The end of a hand
end-title = El { $hand }
outcome-gin = { $name } gin yaptı
outcome-big_gin = { $name } büyük gin yaptı
outcome-knock = { $name } knock yaptı ve kazandı
outcome-undercut = Undercut! Kazanan: { $name }
outcome-draw = El berabere: kimse puan almadı
draw-stock = Destede yalnızca iki kart kaldı.
draw-max_turns = Hamle sınırına ulaşıldı.
end-knocker = Knock yapan: { $name }
end-defender = Savunan: { $name }
end-melds = Perler
end-deadwood = Persiz puan: { $deadwood }
end-layoffs = İşlenen kartlar
end-score-difference = Persiz puan farkı
end-score-bonus = Bonus
end-score-multiplier = Maça: iki kat
end-score-points = { $name } { $points } puan aldı
end-games = Yazıldığı oyunlar: { $games }
end-verified = Deste doğrulandı
end-verify-failed = Deste, taahhüt edilen desteyle uyuşmuyor!
end-verify-unavailable = Bu tarayıcı desteyi yalnızca HTTPS üzerinden ya da sunucunun kendi bilgisayarında doğrulayabilir: bu desteyi ginrummy verify ile doğrula.
end-verify-how = Bu neyi kanıtlar
match-over = Maç bitti
match-winner = Maçı kazanan: { $name }
match-draw = Maç berabere
match-totals = Son toplamlar
match-replay = Maçı yeniden izle
match-record = Oyun kaydını indir
match-again = Yeniden oyna

## The score sheet
score-title = Puan
score-game = Oyun { $number }
score-target = { $target } puana
score-hands-won = { $count ->
    [one] bir el kazanıldı
   *[other] { $count } el kazanıldı
  }
score-finished = bitti

## Fairness
fair-title = Adil karıştırma
fair-commitment = Dağıtımdan önce sunucunun deste taahhüdü: { $hash }
fair-body-1 = Her el dağıtılmadan önce sunucu bir taahhüt gösterir: karıştırılmış destenin ve gizli bir tuzun SHA-256 özeti. Sunucu bundan sonra desteyi değiştiremez; değiştirirse özet de değişir.
fair-body-2 = El bitince sunucu desteyi ve tuzu açıklar. Tarayıcın bunların özetini kendisi hesaplar ve karşılaştırır: "Deste doğrulandı", kartların el başlamadan önce sabitlenen desteden dağıtıldığı anlamına gelir; yani kimse, sunucu bile, oyunu gördükten sonra kartları düzenlemedi.
fair-body-3 = Bütün bir maçı kendin kontrol etmek için oyun kaydını indir ve şunu çalıştır:
fair-body-4 = Karıştırmanın kendisi işletim sisteminin güvenli rastgele sayı üretecinden gelir.

## Replay
replay-title = Tekrar
replay-hand = El { $number }
replay-step = Adım { $step } / { $steps }
replay-first = İlk
replay-prev = Geri
replay-next = İleri
replay-last = Son
replay-loading = Kayıt yükleniyor…
replay-not-finished = Bu maç henüz bitmedi.

## Chat
chat = Sohbet
chat-placeholder = Bir şey yaz
chat-send = Gönder
chat-preset-hello = Merhaba!
chat-preset-good-luck = İyi şanslar!
chat-preset-nice = Güzel hamle!
chat-preset-thanks = Teşekkürler!
chat-preset-good-game = İyi oyundu!
chat-preset-rematch = Bir el daha?

## Connection
link-reconnecting = Bağlantı koptu. Yeniden bağlanılıyor…
link-closed = Masayla bağlantı kesildi.
link-offline = Sunucuya ulaşılamıyor.
loading = Yükleniyor…

## Rules panel
rules = Kurallar
rules-target = Bir oyun { $target } puana kadar oynanır.
rules-knock-limit = Persiz puanın { $limit } veya daha azsa knock yapabilirsin.
rules-knock-from-upcard = İlk açık kart knock sınırını belirler (as ise yalnızca gin).
rules-spades-double = Açık kart maça ise elin puanı iki katına çıkar.
rules-gin-bonus = Gin { $bonus } puan bonus getirir.
rules-undercut-bonus = Undercut { $bonus } puan bonus getirir.
rules-big-gin = Büyük gin (on bir kartın hepsi perlerde) { $bonus } puan getirir.
rules-no-big-gin = Büyük gin yok.
rules-hollywood = Hollywood: üç oyun aynı anda yazılır.
rules-three-player = Üç oyuncu: kutudaki oyuncu kaptana karşı oynar; kaptana oyun dışındaki oyuncu danışmanlık eder.
rules-line-bonus = Kazanılan her el, oyun sonunda { $bonus } puan ekler.
rules-game-bonus = Oyunu kazanmak { $bonus } puan ekler.
rules-shutout = Kaybeden oyunu sıfır puanla bitirirse kazananın puanı iki katına çıkar.
rules-discard-upcard = Iskartadan yeni aldığın kartı hemen atabilirsin.
rules-no-discard-upcard = Iskartadan yeni aldığın kartı aynı turda atamazsın.

## The server's refusals, by their code
error-bad_message = Sunucu bunu anlamadı.
error-too_large = Bu çok uzundu.
error-not_authenticated = Adın burada tanınmıyor. Yeniden bir ad seç.
error-unknown_table = Böyle bir masa yok.
error-no_seat = Bu masada yerin yok.
error-not_your_turn = Sıra sende değil.
error-illegal = Kurallar bu hamleye izin vermiyor.
error-not_allowed = Burada buna izin yok.
error-throttled = Çok hızlı: biraz bekleyip yeniden dene.
error-conflict = Masa değişti; yeniden bakıp karar ver.
error-internal = Sunucu hata verdi; hiçbir şey değişmedi.
error-not_found = Bulunamadı.
error-offline = Sunucuya ulaşılamıyor.
error-name-taken = Bu ad alınmış (ya da alınmış bir ada çok benziyor). Başka bir ad seç.
error-detail = Ayrıntılar: { $message }

## The phone layout: card sizes (Settings)
settings-card-size = Kart boyutu
card-size-small = Küçük
card-size-medium = Orta
card-size-large = Büyük
settings-high-contrast = Yüksek kontrastlı kartlar

## Newcomer: the guided first hand, How to play, statistics, sounds
newcomer-links = Yeni başlayanlar için
how-to-play = Nasıl oynanır
stats-link = İstatistiklerin
guide-start = Rehberli ilk el
guide-again = Rehberli ilk eli yeniden göster
guide-asked = Rehber, bilgisayara karşı bir sonraki oyununda gösterilecek
settings-sound = Sesler (kart çekme, atma, knock, gin, sıra sende)
guide-title = Rehberli ilk el
guide-step = Adım { $step } / { $steps }
guide-skip = Rehberi geç
guide-finish = Tamam
guide-offer = İlk açık kart ({ $card }) sana sunuluyor: elindeki kartlarla bir per oluşturuyor ya da oluşturmaya yakınsa al, değilse pas de. İki oyuncu da pas derse, dağıtmayan oyuncu desteden ilk kartı çeker.
guide-draw = Sıran bir kart çekerek başlar: destenin üstündeki kart (kapalı, sürpriz) ya da ıskartanın üstündeki kart ({ $card }); ıskartadan aldığını rakibin görür.
guide-draw-stock = Sıran bir kart çekerek başlar: destenin üstündeki kartı al.
guide-discard = Perlerin elinde çerçeveyle gösterilir: gruplar (aynı sayıdan üç ya da dört kart) ve seriler (aynı renkten sıralı üç ya da daha fazla kart). Geri kalanlar persiz kartlarındır; en iyi ıskartadan sonra persiz puanın { $deadwood } olur. Sıranı bir kart atarak bitir: bir kart seç (genellikle yüksek puanlı bir persiz kart en iyisidir), sonra «At» düğmesine bas.
guide-knock = Knock yapabilirsin: { $card } kartını kapalı atarsan persiz puanın { $deadwood } olur ve knock sınırını ({ $limit }) geçmez. { $card } kartını seç ve «Knock» düğmesine bas ya da persiz puanını düşürmek için oynamaya devam et. Knock'tan sonra persiz puanı daha düşük olan eli kazanır.
guide-gin = Gin yapabilirsin: { $card } kartını atarsan kalan bütün kartların perlerde olur. Gin, { $bonus } puan bonus ve rakibinin persiz puanını getirir. { $card } kartını seç ve «Gin yap» düğmesine bas.
guide-laydown = Knock yaptın: perlerini aç. Sonra rakibin kendi perlerini açar ve işleyebildiği kartları senin perlerine işler.
guide-defend = { $name } knock yaptı. Perlerini aç: persiz kartlarını onun perlerine işleyebilirsin (bir gruba dördüncü kart, bir serinin iki ucundan birine kart).
guide-wait = Şimdi sıra rakipte ({ $name }): ne aldığına ve ıskartaya ne attığına dikkat et.
guide-end-scored = { $outcome }. { $name } { $points } puan aldı.
guide-end-draw = { $outcome }. Aynı oyuncu yeniden dağıtır.
guide-end = Her elin puanları puan tablosunda toplanır; { $target } puana ilk ulaşan oyunu kazanır. Bütün bir el oynadın: Gin Rummy bundan ibaret.
howto-title = Nasıl oynanır: { $system }
howto-rule-id = Kuralın kural kitabındaki numarası (docs/RULES.md)
howto-aim-title = Amaç
howto-aim = Kartlarınla per yap ve hiçbir pere girmeyen kartlarının, yani persiz kartlarının puanını düşük tut. Persiz puanın yeterince düşükse knock yapabilirsin; persiz puanı daha az olan el aradaki farkı kazanır. Bir oyun { $target } puana kadar oynanır.
howto-cards-title = Kartlar ve perler
howto-cards = Jokersiz, 52 kartlık tek bir deste. As her zaman küçüktür ve 1 sayılır; sayı kartları kendi sayıları kadar, vale, kız ve papaz 10'ar puan sayılır.
howto-set = Grup, aynı sayıdan üç ya da dört karttır:
howto-run = Seri, aynı renkten sıralı üç ya da daha fazla karttır. As yalnızca küçüktür: A-2-3 seridir, Q-K-A değildir.
howto-deadwood = Bir kart en fazla bir perde olabilir. Hiçbir perde olmayan kartlar persiz kartlarındır; persiz puanın, kartlar en az puan bırakacak biçimde dizildiğinde bunların puanlarının toplamıdır.
howto-deal-title = Dağıtım
howto-deal = Her oyuncuya birer birer on kart dağıtılır. Sıradaki kart açılır: bu açık kart ıskartayı başlatır, kalan kartlar kapalı olarak desteyi oluşturur.
howto-deal-winner = Eli kazanan bir sonraki eli dağıtır; berabere biten elden sonra aynı oyuncu yeniden dağıtır.
howto-deal-alternate = Puan alınan her elden sonra dağıtma sırası öbür oyuncuya geçer; berabere biten elden sonra aynı oyuncu yeniden dağıtır.
howto-deal-box = Her eli kutudaki oyuncu dağıtır.
howto-turn-title = Senin sıran
howto-turn = Bir kart çek (destenin ya da ıskartanın üstündeki kartı), sonra bir kartı açık olarak at ya da knock yap.
howto-upcard = Bir elin ilk turu: dağıtmayan oyuncu açık kartı alabilir ya da pas diyebilir; sonra dağıtan oyuncu onu alabilir ya da pas diyebilir. İkisi de pas derse, dağıtmayan oyuncu desteden çekerek başlar.
howto-knock-title = Knock ve gin
howto-knock = Kart çektikten sonra knock yapabilirsin: bir kartı kapalı at, sonra elini perler ve persiz kartlar olarak aç. Persiz puanın knock sınırını geçmemelidir. Knock yapmak hiçbir zaman zorunlu değildir.
howto-knock-upcard = Her elin knock sınırını o elin ilk açık kartı belirler (aşağıda).
howto-gin = Gin, hiç persiz kart kalmadan yapılan knock'tur: attığın karttan sonra elindeki bütün kartlar perlerdedir.
howto-layoff-title = İşleme
howto-layoff = Knock'tan sonra öbür oyuncu elini perler ve persiz kartlar olarak açar ve persiz kartlarını knock yapanın perlerine işleyebilir: bir gruba dördüncü kart ya da bir seriyi iki ucundan uzatan kartlar, art arda:
howto-layoff-gin = Gin yapılmış bir ele kart işlenmez; knock yapan da hiçbir zaman kart işlemez.
howto-drawn-title = Berabere biten el
howto-drawn = Bir kart atıldıktan sonra destede yalnızca iki kart kalmışsa ve kimse knock yapmamışsa el berabere biter: kimse puan almaz ve aynı oyuncu yeniden dağıtır.
howto-score-title = Bir elin puanı
howto-score-knock = Knock: knock yapanın persiz puanı öbür oyuncunun işlemelerden sonraki persiz puanından azsa, knock yapan aradaki farkı alır.
howto-score-undercut = Undercut: öbür oyuncunun persiz puanı knock yapanınkine eşit ya da ondan azsa, öbür oyuncu aradaki farkı ve { $bonus } puan bonus alır.
howto-score-gin = Gin, { $bonus } puan bonus ve öbür oyuncunun persiz puanını getirir; öbür oyuncu hiç puan almaz.
howto-score-game = Puanlar eller boyunca toplanır; { $target } puana ilk ulaşan oyunu kazanır.
howto-score-hollywood = Puanlar Hollywood'un üç oyununa yazılır (aşağıda); her biri { $target } puanda kazanılır.
howto-score-three = Puanlar eller boyunca toplanır; { $target } puana ilk ulaşan kazanır.
howto-oklahoma = Bir elin ilk açık kartı o elin knock sınırını belirler: on ya da resimli kart 10, sayı kartı kendi sayısı, as 1 puana kadar izin verir.
howto-oklahoma-ace-gin = İlk açık kart as ise eli yalnızca gin bitirebilir.
howto-hollywood-sheet = Tek bir puan tablosunda aynı anda üç oyun tutulur: 1., 2. ve 3. oyun.
howto-hollywood-entries = Kazandığın ilk el 1. oyuna, ikincisi 1. ve 2. oyuna, üçüncüsü ve sonrakilerin hepsi üç oyuna birden yazılır. Kazanılmış bir oyuna artık puan yazılmaz.
howto-hollywood-won = Her oyunu, o oyunda { $target } puana ilk ulaşan kazanır. Üç oyun da kazanılana kadar oyun sürer; maçı, oyunların ikisini ya da üçünü kazanan alır.
howto-three-roles = Her oyuncu bir kart çeker: en yükseği kutuya girer, ortadaki kaptan olur, en düşüğü oyun dışında kalır.
howto-three-play = Kutudaki oyuncu bir takıma karşı tek başına oynar: takımın elini kaptan oynar; oyun dışındaki oyuncu bu eli görür ve danışmanlık edebilir, kararı kaptan verir.
howto-three-after = Kutu kazanırsa puanı kutudaki oyuncu alır ve kutuda kalır, öbür ikisi yer değiştirir. Kutu kaybederse puanı kaptan alır ve kutuya geçer, kutudaki oyuncu oyun dışına çıkar, oyun dışında kalan da kaptan olur.
stats-title = İstatistikler: { $name }
stats-none = Henüz bitmiş bir maçın yok: ilk maçından sonra sayıların burada görünecek.
stats-matches = Maçlar
stats-wins = Kazanılan
stats-wins-rate = { $wins } ({ $rate })
stats-hands = Oynanan ve kazanılan eller
stats-hands-won = { $hands } · { $won }
stats-gins = Gin
stats-undercuts = Undercut
stats-knocks = Knock (gin hariç)
stats-knock-deadwood = Knock'ta ortalama persiz puan
stats-streak = Şu an üst üste kazanılan maç
stats-longest-streak = En çok üst üste kazanılan maç
stats-rating = Derece
stats-not-rated = Henüz derecen yok: dereceler insanlara karşı oynanan maçlardan gelir.
stats-rating-now = { $rating } ({ $matches } dereceli maç)
stats-chart-title = Derecen ({ $system }), maç maç
stats-chart-desc = { $count ->
    [one] Bir dereceli maç: derece { $last }.
   *[other] { $count } dereceli maç: ilk { $first }, son { $last }, en yüksek { $high }, en düşük { $low }.
  }
stats-chart-x = Dereceli maç
stats-chart-point = Maç { $number }: { $rating }
stats-history-table = Derece, tablo olarak
stats-history-ended = Bitiş

## The controls (B4-B7, B11 of issue 49): the cards that let you knock or go gin, the
## first upcard's offer, laying down on the felt, a hint said once, the end of a hand
## in one line, the score sheet's hands, a move the connection did not carry.
knock-mark = bununla knock yapabilirsin
gin-mark = bununla gin yapabilirsin
knock-mark-legend = İşaretli bir kartı atarsan knock yapabilirsin
gin-mark-legend = İşaretli bir kartı atarsan gin yaparsın
offer-first = İlk tur: açık kartı al ({ $card }) ya da pas de. Pas dersen açık kartı alma sırası: { $name }. İkiniz de pas derseniz desteden ilk sen çekersin.
offer-second = Açık karta pas diyen: { $name }. Açık kartı al ({ $card }) ya da pas de. Sen de pas dersen desteden ilk çeken: { $name }.
offer-watch = İlk tur: { $name } açık kartı ({ $card }) alabilir ya da pas diyebilir.
laid-off = işlendi
laydown-help = En az persiz puanlı perlerin. Başka türlü açmak için bir karta, sonra bir pere ya da persiz kartlara dokun (veya kartı oraya sürükle).
laydown-help-layoff = En az persiz puanlı perlerin ve işlemelerin. Başka türlü açmak için bir karta, sonra bir pere dokun (veya kartı oraya sürükle).
laydown-picked = Seçilen kart: { $card }. Şimdi gideceği yere dokun.
laydown-cannot = Bu kart oraya konamaz: { $card }.
laydown-here = Buraya koy: { $card }
laydown-best = Önerilene dön
laydown-knocker = Perlerini açan: { $name }
laydown-deadwood = Persiz kartlar
laydown-yours = Perlerin
# A hint's reason after its action: the why-* parts above without the action they
# start with (the hint line says the action once).
hint-why-take = en iyi ıskartadan sonra { $deadwood } persiz puan
hint-why-discard = { $deadwood } persiz puan, beklenen { $expected }
hint-why-knock = { $deadwood } persiz puan
hint-why-knock-or-play-on = { $deadwood } persiz puan: beklenen { $points } puan, devam edilirse { $wait_points }, undercut riski { $undercut }
hint-why-knock-expected = { $deadwood } persiz puan: beklenen { $points } puan, undercut riski { $undercut }
hint-why-big-gin = on bir kartın hepsi perlerde
end-dialog-title = El { $hand } bitti
story-knock = { $name } knock yaptı ({ $deadwood } persiz puan)
story-gin = { $name } gin yaptı
story-big-gin = { $name } büyük gin yaptı
story-layoffs = { $name } { $count } kart işledi
story-scores = { $name } { $points } puan aldı
story-undercut = undercut: { $name } { $points } puan aldı
story-draw = El berabere: kimse puan almadı
score-of-target = { $points } / { $target }
score-hands-title = El el
score-hand = El
score-what = Ne oldu
action-not-made = Yapılmadı: { $action }. Bağlantı koptu ve oyun ilerledi: yeniden bakıp karar ver.
action-not-sent = Gönderilmedi: bağlantı yok. Geri gelmesini bekle.
link-paused = Bağlantı dönene kadar hamle yapamazsın.


## Every word in the player's language (issue 49, D): the server's reasons
## (docs/protocol.md, "Reasons"), each with exactly the reason's arguments.
error-card_not_named = Bırakacağın kartı seç.
error-card_not_in_hand = Bu kart elinde değil: { $card }.
error-discard_just_taken = Bu kartı ıskartadan yeni aldın, bu turda atamazsın: { $card }.
error-knock_over_limit = Bu kartı atarak knock yapamazsın: { $card }. Persiz puan { $deadwood } olur, knock sınırı { $limit }.
error-big_gin_not_played = Bu kurallarda büyük gin yok.
error-big_gin_needs_melds = Büyük gin için on bir kartın hepsi perlerde olmalı.
error-meld_not_in_hand = Bu kartlar elinde değil: { $cards }.
error-not_a_meld = Bu bir per değil: { $cards }.
error-meld_card_twice = Bir kart iki perde olamaz: { $cards }.
error-arrangement_over_limit = Bu perlerle persiz puan { $deadwood } kalıyor, knock sınırı { $limit }.
error-layoff_onto_gin = Gin yapılan ele kart işlenmez.
error-layoff_in_meld = Bu kart perlerinden birinde, ayrıca işlenemez: { $card }.
error-layoff_twice = Bu kart iki kez işlenmiş: { $card }.
error-no_such_meld = Knock yapanın { $meld }. peri yok.
error-layoff_does_not_fit = Bu kartlar { $meld }. pere uymuyor: { $cards }.
error-nothing_to_lay_off = Şu anda işleyecek bir şey yok.
error-stock_only = İki oyuncu da açık kartı pas geçti: desteden çek.
error-pile_empty = Iskarta boş.
error-must_discard = Şimdi bir kart at (ya da knock yap).
error-must_draw = Şimdi desteden ya da ıskartadan çek.
error-must_take_or_pass = Şimdi açık kartı al ya da pas de.
error-must_arrange = Knock yaptın: perlerini aç.
error-must_lay_off = Perlerini aç ve işle.
error-hand_over = El bitti.
error-sitting_out = Bu elde oyun dışısın: kararı kaptan verir.
error-name_empty = Ad en az bir karakter olmalı.
error-name_too_long = Ad en fazla { $most } karakter olabilir; bu ad { $length } karakter.
error-name_invisible_character = Adda { $character } olamaz: bu karakter görünmez.
error-name_direction_character = Adda { $character } olamaz: bu karakter çevresindeki yazının yönünü değiştirir.
error-name_control_character = Adda { $character } olamaz: bu bir harf değil, denetim karakteri.
error-name_taken = Bu ad alınmış. Başka bir ad seç.
error-name_lookalike = Bu ad alınmış bir ada çok benziyor. Başka bir ad seç.
error-rule_option_invalid = Bu kural bu değeri alamaz: { $option }.
error-rule_option_range = { $option } kuralı { $least } ile { $most } arasında olmalı.
error-rule_needs_oklahoma = Bu kural yalnızca Oklahoma Gin içindir: { $option }.
error-rule_hollywood_two_players = Hollywood puanlaması iki oyuncu içindir.
error-rule_three_player_dealer = Üç oyuncuda her zaman kutudaki oyuncu dağıtır.
error-seat_count = Bu oyunda { $players } yer var, { $found } değil.
error-seat_needs_level = Bilgisayarın yeri için bir seviye gerekir.
error-seat_has_no_level = Yalnızca bilgisayarın yerinin seviyesi olur.
error-seat_for_you = Yerlerden biri senin için.
error-level_not_offered = Bu sunucuda böyle bir bilgisayar seviyesi yok: { $level }.
error-table_closed = Bu masa kapalı.
error-match_over = Maç bitti.
error-already_seated = Bu masada zaten yerin var.
error-seat_taken = Bu yer dolu.
error-no_decision_awaited = Şu anda oynama sırası kimsede değil.
error-captain_waits_for_advice = Kaptan danışmanın önerisini bekliyor.
error-advice_only_sitting_out = Yalnızca oyun dışındaki oyuncu öneride bulunur.
error-captain_not_deciding = Kaptan şu anda karar vermiyor.
error-advice_only_for_play = Kaptan perlerini kendisi açar: öneri yalnızca oyun içindir.
error-undo_only_against_computers = Geri alma yalnızca bilgisayara karşı oyunda var.
error-nothing_to_undo = Geri alabileceğin bir hamlen yok.
error-no_hand_waiting = Dağıtılmayı bekleyen bir el yok.
error-chat_length = Bir sohbet satırı 1 ile { $most } karakter arasıdır.
error-chat_control_character = Sohbet satırında denetim karakteri olamaz.
error-hints_only_against_computers = İpuçları yalnızca bilgisayara karşı oyunda var.
error-nothing_to_claim = Talep edilecek bir şey yok: masa, uzakta olan ya da süresi dolan kimseyi beklemiyor.
error-claim_by_others = Masa seni bekliyor: maçı yalnızca diğerleri talep edebilir.
error-rematch_after_match = Rövanş, maç bitince önerilir.
error-no_rematch_offered = Rövanş önerilmedi.
error-rematch_made = Rövanş zaten hazır.
error-hello_first = Bağlantı olması gerektiği gibi başlamadı. Sayfayı yenile.
error-hello_once = Bağlantı zaten açık.
error-token_missing = Önce bir ad seç.
error-token_unknown = Adın burada tanınmıyor. Yeniden bir ad seç.
error-last_seq_ahead = Masa, bu sayfanın hatırladığı gibi değil. Sayfayı yenile.
error-watch_seated_only = Bu masayı yalnızca masadaki oyuncular izleyebilir.
error-private_seat_by_code = Özel masada yere bağlantısıyla oturulur.
error-take_a_seat = Önce bir yere otur.
error-join_code_unknown = Bu koda sahip bir masa yok.
error-seat_computer_seated_only = Bilgisayarı yalnızca masadaki bir oyuncu oturtabilir.
error-match_not_finished = Bu maç henüz bitmedi.
error-too_many_messages = Çok hızlı: bu yapılmadı. Biraz bekle.
error-too_many_names = Buradan çok fazla yeni ad alındı. { $seconds ->
    [one] Bir saniye sonra
   *[other] { $seconds } saniye sonra
  } yeniden dene.
error-too_many_tables = Çok fazla yeni masa açıldı. { $seconds ->
    [one] Bir saniye sonra
   *[other] { $seconds } saniye sonra
  } yeniden dene.
error-too_many_join_codes = Çok fazla yanlış kod girildi. { $seconds ->
    [one] Bir saniye sonra
   *[other] { $seconds } saniye sonra
  } yeniden dene.
error-server_busy = Sunucu çok meşgul. Birkaç saniye sonra yeniden dene.
error-message_unreadable = Sunucu bu mesajı okuyamadı.
error-message_too_large = Bu mesaj { $most } bayttan uzun.
error-protocol_unsupported = Bu sayfa eski (sunucunun sürümü: { $supported }). Sayfayı yenile.
error-field_missing = Mesajda bir alan eksik.
error-field_unknown = Mesajda sunucunun bilmediği bir alan var.
error-field_invalid = Mesajda sunucunun kabul edemediği bir değer var.
error-key_twice = Mesaj bir alanı iki kez veriyor.
error-card_twice = Bu kart iki kez yazılmış: { $card }.
error-text_control_character = Yazıda { $character } olamaz: bu bir denetim karakteri.

## The page before its script runs (index.html, served in the reader's language),
## numbers where the browser has no data for the language, computers and the replay.
page-noscript = { -game } bu tarayıcıda JavaScript ister: oyun sayfanın içinde çalışır.
page-noscript-join = Masa { $code }: { $base } adresinde bir { $system } masası. Bu oyun sayfanın içinde çalışır ve JavaScript ister; terminalden oynamak için ginrummy'yi kur (pip install 'ginrummy[client]') ve şunu yaz: ginrummy connect { $base } --name ADIN --join { $code }
page-noscript-unknown-code = Burada bu koda sahip bir masa yok: { $code }.
number-decimal = ,
number-group = .
seat-computer-plain = Bilgisayar
replay-cards-of = Kartları: { $name }

## Matches people can trust: games in progress, claims, rematch (issue 49, part A)
games-title = Süren oyunların
games-continue = Devam et
games-state-your-turn = Sıra sende
games-state-adjourned = Duraklatıldı: seni bekliyor
games-state-waiting = Oyuncular bekleniyor
games-state-between = Eller arası
games-state-playing = Oynanıyor
stand-in-option = Uzakta olanın yerine bilgisayar oynasın (o zaman maç dereceye sayılmaz)
claim-away = Uzakta: { $name }
claim-time = Süresi doldu: { $name }
claim-offer = Maçı talep edebilirsin: maçı hükmen kaybeder, galibiyet senin sayılır. Ya da onu bekle.
claim-button = Maçı talep et
claim-wait = Bekle
claim-waiting = Bekleniyor: { $name }
forfeit-away = Uzaktaydı, maç talep edildi: { $name }
forfeit-time = Süresi doldu, maç talep edildi: { $name }
forfeit-left = Masadan ayrıldı ve maçı bıraktı: { $name }
match-rated = Bu maç dereceye sayılır.
match-unrated = Bu maç dereceye sayılmaz.
rematch-offer = Rövanş
rematch-waiting = Rövanşı kabul etmesi bekleniyor: { $names }
rematch-offered = Rövanş öneriyor: { $name }
rematch-accept = Kabul et
rematch-decline = Reddet
rematch-declined = Rövanşı reddetti: { $name }
rematch-declined-you = Rövanşı reddettin.
rematch-ready = Rövanş hazır.
rematch-go = Rövanşa git
event-rematch = Rövanş istiyor: { $name }
