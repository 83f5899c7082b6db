import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { below, Button, Select, Tabs, TextField, useToaster, vars } from '@seller/design-system';
import type { CommentItem, QuestionItem } from '@seller/machines';
import { RouteErrorPage } from '../../app/RouteErrorPage';
import { useApi } from '../../platform/api-context';
import { showsDiscussionFor } from '../../platform/config-items';
import { useOutboxEntries, useOutboxOutcomes, type OutboxOutcome } from '../../platform/outbox';
import { readTenant } from '../../platform/tenant-store';
import { SessionContext } from '../session/session-context';
import {
  discussionApi,
  keptReplyOf,
  replyAnswer,
  replyOutboxKind,
  type DiscussionView,
  type KeptReply,
} from './discussion-api';
import {
  discussionTabs,
  readDiscussionQuery,
  writeDiscussionQuery,
  type DiscussionQuery,
} from './discussion-query';
import { DiscussionList } from './DiscussionList';
import { QuestionThread } from './QuestionThread';
import { ReportDialog } from './ReportDialog';
import { discussionCopy as copy } from './copy';
import { newWriteKey, useDiscussion } from './use-discussion';

/**
 * /discussion-product: only for a brand on the discussion allow list (§2, §6); any other brand
 * gets the 404 page, as it gets no menu entry. A brand switch re-checks and starts over.
 */
export function DiscussionRoute() {
  const brandId = SessionContext.useSelector((s) => s.context.brandId);
  const config = SessionContext.useSelector((s) => s.context.config);
  const userId = SessionContext.useSelector((s) => s.context.userData?.id ?? null);
  if (brandId === null || !showsDiscussionFor(config, brandId))
    return <RouteErrorPage status={404} />;
  return (
    <DiscussionScreen
      key={brandId}
      brandId={brandId}
      userId={userId === null ? null : Number(userId)}
    />
  );
}

const Page = styled.div`
  display: grid;
  /* One column as wide as the screen: long tab rows and toolbars scroll or wrap inside it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['400']};
  padding: ${vars.space['400']};
  ${below('phablet')} {
    padding: ${vars.space['300']} ${vars.space['200']};
  }
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 22px;
`;

const Intro = styled.p`
  margin: ${vars.space['100']} 0 0;
  color: ${vars.color.textSubdued};
`;

const Toolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['200']};
  align-items: flex-end;
  & > :first-child {
    flex: 1 1 260px;
  }
`;

const Columns = styled.div<{ $thread: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$thread ? 'minmax(0, 1fr) minmax(0, 1.1fr)' : 'minmax(0, 1fr)')};
  gap: ${vars.space['400']};
  align-items: start;
  ${below('laptop')} {
    grid-template-columns: minmax(0, 1fr);
    & > [data-pane='list'] {
      display: ${(p) => (p.$thread ? 'none' : 'block')};
    }
  }
`;

const TabContent = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['400']};
  padding-top: ${vars.space['400']};
`;

const Sticky = styled.div`
  position: sticky;
  top: ${vars.space['400']};
`;

interface ThreadState {
  question: QuestionItem | null;
  comments: CommentItem[] | null;
  status: 'loading' | 'ready' | 'missing' | 'failed';
}

function findQuestion(
  list: DiscussionView[],
  id: string,
): { question: QuestionItem; group: DiscussionView } | null {
  for (const group of list) {
    const question = group.questions.find((q) => q.id === id);
    if (question) return { question, group };
  }
  return null;
}

function DiscussionScreen({ brandId, userId }: { brandId: string; userId: number | null }) {
  const api = useApi();
  const toaster = useToaster();
  const discussion = useMemo(
    () => discussionApi(api, readTenant(), brandId, userId),
    [api, brandId, userId],
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readDiscussionQuery(searchParams);
  const navigate = useCallback(
    (change: Partial<DiscussionQuery>, replace = false) =>
      setSearchParams(writeDiscussionQuery(query, change), { replace }),
    [query, setSearchParams],
  );

  const [thread, setThread] = useState<ThreadState>({
    question: null,
    comments: null,
    status: 'loading',
  });
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set());
  const [answeredIds, setAnsweredIds] = useState<ReadonlySet<string>>(new Set());
  const [draft, setDraft] = useState('');
  const [reportSubject, setReportSubject] = useState('');
  const [searchText, setSearchText] = useState(query.q);
  const sellerName = SessionContext.useSelector((s) => s.context.brandData?.brandName ?? null);

  const binding = useDiscussion(discussion, query, {
    replied: (questionId, comment) => {
      setDraft('');
      setAnsweredIds((ids) => new Set(ids).add(questionId));
      setThread((t) =>
        t.question?.id === questionId
          ? {
              ...t,
              question: { ...t.question, isAnswered: true, isRead: true },
              comments: [...(t.comments ?? []), comment],
            }
          : t,
      );
      toaster.show({ type: 'success', message: copy.replySent });
    },
    kept: () => {
      // The reply now lives in the outbox and shows in the thread; as a draft it could be sent twice.
      setDraft('');
      toaster.show({ type: 'warning', message: copy.replyKept });
    },
    reported: (target) => {
      setThread((t) => {
        if (!t.question || t.question.id !== target.questionId) return t;
        if (target.commentId === undefined)
          return { ...t, question: { ...t.question, isReported: true } };
        return {
          ...t,
          comments: (t.comments ?? []).map((c) =>
            c.id === target.commentId ? { ...c, isReported: true } : c,
          ),
        };
      });
      toaster.show({ type: 'success', message: copy.reportSent });
    },
  });
  const { actor, list } = binding;

  // Replies kept without a connection, shown in their thread until they land (also after a reload).
  const outboxEntries = useOutboxEntries({
    kind: replyOutboxKind,
    brandId: Number(brandId),
    userId,
  });
  const keptReplies = useMemo(
    // Without a known user nothing is kept (see discussionApi.reply), and no one else's show.
    () =>
      userId === null
        ? []
        : outboxEntries.map(keptReplyOf).filter((reply): reply is KeptReply => reply !== null),
    [outboxEntries, userId],
  );

  // A kept reply that lands later shows like one sent now; the list and the counts then change.
  const onOutcome = useCallback(
    (outcome: OutboxOutcome) => {
      if (
        outcome.type !== 'landed' ||
        outcome.entry.kind !== replyOutboxKind ||
        outcome.entry.brandId !== Number(brandId)
      )
        return;
      const reply = keptReplyOf(outcome.entry);
      const comment = replyAnswer(outcome.data);
      if (!reply) return;
      setAnsweredIds((ids) => new Set(ids).add(reply.questionId));
      setThread((t) =>
        t.question?.id === reply.questionId && comment
          ? {
              ...t,
              question: { ...t.question, isAnswered: true, isRead: true },
              comments: [...(t.comments ?? []), comment],
            }
          : t,
      );
      actor.send({ type: 'discussion.refresh' });
      actor.send({ type: 'discussion.refreshCounts' });
    },
    [actor, brandId],
  );
  useOutboxOutcomes(onOutcome);
  const views = list as DiscussionView[];
  const selectedId = query.selectedDiscussion;
  const listRef = useRef(views);
  listRef.current = views;
  // The first list answer is awaited once, so a deep link can find its question in it; later
  // reloads (after a reply or a report) leave the open thread as it is.
  const [listReady, setListReady] = useState(false);
  const listSettled = binding.listStatus !== 'loading';
  useEffect(() => {
    if (listSettled) setListReady(true);
  }, [listSettled]);

  // Open the thread of `selectedDiscussion`: from the list when it is there, else (a shared or
  // bookmarked link to a question on another tab or page; no notification opens a question)
  // through the read call, which returns the question.
  const [threadAttempt, setThreadAttempt] = useState(0);
  useEffect(() => {
    if (selectedId === null || !listReady) return;
    let cancelled = false;
    const known = findQuestion(listRef.current, selectedId)?.question ?? null;
    setThread({ question: known, comments: null, status: known ? 'ready' : 'loading' });
    setDraft('');
    const open = async () => {
      let question = known;
      if (!known || !known.isRead) {
        try {
          question = await discussion.markRead(selectedId, newWriteKey());
          if (!cancelled) setReadIds((ids) => new Set(ids).add(selectedId));
        } catch {
          if (!known) {
            if (!cancelled) setThread({ question: null, comments: null, status: 'missing' });
            return;
          }
        }
      }
      if (cancelled || !question) return;
      actor.send({ type: 'discussion.openChat', question });
      try {
        const comments = await discussion.comments(selectedId);
        if (!cancelled) setThread({ question, comments, status: 'ready' });
      } catch {
        if (!cancelled) setThread({ question, comments: null, status: 'failed' });
      }
    };
    void open();
    return () => {
      cancelled = true;
    };
    // The thread loads once per selected question (and retry), not on every list change.
  }, [selectedId, listReady, threadAttempt, discussion, actor]);

  useEffect(() => {
    if (selectedId === null) actor.send({ type: 'discussion.closeChat' });
  }, [actor, selectedId]);

  const selectedGroup = selectedId ? findQuestion(views, selectedId)?.group : undefined;
  const counts = binding.counts;
  const tabCounts: Record<string, number | null> = binding.countsArriving
    ? { 'not-answered': null, answered: null, all: null }
    : {
        'not-answered': counts.totalNotAnswered,
        answered: counts.totalAnswered,
        all: counts.totalQuestion,
      };
  const reportOpen = binding.reportState !== 'closed' && binding.reportState !== 'preparing';

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    navigate({ q: searchText.trim(), selectedDiscussion: null });
  };

  return (
    <Page>
      <div>
        <Heading>{copy.title}</Heading>
        <Intro>{copy.intro}</Intro>
      </div>
      <Tabs
        label={copy.tabsLabel}
        value={query.tab}
        onValueChange={(tab) => navigate({ tab: tab as DiscussionQuery['tab'] })}
        items={discussionTabs.map((tab) => ({
          value: tab,
          label: copy.tabs[tab],
          count: tabCounts[tab],
        }))}
      >
        {/* The tab panel holds what the tab selects: the search, the list and the open question. */}
        <TabContent>
          <Toolbar role="search" onSubmit={onSearch}>
            <TextField
              label={copy.searchLabel}
              type="search"
              value={searchText}
              maxLength={100}
              placeholder={copy.searchPlaceholder}
              onChange={(event) => setSearchText(event.target.value)}
            />
            <Button type="submit" variant="secondary" leadingIcon="search">
              {copy.searchButton}
            </Button>
            <Select
              label={copy.sortLabel}
              value={query.sort}
              options={[
                { value: 'newest', label: copy.sortNewest },
                { value: 'oldest', label: copy.sortOldest },
              ]}
              onChange={(event) =>
                navigate({ sort: event.target.value === 'oldest' ? 'oldest' : 'newest' })
              }
            />
          </Toolbar>
          <Columns $thread={selectedId !== null}>
            <div data-pane="list">
              <DiscussionList
                list={views}
                status={binding.listStatus}
                tab={query.tab}
                q={query.q}
                hasNextPage={binding.hasNextPage}
                selectedId={selectedId}
                readIds={readIds}
                answeredIds={answeredIds}
                errorMessage={binding.errorMessage}
                onOpen={(question) => navigate({ selectedDiscussion: question.id })}
                onLoadMore={() => actor.send({ type: 'discussion.loadMore' })}
                onRetry={() => actor.send({ type: 'discussion.retry' })}
              />
            </div>
            {selectedId !== null ? (
              <Sticky>
                <QuestionThread
                  key={selectedId}
                  question={thread.question}
                  variantLabel={
                    selectedGroup
                      ? `${selectedGroup.productName} · ${selectedGroup.variantName}`
                      : null
                  }
                  comments={thread.comments}
                  keptReplies={keptReplies.filter((reply) => reply.questionId === selectedId)}
                  status={thread.status}
                  replyStatus={binding.replyStatus}
                  replyError={binding.errorMessage}
                  draft={draft}
                  onDraftChange={(value) => {
                    setDraft(value);
                    binding.renewReplyKey();
                  }}
                  onReply={(body) => actor.send({ type: 'discussion.reply', body })}
                  onReport={(target, subject) => {
                    setReportSubject(subject);
                    actor.send({ type: 'discussion.openReport', target });
                  }}
                  onClose={() => navigate({ selectedDiscussion: null })}
                  onRetry={() => setThreadAttempt((n) => n + 1)}
                  sellerName={sellerName}
                />
              </Sticky>
            ) : null}
          </Columns>
        </TabContent>
      </Tabs>
      <ReportDialog
        key={
          binding.reportTarget
            ? `${binding.reportTarget.questionId}-${binding.reportTarget.commentId ?? ''}`
            : 'none'
        }
        open={reportOpen}
        subject={reportSubject}
        state={
          binding.reportState === 'loadingReasons'
            ? 'loadingReasons'
            : binding.reportState === 'sending'
              ? 'sending'
              : 'choosing'
        }
        reasons={binding.reasons}
        errorMessage={binding.errorMessage}
        onSubmit={(reasonId, note) =>
          actor.send({ type: 'discussion.submitReport', reasonId, ...(note ? { note } : {}) })
        }
        onCancel={() => actor.send({ type: 'discussion.cancelReport' })}
      />
    </Page>
  );
}
