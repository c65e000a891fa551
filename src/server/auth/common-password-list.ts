/**
 * Common passwords, lower-cased, at least 8 characters long (shorter ones already fail the
 * length rule). Source: the first ~6,000 entries of SecLists
 * `Passwords/Common-Credentials/10k-most-common.txt` (MIT licence) that are 8+ characters,
 * without slurs, plus frequent patterns from other published lists and Vietnamese favourites.
 */
export const COMMON_PASSWORD_LIST = `
password 12345678 baseball football jennifer superman trustno1 michelle sunshine 123456789 starwars
computer corvette princess iloveyou maverick samantha steelers whatever hardcore internet mercedes
bigdaddy midnight 11111111 marlboro victoria butthead startrek liverpoo danielle redskins mountain
xxxxxxxx 88888888 nicholas metallic qwertyui dolphins cocacola rush2112 jonathan scorpion asdfasdf
godzilla williams lifehack platinum garfield 69696969 jordan23 bullshit airborne elephant christin
december benjamin dickhead brooklyn redwings michigan 87654321 guinness alexande passw0rd lasvegas
slipknot kimberly 1q2w3e4r carolina colorado creative bollocks darkness asdfghjk poohbear nintendo
november password1 lacrosse paradise maryjane spitfire anderson cherokee drowssap 1qaz2wsx caroline
franklin snickers courtney westside patricia semperfi freeuser babygirl champion softball security
wildcats veronica abcd1234 wolverin remember freepass pearljam brittany swimming scotland swordfis
aaaaaaaa passport rolltide bulldogs liverpool chevelle mitchell spiderma patriots cardinal kawasaki
airplane elizabet wolfpack lawrence american stingray simpsons srinivas panthers pussycat loverboy
tarheels wolfgang testtest michael1 pakistan infinity hercules letmein1 billybob pavilion changeme
darkside zeppelin darkstar charlie1 wrangler qwerty12 bobafett business sterling babydoll cheyenne
stargate presario longhorn mustang1 21122112 q1w2e3r4 12341234 devildog bluebird metallica access14
enterpri blizzard asdf1234 harrison thailand 1234567890 cadillac lonewolf 12121212 fireball precious
engineer basketba valentin morpheus hotstuff fuck_inside consumer serenity 99999999 chocolat
christia birthday stephani 1234qwer 98765432 77777777 highland seminole airforce hamilton buckeyes
abcdefgh icecream deftones pleasure juventus ncc1701e 51505150 cavalier babylon5 yankees1 fredfred
concrete shamrock atlantis wordpass predator marathon montreal kathleen jessica1 diamonds stallion
letmein2 sundance renegade hollywoo hello123 sweetpea stocking christop rockstar geronimo chandler
lovelove greenday 987654321 trombone tottenha butterfl clifford infantry skywalke raistlin vanhalen
dietcoke ultimate superfly drpepper freedom1 musicman warcraft microsoft morrison thuglife isabelle
stonecol logitech 1passwor bluemoon stardust margaret charlott 11223344 alexandr welcome1 hannibal
frontier kristina bonehead showtime squirrel mustangs septembe leonardo makaveli vacation passwor1
columbia napoleon motorola william1 matthew1 robinson penguins 8j4ye3uz californ qwertyuiop
asdfghjkl overlord stranger 13131313 spiderman intrepid megadeth isabella megapass grateful mushroom
cristina hongkong basketball satan666 kingkong penelope thompson anything knickers lightnin slapshot
titleist werewolf tacobell scoobydo coltrane lonestar heather1 beefcake zzzzzzzz personal anthony1
lowrider punkrock dodgeram dingdong qqqqqqqq asshole1 crusader syracuse meridian turkey50 keyboard
blackman richmond sandiego cooldude mariners caliente fletcher porsche9 kangaroo goodtime chelsea1
freckles nebraska webmaster blueeyes director fuckyou1 a1b2c3d4 sentinel richard1 1234abcd guardian
candyman munchkin billyboy giovanni scarlett achilles warriors plymouth sithlord chevrole lorraine
cosworth eternity verbatim deadhead pineappl rosemary porkchop blackdog valhalla santiago 1qazxsw2
sebastia hurrican 1x2zkg8w atlantic hyperion 44444444 skittles hastings sailboat immortal columbus
beautiful swordfish ncc1701a formula1 pinkfloy catalina lancelot rockhard starship starbuck catherin
kentucky 33333333 12344321 sapphire raiders1 excalibu front242 macdaddy qwer1234 cowboys1 dannyboy
martinez aquarius pppppppp clarence beatrice research gggggggg doughboy lollipop qazwsxed crazybab
brothers greatone gateway1 brucelee woofwoof snuggles technics theodore elizabeth punisher username
diamond1 abnormal davidson starfish michaela caligula railroad military bearbear patrick1 christine
swinging labrador justdoit meatball saturday defender microsof mechanic robotech universe newpass6
hellyeah zaq12wsx spectrum jjjjjjjj oklahoma mmmmmmmm blueblue wolverine keystone bbbbbbbb handsome
tttttttt ssssssss somethin melissa1 marcius2 godsmack rangers1 yosemite tommyboy marianne happyday
manchest unbelievable aberdeen nathalie supersta hardrock commando gandalf1 kenworth homemade
webmaste celebrity ragnarok trinidad kingfish blackhaw thursday meatloaf pertinant pool6123
fantasies touching homepage whocares jamesbon amsterda february luckydog brandon1 experience
software thirteen rasputin pa55word test1234 roadkill madeline christian brighton emmanuel bigmoney
sexygirl crawford budweise clevelan designer passwords jeremiah halflife saratoga positive sunnyday
starfire tiberius lisalisa testing1 golfgolf flounder trailers mikemike whitesox goodluck charlton
lockerroom treasure absolutely beerbeer testerer fordf150 password123 password12 password1234
password! passw0rd! p@ssword p@ssw0rd p@ssw0rd1 qwerty123 qwerty1234 qwerty12345 qwertyuiop123
1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx3edc qazwsxedc qazwsxedcrfv zxcvbnm1 zxcvbnm123 asdfghjkl1 123qweasd
123qweasdzxc 123456789a a123456789 12345678a 1234567890a abc12345 abc123456 abcd12345 aa12345678
123123123 1234512345 12345678910 0123456789 00000000 1234567891 147258369 741852963 963852741
iloveyou1 iloveyou2 princess1 football1 baseball1 sunshine1 superman1 computer1 starwars1 welcome123
welcome12 admin123 admin1234 administrator letmein123 changeme1 changeme123 monkey123 dragon123
master123 shadow123 michael123 trustno1! default1 guest1234 secret123 login123 passpass qwertyqwerty
asdfasdf1 iloveyou123 loveyou123 learnhub learnhub1 learnhub123 anhyeuem anhyeuem1 anhyeuem123
emyeuanh emyeuanh1 yeuemnhieu matkhau1 matkhau123 vietnam1 vietnam123 hanoi123 saigon123 pa55w0rd
kamikaze japanees callaway panasoni housewife 18436572 sullivan terrapin traveler moneyman shopping
thumbnils amateurs apollo13 goldwing doghouse truelove underdog wrestlin sherwood balloons happy123
flamingo paintbal llllllll twilight christie bullseye peterson thanatos albatros getsdown nwo4life
underwear dddddddd deeznutz enterprise misfit99 50spanks scandinavian original shannon1 techniques
chemical manchester buckshot thegreat goldstar snowboar roadking rockford chicago1 ferrari1 galeries
godfathe gargoyle gangster pooppoop newcastl earthlink westwood blackbir roadrunn attitude seahawks
tunafish cinnamon northern 23232323 zerocool limewire uncencored chrisbln netscape hhhhhhhh knockers
tazmania pharmacy arsenal1 anaconda australi gotohell whiteout james007 southpar lionking gymnastic
megatron panther1 wp2003wp passwort oooooooo bullfrog holyshit jasmine1 sergeant babyblue pass1234
poseidon confused hollywood juliette hayabusa hawkeyes geoffrey chuckles hounddog marino13 handyman
cerberus gamecock magician preacher chrysler contains hedgehog hoosiers dutchess wareagle ihateyou
sunflowe senators terminal laurence maradona america1 chicken1 r2d2c3po myxworld missouri wishbone
infiniti wonderboy smeghead titanium fishing1 fullmoon absolute seinfeld pingpong matthews recovery
babyface gladiato paranoid packers1 longjohn clarinet mortimer modelsne vladimir together avalanch
cccccccc paradigm operator valencia heritage millions starcraf chester1 rrrrrrrr sandwich magazine
yeahbaby 11235813 bangbang ffffffff doberman overkill claymore brewster electron eastside minimoni
wildbill wildcard yyyyyyyy sweetnes skywalker alphabet babybaby graphics florida1 flexible ursitesux
christma wwwwwwww just4fun rebecca1 19691969 silverad rhiannon 10101010 ashleigh qwerasdf presiden
newyork1 brigitte buddyboy heineken millwall beautifu sinister smashing teddybea ticklish lipstick
applepie digital1 dinosaur insanity strength sentnece temppass medicine hahahaha casanova fountain
dolphin1 vampires highheel kkkkkkkk illinois 21212121 stonecold testpass jiggaman scorpio1 rt6ytere
madison1 coolness christina coldbeer brittney washingt stephanie tiffany1 mephisto dragonba nygiants
password2 corleone kittykat splinter pipeline meowmeow chestnut quant4307s eastwood moonligh
illusion jayhawks swingers stefanie jefferso michael2 fastball scrabble dirtbike nemrac58 hopeless
kcj9wx5n killbill volkswag windmill starligh soulmate mcdonald oblivion valkyrie concorde costello
delaware nocturne herewego earnhard eeeeeeee mobydick reddevil radiohea coolcool classics choochoo
wireless bigblock summer99 sexysexy platypus telephon 12qwaszx fishhead paramedi lonesome katherin
moonbeam monster1 monkeybo windsurf 31415926 sebastian smoothie snowflak playstat playboy1 roadster
captain1 undertak uuuuuuuu criminal catwoman farscape genesis1 training 19841984 maxwell1 armstron
alejandr augustus care1839 fantasia freefall sandrine qwerqwer broncos1 nineinch crystal1 winston1
warrior1 iiiiiiii specialk tinkerbe jellybea
`;
