import type { ChatKnowledge, ChatMessage, ChatPlan, ChatProduct } from '../types'
import {
  alreadyHaveDetails,
  plansAnswer,
  latestPosts,
  capabilitiesAnswer,
  alwaysOnAnswer,
  detailsReceived,
  faqAnswer,
  featureShort,
  greetingAnswer,
  humanAnswer,
  identityAnswer,
  industryAnswer,
  integrationAnswer,
  listingAnswer,
  pricingAnswer,
  productAnswer,
  productAudience,
  productDetails,
  productIncludes,
  productPricing,
  unknownAnswer,
  weekdayAnswer,
} from './answers'
import { acknowledge, followUp, leadRequest, recommendation, recommendationSentence } from './discovery'
import { ALWAYS_ON, introducesFirst, ORDINAL, readSignals, type Signals } from './intents'
import { FILLER, type Memory, readWrittenOut } from './memory'
import { industryIn, matchProducts, productsNamedIn } from '../vocabulary'
import { hasFacts, severalPlaces } from './profile'
import { PHONE_KIND } from '../knowledge'
import {
  comparedSentences,
  consultationPhrase,
  howItWorks,
  planFor,
  planPrice,
  pricingLead,
  teamHours,
} from './retrieval'
import {
  answersOtherTrade,
  caseStudyFor,
  findAnswer,
  forOtherTrade,
  type FaqMatch,
  type Found,
  GENERIC,
  productFor,
  unknownWords,
} from './passages'
import {
  contentTokens,
  escapeRegExp,
  countOf,
  endSentence,
  isQuestion,
  joinList,
  lowerFirst,
  normalize,
  pick,
  withArticle,
  sentences,
  stripEnd,
  WORK,
  withoutYesNo,
  asksOpenly,
} from './text'
import {
  asksCapability,
  asksPolicy,
  asksYearly,
  beyondNames,
  fromPassage,
  moreOn,
  notStated,
  passageFor,
  plansOf,
  ruleOf,
  ownSystem,
  ownSystemAnswer,
  unnamedTool,
  unnamedToolAnswer,
  unstatedAnswer,
  unstatedName,
  yearlyAnswer,
} from './understand'

/** An answer, and whether the usual follow-up (lead request or next discovery question) may come after it. */
type Answer = { text: string; followUp: boolean }

// A FAQ this close is the visitor's own question, even when it names a product or a price.
const EXACT_FAQ = 0.8
// Asking for the agents themselves: "what agents do you offer", "which ai agents do you have".
const LINE_UP = /\b(?:what|which)\s+(?:ai\s+)?(?:agents|products|bots|assistants)\b/i
const UNSURE = /\b(?:idk|not sure|don'?t know|no idea|maybe|hmm+)\b/i
const CALLED = /\b(?:agent|one|bot|thing)\b/i
/** A FAQ asking why ("Why does Starter have no setup fee?") answers no "what is the setup fee". */
const whyNotAsked = (faq: FaqMatch, text: string) => /^why\b/i.test(faq.question) && !/\bwhy\b/i.test(text)
const REACTION =
  /^\W*(?:(?:ok(?:ay)?|k)\W+)?(?:lol|lmao|haha+|hehe+|cool|nice|neat|wow|interesting|i see|gotcha|ah+|oh+|hm+|fair enough|makes sense|good to know)\W*$/i
const takeYourTime = (seed: number) =>
  `${pick(['Sure', 'Great'], seed)}, take your time. Tell me whenever you're ready, or ask me anything about our agents, pricing or setup.`
const PER_MONTH_ASKED =
  /^\W*(?:(?:and|so|ok|okay)\W+)?(?:is|was) (?:that|this|it|the price)(?: \$?[\d,]+)? (?:per month|a month|monthly|each month|every month|by the month)\W*$/i
const NEXT_STEPS =
  /^\W*(?:(?:ok|okay|so|great|cool|alright|sounds good)\W+)?(?:what'?s next|what (?:is|are) (?:the )?next steps?|(?:the )?next steps?|what (?:do|should) (?:i|we) do (?:next|now)|where do (?:i|we) go from here|what now)\W*$/i
// "add the text agent to it", "get the receptionist on that one": onto the plan in focus.
const ONTO_IT = /\b(?<=(?:add|put|get|have|include|use)\b.*)(to|on|in|with) (?:it|that|this)(?: one| plan)?\b/i
// "what is <an agent> good for", "what's it for", "what would we use it for": the thing between.
const GOOD_FOR =
  /^\W*(?:(?:and|so|ok|but)\W+)?(?:(?:what|who)(?:'?s| is| are)\s+(.{1,30}?)\s+(?:good |used |meant |made |built )?for|what (?:would|do|can|could) (?:i|we|people|businesses) use (.{1,30}?) for)\W*$/i
const PRONOUN = /^(?:it|that|this|they|them|that one|this one)$/i
// "who is it for", "who would use that", "who needs it": who the agent in focus is built for.
const WHO_FOR =
  /^\W*(?:(?:and|so|ok|but)\W+)?who(?:'?s| is| are| would| does| do| might| should)?\s+(?:(?:it|that|this|that one|this one|they|them)\s+)?(?:for|use|uses|using|need|needs|buy|buys)(?:\s+(?:it|that|this|that one|this one|them))?\W*$/i
/** A passage's share of a question's words at which it says all of it. */
const WHOLE = 0.9
const IT = /\b(it|this|that|this one|that one|them)\b/i
const HOW_MUCH =
  /^\W*(?:(?:ok|okay|so|and|alright|cool|great|nice)\W+){0,2}(?:how much|(?:the )?(?:price|cost|pricing)|what'?s the (?:price|cost))(?:\W+(?:then|though|for that))?\W*$/i
// "not sure what i need": said, not asked; the question that finds it comes with some reassurance.
const UNSURE_WHAT = /\b(?:not sure|do(?:n'?t| not) know|dunno|no idea|unsure) (?:what|which)\b/i
const HAS = /\b(?:has|have|with|includes?|including|comes? with|gets? (?:you|me|us))\b/i
const RECOMMEND =
  /\b(rec+om+end|suggest|which (?:(?:one|agent|product|plan)s?|of (?:your|the|these|those) (?:agents|products|ones|plans|options))\b[^.?!]{0,40}\b(?:should|would|fits?|best|makes? sense|need|start|handles?|covers?|takes care of|deals? with)|best (?:fit|option|agent|choice)|right (?:one |agent )?for (?:me|us)|where (?:should|do) (?:i|we) start|what should (?:i|we) (?:get|use|start with|buy|pick)|(?:not sure|do(?:n'?t| not) know|dunno|no idea|unsure) (?:what|which)(?: (?:one|agent|product|plan)s?)? (?:i|we) (?:need|want|should)|would (?:any of )?(?:this|it|that|these|they) help|makes? (?:the most )?sense for|start (?:us|me) (?:with|on|off)|which plan would|(?:what|which) plan(?: (?:would|should|do|will) (?:i|we)(?: \w+)?| (?:is|'?s) (?:right|best)(?: for (?:me|us))?)?(?=\W*$)|what (?:would |will )?fits?|which (?:one )?fits?|what (?:do|would) you (?:recommend|suggest)|what (?:have|do) you(?: guys)? (?:got|have) for (?:that|this|it|me|us)|what (?:can|could) you do (?:for|about) (?:that|this|it|me|us)|what (?:you|u) (?:can|could) do (?:for|about) (?:that|this|it|me|us)|what (?:would|will|could|can|might) help|which (?:one )?(?:is|'?s|would be|will be) (?:better|best)|what(?:'?s| is| would be| will be| works?| would work)(?: the)? best(?: for (?:me|us|my \w+|our \w+))?(?=\W*$)|(?:^|(?<=[.?!,;]\s*))(?:so |ok |okay |then )?(?:which|what) (?:agent|one|product)s?(?: (?:then|now|first|for (?:us|me)|do you think))?(?=\W*$))\b/i

function choose(memory: Memory, s: Signals, knowledge: ChatKnowledge): Answer {
  const seed = memory.userTurns
  const answer = (text: string, follow = true): Answer => ({ text, followUp: follow })
  const [product] = s.products
  const topic = memory.topic ?? memory.recentTopic ?? memory.earlierProducts[0]
  // "ok how much" after an agent was talked about asks its price, as "how much is it" does.
  const asksAboutTopic = s.products.length === 0 && topic && (IT.test(memory.latest) || HOW_MUCH.test(memory.latest))

  const rule = ruleOf(memory.latest, knowledge)
  if (rule === 'ai-disclosure') return answer(knowledge.replies.aiDisclosure, false)
  if (rule === 'unclear') return answer(knowledge.replies.unclear, false)
  if (rule === 'abuse') {
    // A calm word, then the straight answer to what they asked (in this message, or the one before).
    const [calm] = sentences(knowledge.replies.abuse)
    const latest = memory.latest.replace(INSULTS, ' ')
    const asked =
      isQuestion(latest) && contentTokens(latest).some((t) => !GENERIC.has(t)) ? latest : memory.previousUser
    const again = { ...memory, latest: asked }
    const straight =
      asked && !ruleOf(asked, knowledge) ? choose(again, readSignals(again, knowledge), knowledge).text : ''

    return answer(straight ? `${calm} ${straight}` : knowledge.replies.abuse, false)
  }
  // "is that per month" after a price: yes, said once, not the price again.
  // Not after a one-time fee, which "that" may be.
  if (
    PER_MONTH_ASKED.test(memory.latest) &&
    /\$\d[^.]*\b(?:month|mo)\b/i.test(memory.previousAssistant) &&
    !/\bone-time\b/i.test(memory.previousAssistant)
  )
    return answer(['Yes, per month.', pricingLead(knowledge)].filter(Boolean).join(' '))
  // "what's next", "what are the next steps": how to get started, not a page's steps ("next billing month").
  if (NEXT_STEPS.test(memory.latest)) {
    const again = { ...memory, latest: 'how do we get started' }
    return choose(again, readSignals(again, knowledge), knowledge)
  }
  // "can i add the text agent to it" after one plan was talked about: asked of that plan by name.
  const plan = memory.plansInFocus.length === 1 ? memory.plansInFocus[0]! : undefined
  if (plan && s.products.length === 1 && s.plans.length === 0 && ONTO_IT.test(memory.latest)) {
    const again = { ...memory, latest: memory.latest.replace(ONTO_IT, `$1 the ${plan.name} plan`) }
    return choose(again, readSignals(again, knowledge), knowledge)
  }
  // The blog asked for by name: its newest posts, not a page that says "read the blog".
  // Only when the blog is all that is asked ("the blog says it works with <a tool>" asks of the tool).
  const articles =
    BLOG_ASKED.test(memory.latest) && contentTokens(memory.latest).every((t) => GENERIC.has(t) || BLOG_WORDS.has(t))
      ? latestPosts(knowledge)
      : undefined
  if (articles) return answer(articles)
  // "how does it work", asked alone (folded to "how it works") with no agent in focus for "it": the
  // steps, from first call to a live agent.
  const steps =
    !memory.recentTopic && /^\W*how it works\W*$/.test(normalize(memory.latest)) ? howItWorks(knowledge) : undefined
  if (steps) return answer(steps)
  // "is that per agent", after the plans or a price, or asked first: no, per plan, and what each plan holds.
  if (PER_AGENT.test(memory.latest))
    return answer(
      plansAnswer(knowledge.plans, knowledge, seed, 'Per plan, not per agent: each plan includes its agents.'),
    )
  // Details typed into the chat: only what is missing is asked for, once; then the thank-you.
  if (s.emailGiven && !memory.details.company)
    return answer(
      `Thanks${memory.details.name ? `, ${memory.details.name.split(' ')[0]}` : ''}! What's the name of your company, so our team knows who they'll be talking to?`,
      false,
    )
  if (s.emailGiven || (memory.leadGiven && isCompanyAnswer(memory)))
    // Without a name the lead cannot be saved: the widget opens its form with the rest filled in.
    return answer(
      memory.details.name || memory.formCaptured
        ? detailsReceived(knowledge)
        : 'Thanks! One more thing: please add your name in the form, so our team knows who to ask for.',
      false,
    )
  // The name typed in the chat after it was asked for ("joe"), the email and company known: the
  // details are complete, and the widget saves them (leadDetails).
  if (memory.newName && memory.details.email && memory.details.company && !memory.formCaptured)
    return answer(detailsReceived(knowledge), false)
  // A name alone, after the details were asked for: the rest of them, without the name again.
  // A name is no word the site uses ("I am interested" names nobody).
  const [first] = memory.latestDetails.name?.split(' ') ?? []
  if (
    first &&
    unknownWords(first, knowledge).length === 1 &&
    !memory.details.email &&
    memory.leadAsked &&
    !isQuestion(memory.latest)
  )
    return answer(
      `Thanks, ${first}! What's the best email for our team to reach you${memory.details.company ? '' : ', and the name of your company'}?`,
      false,
    )
  // "my number is 555 201 3344": kept with the lead; the email and company are still needed.
  if (memory.latestDetails.phone && !memory.details.email && !isQuestion(memory.latest))
    return answer(
      `Thanks, our team will have your number. Could you also share your ${memory.details.name ? '' : 'name, '}email and company, so they can set up your ${consultationPhrase(knowledge)}?`,
      false,
    )
  if (s.human) return answer(humanAnswer(memory, knowledge), false)
  if (s.weekdayMeeting) return answer(weekdayAnswer(memory, knowledge, seed), false)
  // A statement that merely mentions evenings ("50 come in after hours") is an answer, not a question.
  const asksSomething = s.question || s.pricing || s.listing || s.integration || s.interest
  // A tool no page names, even in passing ("we have weave for our phones"), is never taken as supported.
  // Asked "we use acme crm, not the one you list, does that matter?": the one no page names comes
  // first, whatever else is named; told in passing beside a listed one, the listed one is answered.
  if (ownSystem(memory.latest) && s.tools.length === 0) return answer(ownSystemAnswer(knowledge))
  const tool = s.tools.length === 0 || isQuestion(memory.latest) ? unnamedTool(memory.latest, knowledge) : undefined
  if (tool) return answer(unnamedToolAnswer(tool, knowledge))
  // "any plumbers using this?", "got proof it works for dentists?": a customer of that trade and their result.
  const proof =
    PROOF.test(memory.latest) && isQuestion(memory.latest) ? caseStudyFor(memory.latest, knowledge) : undefined
  if (proof) return answer(`${proof.line}${moreOn(proof.passage.source)}`)
  // "what hours is ur team around": the team's hours, not the agents' (they work around the clock).
  const hours =
    TEAM_HOURS.test(memory.latest) &&
    !THEIR_HOURS.test(memory.latest) &&
    !AGENT_WORDS.test(memory.latest) &&
    s.products.length === 0 &&
    !asksAboutTopic
      ? teamHours(knowledge)
      : undefined
  if (hours)
    return answer(
      `${endSentence(hours.line.replace(/^[^:]{0,20}\bhours:\s*/i, 'Our team is available '))}${moreOn(hours)}`,
    )
  // "what's your phone number", "how do i contact sales": the agency's, from the footer, never an
  // agent's ("can i keep my number").
  const phone =
    YOUR_NUMBER.test(memory.latest) && !AGENT_WORDS.test(memory.latest)
      ? knowledge.sections.find((section) => section.kind === PHONE_KIND)
      : undefined
  if (phone) return answer(`${phone.text}${moreOn(phone)}`)
  // "can someone call me", "can we book a demo": a request, answered as one, never with a passage
  // that shares "call" or a trade's demo recording.
  if (s.interest && (CALL_ME.test(memory.latest) || BOOK_IT.test(memory.latest)))
    return memory.leadGiven ? answer(alreadyHaveDetails(knowledge, seed), false) : answer('', true)
  if (WHEN_TO_TALK.test(memory.latest))
    return answer(memory.leadGiven ? alreadyHaveDetails(knowledge, seed) : leadRequest(memory, knowledge, seed), false)
  // "do we need the big expensive plan or no", "is scale overkill for us": the plan their agent comes with.
  const needed = neededPlan(memory, knowledge, s) ?? plansForLocations(memory.latest, knowledge, s)
  if (needed) return answer(needed)
  // "and the text agent" after a discovery question names an agent; it answers nothing.
  const answers = hasFacts(memory.latestFacts) || (memory.latestAnswers && s.products.length === 0)
  if (answers && !asksSomething && !RECOMMEND.test(memory.latest))
    // "looking at growth for my bakery, 3 staff": the plan they are looking at, with what they told.
    return answer(
      s.plans.length === 1
        ? `${acknowledge(memory, knowledge, seed)} ${planDetails(s.plans[0]!, knowledge)}`
        : acknowledge(memory, knowledge, seed),
    )

  // "which plan", from a business with several locations: the plans side by side (below), not the one
  // plan its agent starts on, which is for a single location.
  const places = `${memory.latest} ${memory.profile.size ?? ''}`
  if (RECOMMEND.test(memory.latest) && !(/\bplan\b/i.test(memory.latest) && severalPlaces(places, knowledge))) {
    // A business the pages name nowhere: the agent whose own words come closest to what they do
    // ("takes orders by phone", "parents text us all day").
    const need = needOf(memory)
    // "which one is better for a dentist", their own trade untold: for the trade asked about.
    const asked = memory.profile.business ? undefined : industryIn(memory.latest, knowledge)?.industry.label
    const about = asked ? { ...memory, profile: { ...memory.profile, business: asked } } : memory
    const byNeed =
      WORK.test(memory.latest) || (!recommendation(about, knowledge) && need.split(' ').length >= 2)
        ? // No agent's words come near: the one for the problem every business has, missed calls.
          (productFor(need, knowledge) ?? productFor('missed calls', knowledge))
        : undefined
    if (byNeed)
      return answer(
        `For what you describe, I'd start with ${byNeed.name}.\n${productAnswer(byNeed, memory, knowledge)}`,
      )
    const best = recommendation(about, knowledge)
    const plan = best && /\bplan\b/i.test(memory.latest) ? planFor(best.product, knowledge.plans) : undefined
    if (plan) return answer(`${best!.product.name} comes with the ${plan.name} plan. ${planDetails(plan, knowledge)}`)
    if (best && asked)
      return answer(
        `For ${withArticle(asked)}, I'd start with ${best.product.name}.\n${productAnswer(best.product, memory, knowledge, asked)}`,
      )
    if (best)
      return answer(`${recommendationSentence(memory, knowledge)}\n${productAnswer(best.product, memory, knowledge)}`)
    // Nothing told yet to recommend by: the question that finds it, not a passage that shares "best";
    // "which plan is right for us", the plans.
    if (s.products.length === 0 && s.plans.length === 0 && !s.faq && !/\bplan\b/i.test(memory.latest))
      return answer(UNSURE_WHAT.test(memory.latest) ? "No problem, that's what I'm here for." : '')
  }
  // "which one is cheaper" after two agents: their prices side by side.
  // Named in one reply, or one after the other ("tell me about the receptionist", "and the text agent").
  const lastTwo = [...new Set([...memory.replyTopics, ...memory.earlierProducts])].slice(0, 2).reverse()
  const compared =
    CHEAPER.test(memory.latest) && s.products.length === 0 && s.plans.length === 0
      ? (memory.previousProducts.length >= 2 ? memory.previousProducts : lastTwo).filter((p) => p.startingPrice)
      : []
  if (compared.length >= 2) return answer(priceComparison(compared))
  // "anything cheaper", "thats expensive" after one agent's price: the agents that start lower.
  const objected =
    TOO_DEAR.test(memory.latest) && s.products.length === 0 && s.plans.length === 0 ? memory.recentTopic : undefined
  const lower = objected ? cheaperAgents(objected, knowledge) : undefined
  if (lower) return answer(lower)
  // "the diference between starter and growth": the plans side by side, however it is spelled. So
  // are all of them for "compare the plans" and "how many agents does each plan include".
  const plansCompared = PLANS_COMPARED.test(memory.latest)
  const sideBySide =
    s.plans.length >= 2
      ? plansCompared
        ? s.plans
        : []
      : (plansCompared && ALL_PLANS.test(memory.latest)) || AGENTS_BY_PLAN.test(memory.latest)
        ? knowledge.plans
        : []
  if (sideBySide.length >= 2) return answer(plansAnswer(sideBySide, knowledge, seed))
  // "how much for the receptionist and the email agent"; "how much for both", after two agents.
  const both = s.products.length > 1 ? s.products : s.products.length === 0 && BOTH.test(memory.latest) ? lastTwo : []
  const together = s.pricing || WANTED.test(memory.latest) ? pricedTogether(both, knowledge) : undefined
  if (together) return answer(together)
  // "how much for all 7 agents", "every agent": the plan that holds them all.
  const everyAgent = s.pricing && ALL_AGENTS.test(memory.latest) ? pricedAll(knowledge) : undefined
  if (everyAgent) return answer(everyAgent)
  if (s.products.length === 1 && MEANS.test(memory.latest))
    return answer(productAnswer(s.products[0]!, memory, knowledge))
  // "is the receptionist 24/7", "does the receptionist answer at night": when the agents work, the
  // one asked about first, before a page that only shares the words ("24/7: Coverage for every
  // client" on the About page). Only when nothing else is asked of it.
  if (
    s.alwaysOn &&
    s.products.length === 1 &&
    beyondNames(memory.latest, s.products[0]!).every((word) => WHEN_IT_WORKS.has(word))
  )
    return answer(alwaysOnAnswer(memory.latest, s.products, knowledge, seed))
  // "what is <an agent> good for", "who is it for": who the agent is built for.
  const good = GOOD_FOR.exec(memory.latest)
  const goodFor = good ? (good[1] ?? good[2])!.trim() : undefined
  const audienceOf =
    goodFor === undefined
      ? undefined
      : s.products.length === 1
        ? product
        : PRONOUN.test(goodFor) && s.products.length === 0
          ? topic
          : undefined
  if (audienceOf) return answer(productAudience(audienceOf, memory, knowledge))
  const specific = specificAnswer(memory, knowledge, s)
  if (specific) return answer(specific)
  // "what would it cost for all 3" from a business with several locations: the plans side by side,
  // not the one plan its agent starts on, which is for a single location.
  if (s.pricing && asksAboutTopic)
    return answer(
      severalPlaces(memory.profile.size ?? '', knowledge)
        ? pricingAnswer(memory, knowledge, seed)
        : productPricing(topic, knowledge, seed),
    )
  if (s.pricing && s.genericPricing && s.products.length === 0) return answer(pricingAnswer(memory, knowledge, seed))
  // "what agents do you offer" is the line-up, whatever FAQ shares its word "offer".
  if (s.listing && s.products.length === 0 && !s.pricing && !s.integration && LINE_UP.test(memory.latest))
    return answer(listingAnswer([], knowledge, seed))
  if (s.faq && s.faq.score >= EXACT_FAQ) return answer(faqAnswer(s.faq))
  if (s.plans.length > 0) return answer(plansAnswer(s.plans, knowledge, seed))
  if (s.pricing && s.products.length === 1) return answer(productPricing(product!, knowledge, seed))
  if (s.faq) return answer(faqAnswer(s.faq))
  if (s.pricing) return answer(pricingAnswer(memory, knowledge, seed))
  if (s.integration)
    return answer(integrationAnswer(s.tools, knowledge, product ?? (asksAboutTopic ? topic : undefined)))
  if (s.alwaysOn) return answer(alwaysOnAnswer(memory.latest, s.products, knowledge, seed))
  const industry =
    s.industry && s.products.length === 0 ? industryAnswer(s.industry, memory.latest, knowledge) : undefined
  if (industry) return answer(industry)
  // "What do you have for text messages?" names one product: answer about it, not the catalogue.
  // "do you text back missed calls" hints at two agents by their words, naming neither: the passage
  // that says all of it answers, naming its agent, rather than the two side by side.
  const hinted =
    s.products.length > 1 &&
    !s.listing &&
    isQuestion(memory.latest) &&
    matchProducts(memory.latest, knowledge, 40).length === 0
      ? passageFor(memory.latest, knowledge)
      : undefined
  if (hinted && hinted.coverage >= WHOLE && hinted.passage.product && s.products.includes(hinted.passage.product))
    return answer(fromPassage(hinted))
  if ((s.listing && s.products.length !== 1) || s.products.length > 1)
    return answer(listingAnswer(s.products, knowledge, seed))
  // A question about the product that asks more than its name: the passage of its own that says
  // it, or honestly not; its card answers only "tell me about it".
  if (product && !s.more && isQuestion(memory.latest) && beyondNames(memory.latest, product).length > 0) {
    const own = passageFor(memory.latest, knowledge, product, contextOf(memory))
    return answer(own ? fromPassage(own) : notStated(knowledge, product, memory.latest))
  }
  if (product) {
    return answer(
      s.more && product === memory.topic
        ? productDetails(product, memory, knowledge)
        : productAnswer(product, memory, knowledge),
    )
  }
  if (s.more && memory.recentTopic) return answer(productDetails(memory.recentTopic, memory, knowledge))
  // "who is it for", "who would use that" about the agent in focus: who it is built for.
  if (asksAboutTopic && WHO_FOR.test(memory.latest)) return answer(productAudience(topic, memory, knowledge))
  // "what is it exactly" about the agent in focus: what it is.
  if (asksAboutTopic && WHAT_IS_IT.test(memory.latest)) return answer(productAnswer(topic, memory, knowledge))
  // "ok" to a discovery question is not an answer; asking it again would nag, so leave it open.
  if (memory.pending !== null && !memory.latestAnswers && FILLER.test(memory.latest)) {
    if (UNSURE.test(memory.latest)) {
      return answer(
        `No problem, our team can work that out with you on a ${consultationPhrase(knowledge)}. Is there anything you'd like to know about our agents, pricing or setup?`,
        false,
      )
    }
    return answer(takeYourTime(seed), false)
  }
  if (s.interest || (s.affirm && offeredConsultation(memory))) {
    return memory.leadGiven ? answer(alreadyHaveDetails(knowledge, seed), false) : answer('', true)
  }
  // A "sounds good" after a pitch is a buying signal: offer the consultation, gently.
  if (s.affirm && !memory.leadGiven && !memory.leadAsked)
    return answer(leadRequest(memory, knowledge, seed, false), false)
  if (s.capabilities) return answer(capabilitiesAnswer(knowledge, seed))
  if (s.identity) return answer(identityAnswer(memory.latest, knowledge))
  if (s.greeting || s.howAreYou) return answer(greetingAnswer(knowledge, s.greeting, s.howAreYou, seed))
  if (s.decline)
    return answer(
      `No problem at all. Is there anything else you'd like to know about our agents, pricing or setup?`,
      false,
    )
  if (s.thanks || s.bye) return answer(thanksAnswer(memory, knowledge, s, seed), false)
  if (s.affirm) return answer(pick(['Great!', 'Perfect.'], seed))
  // "lol", "ok cool", "i see": a reaction, nothing asked; no passage shares its words.
  if (REACTION.test(memory.latest)) return answer(takeYourTime(seed), false)
  const found = ofAsked(
    findAnswer(memory.latest, knowledge, {
      capability: asksCapability(memory.latest),
      policy: asksPolicy(memory.latest),
    }),
    s.products,
    memory.latest,
    knowledge,
  )
  // Told, not asked ("im not tech savvy at all"): a FAQ's "No." would answer a question nobody asked.
  if (found && found.coverage >= 0.45 && !forOtherTrade(found.passage, withTheirTrade(memory), knowledge))
    return answer(fromPassage(isQuestion(memory.latest) ? found : { ...found, answer: withoutYesNo(found.answer) }))
  if (isQuestion(memory.latest)) return answer(notStated(knowledge, undefined, memory.latest), false)
  // "I'm Jen, I own Jen's Nails", and nothing here for the rest: a hello, by name.
  if (memory.newName && introducesFirst(memory.latest)) return answer(greetingAnswer(knowledge, true, false, seed))
  // Something told that nothing here answers, while discovery is under way: noted, and the next question.
  if (memory.pending !== null || memory.userTurns > 1) return answer(acknowledge(memory, knowledge, seed))
  return answer(unknownAnswer(knowledge, seed), false)
}

/** The message with the business they told, for whether a page is of another trade than theirs. */
const withTheirTrade = (memory: Memory) => `${memory.latest} ${memory.profile.business ?? ''}`

const WHAT_IS_IT =
  /^\W*(?:(?:so|ok|okay|and|but|sorry)\W+)?(?:what(?:'?s| is| was) (?:it|that|this)(?: one| thing)?|what (?:does|do) (?:it|that|this)(?: one| thing)? do)(?: exactly| again| really| actually)?\W*$/i
const PLANS_COMPARED = /\bdif+e?ren\w*|\bcompar\w*|\bvs\.?(?!\w)|\bversus\b/i
const BLOG_ASKED =
  /\b(?:(?:your|ur|the|a|any)\s+blog|blog\s+(?:posts?|articles?)|(?:latest|newest|recent|new)\s+(?:blog\s+)?(?:posts|articles))\b/i
const BLOG_WORDS = new Set(contentTokens('blog posts articles latest newest recent new read see'))
const ALL_PLANS =
  /\b(?:the|your|ur|all(?: the| three| of the| of your)?|those|these|three|each|every)\s+(?:pricing\s+)?plans?\b/i
const PER_AGENT =
  /^\W*(?:(?:so|and|ok|okay|wait)\W+)?(?:is|are) (?:that|it|this|those|these|they|the prices?|that price) (?:per|for each|for every|for one|a) agent\b[^.?!]{0,20}\W*$|\bper agent or (?:per )?plan\b|\bper plan or (?:per )?agent\b/i
const AGENTS_BY_PLAN = /\bhow many agents\b[^.?!]*\b(?:each|every|per)\s+plan\b/i
// What the terms settle and the price list does not: cancelling, refunds, a contract, a price change.
const TERMS = /\b(?:cancel|refund\w*|contracts?|subscri\w*|paus\w*|terminat\w*|renew\w*|notice|change price)\b/
// Taxes on the price ("do prices include tax", "is vat extra"), not a trade that does taxes.
const TAXES =
  /\b(?:includes?|included|including|exclud\w*|plus|before|after)\b[^.?!]{0,20}\b(?:tax|taxes|vat|gst)\b|\b(?:tax|taxes|vat|gst)\b[^.?!]{0,20}\b(?:included|extra|on top)\b/i
const EXCEEDS = /\bexceed\b/
const WHEN_IT_WORKS = new Set(
  contentTokens(
    '24 7 24/7 hours hour around round clock night nights nighttime overnight midnight weekend weekends holiday holidays evening evenings day days always available availability work works working answer answers answering open run runs running time sunday sundays saturday saturdays',
  ),
)
const BOTH = /\b(?:both|the two|the pair|together|all three)\b/i
// "what if i want both": having them is what they would pay for.
const WANTED = /\b(?:want|wanted|get|got|take|took|taking|need|buy|have|go with|went with|pick|choose|chose)\b/i
// "what does <an agent's short name> mean": what the agent is.
const MEANS = /\b(?:mean|means|stand for|stands for)\W*$/i
const CHEAPER = /\b(?:cheaper|less expensive|more expensive|pricier|costs? (?:less|more)|price difference)\b/i

/** Agents' starting prices side by side, and which costs less when one does. */
function priceComparison(products: ChatProduct[]): string {
  const prices = new Set(products.map((p) => p.startingPrice))
  if (prices.size === 1)
    return `${products.length === 2 ? 'Both' : 'They all'} start at the same price: ${joinList(products.map((p) => p.name))} ${products.length === 2 ? 'each start' : 'all start'} at ${products[0]!.startingPrice}.`
  const sorted = [...products].sort((a, b) => amount(a.startingPrice) - amount(b.startingPrice))
  return `${joinList(sorted.map((p) => `${p.name} starts at ${p.startingPrice}`))}, so ${sorted[0]!.name} costs less.`
}

const amount = (price: string | null) => Number(price?.replace(/[^\d.]/g, '')) || Infinity

// "anything cheaper", "a cheaper option", "thats too expensive", "kinda pricey".
const TOO_DEAR =
  /\b(?:anything|something|any|an?)\s+(?:cheaper|less expensive|more affordable)\b|\bcheaper (?:option|alternative|one|agent|way)s?\b|\b(?:too|so|that'?s|thats|kinda|pretty|very|a bit|bit) (?:expensive|pricey|steep|much)\b/i

/** The agents that start at a lower price than one the visitor finds too dear, by price, with their plan. */
function cheaperAgents(product: ChatProduct, knowledge: ChatKnowledge): string | undefined {
  if (!product.startingPrice) return undefined
  const lower = knowledge.products.filter(
    (p) => p.startingPrice && amount(p.startingPrice) < amount(product.startingPrice),
  )
  const note = pricingLead(knowledge)
  const prices = [...new Set(lower.map((p) => p.startingPrice!))].sort((a, b) => amount(a) - amount(b))
  const groups = prices.map((price) => {
    const agents = lower.filter((p) => p.startingPrice === price)
    const plan = planFor(agents[0]!, knowledge.plans)
    return `${joinList(
      agents.map((p) => p.name),
      'or',
    )} from ${price}${plan ? ` (${plan.name})` : ''}`
  })
  const line =
    lower.length === 0
      ? `${product.name} already starts at our lowest price, ${product.startingPrice}.`
      : `${product.name} starts at ${product.startingPrice}. Agents that start lower: ${joinList(groups)}.`
  return [line, note].filter(Boolean).join(' ')
}

/** How many agents a plan holds, by the feature that says it ("1 agent", "Up to 3 agents", "All seven agents"). */
function agentsOf(plan: ChatPlan): { count: number; feature: string } | undefined {
  for (const feature of plan.features) {
    const said = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) agents?\b/i.exec(feature)
    const count = said ? countOf(said[1]!) : -1
    if (count > 0) return { count, feature }
  }
  return undefined
}

const ALL_AGENTS =
  /\b(?:all|every one of|each of)(?: (?:the|your|ur))? (?:\d+ |seven |of (?:the|your|ur) )?(?:agents|bots|products)\b|\bevery (?:agent|bot|product)\b/i

/** Every agent together: the first plan that holds as many agents as there are, with its setup fee. */
function pricedAll(knowledge: ChatKnowledge): string | undefined {
  const plans = [...knowledge.plans].sort((a, b) => price(a) - price(b))
  const all = plans.find((plan) => (agentsOf(plan)?.count ?? 0) >= knowledge.products.length)
  if (!all) return undefined
  const setup = all.features.find((f) => /setup fee/i.test(f))
  return [
    `Every agent comes with ${all.name} (${planPrice(all)}): ${lowerFirst(stripEnd(agentsOf(all)!.feature))}.`,
    setup ? endSentence(setup) : '',
    pricingLead(knowledge) ?? '',
  ]
    .filter(Boolean)
    .join(' ')
}

/**
 * "how much for the receptionist and the email agent": each one's price on its own, and the first
 * plan that holds them all together; undefined when the plans do not say how many agents they hold.
 */
function pricedTogether(products: ChatProduct[], knowledge: ChatKnowledge): string | undefined {
  if (products.length < 2) return undefined
  const plans = [...knowledge.plans].sort((a, b) => price(a) - price(b))
  const own = products.map((p) => planFor(p, knowledge.plans))
  if (own.some((plan) => !plan) || products.some((p) => !p.startingPrice)) return undefined
  const from = Math.max(...own.map((plan) => plans.indexOf(plan!)))
  const together = plans.slice(from).find((plan) => (agentsOf(plan)?.count ?? 0) >= products.length)
  if (!together) return undefined
  const names = joinList(products.map((p) => p.name))
  const prices = new Set(products.map((p) => p.startingPrice))
  // Agents that come only with that plan (the top one) cost no less alone.
  const alone = own.every((plan) => plan === together)
    ? ''
    : prices.size === 1 && new Set(own).size === 1
      ? `Each one alone starts at ${products[0]!.startingPrice}, on the ${own[0]!.name} plan (${lowerFirst(stripEnd(featureShort(agentsOf(own[0]!)?.feature ?? '', knowledge))) || planPrice(own[0]!)}).`
      : `On their own, ${joinList(products.map((p) => `${p.name} starts at ${p.startingPrice}`))}.`
  const setup = together.features.find((f) => /setup fee/i.test(f))
  const note = pricingLead(knowledge)
  return [
    `${names} together: ${together.name} (${planPrice(together)}), ${lowerFirst(stripEnd(agentsOf(together)!.feature))}.`,
    alone,
    setup ? endSentence(setup) : '',
    note ?? '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** What the visitor says they do, beyond naming their business and asking for advice. */
function needOf(memory: Memory): string {
  const business = new Set(contentTokens(memory.profile.business ?? ''))
  const of = (text: string) =>
    contentTokens(text.replace(RECOMMEND, ' '))
      .filter((t) => !GENERIC.has(t) && !business.has(t))
      .join(' ')
  // "what would help" alone: what they told just before ("maintenance requests come in at night").
  return of(memory.latest) || (memory.previousUser && !isQuestion(memory.previousUser) ? of(memory.previousUser) : '')
}

/**
 * The words of the business and size the visitor told in this message ("a bakery, 10 staff, can
 * the text agent…"): what memory keeps, not what the question asks.
 */
function contextOf(memory: Memory): string[] {
  const { business, size } = memory.latestFacts
  return contentTokens([business, size].filter(Boolean).join(' '))
}

/** The latest message answered the question about the company (asked after the email came). */
function isCompanyAnswer(memory: Memory): boolean {
  return /\bcompany\b[^.!?]*\?/i.test(memory.previousAssistant) && !isQuestion(memory.latest)
}

const ALWAYS_ON_WORDS = new RegExp(ALWAYS_ON.source, 'gi')
const INSULTS =
  /\b(?:stupid|idiot|dumb|useless|moron|suck|sucks|crap|stop wasting my time|wasting my time|just give me|straight answer)\b/gi
const INCLUDED = /\b(?:includ\w*|come with|comes with|what do (?:i|we) get|features?|what'?s in)\b/i
const COMPARED = /\b(?:cheaper|more expensive|better|compared?|versus|instead of|than)\b/i
// A plan by its place among the others: "the cheap plan", "the middle one", "the top tier".
const PLAN_WORD = String.raw`\s+(?:one|plan|tier|option|package)\b`
const CHEAPEST = new RegExp(
  String.raw`\b(?:cheapest|least expensive|lowest|smallest|entry)\b|\b(?:cheap|cheaper|small|smaller|basic|entry)${PLAN_WORD}`,
  'i',
)
const MIDDLE = new RegExp(String.raw`\b(?:middle|mid)(?:[- ]tier)?${PLAN_WORD}|\bmid[- ]tier\b`, 'i')
const TOP = new RegExp(
  String.raw`\b(?:top|biggest|largest|highest|most expensive|premium|big|bigger)(?:[- ]tier)?${PLAN_WORD}|\btop[- ]tier\b|\bfull package\b`,
  'i',
)
// What a plan counts or charges, asked about the product in focus: its plan answers.
// How many of it, or whether there is any: "how many minutes", "is there a setup fee", "are phone numbers included".
const PLAN_ROW_ASKED = /\bhow (?:many|much)\b|\b(?:is there|are there|do (?:i|we) get|included?|comes? with)\b/i
// The setup fee, asked any way ("what's the setup fee", "setup fee?", "how much is setup"): each plan's.
const SETUP_FEE =
  /\bset ?up (?:cost|fee|price|charge)s?\b|\bhow much (?:is|for|does|do you charge for) (?:the )?set ?up\b/i
const PLAN_FEATURE =
  /\b(?:set ?up (?:cost|fee|price|charge)s?|voice minutes|minutes|messages a month|phone numbers?|integrations?)\b/i

// Words that point to a plan rather than ask about it.
const PLAN_WORDS = contentTokens(
  'plan tier option package include cheap cheaper cheapest top middle biggest smallest basic price cost money run month monthly',
)

/** The plan a message points to by its place among the plans, if it does. */
function planByPlace(text: string, plans: readonly ChatPlan[]): ChatPlan[] {
  const sorted = [...plans].sort((a, b) => price(a) - price(b))
  const place = CHEAPEST.test(text)
    ? 0
    : MIDDLE.test(text) && sorted.length === 3
      ? 1
      : TOP.test(text)
        ? sorted.length - 1
        : -1
  return place >= 0 && sorted[place] ? [sorted[place]] : []
}

/**
 * The answer to a specific question, from what is in focus and the passage that says it: a yearly
 * price, a tool no page names, what a plan or product includes, a question about a named product
 * (answered from its passages, or honestly not), and any other question a passage answers.
 */
function specificAnswer(memory: Memory, knowledge: ChatKnowledge, given?: Signals): string | undefined {
  const s = given ?? readSignals(memory, knowledge)
  const text = memory.latest
  const context = contextOf(memory)
  const it = IT.test(text) || !isQuestion(text) || text.trim().split(/\s+/).length <= 5
  // "how fast does it text back a missed call": of two agents its words name, "it" is the one in focus.
  const matched = matchProducts(text, knowledge, 20)
  const topic = memory.recentTopic ?? memory.earlierProducts[0]
  const named = matched.length > 1 && topic && matched.includes(topic) && IT.test(text) ? topic : matched[0]
  const focus = named ?? (it ? (memory.recentTopic ?? memory.earlierProducts[0]) : undefined)
  // "the cheapest plan that has that", about an agent in focus: the first plan that includes it.
  const withAgent = focus && CHEAPEST.test(text) && HAS.test(text) ? plansOf(focus, knowledge) : []
  const placed = withAgent.length ? withAgent : planByPlace(text, knowledge.plans)
  // "it" is the product the last reply was about, before the plan that reply named for it.
  // A plan the visitor named ("looking at growth") outlasts the agent a reply was about.
  const planInFocus =
    it && !named ? (memory.visitorPlans.length ? memory.visitorPlans : !memory.topic ? memory.plansInFocus : []) : []
  // "setup cost?", "what do i get for that price" about an agent: the plan it comes with.
  const focusPlan =
    focus && !named && (PLAN_FEATURE.test(text) || (INCLUDED.test(text) && s.pricing)) ? plansOf(focus, knowledge) : []
  // "two agents on starter", "does growth have": a plan in lower case, by the word before it.
  const lower = PLAN_PLACE.test(text) ? planNamedIn(text, knowledge) : undefined
  const onPlan =
    lower && new RegExp(`\\b${PLAN_PLACE.source}${escapeRegExp(lower.name)}\\b`, 'i').test(text) ? [lower] : []
  const plans = s.plans.length
    ? s.plans
    : placed.length
      ? placed
      : onPlan.length
        ? onPlan
        : planInFocus.length
          ? planInFocus
          : focusPlan
  if (asksYearly(text)) {
    const yearly = yearlyAnswer(plans.length ? plans : plansOf(focus, knowledge), knowledge)
    if (yearly) return yearly
  }
  const unstated = isQuestion(text) && !s.integration ? unstatedName(text, knowledge) : undefined
  if (unstated) return unstatedAnswer(unstated, text, knowledge, named)
  // "does that include the receptionist" about a plan: whether the plan has that agent.
  const planAsked = s.plans[0] ?? onPlan[0] ?? (memory.plansInFocus.length === 1 ? memory.plansInFocus[0] : undefined)
  const from = named && planAsked && INCLUDED.test(text) ? planFor(named, knowledge.plans) : undefined
  if (from)
    return price(planAsked!) >= price(from)
      ? `Yes: ${named!.name} is included in ${planAsked!.name} (${planPrice(planAsked!)})${planAsked === from ? '' : `, as in every plan from ${from.name} (${planPrice(from)}) up`}.`
      : `No: ${named!.name} comes with the ${from.name} plan (${planPrice(from)}) and up.`
  // "how much are extra minutes", "overage fees": what going over the allowance costs, not the allowance.
  const over = EXCEEDS.test(normalize(text)) ? passageFor(text, knowledge) : undefined
  if (over) return fromPassage(over)
  // "tell me about scale": the plan itself; "how many agents on starter": its row for what is asked.
  if (plans === onPlan && !beyondPlan(text, onPlan[0]!)) return planDetails(onPlan[0]!, knowledge)
  const onPlanFeature = plans === onPlan ? featureFor(text, onPlan[0]!, knowledge) : undefined
  if (onPlanFeature) return onPlanFeature
  // A tool named ("does it integrate with our CRM X") is answered by the tools, not a plan's count of them.
  if (
    plans.length === 1 &&
    !(s.integration && s.tools.length) &&
    (INCLUDED.test(text) || PLAN_FEATURE.test(text) || placed.length || s.plans.length || IT.test(text))
  ) {
    const feature = featureFor(text, plans[0]!, knowledge)
    if (feature) return feature
    const asked = beyondPlan(text, plans[0]!)
    // What is asked beyond the plan's name ("can we go down a plan" on Growth): the plan names nothing of it.
    const found = asked ? passageFor(text, knowledge, undefined, contentTokens(`${plans[0]!.name} plan`)) : undefined
    // A plan only in focus from an earlier reply, and a passage about another agent than the one
    // talked about: "can customers reply to it" after the text agent asks about that agent.
    const otherAgent =
      found?.passage.product &&
      memory.recentTopic &&
      found.passage.product !== memory.recentTopic &&
      plans === planInFocus
    if (!otherAgent) return found ? fromPassage(found) : planDetails(plans[0]!, knowledge)
  }
  // "how many minutes do i get", "is there a setup fee", with no plan or agent in focus: what each
  // plan includes of it. "phone numbers" hints at the receptionist without naming it, and a FAQ
  // asked in so many words ("are integrations included in my plan") answers as it is.
  // A plan's name in lower case ("on growth") is that plan's row, answered below.
  if (
    plans.length === 0 &&
    (!focus || (focus === named && !matchProducts(text, knowledge, 20).includes(focus))) &&
    !planNamedIn(text, knowledge) &&
    ((PLAN_FEATURE.test(text) && PLAN_ROW_ASKED.test(text)) || SETUP_FEE.test(text)) &&
    !(s.faq && s.faq.score >= EXACT_FAQ && !whyNotAsked(s.faq, text))
  ) {
    const each = knowledge.plans.map((plan) => featureFor(text, plan, knowledge))
    if (each.length && each.every(Boolean)) return each.join(' ')
  }
  if (focus && INCLUDED.test(text) && !s.pricing) return productIncludes(focus, knowledge)
  if (s.listing || s.products.length > 1) return undefined
  if (COMPARED.test(text) && s.plans.length === 0) {
    const found = passageFor(text, knowledge)
    if (found) return fromPassage(found)
  }
  // "can i pause my subscription", "do you raise prices": the agency's terms say it, not the plans' list.
  // "do prices include tax": the terms say what the fees exclude.
  if (s.pricing && s.plans.length === 0 && ((asksPolicy(text) && TERMS.test(normalize(text))) || TAXES.test(text))) {
    const found = passageFor(text, knowledge)
    return found ? fromPassage(found) : notStated(knowledge, undefined, text)
  }
  if (s.pricing) return undefined
  if (s.industry || s.integration || !isQuestion(text)) return undefined
  // "can it forward emergency calls at night" asks more than whether agents work at night.
  // Whether the agents work at night is answered as such; about an agent named by name, from its page;
  // "can it forward emergency calls to my cell at night" asks more, and a passage that says it answers.
  if (s.alwaysOn && !(named && matchProducts(text, knowledge, 50).includes(named))) {
    const rest = text.replace(ALWAYS_ON_WORDS, ' ')
    const found =
      contentTokens(rest).filter((t) => !GENERIC.has(t)).length >= 3 ? passageFor(rest, knowledge) : undefined
    return found ? fromPassage(found) : undefined
  }
  if (focus && (named || it)) {
    if (beyondNames(text, focus).length === 0) {
      // "can it do demos" about the agent whose other names say it does: its own words that say so.
      const own =
        !named && asksCapability(text)
          ? findAnswer(text, knowledge, { about: focus, ignore: contentTokens(focus.name) })
          : undefined
      return own && own.coverage >= 0.5 ? fromPassage(own) : undefined
    }
    // Its own passages first; then a FAQ about every agent, never another product's page or the terms.
    // Nor a page of another trade's ("does it know my prices" is no brokerage's question, "can it
    // quote policies" asked by one trade no other trade's page).
    const theirs = withTheirTrade(memory)
    const business = memory.profile.business
    const mentioned = ofAsked(passageFor(text, knowledge, focus, context, business), [focus], text, knowledge)
    const own = mentioned && !answersOtherTrade(mentioned, theirs, knowledge) ? mentioned : undefined
    const general = own ? undefined : passageFor(text, knowledge, undefined, context, business)
    const elsewhere = knowledge.products.some((p) => p !== focus && p.path === general?.passage.source.path)
    const otherTrade = general && forOtherTrade(general.passage, theirs, knowledge)
    const generalFits =
      general && !elsewhere && !otherTrade && (general.passage.product === focus || general.passage.kind === 'faq')
    const found = own ?? (generalFits ? general : undefined)
    // Said of every agent ("it never makes things up"), the answer names the one asked about.
    if (found && !named && found.passage.kind === 'faq' && /^(?:(?:yes|no)\. )?(?:it|the agent)\b/i.test(found.answer))
      return `${focus.name}: ${fromPassage(found)}`
    if (found) return fromPassage(found)
    // Named by name, the product is the subject and the pages do not say it; by an alias ("missed
    // call"), it is a guess, and a passage that says all of it may be about another agent.
    // "the text agent", "the outbound one" name it too; "will it answer calls" only describes one.
    if (named && (matchProducts(text, knowledge, 40).includes(named) || (asksCapability(text) && CALLED.test(text))))
      return notStated(knowledge, focus, text)
    // Hinted at by an alias only ("can it send texts after a missed call" hints at the
    // receptionist), a passage that says all of it about another agent is the answer: it names the
    // agent that does it (the text agent's missed-call text-back).
    const fits =
      general && !otherTrade && general.coverage >= 0.75
        ? named && general.coverage >= WHOLE
          ? general
          : ofAsked(general, [focus], text, knowledge)
        : undefined
    return fits ? fromPassage(fits) : undefined
  }
  if (s.faq) return undefined
  // "the second one" points at an agent (the signals name it); its words ask nothing ("within seconds").
  const found = ofAsked(passageFor(text.replace(ORDINAL, ' '), knowledge), s.products, text, knowledge)
  if (found) return fromPassage(found)
  // A specific question no passage answers, about no product by name: honestly not, not a product card.
  const asked = contentTokens(text).filter((t) => !GENERIC.has(t))
  return s.products.length > 0 && !named && asked.length >= 3 && unknownWords(text, knowledge).length > 0
    ? notStated(knowledge, undefined, text)
    : undefined
}

/**
 * A passage about another agent than the one asked about answers a different question ("will the
 * text agent send a reminder" is not answered by the workflow agent's invoices): the asked one's
 * own passage instead, if one says it.
 */
function ofAsked(found: Found | undefined, asked: ChatProduct[], text: string, knowledge: ChatKnowledge) {
  if (!found || asked.length === 0 || !aboutOthers(found, asked, knowledge)) return found
  const own = passageFor(text, knowledge, asked[0])
  return own && !aboutOthers(own, asked, knowledge) ? own : undefined
}

const aboutOthers = (found: Found, asked: ChatProduct[], knowledge: ChatKnowledge) =>
  [found.passage.product, ...productsNamedIn(found.answer, knowledge)].some((p) => p && !asked.includes(p))

/** The plan's feature or comparison row that says what was asked ("a phone number", "setup fee"), as a sentence. */
function featureFor(text: string, plan: ChatPlan, knowledge: ChatKnowledge): string | undefined {
  // Of a plan, how many agents is asked ("two agents on starter"): the count is theirs, "agents" what is asked.
  // How many calls a plan takes is its voice minutes, not its outbound calling rules.
  const asked = contentTokens(text.replace(CALLS_OF_A_PLAN, 'how many minutes')).filter(
    (t) => (!GENERIC.has(t) || t === AGENT) && !PLAN_WORDS.includes(t) && !contentTokens(plan.name).includes(t),
  )
  if (asked.length === 0) return undefined
  const weight = (t: string) => (NUMBER.test(t) ? 0.5 : 1)
  const candidates = [
    ...plan.features.map((f) => `${plan.name} includes ${included(f)}.`),
    ...comparedSentences(plan, knowledge.plans),
  ]
  let best: { sentence: string; hits: number } | undefined
  for (const sentence of candidates) {
    const words = new Set(contentTokens(sentence))
    const hits = asked.reduce((sum, t) => sum + (words.has(t) ? weight(t) : 0), 0)
    if (hits > 0 && (!best || hits > best.hits)) best = { sentence, hits }
  }
  if (!best || best.hits * 2 < asked.reduce((sum, t) => sum + weight(t), 0)) return undefined
  // The plan's price goes with it, once: "Starter ($297 per month) includes no setup fee."
  const priced = `${plan.name} (${planPrice(plan)})`
  return best.sentence.startsWith(`${plan.name} `) && !best.sentence.includes(plan.price)
    ? `${priced}${best.sentence.slice(plan.name.length)}`
    : best.sentence
}

const AGENT = contentTokens('agent')[0]!
// "how many calls … at once" is how many at the same time, which no plan row says.
const CALLS_OF_A_PLAN =
  /\bhow many (?:phone |voice )?calls\b(?![^.?!]*\b(?:at once|at the same time|simultaneous(?:ly)?|concurrent(?:ly)?)\b)/gi
const NUMBER = /^(?:\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten)$/

const price = (plan: ChatPlan) => amount(plan.price)
const beyondPlan = (text: string, plan: ChatPlan) =>
  contentTokens(text).some((t) => !PLAN_WORDS.includes(t) && !contentTokens(plan.name).includes(t))

/** A feature after "includes": "a $1,500 one-time setup fee", "no setup fee", "500 voice minutes". */
const included = (feature: string) => `${/^\$/.test(feature) ? 'a ' : ''}${lowerFirst(stripEnd(feature))}`

const CALL_ME =
  /^\W*(?:(?:ok|okay|so|hi|hey)\W+)?(?:(?:can|could|would|will) (?:someone|somebody|you|u|your team|ur team|a person) (?:please )?(?:call|phone|ring|contact|email|reach out to) me|(?:please )?(?:call|contact) me(?: back)?|have (?:someone|somebody) (?:call|contact|reach out to) me|(?:i'?d|i would|we'?d|we would) like (?:someone|somebody|a person|you|u|your team|ur team)(?: from (?:your|ur|the) team)? to (?:call|phone|ring|contact|email|reach out to) (?:me|us))\b[^?]{0,30}\W*$/i
// Asking to book the consultation, by any of its names.
const BOOK_IT =
  /^\W*(?:(?:ok|okay|so|hi|hey|great|cool)\W+)?(?:(?:can|could|may) (?:i|we) (?:please )?|how (?:do|can|could) (?:i|we) |(?:i'?d|i would|we'?d|we would) (?:like|love) to |i want to |we want to |let'?s |please )?(?:book|schedule|set up|arrange) (?:a |an |the |our |my )?(?:free )?(?:demo|consultation|call|meeting|walkthrough|time)\b[^?]{0,60}\W*$/i
// "so when can we talk": when the consultation can be.
const WHEN_TO_TALK =
  /^\W*(?:(?:ok|okay|so|great|cool)\W+)?(?:when|how soon) (?:can|could) (?:we|i) (?:talk|chat|speak|meet)\b[^?]{0,30}\W*$/i
const YOUR_NUMBER =
  /\b(?:your|ur) (?:phone |telephone |contact |office )?number\b|\bhow (?:do|can) i (?:call|phone|ring) (?:you|u)\b|\bcan i (?:call|phone) (?:you|u)\b|\b(?:do|can) (?:you|u|you guys|u guys|y'?all) (?:have|give me|share) (?:a )?(?:phone )?number (?:i|we) (?:can|could) (?:call|phone|ring|reach you on)\b|\bhow (?:do|can|could|would|should) (?:i|we) (?:contact|reach|get (?:a )?hold of|get in touch with|talk to|speak (?:to|with)) (?:you|u|you guys|u guys|y'?all|your (?:team|company|office)|ur (?:team|company)|(?:your |ur |the )?sales(?: team| dept| department)?)(?=\W*$|\W+(?:directly|by phone)\W*$)|\b(?:your|ur) contact (?:info|information|details)\b/i
const TEAM_HOURS =
  /\b(?:what|which) hours\b|\b(?:business|office|opening|support) hours\b|\bwhen (?:are|is) (?:you|u|y'?all|your team|ur team|the team|you guys|u guys|someone|anyone) (?:open|around|available|in|reachable)\b|\bwhat time (?:do|does) (?:you|u|your team|ur team) (?:open|close)\b|\byour hours\b|\b(?:best|good) time to (?:call|reach|contact|phone) (?:you|u|your team|ur team|you guys)\b/i
// The visitor's own hours ("can it tell callers my business hours") are what their agent answers.
const THEIR_HOURS = /\b(?:my|our)\s+(?:\w+\s+)?hours\b/i
const AGENT_WORDS = /\b(?:agents?|bots?|assistants?)\b/i
// Asking for evidence: a result, a customer, a case study ("does it pay for itself", "anyone using it").
const PROOF =
  /\b(?:proof|prove|case stud(?:y|ies)|results?|numbers|success stor(?:y|ies)|references?|pa(?:y|ys|id) for itself|made money|roi|using (?:this|it|you|your)|use (?:this|it|you|your)|(?:your|any|other) (?:clients|customers)|(?:clients|customers) (?:in|like)|anyone|any other|i could call)\b/i
const NEEDS =
  /\b(?:do|would|will) (?:we|i|u|you) (?:really |even |actually )?(?:need|have to (?:get|buy|pay for))\b|\b(?:overkill|too (?:much|big) for|worth it for)\b/i
const OVERKILL = /\b(?:overkill|too (?:much|big))\b/i
const PLAN_WORDS_RE = /\b(?:plans?|tiers?|packages?)\b/i
const BIG = /\b(?:big|bigger|biggest|expensive|top|premium|full)\b/i

const PLAN_PLACE = /(?:on|with|in|does|do|is|get|from|about) (?:the )?/

/** A plan named in any case: "on growth", "is scale overkill". */
const planNamedIn = (text: string, knowledge: ChatKnowledge) =>
  knowledge.plans.find((plan) => new RegExp(`\\b${escapeRegExp(plan.name)}\\b`, 'i').test(text))

const LOCATIONS =
  /\b(?:(\d+|one|two|three|four|five|six|a few|several|multiple|many|more than one) (?:locations|sites|branches|offices|stores|shops)|(?:a |one )?(single|one) (?:location|site|branch|office|store|shop))\b/i

/**
 * "which plan for 3 locations", "is scale worth it for 2 locations": the plan the pricing says is
 * for that many, by its own words ("single locations", "several locations").
 */
function plansForLocations(text: string, knowledge: ChatKnowledge, s: Signals): string | undefined {
  const counted = LOCATIONS.exec(text)
  const asked = s.plans.length === 1 ? s.plans[0]! : planNamedIn(text, knowledge)
  if (!counted || !(PLAN_WORDS_RE.test(text) || asked)) return undefined
  const one = Boolean(counted[2]) || /^(?:1|one)$/i.test(counted[1] ?? '')
  const words = one ? /\bsingle locations?\b/i : /\b(?:several|multiple|many) locations\b/i
  const fit = knowledge.plans.find((plan) => words.test(plan.description))
  if (!fit) return undefined
  const verdict = !asked
    ? ''
    : asked === fit
      ? 'Yes: '
      : `${asked.name} is for ${lowerFirst(stripEnd(asked.description))}. `
  return `${verdict}${fit.name} (${planPrice(fit)}) is our plan for ${lowerFirst(stripEnd(fit.description))}. Our team can size it with you on a ${consultationPhrase(knowledge)}.`
}

/**
 * "do we need the big expensive plan or no", "is scale overkill for us": whether the plan asked about
 * is the one their agent comes with, from what they told; undefined when they told nothing yet.
 */
function neededPlan(memory: Memory, knowledge: ChatKnowledge, s: Signals): string | undefined {
  const text = memory.latest
  if (!NEEDS.test(text)) return undefined
  const sorted = [...knowledge.plans].sort((a, b) => price(a) - price(b))
  const named = s.plans[0] ?? planNamedIn(text, knowledge)
  const asked =
    named ??
    planByPlace(text, knowledge.plans)[0] ??
    (BIG.test(text) && PLAN_WORDS_RE.test(text) ? sorted.at(-1) : undefined)
  const best = asked && recommendation(memory, knowledge)
  const fit = best && planFor(best.product, knowledge.plans)
  if (!asked || !best || !fit) return undefined
  const who = memory.profile.business ? ` for ${withArticle(memory.profile.business)}` : ''
  const start = `${best.product.name} comes with the ${fit.name} plan (${planPrice(fit)}), the plan I'd start with${who}`
  // "do we need X" is answered no when X is more; "is X overkill", yes.
  const more = price(asked) > price(fit)
  const verdict =
    asked === fit
      ? OVERKILL.test(text)
        ? 'No'
        : 'Yes'
      : more
        ? OVERKILL.test(text)
          ? 'Probably, yes'
          : 'Probably not'
        : `You'd need more than ${asked.name}`
  const rest =
    asked === fit ? endSentence(fit.description) : `${asked.name} is for ${lowerFirst(stripEnd(asked.description))}.`
  return `${verdict}: ${start}. ${rest}`
}

/** A plan in full: its price, what it is for, everything it includes. */
function planDetails(plan: ChatPlan, knowledge: ChatKnowledge): string {
  const features = plan.features.map((f) => included(featureShort(f, knowledge))).join('; ')
  const yearly = plan.annualPrice ? ` Paid annually it is ${plan.annualPrice} a year.` : ''
  return `${plan.name} is ${planPrice(plan)}. ${endSentence(plan.description)} It includes ${features}.${yearly}`
}

function offeredConsultation(memory: Memory): boolean {
  return /consultation|book a call|demo/i.test(memory.previousAssistant)
}

function thanksAnswer(memory: Memory, knowledge: ChatKnowledge, s: Signals, seed: number): string {
  const welcome = s.thanks ? "You're welcome!" : 'Thanks for stopping by!'
  const rest = s.bye
    ? ' Have a great day, and come back anytime.'
    : pick(
        [
          " If anything else comes up about our agents, pricing or setup, I'm right here.",
          ' Happy to help with anything else about our agents.',
        ],
        seed,
      )
  const offer =
    !memory.leadGiven && !memory.leadAsked
      ? ` Whenever you're ready, I can set up a ${consultationPhrase(knowledge)} with our team.`
      : ''
  return `${welcome}${rest}${offer}`
}

/** Michael's whole reply to the conversation so far. */
export function composeReply(messages: ChatMessage[], knowledge: ChatKnowledge): string {
  // Every rule below reads the visitor's words written out, whatever shorthand they typed.
  const memory = readWrittenOut(messages, knowledge)
  if (!memory.latest.trim()) return knowledge.greeting
  const signals = readSignals(memory, knowledge)
  const chosen = choose(memory, signals, knowledge)
  // "what does michael do" is no yes/no question: a FAQ's "No." does not answer it.
  const main = asksOpenly(memory.latest) ? { ...chosen, text: withoutYesNo(chosen.text) } : chosen
  const next = main.followUp
    ? followUp(memory, knowledge, signals.interest || (signals.affirm && offeredConsultation(memory)), memory.userTurns)
    : undefined
  const parts = [main.text, next].filter((part): part is string => Boolean(part?.trim()))
  if (parts.length === 0) return unknownAnswer(knowledge, memory.userTurns)
  // A list reads better with the question on its own line.
  return welcomed(parts.join(parts[0]!.includes('\n') ? '\n' : ' '), memory)
}

// "my name is john", "im sarah from bright smiles dental": how a visitor introduces themselves
// ("i'm curious, …" and "this is great" are no names).
const INTRODUCED =
  /\b(?:my name is|my name'?s|name'?s) [a-z]+|\b(?:i'?m|i am|this is|it'?s) (?:(?:dr|mr|mrs|ms)\.? )?[a-z]+(?: [a-z]+)? (?:from|at|with|of|here at|here from) \w/i

/** A reply to a visitor who just told their name: it greets them by it, once, in place of a "Hello!". */
function welcomed(text: string, memory: Memory): string {
  const first = memory.newName?.split(' ')[0]
  if (!first || !(INTRODUCED.test(memory.latest) || introducesFirst(memory.latest))) return text
  if (text.includes(first)) return text
  // "Great, a dental practice" after it: the welcome is the thanks.
  const rest = text.replace(/^(?:(?:hello|hi|hey)(?: there)?[!,.]\s*|(?:great|thanks|got it), (?=an? ))/i, '')
  return `Nice to meet you, ${first}! ${rest.charAt(0).toUpperCase()}${rest.slice(1)}`
}
