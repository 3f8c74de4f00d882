import React, {type ReactNode} from 'react';
import StandalonePage from '@site/src/components/StandalonePage';
import CardGrid from '@site/src/components/CardGrid';
import LinkCard from '@site/src/components/LinkCard';
import {courses} from '@site/src/data/courses';

export default function CoursesPage(): ReactNode {
  return (
    <StandalonePage
      title="Courses"
      description="Self-paced courses on infrastructure as code, Terraform, Terragrunt, testing with Terratest and production-grade AWS, from beginner to advanced."
      lead="Self-paced courses that take you from the ideas behind infrastructure as code to running a production AWS platform. Each course starts from a chapter of these docs or from public sample code you can run in your own AWS account.">
      <CardGrid>
        {courses.map((course) => (
          <LinkCard
            key={course.title}
            headingLevel="h2"
            eyebrow={course.level}
            title={course.title}
            to={course.start}
            linkLabel="Start the course"
            description={
              <>
                <p>{course.summary}</p>
                <ul>
                  {course.youLearn.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </>
            }
          />
        ))}
      </CardGrid>
    </StandalonePage>
  );
}
