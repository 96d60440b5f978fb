import { isolate } from "../../../contract/bidi";
import type { AcceptOption, ListingEndReason, RequestState } from "../../../contract/finder";
import { isFinderSkill, MAX_PENDING_REQUESTS } from "../../../contract/finder";
import { longDate } from "../../i18n/dates";
import type { Language } from "../../i18n/languages";
import type { Translate } from "../../i18n/useT";
import { countryName } from "../../lib/countryName";

/**
 * Every word the teammate finder's screens show, in the language shown: its messages are the `finder` area of the
 * catalogues (src/i18n/messages/finder); names are isolated (`isolate`) wherever they sit in a sentence.
 */
export function finderText(t: Translate, language: Language) {
  return {
    pageHeading: (eventName: string) => t("finder.pageHeading", { eventName }),
    pageIntro: t("finder.pageIntro"),
    unavailable: t("finder.unavailable"),
    notTeamEvent: (eventName: string) => t("finder.notTeamEvent", { eventName }),
    loading: t("finder.loading"),
    /** What failed to load, as LoadProblem's sentences say it. */
    loadWhatListings: t("finder.loadWhat.listings"),
    loadWhatFinder: t("finder.loadWhat.finder"),
    yourRequests: t("finder.yourRequests"),
    toDashboard: t("finder.toDashboard"),
    blocked: t("finder.blocked"),
    registrationClosed: (eventName: string) => t("finder.registrationClosed", { eventName }),
    teamFull: t("finder.teamFull"),
    onlyCreatorLists: t("finder.onlyCreatorLists"),
    verifyFirst: t("finder.verifyFirst"),

    listingHeading: t("finder.listingHeading"),
    listingIntro: t("finder.listingIntro"),
    listMyself: t("finder.listMyself"),
    listMyTeam: (team: string) => t("finder.listMyTeam", { team: isolate(team) }),
    note: t("finder.note"),
    noteHelp: (left: number) => t("finder.noteHelp", { left }),
    skills: t("finder.skills"),
    skillsHelp: t("finder.skillsHelp"),
    otherSkills: t("finder.otherSkills"),
    otherSkillsHelp: t("finder.otherSkillsHelp"),
    show: t("finder.show"),
    showHelp: t("finder.showHelp"),
    showInstitute: t("finder.showInstitute"),
    showCountry: t("finder.showCountry"),
    showStudyYear: t("finder.showStudyYear"),
    showHandle: (platform: string) => t("finder.showHandle", { platform }),
    noHandles: t("finder.noHandles"),
    save: t("finder.save"),
    saveChanges: t("finder.saveChanges"),
    saving: t("finder.saving"),
    saved: t("finder.saved"),
    endListing: t("finder.endListing"),
    endTitle: t("finder.endTitle"),
    endConsequence: t("finder.endConsequence"),
    ended: t("finder.ended"),
    activeUntil: (date: string) => t("finder.activeUntil", { date }),
    endedBecause: (reason: ListingEndReason) => t("finder.endedBecause", { reason: t(`finder.end.${reason}`) }),
    hidden: t("finder.hidden"),

    browseHeading: t("finder.browseHeading"),
    filters: t("finder.filters"),
    skill: t("finder.skill"),
    anySkill: t("finder.anySkill"),
    institute: t("finder.institute"),
    instituteHelp: t("finder.instituteHelp"),
    country: t("finder.country"),
    anyCountry: t("finder.anyCountry"),
    team: t("finder.team"),
    anyone: t("finder.anyone"),
    withTeam: t("finder.withTeam"),
    withoutTeam: t("finder.withoutTeam"),
    clearFilters: t("finder.clearFilters"),
    count: (count: number) => t("finder.count", { count }),
    none: t("finder.none"),
    noneMatch: t("finder.noneMatch"),
    pageOf: (page: number, pages: number) => t("finder.pageOf", { page, pages }),
    previous: t("finder.previous"),
    next: t("finder.next"),

    person: t("finder.person"),
    teamLooking: (team: string, places: number) => t("finder.teamLooking", { team: isolate(team), places }),
    yourListing: t("finder.yourListing"),
    asked: t("finder.asked"),
    askToTeamUp: t("finder.askToTeamUp"),
    askToTeamUpWith: (name: string) => t("finder.askToTeamUpWith", { name }),
    askTitle: (name: string) => t("finder.askTitle", { name: isolate(name) }),
    message: t("finder.message"),
    messageHelp: (left: number) => t("finder.messageHelp", { left }),
    askShow: t("finder.askShow"),
    askLimit: t("finder.askLimit", { max: MAX_PENDING_REQUESTS }),
    send: t("finder.send"),
    sending: t("finder.sending"),
    sent: (name: string) => t("finder.sent", { name: isolate(name) }),
    cancel: t("finder.cancel"),
    report: t("finder.report"),
    reportPerson: (name: string) => t("finder.reportPerson", { name }),
    reportTitle: t("finder.reportTitle"),
    reportIntro: t("finder.reportIntro"),
    reason: t("finder.reason"),
    reasonHelp: t("finder.reasonHelp"),
    sendReport: t("finder.sendReport"),
    reported: t("finder.reported"),
    studyYear: (year: number) => t("finder.studyYear", { year }),
    workYears: (years: number) =>
      years <= 1
        ? t("finder.workYearsUpToOne")
        : years >= 6
          ? t("finder.workYearsSixPlus")
          : t("finder.workYears", { years }),
    listedOn: (date: string) => t("finder.listedOn", { date }),

    requestsHeading: t("finder.requestsHeading"),
    requestsLoading: t("finder.requestsLoading"),
    requestsFailed: t("finder.requestsFailed"),
    requestsNone: t("finder.requestsNone"),
    received: t("finder.received"),
    sentList: t("finder.sentList"),
    to: t("finder.to"),
    offersTeam: (team: string) => t("finder.offersTeam", { team: isolate(team) }),
    accept: t("finder.accept"),
    acceptFrom: (name: string) => t("finder.acceptFrom", { name }),
    decline: t("finder.decline"),
    declineFrom: (name: string) => t("finder.declineFrom", { name }),
    block: t("finder.block"),
    blockPerson: (name: string) => t("finder.blockPerson", { name }),
    withdraw: t("finder.withdraw"),
    withdrawTo: (name: string) => t("finder.withdrawTo", { name }),
    acceptTitle: (name: string) => t("finder.acceptTitle", { name: isolate(name) }),
    acceptConsent: t("finder.acceptConsent"),
    acceptHow: t("finder.acceptHow"),
    teamName: t("finder.teamName"),
    accepting: t("finder.accepting"),
    acceptDone: (team: string) => t("finder.acceptDone", { team: isolate(team) }),
    declined: t("finder.declined"),
    blockTitle: (name: string) => t("finder.blockTitle", { name: isolate(name) }),
    blockConsequence: t("finder.blockConsequence"),
    blockedDone: (name: string) => t("finder.blockedDone", { name: isolate(name) }),
    withdrawn: t("finder.withdrawn"),
    expires: (date: string) => t("finder.expires", { date }),

    /** The ways an acceptance forms the team, as the owner reads them. */
    acceptWords: (option: AcceptOption, other: string) => t(`finder.accept.${option}`, { other: isolate(other) }),
    /** A request's state in words. */
    requestWords: (state: RequestState) => t(`finder.request.${state}`),
    /** A skill key in words (a key this app does not know shows as it is). */
    skillWord: (key: string) => (isFinderSkill(key) ? t(`finder.skill.${key}`) : key),
    /** A time of the finder as a day: "28 November 2026", in the festival's time zone. */
    date: (iso: string) => longDate(language, iso),
    /** A country's name from its ISO code, in the language shown (Intl.DisplayNames). */
    countryName: (code: string) => countryName(code, language),
    /** Sorts names as the language shown orders them. */
    compare: (a: string, b: string) => a.localeCompare(b, language),
  };
}

export type FinderText = ReturnType<typeof finderText>;
